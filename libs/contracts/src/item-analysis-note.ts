import type { ItemAnalysis } from './comparison';

/** How well the offline reader orders items, against a model: the measured figures, stated once for every page and export. */
export const OFFLINE_READER_ACCURACY =
  'on text it was never developed on it put items in the right order 73 % of the time and the wrong way round 4 % ' +
  '(51 % and 14 % on the seven newest unseen batches), against 99 % or more for a language model';

/** How an operator makes a model read the evidence (the default `RESEARCH_ANALYST=auto` uses it once configured). */
export const ADD_A_MODEL = 'To have a model read the evidence, set LLM_BASE_URL and LLM_MODEL (see docs/deploy.md).';

/**
 * What it means that the offline reader read an item's evidence, with the measured figure and how
 * to add a model. One wording for the results page and every export.
 */
export const OFFLINE_READER_NOTE = `The offline reader reads evidence by wording rules: ${OFFLINE_READER_ACCURACY}. ${ADD_A_MODEL}`;

/**
 * The lines to show under an item about what read its evidence: who read it (and why the offline
 * reader did, when a model was configured) and, for the offline reader, OFFLINE_READER_NOTE.
 * Empty for comparisons made before this was recorded.
 */
export function itemAnalysisLines(analysis: ItemAnalysis | undefined): string[] {
  if (!analysis) return [];
  if (analysis.by === 'model') return [`Evidence read by the language model ${analysis.model ?? ''}`.trim() + '.'];
  const why = analysis.fallbackReason ? ` (${analysis.fallbackReason.replace(/\.$/, '')})` : '';
  return [`Evidence read by the offline reader${why}.`, OFFLINE_READER_NOTE];
}
