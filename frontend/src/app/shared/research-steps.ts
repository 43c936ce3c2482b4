import type { ResearchStage } from '@juxta/contracts';

/** Short names for the stepper, one per pipeline stage. */
export const STAGE_LABEL: Record<ResearchStage, string> = {
  parsing: 'Plan',
  searching: 'Search',
  researching: 'Analyse',
  synthesizing: 'Summarise',
  complete: 'Done',
};

/**
 * `currentStep` ids the stream sends besides the stages: the API sends `queued` before a
 * worker has reported, and the engine's last report before a failure is `error`.
 */
type ExtraStep = 'queued' | 'error';

const STEP_LABEL: Record<ResearchStage | ExtraStep, string> = {
  queued: 'Waiting for a research worker',
  parsing: 'Planning the research',
  searching: 'Searching for sources',
  researching: 'Analysing the evidence',
  synthesizing: 'Writing the summary',
  complete: 'Finished',
  error: 'Stopped by an error',
};

function isKnownStep(step: string): step is ResearchStage | ExtraStep {
  return Object.prototype.hasOwnProperty.call(STEP_LABEL, step);
}

/**
 * What a person reads for a progress event's `currentStep`. An id this version does not know
 * (a newer worker) still reads as words: `fetching_pages` → `Fetching pages`.
 */
export function currentStepLabel(step: string | null | undefined): string {
  const id = (step ?? '').trim();
  if (!id) return 'Starting';
  if (isKnownStep(id)) return STEP_LABEL[id];
  const words = id.replace(/[-_.]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
