import type { Confidence, DimensionResult, Evidence, ItemResearch } from './comparison';
import { formatScore } from './score-format';

/** One statement behind a cell, in the words every surface shows it with. */
export interface StatementLine {
  quote: string;
  /** 1-based number of the item's source it was taken from; null when the index names none. */
  source: number | null;
  /** "raises the score (+0.8)", or "counts for it, as the model read it"; null when neither reader said. */
  effect: string | null;
  because: string[];
  addedByAuthor: boolean;
}

/** A cell with what stands behind it: its score in words and every statement stored for it. */
export interface CellEvidence {
  dimension: string;
  /** "8.0 / 10, high confidence", or "not enough evidence". */
  score: string;
  statements: StatementLine[];
  /** How many more statements counted than are stored, in words; null when every one is listed. */
  notShown: string | null;
}

function signed(n: number): string {
  const rounded = Math.round(n * 10) / 10;
  return `${rounded > 0 ? '+' : rounded < 0 ? '−' : '±'}${Math.abs(rounded).toFixed(1)}`;
}

/** What one statement did to its cell's score: "raises the score (+0.8)", "counts for nothing (±0.0)". */
export function evidenceEffectWords(effect: number): string {
  if (Math.abs(effect) < 0.05) return `counts for nothing (${signed(effect)})`;
  return `${effect > 0 ? 'raises' : 'lowers'} the score (${signed(effect)})`;
}

/** How a statement counted, in words: the offline reader's effect on the score, or the stance a model gave it; null when neither is stored. */
export function statementEffectWords(e: Pick<Evidence, 'reading' | 'stance'>): string | null {
  if (e.reading) return evidenceEffectWords(e.reading.effect);
  if (e.stance === 'for') return 'counts for it, as the model read it';
  if (e.stance === 'against') return 'counts against it, as the model read it';
  if (e.stance === 'neither') return 'counts neither way, as the model read it';
  return null;
}

/** The statements a cell counted but did not store, in words: "3 more statements counted toward the score but are not stored: …". */
export function evidenceNotShownWords(notShown: number, kept: number): string {
  const one = notShown === 1;
  return `${notShown} more ${one ? 'statement' : 'statements'} counted toward the score but ${one ? 'is' : 'are'} not stored: the weakest, past the ${kept} kept per cell.`;
}

/** Whether a cell is scored from evidence (confidence `none` keeps a placeholder 5, not a score). */
export function hasEvidence(result: DimensionResult | null | undefined): result is DimensionResult {
  return !!result && (result.confidence ?? 'none') !== 'none';
}

function confidenceWords(confidence: Confidence): string {
  return `${confidence} confidence`;
}

/** Every cell of an item, in the comparison's dimension order, with the statements behind its score (exports). */
export function itemCellEvidence(item: ItemResearch, dimensions: readonly string[]): CellEvidence[] {
  return dimensions.map((dimension) => {
    const result = item.dimensions[dimension];
    if (!hasEvidence(result)) return { dimension, score: 'not enough evidence', statements: [], notShown: null };
    return {
      dimension,
      score: `${formatScore(result.score)} / 10, ${confidenceWords(result.confidence)}`,
      statements: result.evidence.map((e) => ({
        quote: e.quote,
        source: item.sources[e.sourceIndex] ? e.sourceIndex + 1 : null,
        effect: statementEffectWords(e),
        because: e.reading?.because ?? [],
        addedByAuthor: e.addedByAuthor === true,
      })),
      notShown: result.evidenceNotShown ? evidenceNotShownWords(result.evidenceNotShown, result.evidence.length) : null,
    };
  });
}

/** A statement as one line of text: the quote, its source number, and how it counted ("… [2] — lowers the score (−0.5), because negated: 'not'"). */
export function statementLine(s: StatementLine): string {
  const source = s.source !== null ? ` [${s.source}]` : '';
  const by = s.addedByAuthor ? ' (added by the author)' : '';
  const effect = s.effect ? ` — ${s.effect}${s.because.length > 0 ? `, because ${s.because.join('; ')}` : ''}` : '';
  return `“${s.quote}”${source}${by}${effect}`;
}
