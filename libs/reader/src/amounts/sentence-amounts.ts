import type { ItemMention, WordToken } from '@juxta/research';
import { PRONOUNS } from '../rules/words';
import { amountsIn, bareNumberIn, type Amount, type AmountKind } from './quantities';

/** Words that set what follows against what came before ("…, against 20 from B"). */
const COMPARED = new Set(['against', 'than', 'versus', 'vs', 'compared', 'unlike']);

/** Words that end one item's part of a sentence and start another's ("A costs $12 and B $7"). */
const PART_BREAKS = new Set(['and', 'but', 'while', 'whilst', 'whereas', 'against', 'versus', 'vs', 'than', 'compared', 'where', 'unlike']);

interface Part {
  from: number;
  to: number;
  items: number[];
  amounts: Amount[];
}

/**
 * Which item each amount of a sentence belongs to. The sentence is cut into parts at commas,
 * semicolons and words that move to another item ("and", "whereas", "against", "than"); a
 * part naming one item gives it its first amount, a part naming several with as many amounts
 * pairs them in order ("fell from $4,100 on A to $1,650 on B"), and an amount before the
 * first name of a part is that name's ("At $129 the A …"). A sentence naming no item states
 * `carried`'s amount. A sentence that opens with "Its"/"It" before naming another item speaks
 * first of `before`, the item the text was about until then ("Its cartridges cost £38 a set,
 * while the B's tanks cost £20"), as does one that names only the item it is compared against
 * ("I got 34 minutes from one pack, against barely 20 from B"). Returns one amount per item at most.
 */
export function amountsByItem(
  text: string,
  tokens: readonly WordToken[],
  mentions: readonly ItemMention[],
  quantity: AmountKind,
  carried: number | null,
  before: number | null = null,
): Map<number, Amount> {
  const amounts = amountsIn(text, quantity);
  const found = new Map<number, Amount>();
  if (amounts.length === 0) return found;
  if (mentions.length === 0) {
    if (carried !== null) found.set(carried, amounts[0]);
    return found;
  }
  const named = new Set(mentions.map((m) => m.item));
  // The first item named is only what the sentence compares against ("34 minutes …, against barely 20 from B").
  const first = Math.min(...mentions.map((m) => m.start));
  const comparedFirst = tokens.slice(0, first).some((t) => COMPARED.has(t.word));
  const pronounLead = before !== null && before !== undefined && !named.has(before) && (PRONOUNS.has(tokens[0]?.word ?? '') || comparedFirst);
  if (named.size === 1 && !pronounLead) {
    found.set([...named][0], amounts[0]);
    return found;
  }
  const parts = partsOf(text, tokens, mentions, amounts, pronounLead ? before : null);
  // A unit stated once serves both parts ("A does 180,000 writes per second; B tops out around 40,000").
  if (new Set(parts.flatMap((p) => p.items)).size === 2 && amounts.length === 1) {
    for (const part of parts) {
      if (part.items.length !== 1 || part.amounts.length > 0) continue;
      const found = bareNumberIn(text, part.from, part.to);
      // A number in an item's name ("Book 13") is no amount.
      const raw = found && !mentions.some((m) => found.at >= tokens[m.start].start && found.at < tokens[m.end - 1].end) ? found : undefined;
      // The unit stated once applies to the bare number too ("34 minutes …, against 20").
      const bare = raw && amounts[0].factor !== undefined ? { ...raw, value: raw.value * amounts[0].factor } : raw;
      // Of the same order as the stated one, or it is some other count ("on 3 nodes").
      const stated = amounts[0].value;
      if (bare && stated > 0 && bare.value > 0 && Math.abs(Math.log(bare.value / stated)) < Math.log(20)) part.amounts.push(bare);
    }
  }
  for (const part of parts) {
    if (part.amounts.length === 0) continue;
    const fresh = part.items.filter((item) => !found.has(item));
    if (part.items.length === 1) {
      if (fresh.length === 1) found.set(fresh[0], part.amounts[0]);
    } else if (part.items.length === part.amounts.length) {
      part.items.forEach((item, k) => {
        if (!found.has(item)) found.set(item, part.amounts[k]);
      });
    } else {
      // Each name takes the amount between it and the next name; the first also one before it.
      const starts = mentions.filter((m) => tokens[m.start].start >= part.from && tokens[m.start].start < part.to);
      starts.forEach((m, k) => {
        const from = k === 0 ? part.from : tokens[m.start].start;
        const to = starts[k + 1] ? tokens[starts[k + 1].start].start : part.to;
        const amount = part.amounts.find((a) => a.at >= from && a.at < to);
        if (amount && !found.has(m.item)) found.set(m.item, amount);
      });
    }
  }
  return found;
}

function partsOf(text: string, tokens: readonly WordToken[], mentions: readonly ItemMention[], amounts: readonly Amount[], lead: number | null): Part[] {
  const cuts = [0];
  for (let i = 1; i < tokens.length; i++) {
    const gap = text.slice(tokens[i - 1].end, tokens[i].start);
    // "1,650" is one number, not two parts.
    const inNumber = /^,$/.test(gap) && /\d$/.test(tokens[i - 1].raw) && /^\d/.test(tokens[i].raw);
    // "32 % protein to B's 22 %": a figure set against the next item's.
    const toItem = tokens[i].word === 'to' && mentions.some((m) => m.start === i + 1 || (m.start === i + 2 && tokens[i + 1].word === 'the'));
    if ((/[,;:]/.test(gap) && !inNumber) || PART_BREAKS.has(tokens[i].word) || toItem) cuts.push(tokens[i].start);
  }
  cuts.push(text.length);
  const parts: Part[] = [];
  for (let k = 0; k + 1 < cuts.length; k++) {
    const from = cuts[k];
    const to = cuts[k + 1];
    const items = [...new Set(mentions.filter((m) => tokens[m.start].start >= from && tokens[m.start].start < to).map((m) => m.item))];
    parts.push({ from, to, items, amounts: amounts.filter((a) => a.at >= from && a.at < to) });
  }
  // The parts before the first name of a sentence opening with a pronoun are about the item before.
  if (lead !== null) for (const part of parts) {
    if (part.items.length > 0) break;
    part.items = [lead];
  }
  // A part with an amount and no name continues the part before it when that one named an item but gave no amount.
  for (let k = 1; k < parts.length; k++) {
    const previous = parts[k - 1];
    if (parts[k].items.length === 0 && previous.items.length === 1 && previous.amounts.length === 0) {
      parts[k] = { ...parts[k], items: previous.items };
    }
  }
  return parts;
}
