import { parseText } from './parsed-text';
import { splitSentences } from './sentence-splitter';
import { stemWord } from './stemmer';
import { wordTokens } from './text-words';

describe('parseText', () => {
  const text = '## Speed\nPostgreSQL is fast. MySQL scales reads well!\n\n- Café menus are cheaper.';

  it('gives the sentences of splitSentences with their words and stems', () => {
    const parsed = parseText(text);
    expect(parsed.map(({ text: t, start, end, block, heading }) => ({ text: t, start, end, block, heading }))).toEqual(splitSentences(text));
    for (const s of parsed) {
      expect(s.tokens).toEqual(wordTokens(s.text));
      expect(s.stems).toEqual(s.tokens.map((t) => stemWord(t.word)));
    }
    expect(parsed.find((s) => s.text.startsWith('Café'))?.tokens[0].word).toBe('cafe');
  });

  it('reads a text it has just read from memory, and forgets the oldest beyond its limit', () => {
    const first = parseText('A text read twice. It is the same.');
    expect(parseText('A text read twice. It is the same.')).toBe(first);
    for (let i = 0; i < 100; i++) parseText(`Filler text number ${i}.`);
    const again = parseText('A text read twice. It is the same.');
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
