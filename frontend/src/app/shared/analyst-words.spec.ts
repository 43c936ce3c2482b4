import { analystLine } from './analyst-words';

describe('analystLine', () => {
  it('says what will read the evidence, and what the offline reader means', () => {
    expect(analystLine({ mode: 'llm', active: 'model', model: 'gpt-4.1-mini', reachable: true })).toBe('A language model (gpt-4.1-mini) will read the evidence.');
    const offline = analystLine({ mode: 'extractive', active: 'offline', reachable: null });
    expect(offline).toContain('The offline reader will read the evidence: on text it was never tuned on it orders items right 61–73 % of the time, a model ≥ 99 %.');
    expect(offline).toContain('RESEARCH_ANALYST=llm');
    expect(analystLine({ mode: 'auto', active: 'offline', model: 'local', reachable: false })).toBe(
      'The model local does not answer now, so the offline reader will read the evidence: on text it was never tuned on it orders items right 61–73 % of the time, a model ≥ 99 %.',
    );
  });
});
