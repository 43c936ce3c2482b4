import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { explainSentence } from '@juxta/reader';
import { EVAL_FOLDER } from './labels';

/** Where the catalogue of constructions lives (eval/constructions/README.md says how it was written). */
export const CONSTRUCTIONS_FILE = join(EVAL_FOLDER, 'constructions', 'constructions.json');

/** A file of the catalogue, and whether its misreadings may be read (an unseen file is a measure of transfer, spent once read). */
export interface ConstructionCatalogue {
  name: string;
  file: string;
  unseen: boolean;
}

/**
 * The catalogue's files: the developer's own and the two independent halves. All three have been
 * developed on (B since its first read: right 30.9 %, wrong way round 6.4 % on the reader of d5d41e1,
 * 32.7 % and 5.5 % after the fixes made on A), so none is an out-of-sample measure any more; the unseen
 * document batches are. A file added unseen is listed with `unseen: true`.
 */
export const CONSTRUCTION_CATALOGUES: readonly ConstructionCatalogue[] = [
  { name: 'developer\'s own (developed on)', file: CONSTRUCTIONS_FILE, unseen: false },
  { name: 'independent A (developed on)', file: join(EVAL_FOLDER, 'constructions', 'independent-a.json'), unseen: false },
  { name: 'independent B (developed on since 2026-11-28)', file: join(EVAL_FOLDER, 'constructions', 'independent-b.json'), unseen: false },
];

/** What a text says of one item on the dimension: for it, against it, or nothing either way. */
export type Lean = '+' | '-' | '0';

/** One invented text of a construction family, with what a careful reader takes from it. */
export interface ConstructionEntry {
  family: string;
  items: [string, string];
  dimension: string;
  text: string;
  expect: Record<string, Lean>;
  /** The item the text ranks higher on the dimension, or null when it ranks neither. */
  favours: string | null;
}

/**
 * How the reader did on one text: `right` (every item's lean and the ranking as expected),
 * `wrong way` (the ranking turned round, or an item the text does not rank below the other read
 * against what it says of it), `invented` (a lean the text does not give an item, or a ranking of
 * two items it judges alike), or `abstained` (a lean or ranking missed, misleading nobody).
 */
export type ConstructionOutcome = 'right' | 'wrong way' | 'invented' | 'abstained';

/** Counts of outcomes, per family and overall. */
export interface ConstructionFigures {
  right: number;
  wrongWay: number;
  invented: number;
  abstained: number;
  total: number;
}

/** A text the reader read the wrong way round or gave a lean it does not give, with its readings. */
export interface ConstructionFailure {
  entry: ConstructionEntry;
  scores: Record<string, number>;
  outcome: 'wrong way' | 'invented';
}

/** Reads the catalogue and checks each entry's shape (labels keyed by its items, `favours` one of them or null). */
export function loadConstructions(file = CONSTRUCTIONS_FILE): ConstructionEntry[] {
  const entries = JSON.parse(readFileSync(file, 'utf8')) as ConstructionEntry[];
  for (const [i, e] of entries.entries()) {
    const keys = Object.keys(e.expect).sort().join('|');
    if (e.items.length !== 2 || keys !== [...e.items].sort().join('|')) throw new Error(`constructions[${i}]: expect must name exactly its two items`);
    if (e.favours !== null && !e.items.includes(e.favours)) throw new Error(`constructions[${i}]: favours must be one of its items or null`);
  }
  return entries;
}

const sign = (n: number): Lean => (n > 0 ? '+' : n < 0 ? '-' : '0');

/** Judges the reader's net reading of each item against the entry's labels. */
export function judgeConstruction(entry: ConstructionEntry, scores: Record<string, number>): ConstructionOutcome {
  const [a, b] = entry.items;
  const read = (item: string) => sign(scores[item] ?? 0);
  const favoured = entry.favours;
  const other = favoured === a ? b : a;
  // In a comparison both labels are relative: the item ranked lower is "-" only next to the other
  // ("A is quieter than B" does not call B loud), and the one ranked higher "+" only next to it ("A
  // is heavy, B even more so" does not call A light). Reading either on its own is no error unless
  // the ranking turns round.
  const opposite = favoured === null && entry.items.some((item) => {
    const want = entry.expect[item];
    return want !== '0' && read(item) !== '0' && read(item) !== want;
  });
  const turnedRound = favoured !== null && (scores[other] ?? 0) > (scores[favoured] ?? 0);
  if (opposite || turnedRound) return 'wrong way';
  const alike = favoured === null && entry.expect[a] === entry.expect[b] && entry.expect[a] !== '0';
  const invented = entry.items.some((item) => entry.expect[item] === '0' && read(item) !== '0') || (alike && (scores[a] ?? 0) !== (scores[b] ?? 0));
  if (invented) return 'invented';
  const leansRight = entry.items.every((item) => read(item) === entry.expect[item] || (favoured !== null && item === other && read(item) !== '+') || (item === favoured && (scores[item] ?? 0) > (scores[other] ?? 0)));
  const ranked = favoured === null || (scores[favoured] ?? 0) > (scores[other] ?? 0);
  return leansRight && ranked ? 'right' : 'abstained';
}

/** Runs every entry through the offline reader, sentence by sentence as `npm run explain` does. */
export async function runConstructions(entries: readonly ConstructionEntry[]): Promise<{ byFamily: Map<string, ConstructionFigures>; overall: ConstructionFigures; misread: ConstructionFailure[] }> {
  const empty = (): ConstructionFigures => ({ right: 0, wrongWay: 0, invented: 0, abstained: 0, total: 0 });
  const byFamily = new Map<string, ConstructionFigures>();
  const overall = empty();
  const misread: ConstructionFailure[] = [];
  for (const entry of entries) {
    const explained = await explainSentence(entry.text, entry.items, [entry.dimension]);
    const scores = Object.fromEntries(explained.map((e) => [e.item, e.scores[entry.dimension] ?? 0]));
    const outcome = judgeConstruction(entry, scores);
    const family = byFamily.get(entry.family) ?? empty();
    byFamily.set(entry.family, family);
    for (const figures of [family, overall]) {
      figures.total += 1;
      if (outcome === 'right') figures.right += 1;
      else if (outcome === 'wrong way') figures.wrongWay += 1;
      else if (outcome === 'invented') figures.invented += 1;
      else figures.abstained += 1;
    }
    if (outcome === 'wrong way' || outcome === 'invented') misread.push({ entry, scores, outcome });
  }
  return { byFamily, overall, misread };
}

const pct = (n: number, of: number) => `${of === 0 ? 'n/a' : `${((100 * n) / of).toFixed(1)} %`} (${n}/${of})`;

/** The figures as a markdown table, one row per family and the whole catalogue last. */
export function constructionTable(byFamily: ReadonlyMap<string, ConstructionFigures>, overall: ConstructionFigures): string {
  const rows = [...byFamily].sort(([a], [b]) => a.localeCompare(b)).map(([family, f]) => `| ${family} | ${pct(f.right, f.total)} | ${pct(f.wrongWay, f.total)} | ${pct(f.invented, f.total)} | ${pct(f.abstained, f.total)} |`);
  return [
    '| construction family | right | wrong way round | a lean or ranking it does not give | abstained |',
    '|---|---|---|---|---|',
    ...rows,
    `| **all** | ${pct(overall.right, overall.total)} | ${pct(overall.wrongWay, overall.total)} | ${pct(overall.invented, overall.total)} | ${pct(overall.abstained, overall.total)} |`,
  ].join('\n');
}
