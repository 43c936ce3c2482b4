import type { SynthesisInput } from '@juxta/research';
import { analysisPrompt, synthesisPrompt } from './analyst-prompts';

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

describe('the prompts carry the question’s needs (issue #32)', () => {
  it('names the dimensions the question asks about, and the lead quotes the text may use', () => {
    const input: SynthesisInput = {
      items: ['Inkwell', 'Leafline'],
      category: 'consumer-electronics',
      query: 'for reading in the bath',
      table: { dimensions: ['Water resistance', 'Price'], items: [] },
      verdict: {
        decidedDimensions: ['Price'],
        dimensions: [
          { dimension: 'Water resistance', decided: false, leader: null, confidence: 'none', explanation: 'Not enough evidence: no source speaks about it for any item' },
          { dimension: 'Price', decided: true, leader: 'Leafline', confidence: 'medium', explanation: '', decisive: { item: 'Leafline', quote: 'Leafline is a bargain.' } },
        ],
        weights: { 'Water resistance': 3, Price: 1 },
        weightReasons: [],
        ranking: ['Leafline', 'Inkwell'],
        winner: 'Leafline',
        confidence: 'medium',
        explanation: '',
      },
    };
    const prompt = synthesisPrompt(input);
    expect(prompt).toContain('The question asks about: Water resistance (“in the bath”).');
    expect(prompt).toContain('Price, Leafline: “Leafline is a bargain.”');
    const analysis = analysisPrompt(
      { item: 'Inkwell', items: ['Inkwell', 'Leafline'], dimensions: ['Water resistance', 'Price'], category: 'consumer-electronics', query: 'for reading in the bath', evidence: { item: 'Inkwell', sources: [] } },
      [],
      1000,
    );
    expect(analysis).toContain('Dimensions (use exactly these names): Water resistance, Price');
    expect(analysis).toContain('The question asks about (score these with particular care): Water resistance (“in the bath”)');
  });

  it('gives the settled answer to the question: the item it picks, or that the sources cannot answer', () => {
    const base: SynthesisInput = {
      items: ['Inkwell', 'Leafline'],
      category: 'consumer-electronics',
      query: 'for reading in the bath',
      table: { dimensions: ['Water resistance'], items: [] },
      verdict: { decidedDimensions: ['Water resistance'], dimensions: [], weights: {}, weightReasons: [], ranking: ['Inkwell', 'Leafline'], winner: 'Inkwell', confidence: 'medium', explanation: '' },
    };
    // From the question's needs, code writes the answer sentence and the model is told it opens its text.
    const decided = { dimension: 'Water resistance', decided: true, leader: 'Inkwell', confidence: 'medium' as const, explanation: '' };
    const fromNeeds = synthesisPrompt({ ...base, verdict: { ...base.verdict!, dimensions: [decided], answer: { pick: 'Inkwell', dimensions: ['Water resistance'], from: 'needs' } } });
    expect(fromNeeds).toContain(
      'The page opens your summary and your recommendation with this answer to the question: “For reading in the bath, Inkwell is the pick: it leads on water resistance.” Do not repeat it and never contradict it',
    );
    // From the overall verdict ("which one should I buy?"), the model's first sentence names the pick (and is checked).
    const overall = synthesisPrompt({ ...base, query: 'Which one should I buy?', verdict: { ...base.verdict!, answer: { pick: 'Inkwell', dimensions: ['Water resistance'], from: 'overall' } } });
    expect(overall).toContain("The answer to the question (already decided): Inkwell, on Water resistance. The summary's first sentence names Inkwell as the answer.");
    expect(synthesisPrompt(base)).not.toContain('The answer to the question');
    expect(synthesisPrompt(base)).not.toContain('The page opens your summary');
  });
});
