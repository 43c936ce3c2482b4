import { LIMITS, type Confidence } from '@juxta/contracts';

/** The neutral score of a dimension or item without evidence. */
export const NEUTRAL_SCORE = 5;

/** Rounds to one decimal. */
export function roundScore(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Clamps a score to 1–10 and rounds it to one decimal; anything not a finite number is neutral. */
export function normaliseScore(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isFinite(n)) return NEUTRAL_SCORE;
  return roundScore(Math.min(LIMITS.scoreMax, Math.max(LIMITS.scoreMin, n)));
}

/** Mean of the scores of the dimensions backed by evidence, one decimal; neutral when none is. */
export function overallScore(dimensions: readonly { score: number; confidence: Confidence }[]): number {
  const evidenced = dimensions.filter((d) => d.confidence !== 'none');
  if (evidenced.length === 0) return NEUTRAL_SCORE;
  return roundScore(evidenced.reduce((sum, d) => sum + d.score, 0) / evidenced.length);
}
