import type { ItemAnalysis } from '../ports';
import { normaliseForQuoting } from '../text/quote-matcher';
import { MAX_POINT_CHARS, MAX_POINTS } from './verdict-validator';

/**
 * The item's cons gathered from its negative statements: every cell's evidence quote whose
 * reading counts against the item (strongest first), then the analyst's own cons; a quote that
 * now weighs more for the item than against it leaves the cons for the pros. Run after the
 * items were weighed against each other, where statements gain effects (an amount compared with
 * a rival's) that the per-item reading could not see. Evidence without readings (a model's) leaves
 * the analysis as it was. `isAboutItem` keeps out quotes that speak only of another item.
 */
export function withConsFromStatements(analysis: ItemAnalysis, isAboutItem: (quote: string) => boolean = () => true): ItemAnalysis {
  const weights = new Map<string, { quote: string; up: number; down: number }>();
  for (const verdict of Object.values(analysis.dimensions)) {
    for (const e of verdict.evidence) {
      // ("The B is the quieter machine" counts against A on Noise, but it is not a con a reader of A's list can place.)
      if (!e.reading || !isAboutItem(e.quote)) continue;
      const key = normaliseForQuoting(e.quote);
      const entry = weights.get(key) ?? { quote: e.quote, up: 0, down: 0 };
      if (e.reading.effect > 0) entry.up = Math.max(entry.up, e.reading.effect);
      if (e.reading.effect < 0) entry.down = Math.max(entry.down, -e.reading.effect);
      weights.set(key, entry);
    }
  }
  if (weights.size === 0) return analysis;
  const leansFor = (point: string) => {
    const w = weights.get(normaliseForQuoting(point));
    return w !== undefined && w.up > w.down;
  };
  const leansAgainst = (point: string) => {
    const w = weights.get(normaliseForQuoting(point));
    return w !== undefined && w.down > w.up;
  };
  const negatives = [...weights.values()]
    .filter((w) => w.down > w.up && w.quote.length <= MAX_POINT_CHARS)
    .sort((a, b) => b.down - a.down)
    .map((w) => w.quote);
  const seen = new Set<string>();
  const cons: string[] = [];
  for (const point of [...negatives, ...analysis.cons.filter((c) => !leansFor(c))]) {
    const key = normaliseForQuoting(point);
    if (seen.has(key)) continue;
    seen.add(key);
    cons.push(point);
    if (cons.length >= MAX_POINTS) break;
  }
  return { ...analysis, pros: analysis.pros.filter((p) => !leansAgainst(p)), cons };
}
