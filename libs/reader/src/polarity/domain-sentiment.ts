import { knownDimension, stemWord } from '@juxta/research';
import Sentiment from 'sentiment';
import afinn from 'sentiment/languages/en/labels.json';
import { applyRewrites, type FiredRule, type WordRule } from '../rules/rule-table';
import { ARTICLES } from '../rules/words';
import { MODIFIERS, NEGATION, type ModifierEffect } from './polarity-words';
import { DOMAIN_WORDS } from './domain-words';
import { REWRITES } from './rewrites';
import { withoutProperNames } from './proper-names';
import { isLimitedNutrient } from '../amounts/quantities';

/** Words a negation cannot reach across after "without" ("without a car is awkward": the car is missing, not the awkwardness). */
const COPULAS = new Set(['is', 'are', 'was', 'were', 'be', 'feels', 'felt', 'seems', 'seemed', 'gets', 'got', 'becomes']);
/** Negators that deny a whole noun phrase ("no mysterious half-hour outages"), so they reach past three words. */
const DETERMINER_NEGATORS = new Set(['no', 'zero']);
/** Words that end a noun phrase read backwards ("no doubt it is slow": "slow" is not what "no" denies). */
const NOT_IN_NOUN_PHRASE = new Set([...COPULAS, 'it', 'they', 'you', 'i', 'we', 'he', 'she', 'to', 'that', 'which', 'who', 'has', 'have', 'had', 'can', 'will', 'would']);
/** How far back a determiner negator reaches. */
const DETERMINER_REACH = 5;
/** Words that place things in order: inside a hyphenated compound they make it a term ("write-ahead"). */
const ORDER_WORDS = new Set(['ahead', 'behind', 'after', 'before', 'over', 'under', 'forward', 'back']);
/** A past participle ("dried", "tested", "roasted", "made"): what was done to a thing. */
const PARTICIPLE = /^(?:\p{L}{2,}ed|made|built|grown|sewn|spun|done|blown|drawn|beaten|woven|frozen)$/u;
/** Words before a participle that judge how it was done ("ill-fitted", "poorly-sealed", "cheaply made"). */
const JUDGING_MODIFIERS = new Set(['ill', 'bad', 'poor', 'worse', 'worst', 'weak', 'cheap', 'dull', 'low', 'short', 'sub', 'half', 'over', 'under']);

/** Whether the first part of a compound judges the participle after it: an adverb ("-ly") or a judging adjective. */
function isJudgingModifier(word: string): boolean {
  return word.endsWith('ly') || JUDGING_MODIFIERS.has(word);
}

/**
 * Words after which a negation no longer reaches ("not cheap, but fast"; "not bad, just bland";
 * "isn't just slow": what follows "just" is said, not denied).
 */
const NEGATION_BREAKS = new Set(['but', 'and', 'while', 'whereas', 'although', 'though', 'yet', 'just', 'merely', 'simply']);

const rule = (table: readonly WordRule<ModifierEffect>[], id: string) => table.find((r) => r.id === id) as WordRule<ModifierEffect>;
const NEGATOR = rule(NEGATION, 'negator');
const NEGATORS = NEGATOR.match;
const AFTER_NEGATORS = rule(NEGATION, 'negator-after').match;
const LONG_REACH = rule(NEGATION, 'negation-reaches-on').match;
const NAMING_DENIED = rule(NEGATION, 'naming-denied').match;
/** Words that may stand between a negator and the naming verb it denies ("nobody would call"). */
const MODAL_GAP = new Set(['would', 'could', 'will', 'should', 'can', 'd', 'ever', 'really']);
const ABSENCE_REACH = rule(NEGATION, 'absence-reaches-object');
const [INTENSIFIER, DAMPENER, FAINT, OVERCOMER, SCARCE, GUARDED] = ['intensifier', 'dampener', 'faint', 'overcomer', 'scarce', 'guarded-against'].map((id) => rule(MODIFIERS, id));

const LANGUAGE = 'juxta-en';
/** Short adjectives whose comparatives double the last letter ("dim" → "dimmer"). */
const DOUBLING = new Set(['big', 'dim', 'hot', 'sad', 'thin', 'slim', 'wet', 'mad', 'fit', 'glad', 'grim']);
/** Forms that look like degrees of a lexicon word but are other words ("number" is no more numb). */
const NOT_DEGREES = new Set(['number', 'banner', 'cover', 'killer', 'lover', 'hater', 'cheater', 'fighter', 'leader', 'thriller', 'sinner', 'breaker', 'booster', 'shaker', 'charger']);

/**
 * The lexicon with the comparatives and superlatives of its words that it lacks ("weaker",
 * "noisier", "clearest"), scored like the word: reviews compare far more than they praise.
 */
function withDegrees(lexicon: Readonly<Record<string, number>>): Record<string, number> {
  const out: Record<string, number> = { ...lexicon };
  for (const [word, score] of Object.entries(lexicon)) {
    if (Math.abs(score) < 1 || word.length < 3 || !/^[a-z]+$/.test(word)) continue;
    const stem = word.endsWith('e') ? word.slice(0, -1) : /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}i` : DOUBLING.has(word) ? word + word.slice(-1) : word;
    for (const form of [`${stem}er`, `${stem}est`]) {
      if (!(form in out) && !NOT_DEGREES.has(form)) out[form] = score;
    }
  }
  return out;
}

const labels: Record<string, number> = withDegrees({ ...(afinn as Record<string, number>), ...DOMAIN_WORDS });

/**
 * Negation reaches three words back ("is not very fast", "isn't as fast"), except across a
 * conjunction or "not only", and "rarely"/"rare" negate the word before them ("crashes are
 * rare"); intensifiers and dampeners just before a word scale it.
 */
function applyScoringStrategy(tokens: string[], cursor: number, tokenScore: number): number {
  const { score, modifier } = scoreInContext(tokens, cursor, tokenScore);
  modifiers.push(modifier);
  return score;
}

/** What changed a word's lexicon score in its context, and the words that did it ("negated", "not"). */
export interface Modifier {
  rule: string;
  cue: string;
}

// The sentiment library calls the scoring strategy once per scored word, in the order of its
// result's `calculation`; readSentiment collects what each call found here (synchronously).
let modifiers: (Modifier | undefined)[] = [];

function modified(score: number, rule: string, cue: string): { score: number; modifier: Modifier } {
  return { score, modifier: { rule, cue } };
}

/** A modifier row's effect on a word's score, with the words that carried it. */
function applied(row: WordRule<ModifierEffect>, score: number, cue: string): { score: number; modifier: Modifier } {
  return modified(score * row.effect.factor, row.effect.rule, cue);
}

/**
 * Negation reaches three words back ("is not very fast", "isn't as fast"), except across a
 * conjunction or "not only", and "rarely"/"rare" negate the word before them ("crashes are
 * rare"); intensifiers and dampeners just before a word scale it. Returns the word's score and
 * the rule that changed it, if one did.
 */
function scoreInContext(tokens: string[], cursor: number, tokenScore: number): { score: number; modifier?: Modifier } {
  let score = tokenScore;
  const previous = tokens[cursor - 1];
  // "far from terrible", "far from the fastest", "anything but cheap": a softened opposite, not the word itself.
  const beforeArticle = ARTICLES.has(previous ?? '') ? cursor - 2 : cursor - 1;
  if (tokens[beforeArticle] === 'from' && tokens[beforeArticle - 1] === 'far') return modified(-score / 2, 'softened opposite', 'far from');
  if (previous === 'but' && tokens[cursor - 2] === 'anything') return modified(-score / 2, 'softened opposite', 'anything but');
  // "fine rather than impressive", "a tool instead of a toy": the word after is what it is not.
  if ((previous === 'than' && tokens[cursor - 2] === 'rather') || (beforeArticle >= 1 && tokens[beforeArticle] === 'of' && tokens[beforeArticle - 1] === 'instead')) {
    return modified(0, 'what it is not', previous === 'than' ? 'rather than' : 'instead of');
  }
  if (previous && FAINT.match.has(previous) && score > 0) return applied(FAINT, score, previous);
  // "low crime", "crime is low", "few bugs": a fault said to be scarce is good news.
  if (score < 0 && isScarceAt(tokens, beforeArticle)) return applied(SCARCE, score, tokens[beforeArticle]);
  // Past one word that says what kind of fault ("zero infrastructure failures", "few serious bugs").
  const kind = tokens[cursor - 1] ?? '';
  if (score < 0 && !ARTICLES.has(kind) && !NOT_IN_NOUN_PHRASE.has(kind) && isScarceAt(tokens, cursor - 2)) return applied(SCARCE, score, tokens[cursor - 2]);
  const scarce = score < 0 ? scarceAfter(tokens, cursor) : undefined;
  if (scarce) return applied(SCARCE, score, scarce);
  // "used to crash", "it used to be slow": a past fault, mostly good news about now.
  if (usedToBefore(tokens, cursor)) return modified(-score / 2, 'past', 'used to');
  // "could be faster", "should be cheaper": a wish for more is a complaint about now.
  const wish = isComparative(tokens[cursor]) ? wishedFor(tokens, cursor) : undefined;
  if (wish) return modified(-Math.abs(score) / 2, 'wished for', wish);
  let scaled: Modifier | undefined;
  const scale = previous === undefined ? undefined : [INTENSIFIER, DAMPENER].find((row) => row.match.has(previous));
  if (scale && previous) {
    score *= scale.effect.factor;
    scaled = { rule: scale.effect.rule, cue: previous };
  }
  // A fault overcome is good news, though less than praise said outright.
  const overcome = score < 0 ? overcomeBefore(tokens, cursor) : undefined;
  if (overcome) return applied(OVERCOMER, score, overcome);
  const guard = tokens[cursor + 1];
  if (score < 0 && guard !== undefined && GUARDED.match.has(guard)) return applied(GUARDED, score, guard);
  let negation: string | undefined;
  // Articles do not count toward the reach ("would not call the X fragile").
  let nounPhrase = true;
  // "no timer, a real weakness": an article opens another noun phrase, which a "no" before it does not deny ("not a good fit" is another matter).
  let passedArticle = false;
  for (let back = 1, reach = 0, limit = 3; reach < DETERMINER_REACH && cursor - back >= 0; back++) {
    const token = tokens[cursor - back];
    if (DETERMINER_NEGATORS.has(token) && passedArticle) break;
    if (ARTICLES.has(token)) passedArticle = true;
    else reach++;
    // "no mysterious half-hour outages": past three words, only a "no" whose noun phrase runs to the word reaches.
    if (reach > limit) {
      if (!nounPhrase || NEGATION_BREAKS.has(token)) break;
      if (DETERMINER_NEGATORS.has(token)) {
        negation = token;
        break;
      }
      nounPhrase &&= !NOT_IN_NOUN_PHRASE.has(token);
      continue;
    }
    nounPhrase &&= !NOT_IN_NOUN_PHRASE.has(token);
    // "not yet stable": "yet" after a negation is part of it, not a turn.
    if (NEGATION_BREAKS.has(token) && !(token === 'yet' && NEGATORS.has(tokens[cursor - back - 1] ?? ''))) break;
    if (COPULAS.has(token) && tokens.slice(Math.max(0, cursor - back - 4), cursor - back).includes('without')) break;
    // ("at least it is quick": a concession, not a negation.)
    if (NEGATORS.has(token) && tokens[cursor - back + 1] !== 'only' && !(token === 'least' && tokens[cursor - back - 1] === 'at')) {
      negation = token;
      break;
    }
  }
  negation ??= negatedFromAfar(tokens, cursor);
  if (negation) return applied(NEGATOR, score, negation);
  const missing = absentBefore(tokens, cursor);
  if (missing) return applied(ABSENCE_REACH, score, missing);
  const after = [tokens[cursor + 1], tokens[cursor + 2]].find((t) => t !== undefined && AFTER_NEGATORS.has(t));
  if (after) return applied(NEGATOR, score, after);
  return { score, modifier: scaled };
}

/** Words that end the reach of an overcoming verb ("blocks noise, but the bass is weak"). */
const OVERCOME_ENDS = new Set(['but', 'while', 'whereas', 'although', 'though', 'yet', 'is', 'are', 'was', 'were']);

/** The overcoming verb that acts on the word at `cursor` ("soaks up potholes and bad roads"), if one does. */
function overcomeBefore(tokens: readonly string[], cursor: number): string | undefined {
  for (let i = cursor - 1; i >= 0 && i >= cursor - 5; i--) {
    if (OVERCOME_ENDS.has(tokens[i])) return undefined;
    if (OVERCOMER.match.has(tokens[i])) return tokens[i];
  }
  return undefined;
}

/** Whether the word at `at` says a fault is scarce ("few", "zero"; "little", but not "a little": "a little pricier" is only slightly so). */
function isScarceAt(tokens: readonly string[], at: number): boolean {
  return SCARCE.match.has(tokens[at] ?? '') && !(tokens[at] === 'little' && tokens[at - 1] === 'a');
}

/** The words that say a fault is scarce soon after it ("crime is low", "crime in the centre is low"), if any do. */
function scarceAfter(tokens: readonly string[], cursor: number): string | undefined {
  for (let i = cursor + 1; i <= cursor + 4 && i + 1 < tokens.length; i++) {
    if (NEGATION_BREAKS.has(tokens[i])) return undefined;
    if (COPULAS.has(tokens[i])) return SCARCE.match.has(tokens[i + 1]) ? `${tokens[i]} ${tokens[i + 1]}` : undefined;
  }
  return undefined;
}

/**
 * "not what I would call cheap", "not the kind of phone that feels fast", "nobody would call the
 * speakers great": the negation whose word comes later, if any.
 */
function negatedFromAfar(tokens: readonly string[], cursor: number): string | undefined {
  for (let i = cursor - 1; i >= 1 && i >= cursor - 7; i--) {
    if (NEGATION_BREAKS.has(tokens[i])) return undefined;
    const before = ARTICLES.has(tokens[i - 1]) ? tokens[i - 2] : tokens[i - 1];
    if (LONG_REACH.has(tokens[i]) && before !== undefined && NEGATORS.has(before)) return `${before} ${tokens[i]}`;
    if (!NAMING_DENIED.has(tokens[i])) continue;
    let k = i - 1;
    while (k >= 0 && MODAL_GAP.has(tokens[k])) k--;
    if (k >= 0 && NEGATORS.has(tokens[k])) return tokens.slice(k, i + 1).join(' ');
  }
  return undefined;
}

/** Words that end the object of "lacks"/"missing": a new clause, a verdict on the lack ("which is annoying"), a verb. */
const OBJECT_ENDS = new Set([...NEGATION_BREAKS, 'which', 'that', 'so', 'because', 'since', 'is', 'are', 'was', 'were', 'makes', 'made', 'feels', 'seems']);
/** How far the object of an absence word reaches ("missing built-in tools such as a debugger or rich autocomplete"). */
const ABSENCE_OBJECT_WORDS = 12;

/** The absence word whose object the word at `cursor` is part of ("lacks … rich autocomplete"), beyond a negation's reach. */
function absentBefore(tokens: readonly string[], cursor: number): string | undefined {
  for (let i = cursor - 1; i >= 0 && i >= cursor - ABSENCE_OBJECT_WORDS; i--) {
    if (OBJECT_ENDS.has(tokens[i])) return undefined;
    if (ABSENCE_REACH.match.has(tokens[i])) return tokens[i];
  }
  return undefined;
}

const MODALS = new Set(['could', 'should', 'would', 'might']);
const SOFTENERS = new Set(['a', 'bit', 'little', 'lot', 'much', 'far', 'slightly', 'somewhat', 'way', 'still']);

/** Words that end the past described by "used to" ("used to crash, but now…"). */
const PAST_ENDS = new Set(['but', 'until', 'now', 'however', 'although', 'though', 'yet', 'since', 'today']);

function usedToBefore(tokens: readonly string[], cursor: number): boolean {
  for (let i = cursor - 1; i >= 1 && i >= cursor - 8; i--) {
    if (PAST_ENDS.has(tokens[i])) return false;
    if (tokens[i] === 'to' && tokens[i - 1] === 'used') return true;
  }
  return false;
}

function isComparative(word: string | undefined): boolean {
  return word !== undefined && word.length > 4 && /er$/.test(word);
}

/** The wish ("could be") before a comparative, if one stands there. */
function wishedFor(tokens: readonly string[], cursor: number): string | undefined {
  let i = cursor - 1;
  while (i >= 0 && SOFTENERS.has(tokens[i])) i--;
  return tokens[i] === 'be' && MODALS.has(tokens[i - 1] ?? '') ? `${tokens[i - 1]} be` : undefined;
}

const engine = new Sentiment();
engine.registerLanguage(LANGUAGE, { labels, scoringStrategy: { apply: applyScoringStrategy } });

const MORE_OR_FEWER: Readonly<Record<string, number>> = { more: 1, fewer: -1 };

/** One registered language per dimension lexicon, so a dimension's own words never leak into another's. */
const languageOf = new WeakMap<Readonly<Record<string, number>>, string>();
let registered = 0;

function languageFor(polarity: Readonly<Record<string, number>>): string {
  if (Object.keys(polarity).length === 0) return LANGUAGE;
  let language = languageOf.get(polarity);
  if (!language) {
    language = `${LANGUAGE}-${++registered}`;
    // Where size is good news (catalogues, integrations, sights), "more" and "fewer" are too.
    const sized = (polarity.larger ?? 0) > 0 ? MORE_OR_FEWER : {};
    engine.registerLanguage(language, { labels: { ...labels, ...sized, ...withDegrees(polarity) }, scoringStrategy: { apply: applyScoringStrategy } });
    languageOf.set(polarity, language);
  }
  return language;
}

/** Words that report a claim rather than make it ("reportedly", "supposedly"). */
const HEDGES = new Set([
  'reportedly', 'allegedly', 'apparently', 'supposedly', 'purportedly', 'seemingly', 'rumoured', 'rumored',
  'rumour', 'rumor', 'hearsay', 'anecdotally', 'claimed', 'claims', 'claim', 'said', 'reports', 'reported',
  'according', 'might', 'possibly', 'perhaps', 'rumours', 'rumors', 'supposed',
]);
/** The weight of a hedged claim relative to a plain one. */
export const HEDGED_WEIGHT = 0.5;

/** How much a sentence's claims count: less when it only reports them ("reportedly lasts two days"). */
export function claimWeight(text: string): number {
  const tokens = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  return tokens.some((t) => HEDGES.has(t)) ? HEDGED_WEIGHT : 1;
}

/**
 * "Is it worth £210?", "Does it stay crunchy?": a yes-or-no question asks, it claims nothing. A
 * negative one is rhetorical ("Isn't it lovely?"), and a question that asks why or how presumes
 * what it asks about ("Why is it so slow?"): those still say something.
 */
const YES_NO_QUESTION = /^\s*(?:is|are|was|were|does|do|did|can|could|will|would|should|has|have|had)\b(?!n't)(?!\s+(?:not|never)\b)[^?]*\?\s*$/i;

/** Whether a sentence only asks a yes-or-no question ("Is it any good?"). */
export function isYesNoQuestion(text: string): boolean {
  return YES_NO_QUESTION.test(text);
}

/** The word that makes a sentence only report its claims ("reportedly"), if one does. */
export function hedgeIn(text: string): string | undefined {
  return (text.toLowerCase().match(/[\p{L}']+/gu) ?? []).find((t) => HEDGES.has(t));
}


/** The sentiment of a piece of text and the words that carried it. */
export interface SentimentReading {
  score: number;
  words: ScoredWord[];
  /** The rewrites that fired on the text ("five stars" → topstars), in the order they apply. */
  rewrites: FiredRule[];
}

/** A word that carried sentiment, its score in context, and what changed its lexicon score there. */
export interface ScoredWord {
  word: string;
  score: number;
  modifier?: Modifier;
}

/**
 * Scores text with the AFINN lexicon plus DOMAIN_WORDS (plus a dimension's own `polarity`
 * words when given), negation aware. Words in `ignore`
 * (the names of the compared items) never count: a product called "Excel" is not praise.
 * Uses a language of its own so the shared English lexicon of the library stays untouched.
 */
export function readSentiment(
  text: string,
  ignore: ReadonlySet<string> = new Set(),
  polarity: Readonly<Record<string, number>> = {},
): SentimentReading {
  const quoted = text.replace(/[\u2018\u2019]/g, "'").replace(/[\u201c\u201d]/g, '"');
  // The items' names carry no sentiment; left out, they no longer stretch the reach of a negation.
  const unnamed = ignore.size === 0 ? quoted : quoted.replace(/[\p{L}\p{N}]+/gu, (w) => (ignore.has(w.toLowerCase()) ? '' : w));
  // A compound the lexicon does not know is read by its parts ("better-built", "weather-sealed"),
  // unless a part places things in order: then it is a term ("write-ahead", "use-after-free") and
  // "ahead" or "free" in it judges nothing.
  const normalised = unnamed.replace(/\p{L}+(?:-\p{L}+)+/gu, (w) => {
    const lower = w.toLowerCase();
    if (lower in labels || lower in polarity) return w;
    const parts = lower.split('-');
    // "hassle-free" is praise, "fragrance-free" says what is left out: "free" here is "without".
    if (parts.length === 2 && parts[1] === 'free') return (labels[parts[0]] ?? 0) < 0 || (polarity[parts[0]] ?? 0) < 0 ? 'faultfree' : 'leftout';
    // Before a participle, a harm or event names how a thing was made or tested ("freeze-dried",
    // "fire-roasted", "drop-tested"), not a fault: the participle alone is read ("fire-damaged"
    // still blames). A judging modifier keeps its judgement ("ill-fitted", "badly sealed").
    if (parts.length === 2 && PARTICIPLE.test(parts[1]) && ((labels[parts[0]] ?? 0) < 0 || (polarity[parts[0]] ?? 0) < 0) && !isJudgingModifier(parts[0])) return parts[1];
    return parts.some((part) => ORDER_WORDS.has(part)) ? w : w.replace(/-/g, ' ');
  });
  const rewrites: FiredRule[] = [];
  modifiers = [];
  const result = engine.analyze(withoutProperNames(applyRewrites(normalised, REWRITES, rewrites)), { language: languageFor(polarity) });
  const found = modifiers;
  const words: ScoredWord[] = [];
  let score = 0;
  // The library lists words last to first (and called the strategy in that order); reverse for reading order.
  for (let k = result.calculation.length - 1; k >= 0; k--) {
    for (const [word, value] of Object.entries(result.calculation[k])) {
      if (ignore.has(word) || value === 0) continue;
      const modifier = found[k];
      words.push(modifier ? { word, score: value, modifier } : { word, score: value });
      score += value;
    }
  }
  return { score, words, rewrites };
}

/** The strength at or under which a general lexicon word says too little alone to tell praise from blame ("allow", "join", "legal"). */
const WEAK_SCORE = 1;

/**
 * Whether a word is one of the general lexicon's weakest, not a word the reader's own tables
 * give a score: alone, such a word cannot tell whether a sentence praises or blames.
 */
export function isWeakWord(word: string): boolean {
  const score = labels[word];
  return score !== undefined && Math.abs(score) <= WEAK_SCORE && !(word in DOMAIN_WORDS);
}

/** Words that say something is not there at all ("no phone support", "without a baking line"). */
const ABSENT = new Set(['no', 'without', 'zero']);
/** How many absences in one stretch make a list of them. */
const ABSENCE_LIST = 2;
/** How many words after an absence word name what is absent ("no mysterious half-hour outages"). */
const ABSENCE_OBJECT_REACH = 4;
/** What an absence costs: a missing aspect is a complaint, milder than a word of blame. */
const ABSENCE_SCORE = -1.5;

/**
 * The blame in saying the dimension's own thing is missing: "there is no phone support" on
 * Support, "makes no baking line" on Versatility. Not where less is better (no fee is good news
 * on Price, no bulk on Portability), and not for the dimension's troubles ("no lag", "no
 * crashes"), which the negation already reads as praise.
 */
export function absenceScore(text: string, dimension: string, stems: ReadonlySet<string>, polarity: Readonly<Record<string, number>> = {}): number {
  if (knownDimension(dimension)?.quantity?.better === 'lower') return 0;
  const tokens = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  // "no reboots, no mysterious outages": a list of things not there that names a fault is a list
  // of faults spared (the negation reads them as praise), not of features missing.
  const absences = tokens.flatMap((t, i) => (ABSENT.has(t) ? [i] : []));
  const tone = (word: string) => polarity[word] ?? labels[word] ?? 0;
  if (absences.length >= ABSENCE_LIST && absences.some((i) => tokens.slice(i + 1, i + 1 + ABSENCE_OBJECT_REACH).some((w) => tone(w) < 0))) return 0;
  for (let i = 0; i < tokens.length; i++) {
    if (!ABSENT.has(tokens[i])) continue;
    for (let j = i + 1; j <= i + 3 && j < tokens.length; j++) {
      const word = tokens[j];
      const tone = polarity[word] ?? labels[word] ?? 0;
      if (tone < 0 || NEGATION_BREAKS.has(word)) break;
      // "no added sugar": what is missing is a thing one eats less of, which is good news.
      if (isLimitedNutrient(word)) return knownDimension(dimension)?.concept === 'nutrition' ? -ABSENCE_SCORE : 0;
      if (stems.has(stemWord(word)) && tone === 0) return ABSENCE_SCORE;
    }
  }
  return 0;
}
