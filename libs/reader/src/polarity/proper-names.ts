// A name made of ordinary words judges nothing: "a Bloody Mary", "bought it at Best Buy", "the
// Grand Tour", "the Discord". Mid-sentence, a run of capitalised words, or one word in title case,
// is a name, so its words are no opinion words. A heading in title case ("Great Battery, Poor
// Screen") is not a run of names: where most words are capitalised, capitals say nothing.

const WORD = /\p{L}[\p{L}\p{N}'’-]*/gu;
/** What ends a sentence or opens a new start, after which a capital is no sign of a name. */
const OPENS = /[.!?:;"“(\u2014\u2013]\s*$/u;
/** Capitalised by rule, not because they name something. */
const ALWAYS_CAPITALISED = new Set(['i', "i'm", "i've", "i'd", "i'll", 'i’m', 'i’ve', 'i’d', 'i’ll']);

/** Words a single name follows ("the Discord", "on Signal", "switched to Brave"). */
const NAME_OPENERS = new Set(['the', 'on', 'in', 'via', 'to', 'from', 'with', 'at', 'using', 'use', 'uses', 'our', 'their', 'its', 'my', 'your']);

interface Word {
  text: string;
  index: number;
  capitalised: boolean;
}

/** The text with the words of mid-sentence names blanked, so the lexicon does not score them. */
export function withoutProperNames(text: string): string {
  const words: Word[] = [];
  for (const m of text.matchAll(WORD)) {
    const w = m[0];
    const initial = m.index === 0 || OPENS.test(text.slice(0, m.index));
    const capitalised = !initial && /^\p{Lu}/u.test(w) && !ALWAYS_CAPITALISED.has(w.toLowerCase());
    words.push({ text: w, index: m.index, capitalised });
  }
  const capitals = words.filter((w) => /^\p{Lu}/u.test(w.text) && !ALWAYS_CAPITALISED.has(w.text.toLowerCase())).length;
  if (words.length === 0 || capitals * 2 > words.length) return text;
  // Neighbours only when nothing but spaces stands between them ("Mary, Bloody" is no name).
  const adjacent = (a: Word, b: Word) => /^\s+$/u.test(text.slice(a.index + a.text.length, b.index));
  const blank = new Set<number>();
  for (let k = 0; k < words.length; k++) {
    const w = words[k];
    if (!w.capitalised) continue;
    const before = words[k - 1];
    const after = words[k + 1];
    if ((before?.capitalised && adjacent(before, w)) || (after?.capitalised && adjacent(w, after))) blank.add(k);
    // One word in title case after a word that introduces a name is a name too ("the Discord has
    // 20,000 members", "I switched to Brave"); a word in capitals is emphasis ("it is GREAT"), and
    // elsewhere a capital may be an idiom's ("its Achilles heel").
    else if (/^\p{Lu}\p{Ll}/u.test(w.text) && before && adjacent(before, w) && NAME_OPENERS.has(before.text.toLowerCase())) blank.add(k);
  }
  if (blank.size === 0) return text;
  let out = '';
  let at = 0;
  for (const k of [...blank].sort((a, b) => a - b)) {
    const w = words[k];
    out += text.slice(at, w.index) + ' '.repeat(w.text.length);
    at = w.index + w.text.length;
  }
  return out + text.slice(at);
}
