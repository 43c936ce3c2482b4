import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CATEGORIES } from '@juxta/contracts';
import { sameItem } from '@juxta/research';
import { type CorpusDocument, parseCorpusMarkdown, starterCorpusFolder } from '../src/corpus';

// The extractive analyst matches sentences to items and dimensions by their words and scores
// them by sentiment, so each starter document must say plain, scorable things about every
// dimension of its category, naming its item. The check uses the engine's own matchers
// and the extractive analyst's lexicon (internal modules, imported by path: not public API).
import { CATEGORY_DIMENSIONS } from '../../research/src/planning/dimension-taxonomy';
import { countDimensionHits, dimensionTerms } from '@juxta/research';
import { ItemMatcher } from '../../research/src/text/item-matcher';
import { splitSentences } from '../../research/src/text/sentence-splitter';
import { stemWord } from '../../research/src/text/stemmer';
import { words } from '../../research/src/text/text-words';
import { readSentiment } from '@juxta/reader';

interface StarterDoc {
  file: string;
  doc: CorpusDocument;
}

async function starterDocs(): Promise<StarterDoc[]> {
  const folder = starterCorpusFolder();
  const files = (await readdir(folder)).filter((f) => f.endsWith('.md') && f !== 'README.md').sort();
  const out: StarterDoc[] = [];
  for (const file of files) {
    const parsed = parseCorpusMarkdown(await readFile(join(folder, file), 'utf8'));
    if (!parsed.ok) throw new Error(`${file}: ${parsed.problems.join('; ')}`);
    out.push({ file, doc: parsed.document });
  }
  return out;
}

describe('the starter corpus', () => {
  let docs: StarterDoc[];
  beforeAll(async () => {
    docs = await starterDocs();
  });

  it('has at least 64 documents over at least 8 categories', () => {
    expect(docs.length).toBeGreaterThanOrEqual(64);
    const categories = new Set(docs.map((d) => d.doc.category));
    expect(categories.size).toBeGreaterThanOrEqual(8);
    for (const c of categories) expect(CATEGORIES).toContain(c);
  });

  it('gives every document a unique url and every item one document', () => {
    const urls = docs.map((d) => d.doc.url);
    expect(new Set(urls).size).toBe(urls.length);
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const { file, doc } of docs) {
      for (const item of doc.items) {
        const other = [...seen.entries()].find(([name, f]) => f !== file && sameItem(name, item));
        if (other) clashes.push(`${item} in ${file} and ${other[1]}`);
        seen.set(item, file);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('keeps every document between 250 and 450 words', () => {
    const outside = docs
      .map(({ file, doc }) => ({ file, words: doc.body.split(/\s+/).filter(Boolean).length }))
      .filter(({ words }) => words < 250 || words > 450);
    expect(outside).toEqual([]);
  });

  it('names its item in at least two sentences about each dimension of its category, with sentiment', () => {
    const gaps: string[] = [];
    for (const { file, doc } of docs) {
      const matcher = new ItemMatcher(doc.items);
      const names = new Set(doc.items.flatMap((item) => words(item)));
      const own = splitSentences(doc.body)
        .filter((s) => !s.heading && matcher.itemsIn(s.text).length > 0)
        .map((s) => ({ text: s.text, stems: words(s.text).map(stemWord), score: readSentiment(s.text, names).score }));
      for (const dimension of CATEGORY_DIMENSIONS[doc.category]) {
        const terms = dimensionTerms(dimension);
        const about = own.filter((s) => countDimensionHits(terms, s.stems, s.text) > 0);
        if (about.length < 2) gaps.push(`${file}: ${dimension} has ${about.length} sentence(s) naming the item`);
        else if (!about.some((s) => s.score !== 0)) gaps.push(`${file}: ${dimension} has no sentence with sentiment`);
      }
      // Balanced: real strengths and real weaknesses.
      if (own.filter((s) => s.score > 0).length < 3) gaps.push(`${file}: fewer than 3 positive sentences`);
      if (own.filter((s) => s.score < 0).length < 3) gaps.push(`${file}: fewer than 3 negative sentences`);
    }
    expect(gaps).toEqual([]);
  });

  it('lists at least 20 head-to-heads, each item covered by a document', async () => {
    const readme = await readFile(join(starterCorpusFolder(), 'README.md'), 'utf8');
    const pairs = readme
      .split('\n')
      .map((line) => /^\s*[-*]\s+(.+\svs\s.+?)\s*$/.exec(line)?.[1])
      .filter((line): line is string => Boolean(line))
      .map((line) => line.split(/\s+vs\.?\s+/));
    expect(pairs.length).toBeGreaterThanOrEqual(20);
    const uncovered = pairs.flat().filter((item) => !docs.some(({ doc }) => doc.items.some((i) => sameItem(i, item))));
    expect(uncovered).toEqual([]);
  });
});
