import type { Verdict } from '@juxta/contracts';

/** A verdict with nothing decided (one dimension, Cost, without evidence): what a stored outcome carries when no source spoke. */
export const undecidedVerdict: Verdict = {
  decidedDimensions: [],
  dimensions: [{ dimension: 'Cost', decided: false, leader: null, confidence: 'none', explanation: 'Not enough evidence: no source speaks about it for any item' }],
  weights: { Cost: 3 },
  weightReasons: [{ dimension: 'Cost', weight: 3, reason: 'your weight' }],
  ranking: [],
  winner: null,
  confidence: 'none',
  explanation: '0 of 1 dimension decided',
};
