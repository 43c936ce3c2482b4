import type { DimensionDecision, Verdict } from '@juxta/contracts';
import { answerQuestion, questionLeadIn } from './question-answer';

// Invented kettles: the verdict alone decides the answer, as the page and the evaluation read it.
function verdict(decisions: Partial<DimensionDecision>[], winner: string | null): Pick<Verdict, 'dimensions' | 'decidedDimensions' | 'winner' | 'ranking'> {
  const dimensions = decisions.map((d) => ({ dimension: 'X', decided: true, leader: null, confidence: 'medium' as const, explanation: '', ...d }));
  const ranking = winner === 'Boilo' ? ['Boilo', 'Steamly'] : ['Steamly', 'Boilo'];
  return { dimensions, decidedDimensions: dimensions.filter((d) => d.decided).map((d) => d.dimension), winner, ranking };
}

describe('answerQuestion: the structured answer to the question (issue #32)', () => {
  const decided = verdict(
    [
      { dimension: 'Price', leader: 'Boilo' },
      { dimension: 'Design', leader: 'Steamly' },
      { dimension: 'Performance', leader: 'Steamly' },
    ],
    'Steamly',
  );

  it('picks the item that leads on every dimension the question asks for, and names them', () => {
    expect(answerQuestion('Which kettle is cheapest for a student flat?', decided)).toEqual({ pick: 'Boilo', dimensions: ['Price'], from: 'needs' });
  });

  it('picks none when the needs are led by different items', () => {
    expect(answerQuestion('the fastest kettle on a tight budget', decided)).toEqual({ pick: null, dimensions: ['Performance', 'Price'], from: 'needs' });
  });

  it('picks none, rather than the overall winner, when no compared dimension answers the need', () => {
    const noSpeed = verdict([{ dimension: 'Price', leader: 'Boilo' }, { dimension: 'Design', leader: 'Steamly' }, { dimension: 'Capacity', leader: 'Steamly' }], 'Steamly');
    expect(answerQuestion('Which kettle is faster in a busy office?', noSpeed)).toEqual({ pick: null, dimensions: [], from: 'needs' });
    expect(answerQuestion('Which of these kettles can keep tea warm for hours?', noSpeed)).toEqual({ pick: null, dimensions: [], from: 'needs' });
  });

  it('picks none when a need is not compared because some item has no evidence on it', () => {
    const partial = verdict([{ dimension: 'Noise', decided: false }, { dimension: 'Price', leader: 'Boilo' }], 'Boilo');
    expect(answerQuestion('Which kettle is quiet enough for a sleeping baby?', partial)?.pick).toBeNull();
  });

  it('answers a question that asks nothing beyond which is better with the overall verdict, and nothing without a question', () => {
    const overall = { pick: 'Steamly', dimensions: ['Price', 'Design', 'Performance'], from: 'overall' };
    expect(answerQuestion('Which one for my aunt?', decided)).toEqual(overall);
    expect(answerQuestion('Which should I buy?', decided)).toEqual(overall);
    expect(answerQuestion("Is the Steamly better than the Boilo's, honestly?", decided)).toEqual(overall);
    expect(answerQuestion('Which kettle would you recommend overall?', decided)).toEqual(overall);
    expect(answerQuestion('  ', decided)).toBeUndefined();
  });

  it('picks none, rather than the overall winner, when the question asks something no need names', () => {
    // The overall score answers something else: it must not stand in for an ask it cannot read.
    for (const q of ['Which kettle pours without dribbling down the side?', 'Which one matches a copper kitchen?', 'Is the Boilo or the Steamly nicer to look at on the counter?']) {
      expect(answerQuestion(q, decided)).toEqual({ pick: null, dimensions: [], from: 'needs' });
    }
  });
});

describe('questionLeadIn', () => {
  it('leads in with the sentence that asks, so the answer stays one sentence', () => {
    expect(questionLeadIn('Which kettle is best for green tea? I drink six cups a day.')).toBe('For green tea');
    expect(questionLeadIn('I drink six cups a day. Which kettle is quickest?')).toBe('On your question (“Which kettle is quickest”)');
  });
});
