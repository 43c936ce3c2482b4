import { analystLine } from './analyst-words';

describe('analystLine', () => {
  it('says what will read the evidence, and what the offline reader means', () => {
    expect(analystLine({ mode: 'llm', active: 'model', model: 'gpt-4.1-mini', reachable: true })).toBe('A language model (gpt-4.1-mini) will read the evidence.');
    const offline = analystLine({ mode: 'extractive', active: 'offline', reachable: null });
    expect(offline).toContain('The offline reader will read the evidence: on text it was never developed on it put items in the right order 73 % of the time (61 % on the newest unseen batch), against 99 % or more for a language model.');
    expect(offline).toContain('set LLM_BASE_URL and LLM_MODEL');
    expect(analystLine({ mode: 'auto', active: 'offline', model: 'local', reachable: false })).toBe(
      'The model local does not answer now, so the offline reader will read the evidence: on text it was never developed on it put items in the right order 73 % of the time (61 % on the newest unseen batch), against 99 % or more for a language model.',
    );
  });
});
