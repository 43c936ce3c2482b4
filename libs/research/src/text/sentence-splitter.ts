/** A sentence of a text, as an exact substring of it. */
export interface Sentence {
  text: string;
  start: number;
  end: number;
  /** Index of the block (paragraph, list entry or heading) the sentence belongs to. */
  block: number;
  /** True for a Markdown heading line ("## Performance"). */
  heading: boolean;
}

// Words that end with a period without ending the sentence.
const ABBREVIATIONS = new Set([
  'e.g', 'i.e', 'etc', 'vs', 'cf', 'approx', 'incl', 'esp', 'fig', 'no', 'nos', 'vol', 'ver', 'v',
  'mr', 'mrs', 'ms', 'dr', 'prof', 'sr', 'jr', 'st', 'inc', 'ltd', 'co', 'corp', 'jan', 'feb',
  'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec', 'u.s', 'u.k', 'e.u',
]);

const LINE_MARKER = /^(\s*)(#{1,6}\s+|[-*+•]\s+|\d{1,3}[.)]\s+|>\s*)?/;

interface Block {
  start: number;
  end: number;
  heading: boolean;
}

/**
 * Splits a text into sentences. Blank lines, list entries and headings start new blocks;
 * inside a block, a sentence ends at ".", "!" or "?" followed by a space and a capital, digit
 * or quote, unless the period belongs to a known abbreviation, an initial or a number.
 */
export function splitSentences(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  blocksOf(text).forEach((block, index) => {
    if (block.heading) {
      pushTrimmed(sentences, text, block.start, block.end, index, true);
      return;
    }
    let from = block.start;
    for (let i = block.start; i < block.end; i++) {
      const ch = text[i];
      if (ch !== '.' && ch !== '!' && ch !== '?') continue;
      let after = i + 1;
      while (after < block.end && /[.!?"'”’)\]]/.test(text[after])) after++;
      if (after >= block.end || !/\s/.test(text[after])) continue;
      let next = after;
      while (next < block.end && /\s/.test(text[next])) next++;
      if (next >= block.end || !/[\p{Lu}\p{N}"'“‘([]/u.test(text[next])) continue;
      if (ch === '.' && !endsSentence(text, from, i, next) && !endsAtTimeOfDay(text, from, i, next)) continue;
      pushTrimmed(sentences, text, from, after, index, false);
      from = next;
      i = next - 1;
    }
    pushTrimmed(sentences, text, from, block.end, index, false);
  });
  return sentences;
}

// Words that open a sentence and never follow an initial as a surname would ("…the Dorval X. The Chandett…").
const SENTENCE_OPENERS = new Set([
  'the', 'a', 'an', 'it', 'its', "it's", 'i', "i'm", "i've", "i'd", 'this', 'that', 'these', 'those', 'we', 'you', 'they', 'he', 'she',
  'but', 'and', 'so', 'there', 'our', 'my', 'both', 'neither', 'either', 'if', 'when', 'on', 'in', 'for', 'with', 'after', 'still',
]);

const WORD_AT = /[\p{L}'’]+/uy;

/** The word that starts at `at`, lower-cased, with a plain apostrophe. */
function wordAt(text: string, at: number): string {
  WORD_AT.lastIndex = at;
  return WORD_AT.exec(text)?.[0].toLowerCase().replace('’', "'") ?? '';
}

function endsSentence(text: string, from: number, dot: number, next: number): boolean {
  const before = /([\p{L}\p{N}.]+)$/u.exec(text.slice(from, dot));
  if (!before) return true;
  const word = before[1].toLowerCase();
  if (ABBREVIATIONS.has(word)) return false;
  // A single capital is an initial ("J. Smith"); "a.m" and similar dotted forms too. A lone
  // small letter ends the sentence: a possessive ("… three times Velm's.") or a unit ("16 g.");
  // so does a capital joined to the word before, the end of a name ("over USB-C."), and a capital
  // before a word that opens sentences, the end of a model's name ("the Dorval X. The …").
  const initial = /^\p{Lu}$/u.test(before[1]) && !/['’-]$/.test(text.slice(from, dot - 1)) && !SENTENCE_OPENERS.has(wordAt(text, next));
  if (initial || /^(\p{L}\.)+\p{L}$/u.test(word)) return false;
  return true;
}

// Capitalised words that go on from a time of day ("at 5 p.m. Monday", "9 a.m. GMT").
const DAYS_AND_MONTHS = new Set([
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'january', 'february', 'march',
  'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
]);

/** "…cancelled at 5 a.m. Aeroluna was on time": a time of day ends the sentence before a capitalised word that is no day, month or time zone. */
function endsAtTimeOfDay(text: string, from: number, dot: number, next: number): boolean {
  if (!/\b[ap]\.m$/i.test(text.slice(from, dot))) return false;
  const word = /^\p{L}+/u.exec(text.slice(next))?.[0] ?? '';
  if (word === '' || /^[A-Z]{2,5}$/.test(word)) return false;
  return !DAYS_AND_MONTHS.has(word.toLowerCase());
}

function blocksOf(text: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  const close = () => {
    if (current) blocks.push(current);
    current = null;
  };
  let offset = 0;
  for (const line of text.split('\n')) {
    const lineStart = offset;
    const lineEnd = offset + line.length;
    offset = lineEnd + 1;
    if (line.trim() === '') {
      close();
      continue;
    }
    const marker = LINE_MARKER.exec(line);
    const markerText = marker?.[2];
    const contentStart = lineStart + (marker ? marker[0].length : 0);
    if (markerText) {
      close();
      const heading = markerText.startsWith('#');
      current = { start: contentStart, end: lineEnd, heading };
      if (heading) close();
      continue;
    }
    if (current) current.end = lineEnd;
    else current = { start: contentStart, end: lineEnd, heading: false };
  }
  close();
  return blocks;
}

function pushTrimmed(out: Sentence[], text: string, start: number, end: number, block: number, heading: boolean) {
  while (start < end && /\s/.test(text[start])) start++;
  while (end > start && /\s/.test(text[end - 1])) end--;
  if (end <= start) return;
  const slice = text.slice(start, end);
  if (!/[\p{L}\p{N}]/u.test(slice)) return;
  out.push({ text: slice, start, end, block, heading });
}
