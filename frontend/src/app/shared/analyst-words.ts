import { ADD_A_MODEL, type AnalystState, OFFLINE_READER_ACCURACY } from '@juxta/contracts';

// What the offline reader means for a reader: the words and figures come from contracts, as the exports' note does.

/** One line on the compare form: what will read the evidence of a comparison started now. */
export function analystLine(a: AnalystState): string {
  if (a.active === 'model') return `A language model${a.model ? ` (${a.model})` : ''} will read the evidence.`;
  const down = a.model && a.reachable === false ? `The model ${a.model} does not answer now, so the` : 'The';
  return `${down} offline reader will read the evidence: ${OFFLINE_READER_ACCURACY}. ${a.model ? '' : ADD_A_MODEL}`.trim();
}
