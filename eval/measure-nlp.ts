/**
 * `npm run measure:nlp`: measures maintained NLP packages (wink-nlp with its English lite model,
 * compromise) against the reader's hand-written steps on the development documents (eval/documents,
 * less the unseen batches'; never eval/held-out): sentence boundaries, numbers written in words,
 * the part of speech of "once", speed and start-up cost. Prints figures and a sample of the
 * disagreements to judge by hand; the end figures come from `npm run eval` with a package swapped in.
 *
 *   npm run measure:nlp                   figures and 40 sampled disagreements per comparison
 *   npm run measure:nlp -- --sample 80    a bigger sample   (--sample 0: figures only)
 */
import { splitSentences } from '@juxta/research';
import { developmentTexts, type DevelopmentText, starterTexts } from './nlp-measure/development-texts';
import { compareNumberWords } from './nlp-measure/number-words';
import { onceReadings } from './nlp-measure/once-readings';
import { compromiseNumbers, compromiseSentenceStarts, type SentenceStarts, winkSentenceStarts } from './nlp-measure/package-readers';
import { compareBoundaries } from './nlp-measure/sentence-boundaries';
import { startUpCosts } from './nlp-measure/start-up-costs';

const PASSES = 3;

/** Evenly spread picks, so a sample is the same on every run and covers all documents. */
function spread<T>(list: readonly T[], count: number): T[] {
  if (list.length <= count) return [...list];
  return Array.from({ length: count }, (_, k) => list[Math.floor((k * list.length) / count)]);
}

/** Milliseconds per 100 kB of text, best of a few passes after one to warm up. */
function msPer100kB(texts: readonly DevelopmentText[], read: (text: string) => unknown): number {
  const bytes = texts.reduce((sum, t) => sum + Buffer.byteLength(t.body), 0);
  texts.forEach((t) => read(t.body));
  let best = Infinity;
  for (let pass = 0; pass < PASSES; pass++) {
    const t0 = process.hrtime.bigint();
    texts.forEach((t) => read(t.body));
    best = Math.min(best, Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return (best * 100_000) / bytes;
}

function main(argv: string[]) {
  const at = argv.indexOf('--sample');
  const sample = at >= 0 ? Number(argv[at + 1]) : 40;
  const texts = developmentTexts();
  const kB = texts.reduce((sum, t) => sum + Buffer.byteLength(t.body), 0) / 1000;
  console.log(`${texts.length} development documents, ${kB.toFixed(0)} kB of text\n`);

  const splitters: [string, SentenceStarts][] = [['wink-nlp', winkSentenceStarts], ['compromise', compromiseSentenceStarts]];
  const starter = starterTexts();
  console.log('## Sentence boundaries (inside the same blocks)\n');
  for (const [set, setTexts] of [['development documents', texts], [`starter corpus (${starter.length} pages)`, starter]] as const) {
    for (const [name, starts] of splitters) {
      const c = compareBoundaries(setTexts, starts);
      console.log(`${set}, ${name}: ${c.handSentences} hand-written sentences in ${c.blocks} blocks; boundaries agreed ${c.agreed}, only ${name} ${c.packageOnly}, only hand-written ${c.handOnly}`);
      for (const d of spread(c.disagreements, sample)) console.log(`  [${d.splitBy === 'package' ? name : 'hand'} splits] ${d.file}: …${d.context}…`);
      console.log('');
    }
  }

  console.log('## Numbers written in words (compromise .numbers() against rules/words.ts)\n');
  const numbers = compareNumberWords(texts);
  console.log(`${numbers.spelled} numbers with a word in them; agreed ${numbers.agreed}, disagreed ${numbers.disagreements.length}`);
  for (const d of spread(numbers.disagreements, sample)) console.log(`  "${d.words}": hand ${d.hand ?? '-'}, compromise ${d.compromise ?? '-'} | ${d.file}: ${d.sentence}`);
  console.log('');

  console.log('## Part of speech: "once" as an adverb or a subordinator (clause-roles)\n');
  const onces = onceReadings(texts);
  const winkSays = (tag: string) => (tag === 'SCONJ' ? 'subordinator' : tag === 'ADV' ? 'adverb' : tag);
  const compromiseSays = (tags: string) => (/Conjunction/.test(tags) ? 'subordinator' : /Adverb/.test(tags) ? 'adverb' : tags);
  console.log(`${onces.length} "once"; wink agrees with the hand-written reading on ${onces.filter((o) => winkSays(o.wink) === o.hand).length}, compromise on ${onces.filter((o) => compromiseSays(o.compromise) === o.hand).length}`);
  for (const o of onces) console.log(`  hand ${o.hand}, wink ${o.wink}, compromise ${o.compromise} | ${o.file}: ${o.sentence}`);
  console.log('');

  console.log('## Speed (ms per 100 kB, best of 3 passes) and start-up cost (fresh process)\n');
  console.log(`hand-written splitSentences: ${msPer100kB(texts, splitSentences).toFixed(1)} ms`);
  console.log(`wink-nlp readDoc + sentences: ${msPer100kB(texts, winkSentenceStarts).toFixed(1)} ms`);
  console.log(`compromise sentences: ${msPer100kB(texts, compromiseSentenceStarts).toFixed(1)} ms`);
  console.log(`compromise numbers, sentence by sentence: ${msPer100kB(texts, (t) => splitSentences(t).forEach((s) => compromiseNumbers(s.text))).toFixed(1)} ms`);
  for (const cost of startUpCosts()) console.log(`${cost.name}: load ${cost.loadMs.toFixed(0)} ms, +${cost.rssMb.toFixed(0)} MB resident, +${cost.heapMb.toFixed(0)} MB heap`);
}

main(process.argv.slice(2));
