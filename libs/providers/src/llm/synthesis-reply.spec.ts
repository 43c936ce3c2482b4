import type { Verdict } from '@juxta/contracts';
import { answerProblems, leadQuoteProblems, synthesisCheckFor, verdictContradictions } from './synthesis-reply';

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
const table = { dimensions: ['Price', 'Speed'], items: [] };

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
    expect(synthesisCheckFor({ items, table, verdict: verdict('Alpha') })(reply)).toMatchObject({ ok: false, problems: expect.stringContaining('Beta the overall winner') });
    expect(synthesisCheckFor({ items, table })(reply)).toEqual({ ok: true, value: reply });
  });
});

describe('an LLM synthesis quotes a lead only with a sentence that speaks for it (issue #32)', () => {
  const settled: Verdict = {
    ...verdict('Alpha'),
    dimensions: [
      { dimension: 'Price', decided: true, leader: 'Alpha', confidence: 'medium', explanation: '', decisive: { item: 'Alpha', quote: 'Alpha costs half as much as Beta.' } },
      { dimension: 'Speed', decided: true, leader: 'Beta', confidence: 'medium', explanation: '', decisive: { item: 'Beta', quote: 'Beta answers in under a second.' } },
    ],
  };
  const reply = (summary: string) => ({ summary, recommendation: 'Alpha is the better all-round choice.' });

  it("accepts the lead's own sentence and the question's words quoted back", () => {
    const ok = reply('On price, Alpha leads: “Alpha costs half as much as Beta.” For “a shop on a tight budget”, Alpha fits.');
    expect(leadQuoteProblems(ok, settled, 'for a shop on a tight budget')).toEqual([]);
  });

  it('refuses a quote from elsewhere, or another dimension’s sentence for a lead', () => {
    expect(leadQuoteProblems(reply('On price, Alpha leads: “Alpha has rate limits that break builds.”'), settled)).toHaveLength(1);
    expect(leadQuoteProblems(reply('On price, Alpha leads: “Beta answers in under a second.”'), settled)).toHaveLength(1);
    expect(synthesisCheckFor({ items, table, verdict: settled })(reply('On speed, Beta leads: “Alpha costs half as much as Beta.”'))).toMatchObject({
      ok: false,
      problems: expect.stringContaining('is not a lead sentence'),
    });
  });
});

describe('an LLM summary opens with the settled answer to the question (issue #32)', () => {
  const answered = (pick: string | null): Verdict => ({ ...verdict('Alpha'), answer: { pick, dimensions: pick ? ['Speed'] : [], from: 'needs' } });

  it('refuses a first sentence that does not give the picked item, and asks again with the problem', () => {
    const reply = { summary: 'Alpha is the better all-round choice. For speed, Beta is quicker.', recommendation: 'Alpha is the better all-round choice.' };
    expect(answerProblems(reply, answered('Beta'))).toEqual(["- the summary's first sentence must answer the question with Beta (the settled answer, on Speed)"]);
    expect(synthesisCheckFor({ items, table, verdict: answered('Beta') })(reply)).toMatchObject({ ok: false, problems: expect.stringContaining('must answer the question with Beta') });
  });

  it('accepts a first sentence that names the pick, and checks nothing without a pick or a question', () => {
    const reply = { summary: 'For a fast build, Beta is the one to get. Alpha comes out ahead overall.', recommendation: 'Alpha is the better all-round choice.' };
    expect(answerProblems(reply, answered('Beta'))).toEqual([]);
    expect(answerProblems({ summary: 'The sources cannot say which is faster.' }, answered(null))).toEqual([]);
    expect(answerProblems({ summary: 'Alpha comes out ahead.' }, verdict('Alpha'))).toEqual([]);
    // A name inside a longer word is no mention of it.
    expect(answerProblems({ summary: 'Betamax fans will like Alpha.' }, answered('Beta'))).toHaveLength(1);
  });
});
