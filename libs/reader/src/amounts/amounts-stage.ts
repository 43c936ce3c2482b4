import { knownDimension, parseText, type ItemMatcher } from '@juxta/research';
import type { Statement } from '../aggregate/statements-stage';
import type { TraceEntry } from '../trace';
import { impliedQuantities, type Amount, type AmountKind } from './quantities';
import { amountsByItem } from './sentence-amounts';

// Stage 6: the amounts a statement gives each item (prices, runtimes, reply times) in the
// quantities a dimension is measured in. Read when the items are weighed against each other
// (cross-item), on the statements the sentence stages kept.

/** A quantity a dimension is measured in, and whether it is the dimension's own (a price for Price) or only implied (minutes for Support). */
export interface DimensionQuantity {
  quantity: AmountKind;
  own: boolean;
}

/** The quantities a dimension is measured in: the taxonomy's own, else those it implies. */
export function quantitiesOf(dimension: string): DimensionQuantity[] {
  const declared = knownDimension(dimension)?.quantity;
  return declared ? [{ quantity: declared, own: true }] : impliedQuantities(dimension).map((quantity) => ({ quantity, own: false }));
}

/** The amount in the quantity a statement gives each item (at most one each), read as the analyst reads `item`'s sources. */
export function statementAmounts(statement: Pick<Statement, 'quote' | 'subjectBefore'>, item: number, quantity: AmountKind, matcher: ItemMatcher): Map<number, Amount> {
  const sentence = parseText(statement.quote)[0];
  if (!sentence) return new Map<number, Amount>();
  return amountsByItem(sentence.text, sentence.tokens, matcher.mentions(sentence.tokens), quantity, item, statement.subjectBefore);
}

/** The stage's decisions on one sentence, for `npm run explain`: the amount it gives each item on each measured dimension. */
export function amountSteps(sentence: string, matcher: ItemMatcher, dimensions: readonly string[], item: number): TraceEntry[] {
  const steps: TraceEntry[] = [];
  for (const parsed of parseText(sentence)) {
    const mentions = matcher.mentions(parsed.tokens);
    for (const dimension of dimensions) {
      for (const { quantity } of quantitiesOf(dimension)) {
        for (const [owner, amount] of amountsByItem(parsed.text, parsed.tokens, mentions, quantity, item)) {
          steps.push({ stage: 'amounts', rule: `amount of ${matcher.items[owner] ?? 'an item'}`, span: dimension, effect: `${amount.value}${amount.per ? ` per ${amount.per}` : ''}` });
        }
      }
    }
  }
  return steps;
}
