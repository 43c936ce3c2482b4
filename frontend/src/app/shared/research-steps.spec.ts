import { RESEARCH_STAGES } from '@juxta/contracts';
import { STAGE_LABEL, currentStepLabel } from './research-steps';

describe('research step labels', () => {
  it('names every stage the stream sends, and the API’s queued step, in words', () => {
    for (const stage of [...RESEARCH_STAGES, 'queued', 'error']) {
      const label = currentStepLabel(stage);
      expect(label).not.toBe(stage);
      expect(label).toMatch(/^[A-Z][a-z]+( [a-z]+)*$/);
    }
    expect(currentStepLabel('parsing')).toBe('Planning the research');
    expect(currentStepLabel('queued')).toBe('Waiting for a research worker');
  });

  it('turns an unknown id into words rather than showing it raw', () => {
    expect(currentStepLabel('fetching_pages')).toBe('Fetching pages');
    expect(currentStepLabel('rankSources')).toBe('Rank sources');
    expect(currentStepLabel('')).toBe('Starting');
    expect(currentStepLabel(undefined)).toBe('Starting');
    expect(currentStepLabel('constructor')).toBe('Constructor');
  });

  it('has a short stepper name for every stage', () => {
    expect(RESEARCH_STAGES.map((s) => STAGE_LABEL[s])).toEqual(['Plan', 'Search', 'Analyse', 'Summarise', 'Done']);
  });
});
