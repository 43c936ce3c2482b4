import nlp from 'compromise';
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/** A package's reading of one stretch of text: where its sentences start, as offsets into it. */
export type SentenceStarts = (text: string) => number[];

// Loaded once: the model load is the start-up cost the worker would pay (measured apart in costs.ts).
const wink = winkNLP(model);

/** wink-nlp's sentence starts (its tokens keep their preceding spaces, so offsets add up). */
export const winkSentenceStarts: SentenceStarts = (text) => {
  const doc = wink.readDoc(text);
  const values = doc.tokens().out();
  const spaces = doc.tokens().out(wink.its.precedingSpaces) as string[];
  const tokenStarts: number[] = [];
  let at = 0;
  values.forEach((value, i) => {
    at += spaces[i].length;
    // Should the model have normalised a token, find it again rather than drift.
    if (text.slice(at, at + value.length) !== value) {
      const found = text.indexOf(value, at);
      if (found >= 0) at = found;
    }
    tokenStarts.push(at);
    at += value.length;
  });
  const spans = doc.sentences().out(wink.its.span) as unknown as [number, number][];
  return spans.map(([first]) => tokenStarts[first]);
};

/** compromise's sentence starts (its JSON gives character offsets). */
export const compromiseSentenceStarts: SentenceStarts = (text) =>
  (nlp(text).sentences().json({ offset: true }) as { offset: { start: number } }[]).map((s) => s.offset.start);

/** wink-nlp's universal part-of-speech tag of each word of a text, with its character offset. */
export function winkTags(text: string): { word: string; tag: string }[] {
  const doc = wink.readDoc(text);
  const words = doc.tokens().out();
  const tags = doc.tokens().out(wink.its.pos) as string[];
  return words.map((word, i) => ({ word, tag: tags[i] }));
}

/** compromise's tags of each word of a text (its own tag set: Adverb, Conjunction, …). */
export function compromiseTags(text: string): { word: string; tags: string[] }[] {
  const terms = (nlp(text).json() as { terms: { normal: string; tags: string[] }[] }[]).flatMap((s) => s.terms);
  return terms.map((t) => ({ word: t.normal, tags: t.tags }));
}

/** compromise's numbers in a text: the words it read as one, where, and the value. */
export function compromiseNumbers(text: string): { text: string; start: number; value: number }[] {
  const found = nlp(text).numbers().json({ offset: true }) as { text: string; offset: { start: number }; number: { num: number } }[];
  return found.map((n) => ({ text: n.text, start: n.offset.start, value: n.number.num }));
}
