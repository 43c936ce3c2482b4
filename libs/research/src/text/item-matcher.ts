import { isAmbiguousInText, knownAliases, productLineNames } from '../planning/item-aliases';
import { wordTokens, type WordToken } from './text-words';

/** Where an item of the comparison is named in a token list (token indices, end exclusive). */
export interface ItemMention {
  item: number;
  start: number;
  end: number;
}

interface Alias {
  item: number;
  words: string[];
  /** The alias written as one word ("vscode"), to catch writers who drop the spaces. */
  joined: string;
  /** Everyday words ("Go", "Rust") only count when capitalised, as a name is. */
  needsCapital: boolean;
  /**
   * One word of a longer name ("the Sonvel" for "Sonvel Quiet 2"): the words of the full name,
   * so that a different model of the same line ("Sonvel Loop") is not taken for the item.
   */
  partOf?: ReadonlySet<string>;
}

// Names that are also ordinary English words; in running text they count only when capitalised.
const COMMON_WORDS = new Set([
  'go', 'rust', 'swift', 'ruby', 'dart', 'julia', 'crystal', 'java', 'edge', 'arc', 'brave', 'opera',
  'safari', 'notion', 'slack', 'teams', 'zoom', 'signal', 'chrome', 'node', 'pixel', 'surface',
  'switch', 'spark', 'flask', 'express', 'react', 'vue', 'angular', 'ember', 'rails', 'mint',
  'apple', 'orange', 'amazon', 'target', 'fit', 'nest', 'echo', 'ring', 'model', 'tea', 'coffee',
  'milk', 'wine', 'beer', 'water', 'time', 'mongo', 'cockroach', 'elastic', 'r', 'c', 'd', 'v',
]);

// Leading vendor names that writers often drop ("Apple iPhone 15" is "the iPhone 15").
const VENDORS = new Set(['apple', 'google', 'microsoft', 'amazon', 'samsung', 'sony', 'mozilla', 'the']);

// Words of product names that are categories or everyday words, not names: "the Band" or
// "Cloud" alone is not "Tessel Band 3" or "Nimbra Cloud"; "Port" is not "Port Alessan".
const GENERIC_NAME_WORDS = new Set([
  'music', 'cloud', 'mail', 'drive', 'docs', 'sheets', 'studio', 'code', 'text', 'web', 'services', 'service',
  'platform', 'app', 'apps', 'vpn', 'browser', 'editor', 'phone', 'watch', 'band', 'buds', 'pods', 'fit', 'air',
  'one', 'home', 'tv', 'box', 'pay', 'maps', 'photos', 'store', 'office', 'model', 'series', 'edition', 'book',
  'pad', 'tab', 'pen', 'player', 'speaker', 'camera', 'cam', 'lens', 'reader', 'note', 'notes', 'chat', 'meet',
  'search', 'assistant', 'engine', 'db', 'database', 'server', 'sql', 'desktop', 'mobile', 'online', 'express',
  'premium', 'free', 'basic', 'standard', 'classic', 'original', 'new', 'smart', 'power', 'quiet', 'visual',
  'port', 'san', 'santa', 'saint', 'st', 'los', 'las', 'el', 'la', 'le', 'fort', 'mount', 'lake', 'north',
  'south', 'east', 'west', 'upper', 'lower', 'great', 'little', 'big', 'city', 'island', 'bay', 'beach', 'car',
  'bar', 'milk', 'chocolate', 'coffee', 'tea', 'language', 'lang', 'framework', 'os', 'system', 'network',
  'team', 'teams', 'labs', 'works', 'hub', 'lab', 'core', 'next', 'first', 'go', 'sport', 'sports', 'hybrid',
  'electric', 'buds', 'earbuds', 'headphones', 'laptop', 'tablet', 'kit', 'set', 'edge', 'light', 'open',
]);

function isVersion(word: string): boolean {
  return /^v?\d+[a-z]?$/.test(word) || /^(pro|max|plus|mini|ultra|lite|se)$/.test(word);
}

/**
 * Finds the items of one comparison in texts: case-, accent- and punctuation-insensitive,
 * with well-known aliases ("Postgres" for "PostgreSQL") and derived short names ("MySQL" for
 * "MySQL 8") — except where a short name would be shared by two items, so "iPhone 15" and
 * "iPhone 14" never both match a bare "iPhone".
 */
export class ItemMatcher {
  private readonly aliases: Alias[];

  constructor(readonly items: readonly string[]) {
    const candidates: { item: number; words: string[]; derived: boolean; partOf?: ReadonlySet<string> }[] = [];
    items.forEach((name, item) => {
      const base = wordTokens(name).map((t) => t.word);
      if (base.length === 0) return;
      candidates.push({ item, words: base, derived: false });
      for (const alias of knownAliases(name)) {
        candidates.push({ item, words: wordTokens(alias).map((t) => t.word), derived: true });
      }
      const raw = wordTokens(name).map((t) => t.raw);
      let short = base;
      while (short.length > 1 && VENDORS.has(short[0])) short = short.slice(1);
      // "Apple Music" must not become every "music": a one-word short name counts only when it
      // is written like a product name (iPhone, PS5), not like an everyday word (Music, Cloud).
      const productLike = short.length > 1 || /[A-Z0-9]/.test(raw[raw.length - 1].slice(1));
      if (short !== base && productLike) candidates.push({ item, words: short, derived: true });
      let stripped = short;
      while (stripped.length > 1 && isVersion(stripped[stripped.length - 1])) stripped = stripped.slice(0, -1);
      if (stripped !== short) candidates.push({ item, words: stripped, derived: true });
      // "Kindle Paperwhite Signature Edition" → its line, "Kindle Paperwhite" (never a single word).
      for (const line of productLineNames(name)) {
        const words = wordTokens(line).map((t) => t.word);
        if (words.length > 1) candidates.push({ item, words, derived: true });
      }
      // Reviewers shorten a long name to its first or last word once it is introduced ("the
      // Sonvel", "the Nova", "Ondara's app").
      const own = new Set(base);
      for (const part of nameParts(short, stripped)) candidates.push({ item, words: [part], derived: true, partOf: own });
    });

    // A derived alias that another item also claims belongs to neither.
    const owners = new Map<string, Set<number>>();
    for (const c of candidates) {
      const k = c.words.join(' ');
      owners.set(k, (owners.get(k) ?? new Set()).add(c.item));
    }
    const seen = new Set<string>();
    this.aliases = [];
    for (const c of candidates) {
      const k = c.words.join(' ');
      if (c.words.length === 0 || seen.has(`${c.item}:${k}`)) continue;
      if (c.derived && (owners.get(k)?.size ?? 0) > 1) continue;
      seen.add(`${c.item}:${k}`);
      this.aliases.push({
        item: c.item,
        words: c.words,
        joined: c.words.join(''),
        needsCapital: c.partOf !== undefined || (c.words.length === 1 && (COMMON_WORDS.has(c.words[0]) || c.words[0].length <= 1)),
        ...(c.partOf ? { partOf: c.partOf } : {}),
      });
    }
    // Longest aliases first, so "Google Cloud Platform" wins over "Google Cloud".
    this.aliases.sort((a, b) => b.words.length - a.words.length || a.item - b.item);
  }

  /** Every mention of an item in the tokens, left to right, never overlapping. */
  mentions(tokens: readonly WordToken[]): ItemMention[] {
    const found: ItemMention[] = [];
    let i = 0;
    while (i < tokens.length) {
      const hit = this.matchAt(tokens, i);
      if (hit) {
        found.push(hit);
        i = hit.end;
      } else {
        i++;
      }
    }
    return found;
  }

  /** The items a text names, in order of first mention. */
  itemsIn(text: string): number[] {
    const order: number[] = [];
    for (const m of this.mentions(wordTokens(text))) if (!order.includes(m.item)) order.push(m.item);
    return order;
  }

  /** Whether a text names the item. */
  mentionsItem(text: string, item: number): boolean {
    return this.itemsIn(text).includes(item);
  }

  private matchAt(tokens: readonly WordToken[], i: number): ItemMention | null {
    for (const alias of this.aliases) {
      const n = alias.words.length;
      if (i + n <= tokens.length && alias.words.every((w, k) => tokens[i + k].word === w || (k === n - 1 && isPluralOfName(tokens[i + k], w)))) {
        if (alias.needsCapital && !startsWithCapital(tokens[i].raw)) continue;
        if (alias.partOf && namesAnotherModel(tokens[i + n - 1], tokens[i + n], alias.partOf, tokens[i + n + 1])) continue;
        return { item: alias.item, start: i, end: i + n };
      }
      if (n > 1 && tokens[i].word === alias.joined) return { item: alias.item, start: i, end: i + 1 };
    }
    return null;
  }
}

/**
 * The first and last words of a multi-word name (vendor and version words left out) that can
 * stand for it alone: names, not categories or everyday words, three letters or more, or a
 * model code ("X50").
 */
function nameParts(short: readonly string[], stripped: readonly string[]): string[] {
  if (stripped.length < 2) return [];
  const parts = [stripped[0], stripped[stripped.length - 1]];
  const modelCode = short[short.length - 1];
  if (/^[a-z]+\d+[a-z]*$/.test(modelCode) && modelCode.length >= 2) parts.push(modelCode);
  return [...new Set(parts)].filter(
    (w) => !GENERIC_NAME_WORDS.has(w) && !VENDORS.has(w) && !COMMON_WORDS.has(w) && !isAmbiguousInText(w) && (w.length >= 3 || /\d/.test(w)),
  );
}

/** Unit words after a number that make it a measurement ("the Tottara 12.9 kg"), not a model number. */
const MEASURE_UNITS = new Set([
  'kg', 'g', 'mg', 'lb', 'lbs', 'oz', 'grams', 'kilos', 'km', 'miles', 'mm', 'cm', 'm', 'inches', 'inch', 'l', 'litres', 'liters', 'ml',
  'kwh', 'wh', 'w', 'mah', 'hours', 'minutes', 'mins', 'seconds', 'days', 'db', 'gb', 'tb', 'mpg', 'rpm', 'percent',
]);

/**
 * Whether the word right after a shortened name makes it another product of the line ("Sonvel
 * Loop", "Arcwave H7"); a word after punctuation ("Quorra; Tandem…") starts something else, and a
 * number with a decimal part or a unit after it is a figure stated for the item ("…, the Tottara 12.9 kg").
 */
function namesAnotherModel(last: WordToken, next: WordToken | undefined, own: ReadonlySet<string>, after?: WordToken): boolean {
  if (!next || next.start - last.end > 1 || own.has(next.word) || next.raw === 'I') return false;
  // ("12.9" is read as "12" and "9": a number glued on after a point is a decimal part.)
  const decimal = /\d[.,]\d/.test(next.raw) || (after !== undefined && /^\d/.test(after.raw) && after.start === next.end + 1);
  if (/^\d/.test(next.raw) && (decimal || MEASURE_UNITS.has(after?.word ?? ''))) return false;
  return /^\p{Lu}/u.test(next.raw) || /\d/.test(next.raw);
}

/**
 * Whether a capitalised word is a name written in the plural ("the Strydons still look new",
 * "both Kindles"): reviewers speak of a product they own a pair or a fleet of this way.
 */
function isPluralOfName(token: WordToken, word: string): boolean {
  return word.length >= 3 && !word.endsWith('s') && /[a-z]$/.test(word) && token.word === `${word}s` && startsWithCapital(token.raw);
}

function startsWithCapital(raw: string): boolean {
  return /^\p{Lu}/u.test(raw);
}
