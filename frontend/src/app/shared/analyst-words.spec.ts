import { OFFLINE_READER_ACCURACY } from '@juxta/contracts';
import { analystLine } from './analyst-words';

describe('analystLine', () => {
  it('says what will read the evidence, and what the offline reader means', () => {
    expect(analystLine({ mode: 'llm', active: 'model', model: 'gpt-4.1-mini', reachable: true })).toBe('A language model (gpt-4.1-mini) will read the evidence.');
    const offline = analystLine({ mode: 'extractive', active: 'offline', reachable: null });
    expect(offline).toContain(`The offline reader will read the evidence: ${OFFLINE_READER_ACCURACY}.`);
    expect(OFFLINE_READER_ACCURACY).toMatch(/right order \d+ % of the time and the wrong way round \d+ %/);
    expect(offline).toContain('set LLM_BASE_URL and LLM_MODEL');
    expect(analystLine({ mode: 'auto', active: 'offline', model: 'local', reachable: false })).toBe(
      `The model local does not answer now, so the offline reader will read the evidence: ${OFFLINE_READER_ACCURACY}.`,
    );
  });
});
