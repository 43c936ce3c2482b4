import type { StreamEvent } from '@juxta/contracts';

/**
 * The last `progress` of every finished stream ("Comparison ready"): the contract puts it right
 * before `done`, whether the worker published both or an API caught a stream up from the row.
 */
export function completedProgress(comparisonId: string, totalItems: number): Omit<Extract<StreamEvent, { event: 'progress' }>, 'seq'> {
  return {
    event: 'progress',
    data: {
      status: 'completed',
      message: 'Comparison ready',
      itemsCompleted: totalItems,
      totalItems,
      currentStep: 'complete',
      stage: 'complete',
      comparisonId,
    },
  };
}
