import {
  dimensionTerms,
  mentionsDimension,
  parseText,
  throwIfAborted,
  type DimensionVerdict,
  type ItemComparison,
  type ItemMatcher,
} from '@juxta/research';
import { netSentiment, statementsFor, verdictOf, type ScoredStatement } from '../aggregate/dimension-scoring';
import { quantitiesOf, statementAmounts } from '../amounts/amounts-stage';
import { comparable, type Amount, type AmountKind } from '../amounts/quantities';
import type { SetAside, Statement } from '../aggregate/statements-stage';
import { signed } from '../trace';

/** One item's statements, as the cross-item step sees them. */
export interface ItemStatements {
  item: string;
  statements: readonly Statement[];
  /** The sentences the reader did not count for the item, per dimension. */
  setAside?: readonly SetAside[];
}

/** A statement's vote: its direction, with strong words worth at most twice a mild one. */
const FULL_VOTE = 2;
/** Votes an item needs before its evidence reads as settled (shrinkage toward neutral). */
const PRIOR_VOTES = 2;
/** How much of the score comes from the item's own evidence; the rest from how it compares. */
const OWN_SHARE = 0.6;
/** How fast the combined lean approaches the ends of the scale. */
const STEEPNESS = 1.5;
/** A measured amount twice as good as a rival's is a full vote. */
const FULL_RATIO = Math.log(2);

/**
 * Scores every item on each dimension against the others, from all their evidence: each
 * statement votes for or against its item (capped, so one gushing sentence cannot outvote
 * several sober ones), amounts the sources give (prices, runtimes) are compared across items
 * and vote too, and an item's score blends its own lean with how far it leads or trails the
 * rivals. Dimensions where fewer than two items have evidence keep their per-item verdicts.
 */
export function compareItemStatements(
  perItem: readonly ItemStatements[],
  dimensions: readonly string[],
  matcher: ItemMatcher,
  signal?: AbortSignal,
): ItemComparison {
  const out: Record<string, DimensionVerdict>[] = perItem.map(() => ({}));
  for (const dimension of dimensions) {
    throwIfAborted(signal);
    const scored = perItem.map((p) => statementsFor(dimension, p.statements));
    for (const { quantity, own } of quantitiesOf(dimension)) {
      addSideBySideAmounts(scored, perItem, dimension, quantity, matcher, own);
      addAmountVotes(scored, quantity, matcher, own, perItem.map((p) => p.item));
    }
    const withEvidence = scored.map((s, i) => (s.length > 0 ? i : -1)).filter((i) => i >= 0);
    if (withEvidence.length < 2) continue;
    const lean = scored.map(leanOf);
    for (const i of withEvidence) {
      const rivals = withEvidence.filter((j) => j !== i);
      const relative = rivals.reduce((sum, j) => sum + (lean[i] - lean[j]) / 2, 0) / rivals.length;
      const combined = keptOnItsSide(OWN_SHARE * lean[i] + (1 - OWN_SHARE) * relative, scored[i]);
      const score = Math.round(Math.min(10, Math.max(1, 5 + 4.5 * Math.tanh(STEEPNESS * combined))) * 10) / 10;
      out[i][dimension] = verdictOf(perItem[i].item, dimension, scored[i], score, rivals.map((j) => perItem[j].item), perItem[i].setAside);
    }
  }
  return out;
}

/** How far toward neutral the rivals can pull a cell whose own statements lean one way: never past it. */
const OWN_SIDE_SHARE = 0.3;

/**
 * The combined lean, kept on the side the item's own statements take: an item that trails
 * rivals praised more is still scored above 5 when everything said of it is praise (a Cost
 * under 5 quoting only "free and open source" misleads). Which side is the sign of the same
 * capped sum the per-item score uses, so the score agrees with the quotes it shows.
 */
function keptOnItsSide(combined: number, scored: readonly ScoredStatement[]): number {
  const side = Math.sign(netSentiment(scored.map((s) => s.score)));
  if (side === 0 || Math.sign(combined) === side) return combined;
  const own = Math.abs(leanOf(scored.filter((s) => Math.sign(s.score) === side)));
  return side * OWN_SIDE_SHARE * own;
}

/** The item's net lean on a dimension in (-1, 1): capped votes, shrunk toward 0 when there are few. */
function leanOf(scored: readonly ScoredStatement[]): number {
  let net = 0;
  let mass = 0;
  for (const { score } of scored) {
    const vote = Math.sign(score) * Math.min(1, Math.abs(score) / FULL_VOTE);
    net += vote;
    mass += Math.abs(vote);
  }
  return net / (mass + PRIOR_VOTES);
}

/**
 * Adds to an item's evidence on the dimension the sentences of its own sources that state its
 * amount next to a rival's ("Doskar sells for $2.50 a bar; Mirella costs $6"), when they were
 * filed under another aspect: a side-by-side amount is evidence on the dimension it measures.
 * An amount the dimension only implies (minutes for support) measures it only in a sentence
 * that speaks of it: "a five-minute walk" against "a €20 taxi ride" is no reply time.
 */
function addSideBySideAmounts(
  scored: ScoredStatement[][],
  perItem: readonly ItemStatements[],
  dimension: string,
  quantity: AmountKind,
  matcher: ItemMatcher,
  own: boolean,
): void {
  const terms = dimensionTerms(dimension);
  perItem.forEach(({ statements }, item) => {
    const have = new Set(scored[item].map((s) => s.statement.key));
    for (const statement of statements) {
      if (have.has(statement.key) || statement.scores.size === 0) continue;
      const found = statementAmounts(statement, item, quantity, matcher);
      if (!found.has(item) || found.size < 2) continue;
      const sentence = parseText(statement.quote)[0];
      if (!own && !mentionsDimension(terms, sentence.stems, sentence.text)) continue;
      have.add(statement.key);
      scored[item].push({ statement, score: statement.scores.get(dimension) ?? 0 });
    }
  });
}

/** The amounts a statement gives each item, read once per statement. */
type AmountsOf = (statement: ScoredStatement, item: number) => Map<number, Amount>;

/**
 * Compares the amounts the sources give each pair of items on the dimension and turns the
 * comparison into votes on the statements that stated them, so they are counted and quoted
 * like any evidence. A sentence that gives both items' amounts ("A costs $12; B is $7") is
 * preferred; otherwise each item's first stated amount is used, when the quantity is the
 * dimension's own (a price for Price) and the two are quoted per the same period.
 */
function addAmountVotes(scored: ScoredStatement[][], quantity: AmountKind, matcher: ItemMatcher, own: boolean, names: readonly string[]): void {
  const cache = new Map<string, Map<number, Amount>>();
  const amountsOf: AmountsOf = (s, item) => {
    const key = `${item}|${s.statement.key}`;
    let found = cache.get(key);
    if (!found) {
      found = statementAmounts(s.statement, item, quantity, matcher);
      cache.set(key, found);
    }
    return found;
  };
  const votes = scored.map(() => new Map<ScoredStatement, { sum: number; rivals: number; because: string[] }>());
  for (let i = 0; i < scored.length; i++) {
    for (let j = i + 1; j < scored.length; j++) {
      const pair = pairedAmounts(scored, i, j, amountsOf) ?? (own ? separateAmounts(scored, i, j, amountsOf) : undefined);
      if (!pair) continue;
      const better = betterFor(quantity, pair);
      if (!better) continue;
      const vote = amountVote(pair.i.value, pair.j.value, better);
      for (const [item, statement, v, mine, theirs, rival] of [
        [i, pair.i.statement, vote, pair.i.value, pair.j.value, j],
        [j, pair.j.statement, -vote, pair.j.value, pair.i.value, i],
      ] as const) {
        if (!statement) continue;
        const entry = votes[item].get(statement) ?? { sum: 0, rivals: 0, because: [] };
        const reason = `amount: ${amountText(mine)} against ${amountText(theirs)} for ${names[rival] ?? 'the rival'} (${better} is better) ${signed(v * FULL_VOTE)}`;
        votes[item].set(statement, { sum: entry.sum + v, rivals: entry.rivals + 1, because: v === 0 ? entry.because : [...entry.because, reason] });
      }
    }
  }
  const rivals = Math.max(1, scored.length - 1);
  const verdicts = scored.map(() => new Map<ScoredStatement, number>());
  const verdict = quantity.verdict;
  if (verdict) {
    scored.forEach((list, item) => {
      for (const s of list) {
        const amount = amountsOf(s, item).get(item);
        if (amount) verdicts[item].set(s, verdict(amount.value));
      }
    });
  }
  scored.forEach((list, item) => {
    scored[item] = list.map((s) => {
      const vote = votes[item].get(s);
      const compared = vote?.sum ?? 0;
      const alone = verdicts[item].get(s) ?? 0;
      if (compared === 0 && alone === 0) return s;
      const because = [...(s.because ?? []), ...(vote?.because ?? []), ...(alone !== 0 ? [`amount on its own: ${signed(alone * FULL_VOTE)}`] : [])];
      return { statement: s.statement, score: s.score + (compared / rivals + alone) * FULL_VOTE, because };
    });
  });
}

interface Stated {
  value: number;
  /** Where the amount stands in the quote that gave it. */
  at: number;
  statement: ScoredStatement | undefined;
}

/** Which way is better for a pair of amounts: the quantity's, or as each amount's own words say when they must agree (both sugar, not sugar against fibre). */
function betterFor(quantity: AmountKind, pair: Pair): 'lower' | 'higher' | undefined {
  if (pair.quote === undefined || !quantity.betterIn) return quantity.better;
  const mine = quantity.betterIn(pair.quote, pair.i.at);
  return mine === quantity.betterIn(pair.quote, pair.j.at) ? mine : undefined;
}

/** Two items' amounts to compare, and the sentence that gave both when one did. */
interface Pair {
  i: Stated;
  j: Stated;
  quote?: string;
}

/** Both items' amounts from one sentence, found in either item's statements; quoted for each item that has the sentence. */
function pairedAmounts(scored: readonly ScoredStatement[][], i: number, j: number, amountsOf: AmountsOf): Pair | undefined {
  for (const [owner, other] of [[i, j], [j, i]] as const) {
    for (const s of scored[owner]) {
      const found = amountsOf(s, owner);
      const a = found.get(i);
      const b = found.get(j);
      if (!a || !b || !comparable(a, b)) continue;
      const twin = scored[other].find((t) => t.statement.key === s.statement.key);
      return {
        i: { value: a.value, at: a.at, statement: owner === i ? s : twin },
        j: { value: b.value, at: b.at, statement: owner === j ? s : twin },
        quote: s.statement.quote,
      };
    }
  }
  return undefined;
}

/** Each item's first stated amount, from its own statements, when the two are comparable. */
function separateAmounts(scored: readonly ScoredStatement[][], i: number, j: number, amountsOf: AmountsOf): Pair | undefined {
  const first = (item: number) => {
    for (const s of scored[item]) {
      const amount = amountsOf(s, item).get(item);
      if (amount) return { amount, statement: s };
    }
    return undefined;
  };
  const a = first(i);
  const b = first(j);
  if (!a || !b || !comparable(a.amount, b.amount)) return undefined;
  return { i: { value: a.amount.value, at: a.amount.at, statement: a.statement }, j: { value: b.amount.value, at: b.amount.at, statement: b.statement } };
}

/** How far the first amount is ahead of the second, in [-1, 1]: twice as good is a full vote. */
function amountVote(mine: number, theirs: number, better: 'lower' | 'higher'): number {
  if (mine === theirs) return 0;
  const direction = better === 'higher' ? 1 : -1;
  // Nothing against something ("free" against "$8") is as clear as a difference gets.
  const ratio = mine <= 0 || theirs <= 0 ? Math.sign(mine - theirs) * FULL_RATIO * direction : Math.log(mine / theirs) * direction;
  return Math.max(-1, Math.min(1, ratio / FULL_RATIO));
}

/** An amount as a reading shows it (at most three decimals). */
function amountText(value: number): string {
  return `${Math.round(value * 1000) / 1000}`;
}
