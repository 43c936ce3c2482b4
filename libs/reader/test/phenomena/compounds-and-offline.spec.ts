import { explainSentence } from '../../src/explain';

/* Invented sentences: a hyphenated compound is one word, and working offline is a capability. */
const ITEMS = ['Tessel', 'Moraine'];

async function reading(sentence: string, dimension: string): Promise<{ score: number | undefined; because: string[] }> {
  const [tessel] = await explainSentence(sentence, ITEMS, [dimension]);
  return { score: tessel.scores[dimension], because: tessel.because[dimension] ?? [] };
}

describe('a hyphenated compound is one word for the opinion words', () => {
  it('"look-ahead" scores no "ahead"', async () => {
    const { because } = await reading('Tessel keeps a look-ahead buffer so playback is reliable.', 'Reliability');
    expect(because.join(' ')).not.toMatch(/ahead/);
  });

  it('"protection against" a fault is good news', async () => {
    expect((await reading("Tessel's safety circuit gives protection against overheating and short-circuit failures.", 'Safety')).score).toBeGreaterThan(0);
  });
});

describe('working offline is a capability, not an outage', () => {
  it.each(['Tessel works completely offline on a long flight.', 'The Tessel maps are usable offline.'])('"%s" is positive', async (sentence) => {
    expect((await reading(sentence, 'Offline mode')).score).toBeGreaterThan(0);
  });
});
