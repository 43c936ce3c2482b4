import type { QuoteLabel } from './labels';
import { oracleSupports } from './aspect-oracle';

/** How a quote's relevance was decided. */
export type Verdict = { supports: boolean; by: 'label' | 'oracle' };

/** Lower case, punctuation and spacing folded, so quotes trimmed or re-spaced by the engine still match. */
export function foldForMatching(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[^\p{L}\p{N}$€£%]+/gu, ' ')
    .trim();
}

const MIN_OVERLAP_CHARS = 25;

/** Decides whether a quote supports a dimension: a hand-written label when one covers it, else the aspect oracle. */
export class QuoteJudge {
  private readonly labels: { text: string; dimension: string; supports: boolean }[];

  constructor(labels: readonly QuoteLabel[]) {
    this.labels = labels.map((l) => ({ text: foldForMatching(l.text), dimension: l.dimension.toLowerCase(), supports: l.supports }));
  }

  judge(quote: string, dimension: string): Verdict {
    const text = foldForMatching(quote);
    const dim = dimension.toLowerCase();
    const label = this.labels.find((l) => l.dimension === dim && covers(l.text, text));
    if (label) return { supports: label.supports, by: 'label' };
    return { supports: oracleSupports(quote, dimension), by: 'oracle' };
  }
}

/** The same text, or one contains the other and the shorter is long enough to be more than a common phrase. */
function covers(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= MIN_OVERLAP_CHARS && long.includes(short);
}
