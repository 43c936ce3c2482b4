import { ADD_A_MODEL, type ComparisonData, type Confidence, evidenceNotShownWords, type ItemAnalysis, OFFLINE_READER_ACCURACY, type Review, statementEffectWords } from '@juxta/contracts';
import { confidenceLabel, formatScore } from '../../../shared/format';
import { sourceHref } from '../../../shared/source-links';
import { dimensionNames, dimensionOf, hasEvidence } from '../analysis';

// What the cell panel shows, as plain data (no Angular: easy to test).

export interface StatementView {
  quote: string;
  source: { n: number; title: string; url: string | null } | null;
  /** "raises the score (+0.8)" / "lowers the score (−0.5)"; null where a model read it. */
  effect: string | null;
  because: string[];
  addedByAuthor: boolean;
}

export interface SetAsideView {
  quote: string;
  why: string;
  source: { n: number; title: string; url: string | null } | null;
}

export interface CellView {
  item: string;
  dimension: string;
  /** "7.0 out of 10", or "Not enough evidence". */
  score: string;
  hasEvidence: boolean;
  confidence: Confidence;
  /** "High confidence": always in words, never only on hover. */
  confidenceWords: string;
  /** Why the dimension was decided as it was between the items (the verdict's words). */
  decision: string | null;
  summary: string;
  details: string;
  statements: StatementView[];
  /** "3 more statements counted, the weakest, and are not stored": when the cell's bound cut some. */
  notShown: string | null;
  setAside: SetAsideView[];
  /** "Reviewed by the author: was 6.0 (medium confidence)". */
  reviewedWas: string | null;
  /** The author's reviews of this cell. */
  reviews: Review[];
  analysis: string | null;
}

/** One line per item on the overall panel: its score on each dimension. */
export interface ItemScoreView {
  dimension: string;
  score: string;
  confidenceWords: string;
  hasEvidence: boolean;
}

const OFFLINE_NOTE = `Read by the offline reader: ${OFFLINE_READER_ACCURACY}. ${ADD_A_MODEL}`;

/** What read an item's evidence, in words; null on comparisons made before it was recorded. */
export function analysisLine(analysis: ItemAnalysis | undefined): string | null {
  if (!analysis) return null;
  if (analysis.by === 'model') return `Read by ${analysis.model ? `the model ${analysis.model}` : 'a language model'}.`;
  return analysis.fallbackReason ? `${OFFLINE_NOTE} A model is configured, but ${analysis.fallbackReason}.` : OFFLINE_NOTE;
}

/** The cell of `item` on `dimension`, as the panel shows it; null when the item is unknown. */
export function cellView(data: ComparisonData, itemName: string, dimension: string): CellView | null {
  const item = data.items.find((i) => i.name === itemName);
  if (!item) return null;
  const result = dimensionOf(item, dimension);
  const evidence = hasEvidence(result);
  const sourceOf = (index: number) => {
    const s = item.sources?.[index];
    return s ? { n: index + 1, title: s.title || `Source ${index + 1}`, url: sourceHref(s) } : null;
  };
  const decision = data.verdict?.dimensions.find((d) => d.dimension === dimension);
  const confidence = result?.confidence ?? 'none';
  return {
    item: item.name,
    dimension,
    score: evidence ? `${formatScore(result.score)} out of 10` : 'Not enough evidence',
    hasEvidence: evidence,
    confidence,
    confidenceWords: confidenceLabel(confidence),
    decision: decision ? [decision.explanation, decision.thin].filter(Boolean).join('; ') || null : null,
    summary: evidence ? (result?.summary ?? '') : '',
    details: evidence ? (result?.details ?? '') : '',
    statements: (result?.evidence ?? []).map((e) => ({
      quote: e.quote,
      source: sourceOf(e.sourceIndex),
      effect: statementEffectWords(e),
      because: e.reading?.because ?? [],
      addedByAuthor: !!e.addedByAuthor,
    })),
    notShown: result?.evidenceNotShown ? evidenceNotShownWords(result.evidenceNotShown, result.evidence.length) : null,
    setAside: (result?.setAside ?? []).map((s) => ({ quote: s.quote, why: s.why, source: sourceOf(s.sourceIndex) })),
    reviewedWas: result?.review
      ? `Reviewed by the author: was ${result.review.researchConfidence === 'none' ? 'not enough evidence' : `${formatScore(result.review.researchScore)} (${confidenceLabel(result.review.researchConfidence).toLowerCase()})`}.`
      : null,
    reviews: (data.reviews ?? []).filter((r) => r.item === item.name && r.dimension === dimension),
    analysis: analysisLine(item.analysis),
  };
}

/** An item's score on every dimension, for the panel of its overall score. */
export function itemScores(data: ComparisonData, itemName: string): ItemScoreView[] {
  const item = data.items.find((i) => i.name === itemName);
  if (!item) return [];
  return dimensionNames(data).map((dimension) => {
    const r = dimensionOf(item, dimension);
    const evidence = hasEvidence(r);
    return { dimension, score: evidence ? formatScore(r.score) : '–', confidenceWords: confidenceLabel(r?.confidence), hasEvidence: evidence };
  });
}

/** A review of a cell in one line, as every reader sees it. */
export function reviewLine(r: Review): string {
  const note = r.note ? `: ${r.note}` : '';
  const stale = r.applies === false ? ' (no longer applies to this run)' : '';
  switch (r.action) {
    case 'reject':
      return `The author set aside “${r.quote ?? ''}”${r.moveTo ? `, moved to ${r.moveTo}` : ''}${note}${stale}`;
    case 'set-score':
      return `The author set the score to ${formatScore(r.score)}${note}${stale}`;
    case 'no-evidence':
      return `The author marked this as not enough evidence${note}${stale}`;
    case 'add-statement':
      return `The author added a statement: “${r.text ?? ''}”${stale}`;
  }
}
