import type { Verdict } from '@juxta/contracts';
import { synthesisCheckFor, verdictContradictions } from './synthesis-reply';

const verdict = (winner: string | null): Verdict => ({
  decidedDimensions: ['Price', 'Speed'],
  dimensions: [],
  weights: { Price: 1, Speed: 1 },
  weightReasons: [],
  ranking: ['Alpha', 'Beta'],
  winner,
  confidence: 'medium',
  explanation: '',
});
const items = ['Alpha', 'Beta'];

describe('an LLM synthesis checked against the settled verdict', () => {
  it('refuses a winner the verdict does not name', () => {
    const reply = { summary: 'Beta comes out ahead.', recommendation: 'Beta is the better all-round choice.' };
    expect(verdictContradictions(reply, items, verdict('Alpha'))).toEqual([
      "- the text calls Beta the overall winner, but the verdict's winner is Alpha",
      "- the recommendation must name the verdict's winner, Alpha",
    ]);
    expect(verdictContradictions(reply, items, verdict(null))).toEqual([
      '- the text calls Beta the overall winner, but the verdict names no overall winner: say the evidence does not pick one',
    ]);
  });

  it('accepts the verdict’s winner and claims about one need', () => {
    const reply = {
      summary: 'Alpha comes out ahead. Beta comes out ahead on price.',
      recommendation: 'Alpha is the better all-round choice; Beta is the better choice if price matters most.',
    };
    expect(verdictContradictions(reply, items, verdict('Alpha'))).toEqual([]);
    expect(verdictContradictions({ summary: 'Neither wins overall.', recommendation: 'Pick Alpha for speed or Beta for price.' }, items, verdict(null))).toEqual([]);
  });

  it('asks the model again with the problem, and checks nothing more without a verdict', () => {
    const reply = { summary: 'Beta wins overall.', recommendation: 'Choose Beta.' };
    expect(synthesisCheckFor({ items, verdict: verdict('Alpha') })(reply)).toMatchObject({ ok: false, problems: expect.stringContaining('Beta the overall winner') });
    expect(synthesisCheckFor({ items })(reply)).toEqual({ ok: true, value: reply });
  });
});
