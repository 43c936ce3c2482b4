import type { SynthesisInput } from '@juxta/research';
import { synthesisPrompt } from './analyst-prompts';

describe('synthesisPrompt', () => {
  it('hands the model the settled verdict, so its text cannot pick another winner', () => {
    const input: SynthesisInput = {
      items: ['A', 'B'],
      category: 'other',
      query: 'for beginners',
      table: { dimensions: ['Price'], items: [] },
      verdict: {
        decidedDimensions: [],
        dimensions: [{ dimension: 'Price', decided: false, leader: null, confidence: 'none', explanation: 'Not enough evidence: only A has sources on it, none about B' }],
        weights: { Price: 1 },
        weightReasons: [],
        ranking: ['A', 'B'],
        winner: null,
        confidence: 'none',
        explanation: '0 of 1 dimension decided',
      },
    };
    const prompt = synthesisPrompt(input);
    expect(prompt).toContain('Price: not enough evidence to compare (Not enough evidence: only A has sources on it, none about B)');
    expect(prompt).toContain('Overall winner: none');
    expect(prompt).toContain("Start the summary with one sentence that answers the user's context.");
  });
});
