import type { Category } from '@juxta/contracts';
import { KNOWN_DIMENSIONS } from './dimension-taxonomy';
import { dimensionConcept } from './dimension-terms';
import { wordTokens, words } from '../text/text-words';

/** What a need named in the question does to the comparison's dimensions. */
export interface QuestionNeedEffect {
  /** The taxonomy dimension that stands for the need. */
  dimension: string;
  /** Other concepts that already answer the need when planned (Cost of living answers a budget). */
  alsoCovers?: readonly string[];
  /** Adds `dimension` when no planned dimension answers the need; otherwise the need only raises weights. */
  adds: boolean;
  /** Categories where it may add its dimension (all when absent): a city "in the rain" needs no water resistance. */
  addsIn?: readonly Category[];
  /** The weight the dimensions answering the need are raised to. */
  weight: number;
}

/** One row of the need table: the question's words, what they do, and a question they match (the spec runs it). */
export interface QuestionNeedRule {
  id: string;
  match: RegExp;
  effect: QuestionNeedEffect;
  example: string;
}

const NOT_PLACES_OR_FOOD: readonly Category[] = ['software', 'programming-languages', 'databases', 'cloud-services', 'consumer-electronics', 'vehicles', 'services', 'other'];
const PRODUCTS_AND_SERVICES: readonly Category[] = ['software', 'cloud-services', 'consumer-electronics', 'services', 'other'];

/**
 * What a question can ask for, and the dimension that answers it. A row that `adds` puts its
 * dimension into the comparison when none of the planned ones answers the need; every row raises
 * the weight of the planned dimensions that do, shown with the words that raised it.
 */
export const QUESTION_NEEDS: readonly QuestionNeedRule[] = [
  {
    id: 'budget',
    // ("a budgeting app", "share a budget": the thing the items keep, not the asker's money.)
    match: /\b(?:(?<=\bon an? (?:\w+ )?)budget|(?:tight|small|limited|low|modest) budget|budget[- ](?:option|pick|choice|model|buy|friendly|conscious|phone|laptop)s?|cheap(?:er|est)?|afford(?:able)?|inexpensive|price[ds]?|costs?|money|frugal|students?)\b/i,
    effect: { dimension: 'Price', alsoCovers: ['cost-of-living'], adds: false, weight: 3 },
    example: 'Which one for a student on a tight budget?',
  },
  {
    id: 'beginners',
    match: /\b(?:beginners?|novices?|newcomers?|new to|first[- ]timers?|starting out|non[- ]technical|learning|my (?:mum|mom|dad|parents|grandparents))\b/i,
    effect: { dimension: 'Ease of use', alsoCovers: ['learning-curve'], adds: false, weight: 3 },
    example: 'Something my parents can set up themselves',
  },
  {
    id: 'privacy',
    match: /\b(?:privacy|private|journalists?|activists?|tracking|trackers?|anonym(?:ous|ity|ously)|surveillance|data collection)\b/i,
    effect: { dimension: 'Privacy', adds: true, addsIn: PRODUCTS_AND_SERVICES, weight: 3 },
    example: 'Which search engine is best for privacy?',
  },
  {
    id: 'library-lending',
    match: /\b(?:library (?:books?|loans?|lending|cards?|e-?books?|apps?)|borrow(?:s|ed|ing)? (?:e-?)?(?:books|titles|novels)|(?:public|local|city) library|from (?:the|my|our) library|libby|overdrive)\b/i,
    effect: { dimension: 'Library lending', adds: true, addsIn: PRODUCTS_AND_SERVICES, weight: 3 },
    example: 'I mostly borrow ebooks from my local library',
  },
  {
    id: 'water',
    match:
      /\b(?:(?:in|for|by|at|around|near|beside) the (?:bath|bathtub|tub|pool|shower|sea)|bath(?:s|tub|tubs|time)?|showers?|waterproof|water[- ]?(?:resistant|resistance|proof)|swim(?:s|ming)?|underwater|splash(?:es|proof)?)\b/i,
    effect: { dimension: 'Water resistance', adds: true, addsIn: ['consumer-electronics', 'other'], weight: 3 },
    example: 'A speaker I can use in the shower',
  },
  {
    id: 'longevity',
    // ("will last the most years", "hold up", "wear out"): how long the thing keeps going, not a battery's charge.
    match: /\b(?:last(?:s|ing)? (?:the )?(?:longer|longest|most years|for years|years|a lifetime|decades)(?!\s+(?:on|between|per|without)\s+(?:a\s+)?(?:single\s+)?(?:charges?|charging|recharging))|long[- ]lasting|longevity|durable|durability|hold(?:s)? up|wear(?:s)? out|(?:won't|doesn't|not) break)\b/i,
    effect: { dimension: 'Durability', alsoCovers: ['build-quality'], adds: true, addsIn: PRODUCTS_AND_SERVICES.filter((c) => c !== 'software' && c !== 'cloud-services').concat(['vehicles']), weight: 3 },
    example: 'Which kettle will last the most years?',
  },
  {
    id: 'rugged-use',
    match: /\b(?:outdoors?|hiking|rugged|toddlers?|kids|beach|camping|rain)\b/i,
    effect: { dimension: 'Durability', alsoCovers: ['build-quality', 'reliability'], adds: false, weight: 2 },
    example: 'A phone that survives my toddlers',
  },
  {
    id: 'battery',
    match: /\b(?:batter(?:y|ies)|all[- ]day|without (?:a )?(?:charger|charging|recharging)|unplugged|off[- ]grid)\b/i,
    effect: { dimension: 'Battery life', adds: true, addsIn: ['consumer-electronics', 'vehicles', 'other'], weight: 2 },
    example: 'Which lasts all day unplugged?',
  },
  {
    id: 'travel',
    match: /\b(?:travel(?:l?ing)?|trips?|flights?|commut(?:e|ing))\b/i,
    effect: { dimension: 'Battery life', adds: false, weight: 2 },
    example: 'for long flights',
  },
  {
    id: 'slow-machine',
    match:
      /\b(?:(?:slow|old|older|ageing|aging|cheap|low[- ]end|underpowered) (?:laptop|computer|pc|machine|hardware|mac|netbook|chromebook)s?|low[- ]end|(?:little|limited|\d+\s?gb(?: of)?) (?:ram|memory)|chromebooks?|netbooks?)\b/i,
    effect: { dimension: 'Performance', adds: true, addsIn: NOT_PLACES_OR_FOOD, weight: 3 },
    example: 'It has to run on my old laptop with 4 GB of RAM',
  },
  {
    id: 'speed',
    match:
      /\b(?:gaming|games|speed|fast(?:er|est)?|quick(?:er|est)?|performance|heavy (?:workloads?|loads?)|high[- ]traffic|low latency|(?:video|photo) editing|edit(?:s|ing)? (?:\w+ )?(?:videos?|photos|footage)|render(?:s|ing)?|4k)\b/i,
    effect: { dimension: 'Performance', adds: false, weight: 2 },
    example: 'the fastest for heavy workloads',
  },
  {
    id: 'noise',
    // "noise cancelling" is a dimension of its own (named by the question, it is found by its name).
    match: /\b(?:quiet(?:er|est|ly)?|noisy|noisier|noise(?![- ]cancel)|silent(?:ly)?|whisper[- ]quiet|hum(?:s|ming)?|wake (?:the )?(?:baby|kids|neighbours|neighbors))\b/i,
    effect: { dimension: 'Noise', adds: true, addsIn: ['consumer-electronics', 'vehicles', 'other'], weight: 3 },
    example: 'Which one is quiet enough to run at night?',
  },
  {
    // "looks best in a dim room", "video calls in a dark office": the picture in poor light.
    id: 'low-light',
    match:
      /\b(?:looks?|photos?|pictures?|videos?|images?|shots?|film(?:s|ing)?|calls?|selfies?|streams?|streaming)\b[^.?!]{0,40}?\b(?:dim(?:ly)?(?:[- ]lit)?|dark|low[- ]light|gloomy|at night|poorly lit|badly lit)(?: (?:rooms?|office|bar|light|conditions))?\b|\b(?:dim(?:ly)?(?:[- ]lit)?|dark|low[- ]light|gloomy|poorly lit|badly lit) (?:rooms?|office|bar|conditions)\b[^.?!]{0,30}?\b(?:looks?|photos?|pictures?|videos?|calls?|shots?)\b/i,
    effect: { dimension: 'Camera', adds: true, addsIn: ['consumer-electronics', 'other'], weight: 3 },
    example: 'Which webcam looks best in a dim room?',
  },
  {
    // "the simplest deploys", "easy to set up", "nothing complicated": how easy it is to use.
    id: 'simplicity',
    match: /\b(?:simple|simplest|simpler|easiest|easy to (?:use|set up|learn|deploy)|straightforward|hassle[- ]free|fuss[- ]free|no fuss|(?:not|nothing|hates?|without) (?:too )?complicated)\b/i,
    effect: { dimension: 'Ease of use', alsoCovers: ['learning-curve'], adds: true, addsIn: ['software', 'cloud-services', 'consumer-electronics', 'services', 'vehicles', 'other'], weight: 3 },
    example: 'Which platform gives the simplest deploys?',
  },
  {
    id: 'collaboration',
    match:
      /\b(?:collaborat(?:e|es|ing|ion|ive)|co-?edit(?:s|ing)?|real[- ]time editing|work(?:s|ing)? together|shar(?:e|ed|ing) (?:(?:a|the|our|one) )?(?:docs|documents|files|boards|notes|notebooks|projects|budgets?|accounts?|calendars?|lists?)|(?:my|our|a|the|small) team|teams|teammates|colleagues)\b/i,
    effect: { dimension: 'Collaboration', adds: true, addsIn: ['software', 'cloud-services', 'services', 'other'], weight: 3 },
    example: 'for a small team that edits plans together',
  },
  {
    id: 'pets',
    match: /\b(?:pets?|dogs?|cats?|pupp(?:y|ies)|kittens?|(?:dog|cat|pet) (?:hair|fur)|shedding)\b/i,
    effect: { dimension: 'Pet friendliness', adds: true, addsIn: ['consumer-electronics', 'vehicles', 'services', 'places', 'other'], weight: 3 },
    example: 'We have two dogs that shed everywhere',
  },
  {
    id: 'safety',
    match: /\b(?:famil(?:y|ies)|kids|children|solo|at night|secure|security)\b/i,
    effect: { dimension: 'Safety', adds: false, weight: 2 },
    example: 'somewhere safe for a solo traveller',
  },
  {
    id: 'growth',
    match: /\b(?:scale|scaling|growth|growing (?:fast|quickly)|millions of|enterprise)\b/i,
    effect: { dimension: 'Scalability', adds: false, weight: 2 },
    example: 'an app with millions of users',
  },
  {
    id: 'car-free',
    match: /\b(?:without a car|car[- ]free|public transport|commut(?:e|ing))\b/i,
    effect: { dimension: 'Transport', adds: false, weight: 2 },
    example: 'living there without a car',
  },
  {
    id: 'health',
    match: /\b(?:health(?:y|ier)?|diet(?:ing)?|fitness|calories|sugar(?:y)?|salt(?:y)?|sodium|low[- ]fat|lose weight|losing weight)\b/i,
    effect: { dimension: 'Nutrition', adds: false, weight: 2 },
    example: 'a healthier snack',
  },
  {
    id: 'support',
    match: /\b(?:(?:good|customer|reliable) support|help when (?:stuck|needed))\b/i,
    effect: { dimension: 'Support', alsoCovers: ['community'], adds: false, weight: 2 },
    example: 'with good support when things break',
  },
];

/** A dimension a question names by its own name ("sound quality", "display"): asked for as strongly as a need. */
const NAMED_DIMENSION_WEIGHT = 3;

// Only names and aliases of two words or more, and single-word names: a one-word alias is too often
// an ordinary word ("size", "store"). "Support" after a verb asks whether a thing supports something.
const DIMENSION_NAMES: readonly { phrase: string; dimension: string; match: RegExp }[] = KNOWN_DIMENSIONS.flatMap((known) =>
  [known.name, ...known.aliases.filter((a) => /\s/.test(a.trim()))].map((phrase) => ({
    phrase,
    dimension: known.name,
    match: new RegExp(`(?<!\\b(?:to|can|does|do|will|it|they) )\\b${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '[\\s-]+')}\\b`, 'i'),
  })),
);

/**
 * The taxonomy dimensions a question names by name ("I care about sound quality"), each once, the
 * longest name first so "sound quality" is not also "quality".
 */
function namedDimensions(query: string): QuestionNeed[] {
  const found: QuestionNeed[] = [];
  const taken: [number, number][] = [];
  for (const entry of [...DIMENSION_NAMES].sort((a, b) => b.phrase.length - a.phrase.length)) {
    const hit = entry.match.exec(query);
    if (!hit) continue;
    const end = hit.index + hit[0].length;
    if (taken.some(([from, to]) => hit.index < to && end > from)) continue;
    if (found.some((n) => dimensionConcept(n.effect.dimension) === dimensionConcept(entry.dimension))) continue;
    taken.push([hit.index, end]);
    found.push({ id: `dimension:${dimensionConcept(entry.dimension)}`, phrase: hit[0], at: hit.index, effect: { dimension: entry.dimension, adds: true, weight: NAMED_DIMENSION_WEIGHT } });
  }
  return found;
}

/** Words that end the kind a question asks about ("which GPS tracker *will*…", "which chair *for*…"). */
const AFTER_KIND =
  'is|are|was|were|has|have|had|will|would|can|could|does|do|did|should|shall|might|may|gives?|lets?|keeps?|stays?|makes?|works?|handles?|lasts?|runs?|tastes?|looks?|sounds?|feels?|suits?|gets?|fits?|helps?|needs?|uses?|takes?|holds?|goes|beats?|offers?|costs?|comes?|for|to|in|with|on|at|if|when|that|so';
/** "Which GPS tracker will…", "What white-noise machine has…": the words naming the kind of thing compared. */
const KIND_ASKED = new RegExp(
  `^\\s*(?:which|what)\\s+(?:(?:one|of (?:these|the|them|those))\\s+)?((?!(?:${AFTER_KIND}|one|of)\\b)[\\w-]+(?:\\s+(?!(?:${AFTER_KIND})\\b)[\\w-]+){0,3}?)(?=\\s+(?:${AFTER_KIND})\\b)`,
  'i',
);

/**
 * Words in the kind asked about that say what the asker needs of it ("which *quiet* dishwasher",
 * "which *waterproof* speaker", "a *privacy-focused* browser"): adjectives, unlike the nouns that
 * name the kind ("privacy screen", "noise machine", "battery charger").
 */
const NEED_IN_KIND =
  /^(?:[\w-]*(?:proof|resistant|able|ible|ful|less|ive|ous)|[\w]+-(?:focused|friendly|conscious|minded|oriented|first|safe)|quiet(?:er|est)?|noisy|silent|cheap(?:er|est)?|simpler?|easy|easier|fast(?:er|est)?|quick(?:er|est)?|private|secure|rugged|small|light|lightweight|safe|healthy|healthier|durable|sturdy|tough)$/i;

/**
 * The question with the nouns naming the kind of thing it asks about blanked out (same length, so
 * positions hold): "which GPS tracker", "which white-noise machine", "which budgeting app" name what
 * the items are, not what the asker needs (a tracker is no privacy worry, a noise machine no noise
 * complaint); an adjective there still asks ("which quiet dishwasher").
 */
function withoutKindAsked(query: string): string {
  const kind = KIND_ASKED.exec(query);
  if (!kind?.[1]) return query;
  const from = (kind.index ?? 0) + kind[0].length - kind[1].length;
  const blanked = kind[1].replace(/[\w-]+/g, (word) => (NEED_IN_KIND.test(word) ? word : ' '.repeat(word.length)));
  return query.slice(0, from) + blanked + query.slice(from + kind[1].length);
}

/** A need the question names, matched by a row of the need table. */
export interface QuestionNeed {
  /** The row's id. */
  id: string;
  /** The words of the question that name it ("in the bath"). */
  phrase: string;
  /** Where the words are in the question: needs are answered in the order they are asked. */
  at: number;
  effect: QuestionNeedEffect;
}

/** The concepts that answer a need: its dimension's and those it also counts. */
export function needConcepts(effect: QuestionNeedEffect): string[] {
  return [dimensionConcept(effect.dimension), ...(effect.alsoCovers ?? [])];
}

/**
 * The needs a question names, in the order it names them: one per row of the need table, then
 * each dimension it names by name that no row already stands for.
 */
export function needsOfQuestion(query: string | undefined): QuestionNeed[] {
  if (!query?.trim()) return [];
  const out: QuestionNeed[] = [];
  const asked = withoutKindAsked(query);
  for (const row of QUESTION_NEEDS) {
    const found = row.match.exec(asked);
    if (found) out.push({ id: row.id, phrase: found[0].trim(), at: found.index, effect: row.effect });
  }
  const answered = new Set(out.flatMap((n) => needConcepts(n.effect)));
  for (const named of namedDimensions(asked)) if (!answered.has(dimensionConcept(named.effect.dimension))) out.push(named);
  return out.sort((a, b) => a.at - b.at);
}

// "can play audiobooks", "supports Libby", "works with my printer": what the items themselves can do.
// A question about the asker ("can I", "do you") asks no capability.
const CAPABILITY =
  /\b(?:can|could|does|do|will)\s+(?:(?:it|they|either|both|one|each|these|this)\s+)?(?!(?:i|you|we|my|me)\b)([a-z][a-z-]*(?:\s+(?!and\b|or\b|for\b|if\b)[a-z][a-z-]*){0,3})|\b(?:supports?|works?\s+with|compatible\s+with)\s+[\w-]+(?:\s+[\w-]+){0,2}/i;

/**
 * What a question asks the items to be able to do when it names no need of the table ("which of
 * them can play audiobooks?"): no dimension stands for it, so the overall score cannot answer it.
 * Null when it asks no such thing or names a need.
 */
export function askedCapability(query: string | undefined): string | null {
  if (!query?.trim() || needsOfQuestion(query).length > 0) return null;
  const found = CAPABILITY.exec(query);
  return found ? (found[1] ?? found[0]).trim() : null;
}

// The words any question is framed in ("Which one should I buy?", "Is the A better than the B for
// me?"): what is left once they, the items' names and the kind asked about are gone is what it asks.
const QUESTION_FRAME = new Set(
  ('which what who whose whats is are was were be been has have had will would should shall could can do does did might may must ' +
    'i me my we us our you your it its they them their one ones these those this that either both each any ' +
    'of the a an and or vs versus between to for from than on in at with out there here then so if ' +
    'better best good great greatest nice nicer recommend recommended recommendation worth worthwhile overall ' +
    'choose choice choosing pick buy buying get getting go going purchase option options prefer preferable ' +
    'winner top ideal right really honestly actually just generally general all around more most s m d ll ve re t ' +
    'someone anyone people guys think id im ive thing things ' +
    // Who it is for, with nothing asked of it ("Which one for my aunt?"): the overall verdict answers that.
    'aunt uncle mum mom dad mother father parent parents wife husband partner girlfriend boyfriend friend friends family ' +
    'kid kids son daughter brother sister grandma grandad grandpa granny gift present birthday christmas myself')
    .split(' ')
    .filter(Boolean),
);

/**
 * What a question asks when it names no need the table knows and no capability ("which tastes
 * closest to filter coffee?" → "tastes closest to filter coffee"): the overall score answers
 * something else, so the answer must not pick on it. Null for a question that asks nothing beyond
 * which item is better ("Which one should I buy?"), or that names a need or a capability.
 */
export function specificAsk(query: string | undefined, items: readonly string[]): string | null {
  if (!query?.trim() || needsOfQuestion(query).length > 0 || askedCapability(query) !== null) return null;
  const asked = withoutKindAsked(query);
  const names = new Set(items.flatMap((item) => words(item)));
  const left = wordTokens(asked).filter((t) => !QUESTION_FRAME.has(t.word) && !names.has(t.word));
  if (left.length === 0) return null;
  return asked.slice(left[0].start, left[left.length - 1].end).replace(/\s+/g, ' ').trim();
}

/** A planned dimension that answers a need of the question, with the words that asked for it. */
export interface NeedDimension {
  dimension: string;
  phrase: string;
  weight: number;
}

/**
 * The dimensions of a comparison that answer its question's needs, in the order the question
 * names them, each once: with the words of the need that weighs most ("old laptop" over "fast").
 */
export function needDimensions(query: string | undefined, dimensions: readonly string[]): NeedDimension[] {
  const out: NeedDimension[] = [];
  for (const need of needsOfQuestion(query)) {
    const concepts = needConcepts(need.effect);
    for (const dimension of dimensions) {
      if (!concepts.includes(dimensionConcept(dimension))) continue;
      const earlier = out.find((n) => n.dimension === dimension);
      if (!earlier) out.push({ dimension, phrase: need.phrase, weight: need.effect.weight });
      else if (need.effect.weight > earlier.weight) Object.assign(earlier, { phrase: need.phrase, weight: need.effect.weight });
    }
  }
  return out;
}
