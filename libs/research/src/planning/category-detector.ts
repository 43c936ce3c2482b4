import { CATEGORIES, type Category } from '@juxta/contracts';
import { CATEGORY_KEYWORDS, KNOWN_ITEMS, MAKERS } from './category-keywords';
import { PLACE_NAMES } from '../generated/place-names';
import { itemKey, itemNames } from './item-aliases';
import { stemTerm } from './dimension-terms';
import { stemWord } from '../text/stemmer';
import { words } from '../text/text-words';

/** What the category is judged from. */
export interface CategoryClues {
  items: readonly string[];
  query?: string;
  /** Text of the evidence found so far (titles, snippets, content). */
  texts?: readonly string[];
  /** The categories the documents found declare (an operator's corpus documents), one per document. */
  declared?: readonly Category[];
}

/** A score per category; higher is more likely. */
export type CategoryScores = Record<Category, number>;

// Known names weigh most: "PostgreSQL" is a database whatever a page about it rambles on about.
const NAME_WEIGHT = 3;
// What the operator filed the documents about the items under counts nearly as much as a known
// name (which wins a tie): keyword lists can never know every product ("kettle"), and a town in a
// kettle review is no city. Only a query and evidence agreeing on another category outweigh it.
const DECLARED_WEIGHT = 2.5;
const QUERY_WEIGHT = 1.5;
const EVIDENCE_WEIGHT = 2;
/** Below this, nothing is convincing and the comparison is filed under "other". */
const MIN_SCORE = 0.7;
/** Evidence with fewer keyword hits than this is too thin to judge by. */
const MIN_EVIDENCE_HITS = 4;
/** Evidence texts are long; their beginning says what they are about. */
const EVIDENCE_CHARS = 4000;

// Names that are also everyday words: they identify an item only when they are its whole name.
const EXACT_ONLY = new Set(['go', 'c', 'r', 'rust', 'swift', 'dart', 'julia', 'crystal', 'edge', 'brave', 'opera',
  'signal', 'bun', 'spring', 'render', 'wise', 'leaf', 'galaxy', 'pixel', 'milk', 'rice', 'butter', 'honey', 'lambda',
  'mercedes', 'outlook', 'apache', 'sketch', 'discord', 'zoom', 'tidal', 'ios', 'android']);

const KNOWN_ITEM_WORDS: readonly { category: Category; words: string[]; exact: boolean }[] = CATEGORIES.flatMap((category) =>
  (KNOWN_ITEMS[category] ?? []).map((name) => {
    const w = words(name);
    return { category, words: w, exact: w.length === 1 && EXACT_ONLY.has(w[0]) };
  }),
);

// Keywords indexed by their first stem, so counting is one lookup per word of the text.
const KEYWORDS_BY_FIRST_STEM: ReadonlyMap<string, readonly { category: Category; stems: string[] }[]> = (() => {
  const map = new Map<string, { category: Category; stems: string[] }[]>();
  for (const category of CATEGORIES) {
    for (const keyword of CATEGORY_KEYWORDS[category] ?? []) {
      const stems = stemTerm(keyword);
      if (stems.length === 0) continue;
      const list = map.get(stems[0]) ?? [];
      if (!list.some((k) => k.category === category && k.stems.join(' ') === stems.join(' '))) list.push({ category, stems });
      map.set(stems[0], list);
    }
  }
  return map;
})();

function emptyScores(): CategoryScores {
  return Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as CategoryScores;
}

const MAKER_WORDS: readonly { category: Category; words: string[] }[] = CATEGORIES.flatMap((category) =>
  (MAKERS[category] ?? []).map((name) => ({ category, words: words(name) })),
);

// Folded like item names, so "Koln", "köln" and "KÖLN" all find "Köln".
const PLACE_KEYS: ReadonlySet<string> = new Set(PLACE_NAMES.split('|').map(itemKey).filter((k) => k.length > 1));

/** True when the name (or one of its known names, "München" → "Munich") is a city of the gazetteer. */
export function isKnownPlace(name: string): boolean {
  const bare = name.trim().replace(/^the\s+/i, '');
  return [name, bare, ...itemNames(name)].some((n) => PLACE_KEYS.has(itemKey(n)));
}

/** The category a single item name is known to belong to, if any. */
export function categoryOfName(name: string): Category | undefined {
  const nameWords = words(name);
  for (const known of KNOWN_ITEM_WORDS) {
    if (known.exact) {
      if (nameWords.length === 1 && nameWords[0] === known.words[0]) return known.category;
      continue;
    }
    const n = known.words.length;
    for (let i = 0; i + n <= nameWords.length; i++) {
      if (known.words.every((w, k) => nameWords[i + k] === w)) return known.category;
    }
  }
  for (const maker of MAKER_WORDS) {
    // "Sony WH-1000XM5": the maker first, then a model.
    const n = maker.words.length;
    if (nameWords.length > n && maker.words.every((w, k) => nameWords[k] === w)) return maker.category;
  }
  return isKnownPlace(name) ? 'places' : undefined;
}

/** Keyword hits per category in a text (stemmed, phrases included). */
export function keywordHits(text: string): CategoryScores {
  const hits = emptyScores();
  const stems = words(text).map(stemWord);
  for (let i = 0; i < stems.length; i++) {
    for (const keyword of KEYWORDS_BY_FIRST_STEM.get(stems[i]) ?? []) {
      if (keyword.stems.every((s, k) => stems[i + k] === s)) hits[keyword.category]++;
    }
  }
  return hits;
}

function shares(hits: CategoryScores, minimum: number): CategoryScores {
  const total = CATEGORIES.reduce((sum, c) => sum + hits[c], 0);
  const out = emptyScores();
  if (total < minimum) return out;
  for (const c of CATEGORIES) out[c] = hits[c] / total;
  return out;
}

/** How strongly each category is indicated by the names, the query and the evidence. */
export function scoreCategories(clues: CategoryClues): CategoryScores {
  const scores = emptyScores();
  const items = clues.items.filter((i) => i.trim() !== '');
  for (const item of items) {
    const category = categoryOfName(item);
    if (category) scores[category] += (NAME_WEIGHT * 1) / items.length;
  }
  if (clues.query) {
    const fromQuery = shares(keywordHits(clues.query), 1);
    for (const c of CATEGORIES) scores[c] += QUERY_WEIGHT * fromQuery[c];
  }
  if (clues.texts && clues.texts.length > 0) {
    const total = emptyScores();
    for (const text of clues.texts) {
      const hits = keywordHits(text.slice(0, EVIDENCE_CHARS));
      for (const c of CATEGORIES) total[c] += hits[c];
    }
    const fromEvidence = shares(total, MIN_EVIDENCE_HITS);
    for (const c of CATEGORIES) scores[c] += EVIDENCE_WEIGHT * fromEvidence[c];
  }
  if (clues.declared && clues.declared.length > 0) {
    // Documents filed under 'other' count in the total: they say none of the categories fits.
    const votes = emptyScores();
    for (const c of clues.declared) votes[c]++;
    const fromDeclared = shares(votes, 1);
    for (const c of CATEGORIES) if (c !== 'other') scores[c] += DECLARED_WEIGHT * fromDeclared[c];
  }
  return scores;
}

/**
 * The comparison's category: known item names and the categories the documents found declare
 * first, then the words of the query and of the evidence, which confirm it or — when the names
 * are unknown or disagree — decide it.
 * Ties go to the earlier category of the taxonomy, so the answer is stable.
 */
export function detectCategory(clues: CategoryClues): Category {
  const scores = scoreCategories(clues);
  let best: Category = 'other';
  let bestScore = MIN_SCORE - Number.EPSILON;
  for (const c of CATEGORIES) {
    if (c === 'other') continue;
    if (scores[c] > bestScore) {
      best = c;
      bestScore = scores[c];
    }
  }
  return best;
}
