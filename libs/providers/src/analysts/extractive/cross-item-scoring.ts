import {
  knownDimension,
  parseText,
  throwIfAborted,
  type DimensionVerdict,
  type ItemComparison,
  type ItemMatcher,
  type Quantity,
} from '@juxta/research';
import { statementsFor, verdictOf, type ScoredStatement } from './dimension-scoring';
import { amountsIn } from './quantities';
import type { Statement } from './source-statements';

/** One item's statements, as the cross-item step sees them. */
export interface ItemStatements {
  item: string;
  statements: readonly Statement[];
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
    const quantity = knownDimension(dimension)?.quantity;
    if (quantity) addAmountVotes(scored, quantity, matcher);
    const withEvidence = scored.map((s, i) => (s.length > 0 ? i : -1)).filter((i) => i >= 0);
    if (withEvidence.length < 2) continue;
    const lean = scored.map(leanOf);
    for (const i of withEvidence) {
      const rivals = withEvidence.filter((j) => j !== i);
      const relative = rivals.reduce((sum, j) => sum + (lean[i] - lean[j]) / 2, 0) / rivals.length;
      const combined = OWN_SHARE * lean[i] + (1 - OWN_SHARE) * relative;
      const score = Math.round(Math.min(10, Math.max(1, 5 + 4.5 * Math.tanh(STEEPNESS * combined))) * 10) / 10;
      out[i][dimension] = verdictOf(perItem[i].item, dimension, scored[i], score, rivals.map((j) => perItem[j].item));
    }
  }
  return out;
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
 * Reads each item's amount on the dimension from its statements (the one next to its name when
 * a sentence gives several), and turns the comparison of amounts into votes on the statements
 * that stated them, so they are counted and quoted like any evidence.
 */
function addAmountVotes(scored: ScoredStatement[][], quantity: Quantity, matcher: ItemMatcher): void {
  const found = scored.map((list, item) => amountOf(list, item, quantity, matcher));
  const known = found.map((f, i) => (f ? i : -1)).filter((i) => i >= 0);
  if (known.length < 2) return;
  for (const i of known) {
    const mine = found[i] as { value: number; statement: ScoredStatement };
    let vote = 0;
    for (const j of known) {
      if (j === i) continue;
      const theirs = (found[j] as { value: number }).value;
      if (mine.value === theirs) continue;
      // Nothing against something ("free" against "$8") is as clear as a difference gets.
      const ratio =
        mine.value <= 0 || theirs <= 0
          ? Math.sign(mine.value - theirs) * FULL_RATIO * (quantity.better === 'higher' ? 1 : -1)
          : Math.log(mine.value / theirs) * (quantity.better === 'higher' ? 1 : -1);
      vote += Math.max(-1, Math.min(1, ratio / FULL_RATIO));
    }
    vote /= known.length - 1;
    const index = scored[i].indexOf(mine.statement);
    scored[i][index] = { statement: mine.statement.statement, score: mine.statement.score + vote * FULL_VOTE };
  }
}

function amountOf(
  scored: readonly ScoredStatement[],
  item: number,
  quantity: Quantity,
  matcher: ItemMatcher,
): { value: number; statement: ScoredStatement } | undefined {
  for (const s of scored) {
    const amounts = amountsIn(s.statement.quote, quantity);
    if (amounts.length === 0) continue;
    const sentence = parseText(s.statement.quote)[0];
    const mentions = sentence ? matcher.mentions(sentence.tokens) : [];
    const mine = mentions.find((m) => m.item === item);
    // A sentence naming no other item speaks of this one (named or carried from before): its first amount is the item's.
    if (!sentence || mentions.every((m) => m.item === item)) return { value: amounts[0].value, statement: s };
    if (!mine) continue;
    // Otherwise the item's amount follows its name, before another item is named ("A costs $199 and B $299").
    const from = sentence.tokens[mine.start].start;
    const next = mentions.find((m) => m.item !== item && sentence.tokens[m.start].start > from);
    const to = next ? sentence.tokens[next.start].start : Infinity;
    const amount = amounts.find((a) => a.at >= from && a.at < to);
    if (amount) return { value: amount.value, statement: s };
  }
  return undefined;
}
