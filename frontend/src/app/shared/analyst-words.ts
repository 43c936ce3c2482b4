import type { AnalystState } from '@juxta/contracts';

// What the offline reader means for a reader, in the same words everywhere it is named.

/** How well the offline reader orders items, against a model (the figures the analyst issues of this wave state). */
export const OFFLINE_READER_ACCURACY = 'on text it was never tuned on it orders items right 61–73 % of the time, a model ≥ 99 %';

/** How an operator adds a model. */
export const ADD_A_MODEL = 'To add a model, set RESEARCH_ANALYST=llm with LLM_BASE_URL, LLM_API_KEY and LLM_MODEL (see Configuration in the README).';

/** One line on the compare form: what will read the evidence of a comparison started now. */
export function analystLine(a: AnalystState): string {
  if (a.active === 'model') return `A language model${a.model ? ` (${a.model})` : ''} will read the evidence.`;
  const down = a.model && a.reachable === false ? `The model ${a.model} does not answer now, so the` : 'The';
  return `${down} offline reader will read the evidence: ${OFFLINE_READER_ACCURACY}. ${a.model ? '' : ADD_A_MODEL}`.trim();
}
