import type { ComparisonData, Verdict } from '@juxta/contracts';
import { sampleComparison } from '../../../testing/sample-comparison';
import { answerBars, answerOf, firstSentence } from './answer';

const verdict = (over: Partial<Verdict>): Verdict => ({
  decidedDimensions: ['performance', 'price'],
  dimensions: [],
  weights: {},
  weightReasons: [],
  ranking: ['PostgreSQL', 'MySQL'],
  winner: 'PostgreSQL',
  confidence: 'high',
  explanation: '',
  ...over,
});
const withVerdict = (over: Partial<Verdict>, data: Partial<ComparisonData> = {}) => sampleComparison({ verdict: verdict(over), ...data });

describe('the answer on top', () => {
  it('names the winner with its lead, then answers the question with the recommendation’s first sentence', () => {
    const a = answerOf(withVerdict({}, { recommendation: 'Pick PostgreSQL for a small team. MySQL is fine too.' }));
    expect(a.verdict).toBe('PostgreSQL comes out ahead: 8.1 against 7.4 for MySQL, on 2 of 2 dimensions.');
    expect(a.answer).toBe('Pick PostgreSQL for a small team.');
  });

  it('says why there is no winner: too few dimensions compared', () => {
    const data = withVerdict({ winner: null, decidedDimensions: [] });
    expect(answerOf(data).verdict).toBe('No winner, because no dimension had evidence about every item, so nothing could be compared.');
    expect(answerBars(data).map((b) => b.score)).toEqual([null, null]);
    const three = withVerdict({ winner: null, decidedDimensions: ['performance'] }, { dimensions: ['performance', 'price', 'support'] });
    expect(answerOf(three).verdict).toBe('No winner, because only 1 of 3 dimensions had evidence about every item.');
  });

  it('says why there is no winner: the top two are level', () => {
    const data = withVerdict({ winner: null });
    data.items[1].overallScore = 8;
    expect(answerOf(data).verdict).toBe('No winner, because PostgreSQL and MySQL are level overall (8.1 and 8.0).');
  });

  it('lists the bars best first, the winner marked', () => {
    expect(answerBars(withVerdict({}))).toEqual([
      { name: 'PostgreSQL', index: 0, score: 8.1, winner: true },
      { name: 'MySQL', index: 1, score: 7.4, winner: false },
    ]);
  });

  it('takes the first sentence of a text', () => {
    expect(firstSentence('One.  Two.')).toBe('One.');
    expect(firstSentence('Version 2.5 is out! Yes.')).toBe('Version 2.5 is out!');
    expect(firstSentence('  ')).toBeNull();
  });
});
