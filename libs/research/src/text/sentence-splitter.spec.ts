import { splitSentences } from './sentence-splitter';

const texts = (text: string) => splitSentences(text).map((s) => s.text);

describe('splitSentences', () => {
  it('splits on sentence ends followed by a capital', () => {
    expect(texts('Zorblax is fast. Quintera is slow! Is it? Yes.')).toEqual(['Zorblax is fast.', 'Quintera is slow!', 'Is it?', 'Yes.']);
  });

  it('keeps abbreviations, initials and decimals inside sentences', () => {
    expect(texts('It supports e.g. JSON and XML. Version 3.5 is 2.5x faster vs. the old one. Written by J. Smith at Acme Inc. in 2020.')).toEqual([
      'It supports e.g. JSON and XML.',
      'Version 3.5 is 2.5x faster vs. the old one.',
      'Written by J. Smith at Acme Inc. in 2020.',
    ]);
  });

  it('ends a sentence after a possessive or a unit, which are not initials', () => {
    expect(texts("Its catalogue is twice Zorblax's. Quintera's is small. A bar has 12 g. That is a lot.")).toEqual([
      "Its catalogue is twice Zorblax's.",
      "Quintera's is small.",
      'A bar has 12 g.',
      'That is a lot.',
    ]);
  });

  it('ends a sentence after a capital joined to the word before, which is a name and no initial', () => {
    expect(texts('The Zorblax charges over USB-C. The Quintera needs its own cable. Both are built for Type-B. Neither is cheap.')).toEqual([
      'The Zorblax charges over USB-C.',
      'The Quintera needs its own cable.',
      'Both are built for Type-B.',
      'Neither is cheap.',
    ]);
  });

  it('ends a sentence after a model\'s closing capital when a word that opens sentences follows, not after a name\'s initial', () => {
    expect(texts('It grips better than the Dorval X. The Quintera I have not held. Ask J. Smith about it.')).toEqual([
      'It grips better than the Dorval X.',
      'The Quintera I have not held.',
      'Ask J. Smith about it.',
    ]);
  });

  it('returns exact substrings with their offsets', () => {
    const text = '  First one.   Second "quoted" one.\n';
    for (const s of splitSentences(text)) expect(text.slice(s.start, s.end)).toBe(s.text);
  });

  it('treats headings, list entries and blank lines as boundaries', () => {
    const text = '# Performance\nIt is fast\n\n- Cheap to run\n- Easy to set up\n\nA wrapped\nsentence ends here.';
    const sentences = splitSentences(text);
    expect(sentences.map((s) => s.text)).toEqual(['Performance', 'It is fast', 'Cheap to run', 'Easy to set up', 'A wrapped\nsentence ends here.']);
    expect(sentences[0].heading).toBe(true);
    expect(new Set(sentences.map((s) => s.block)).size).toBe(5);
  });

  it('ignores text without words', () => {
    expect(texts('--- \n\n***\n')).toEqual([]);
  });
});
