import { knownDimension, stemWord } from '@juxta/research';
import Sentiment from 'sentiment';
import afinn from 'sentiment/languages/en/labels.json';
import { alternation, DEFEAT_PHRASES, DEFEATS, EQUALLING, PASSIVE_AUXILIARIES } from '../attribute/defeat-words';

/**
 * Changes to the AFINN lexicon for product reviews: words that praise or blame a product
 * ("fast", "expensive", "outdated") and everyday tech words AFINN scores that say nothing
 * there ("supports JSON", "databases like X", "kill a process", "top speed").
 */
export const DOMAIN_WORDS: Readonly<Record<string, number>> = {
  // neutral in product writing
  support: 0, supports: 0, supported: 0, help: 0, helps: 0, like: 0, likes: 0, want: 0, share: 0, kill: 0,
  killed: 0, kills: 0, block: 0, blocks: 0, blocked: 0, blocking: 0, dead: 0, no: 0, yes: 0, top: 0, pretty: 0,
  fan: 0, fans: 0, interest: 0, increase: 0, pay: 0, cut: 0, cuts: 0, growth: 0, growing: 0, forced: 0,
  attack: 0, attacks: 0, warning: 0, warnings: 0, big: 0, huge: 0, miss: 0, error: -1, errors: -1, lost: -2,
  fun: 2, free: 1, limits: 0, charge: 0, charges: 0, charged: 0,
  // speed
  fast: 2, faster: 2, fastest: 3, quick: 2, quicker: 2, quickest: 2, speedy: 2, snappy: 2, blazing: 3,
  slow: -2, slower: -2, slowest: -3, sluggish: -2, laggy: -2, lag: -2, lags: -2, stutters: -2, stutter: -2,
  bottleneck: -2, bottlenecks: -2, bloated: -2, lightweight: 1, efficient: 2, inefficient: -2, optimized: 1,
  outperforms: 2, outperform: 2, outperformed: 2, underperforms: -2, underperform: -2, slowdowns: -2,
  beats: 2, beat: 2, surpasses: 2, surpass: 2, trumps: 2, outclasses: 2, outshines: 2, outshine: 2, eclipses: 2,
  trounces: 2, outlasts: 2, outlast: 2, outlasted: 2, outpaces: 2, outruns: 2, stumbles: -2, stumble: -2, falters: -2,
  breathless: -2, pulledahead: 2, effortless: 2, canonly: -1, roomier: 2, sleepshot: -2, staycool: 2, likenew: 2, achilles: -2, letdown: -2, freezes: -2, freeze: -2, froze: -2, unanswered: -2, ignored: -1, 'rock-solid': 2, handy: 2,
  scalable: 2, unscalable: -2,
  // money
  cheap: 2, cheaper: 2, cheapest: 2, affordable: 2, inexpensive: 2, bargain: 2, expensive: -2, pricey: -2,
  pricier: -2, overpriced: -3, costly: -2, costlier: -2, exorbitant: -3,
  // reliability and quality
  reliable: 2, unreliable: -2, dependable: 2, durable: 2, sturdy: 2, flimsy: -2, crash: -3, crashes: -3,
  crashed: -3, crashing: -3, outage: -2, outages: -2, downtime: -2, buggy: -2, bug: -1, bugs: -1, glitch: -2,
  glitches: -2, glitchy: -2, corrupt: -3, corruption: -3, leaks: -2, leak: -2, flaky: -2, fragile: -2,
  battle: 0, proven: 1, resilient: 2, mature: 2, outdated: -2, obsolete: -2, deprecated: -1, legacy: -1, dated: -1,
  modern: 1, polished: 2, premium: 1, shoddy: -3, defective: -3, defects: -2,
  // ease of use
  easy: 2, easier: 2, easiest: 2, simple: 1, simpler: 1, straightforward: 2, intuitive: 2, seamless: 2,
  painless: 2, convenient: 2, inconvenient: -2, complicated: -2, convoluted: -2, clunky: -2, cumbersome: -2,
  tedious: -2, confusing: -2, unintuitive: -2, steep: -1, verbose: -1, boilerplate: -1, complex: -1,
  // features and breadth
  versatile: 2, flexible: 2, inflexible: -2, comprehensive: 2, extensive: 1, lacks: -2, lacking: -2,
  missing: -1, limited: -1, 'feature-rich': 2, capable: 1,
  // safety, privacy, comfort, food, places
  secure: 2, insecure: -2, unsafe: -2, safer: 2, vulnerabilities: -2, vulnerability: -2, comfortable: 2,
  uncomfortable: -2, roomy: 2, spacious: 2, cramped: -2, quiet: 1, noisy: -1, tasty: 3, delicious: 3,
  bland: -2, nutritious: 2, walkable: 2, crowded: -1, polluted: -2, vibrant: 2, tracking: -1, intrusive: -2,
  private: 1,
  // community
  helpful: 2, welcoming: 2, responsive: 2, unresponsive: -2, abandoned: -2, unmaintained: -2,
  // everyday review words AFINN leaves out or reads in another sense ("nuts" as food, "excite" as a rave)
  nuts: 0, excite: 1, excites: 1, sensible: 2, patchy: -2, spotty: -2, obscure: -1, cluttered: -2, clutter: -1,
  maze: -2, chalky: -2, waxy: -1, gritty: -1, fruity: 1, fruitier: 1, smooth: 1, smoother: 2, smoothest: 2,
  smoothly: 1, creamy: 2, preferred: 2, prefer: 1, prefers: 1, favourite: 2, favorite: 2, audited: 2, unaudited: -2,
  sharp: 2, sharper: 2, sharpest: 2, grainy: -2, blurry: -2, blurred: -1, snappier: 2, dwarfs: 2, dwarfed: -2,
  outdoes: 2, outstrips: 2, outscores: 2, rumble: -1, drone: -1, hiss: -1, scuffs: -1, scuffed: -1, snapped: -2,
  topstars: 3, lowstars: -2, toomuch: -2, littleelse: -1, builtin: 1, 'built-in': 1, afraction: 2, buries: -1, buried: -1,
  incident: -1, incidents: -1, misses: -1, depth: 1, stayedup: 2, droppedconnection: -2, overheats: -2, overheat: -2,
  overheating: -2, overheated: -2, pick: 0, costsless: 2, costsmore: -2, cheapfeeling: -2, plasticky: -2,
  unremarkable: -1, unmatched: 2, trails: -1, trailed: -1, edges: 1, edged: 1, ahead: 1, nomatch: -2, outdoneby: -2, upgrade: 1,
  stepup: 2, stepdown: -2, loses: -2, lose: -1, wins: 2, win: 2, won: 2, shines: 2, shine: 2, shone: 2, struggles: -2,
  struggle: -2, struggled: -2, snapping: -2, theft: -2, thefts: -2, tore: -2, torn: -2, cracked: -2, flakes: -1,
  flake: -1, patchier: -2, gentle: 1, moretosee: 2, unbearable: -2, unbearably: -2, richer: 1, unscathed: 2, tospare: 2, folds: 1,
  heldup: 2, woreoff: -2, maddening: -2, soggy: -2, crumbled: -2, hassle: -2, middling: -1, cleanedoff: 2, leftdirty: -2, outofone: 2, neededmore: -2, outofrange: -2, wentflat: -2, everytime: 2, makessense: 2, byhand: -1, everywhere: 2, scarce: -2,
  // People in a review ("my friend in the B") are no opinion of the item.
  friend: 0, friends: 0,
};

const NEGATORS = new Set([
  'not', 'no', 'never', 'without', 'hardly', 'barely', 'nor', 'neither', 'less', "isn't", 'isnt', "aren't",
  'arent', "doesn't", 'doesnt', "don't", 'dont', "didn't", 'didnt', "can't", 'cant', 'cannot', "won't", 'wont',
  "wasn't", 'wasnt', "weren't", "shouldn't", "wouldn't", "couldn't", 'lacks', 'lack', 'rarely', 'seldom', 'avoids', 'prevents',
]);
const INTENSIFIERS = new Set([
  'very', 'extremely', 'really', 'much', 'far', 'significantly', 'considerably', 'substantially', 'highly',
  'incredibly', 'remarkably', 'noticeably', 'dramatically', 'vastly', 'exceptionally', 'truly', 'so',
  // how often: a fault that happens all the time weighs more than one that happens now and then
  'constantly', 'always', 'frequently', 'regularly', 'repeatedly', 'routinely',
]);
const DAMPENERS = new Set([
  'slightly', 'somewhat', 'marginally', 'fairly', 'bit', 'little', 'relatively', 'mostly', 'occasionally',
  'sometimes', 'intermittently', 'mildly', 'partly',
]);
/** "merely adequate", "just okay": faint praise is a mild complaint. */
const FAINT = new Set(['merely', 'barely']);
/**
 * Verbs that overcome what follows them ("soaks up bad roads", "blocks rumble", "fixes the bugs"):
 * the trouble they act on is good news, so its sign flips, as after a negation.
 */
const OVERCOMERS = new Set([
  'soaks', 'soak', 'absorbs', 'absorb', 'withstands', 'withstood', 'resists', 'resisted', 'shrugs', 'shrugged', 'tames',
  'tamed', 'eliminates', 'eliminated', 'blocks', 'blocked', 'block', 'cancels', 'filters', 'fixes', 'fixed', 'fix',
  'removes', 'removed', 'mutes', 'dampens', 'suppresses', 'smooths', 'irons', 'reduces', 'reduced', 'minimises',
  'minimizes', 'cuts', 'shuts', 'kills', 'hides', 'masks',
]);
/** Degree words that shrink a fault to almost nothing ("low crime", "crime is low", "few bugs"). */
const SCARCE = new Set(['low', 'lower', 'lowest', 'little', 'few', 'fewer', 'minimal', 'negligible', 'zero', 'rare', 'less']);
/** Words a negation cannot reach across after "without" ("without a car is awkward": the car is missing, not the awkwardness). */
const COPULAS = new Set(['is', 'are', 'was', 'were', 'be', 'feels', 'felt', 'seems', 'seemed', 'gets', 'got', 'becomes']);
/** After a negation these say what it negates is still to come ("not what I would call cheap"). */
const LONG_REACH = new Set(['what', 'something', 'anything', 'kind', 'sort', 'exactly', 'quite', 'one', 'someone']);
/** Words that negate what comes just before them ("crashes are rare", "crashes rarely"). */
const AFTER_NEGATORS = new Set(['rarely', 'seldom', 'rare', 'uncommon', 'infrequent']);
/** Words after which a negation no longer reaches ("not cheap, but fast"). */
const NEGATION_BREAKS = new Set(['but', 'and', 'while', 'whereas', 'although', 'though', 'yet']);

const ARTICLES = new Set(['the', 'a', 'an']);

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
  let score = tokenScore;
  const previous = tokens[cursor - 1];
  // "far from terrible", "far from the fastest", "anything but cheap": a softened opposite, not the word itself.
  const beforeArticle = ARTICLES.has(previous ?? '') ? cursor - 2 : cursor - 1;
  if ((tokens[beforeArticle] === 'from' && tokens[beforeArticle - 1] === 'far') || (previous === 'but' && tokens[cursor - 2] === 'anything')) {
    return -score / 2;
  }
  if (previous && FAINT.has(previous) && score > 0) return -score / 2;
  // "low crime", "crime is low", "few bugs": a fault said to be scarce is good news.
  // ("a little pricier" is only slightly so.)
  const scarceBefore = SCARCE.has(tokens[beforeArticle] ?? '') && !(tokens[beforeArticle] === 'little' && tokens[beforeArticle - 1] === 'a');
  if (score < 0 && (scarceBefore || scarceAfter(tokens, cursor))) return -score / 2;
  // "used to crash", "it used to be slow": a past fault, mostly good news about now.
  if (usedToBefore(tokens, cursor)) return -score / 2;
  // "could be faster", "should be cheaper": a wish for more is a complaint about now.
  if (isComparative(tokens[cursor]) && isWishedFor(tokens, cursor)) return -Math.abs(score) / 2;
  if (previous && INTENSIFIERS.has(previous)) score *= 1.5;
  else if (previous && DAMPENERS.has(previous)) score *= 0.5;
  // A fault overcome is good news, though less than praise said outright.
  if (score < 0 && overcomeBefore(tokens, cursor)) return -score / 2;
  let negated = false;
  // Articles do not count toward the reach ("would not call the X fragile").
  for (let back = 1, reach = 0, limit = 3; reach < limit && cursor - back >= 0; back++) {
    const token = tokens[cursor - back];
    if (!ARTICLES.has(token)) reach++;
    // "not yet stable": "yet" after a negation is part of it, not a turn.
    if (NEGATION_BREAKS.has(token) && !(token === 'yet' && NEGATORS.has(tokens[cursor - back - 1] ?? ''))) break;
    if (COPULAS.has(token) && tokens.slice(Math.max(0, cursor - back - 4), cursor - back).includes('without')) break;
    if (NEGATORS.has(token) && tokens[cursor - back + 1] !== 'only') {
      negated = true;
      break;
    }
  }
  if (!negated) negated = negatedFromAfar(tokens, cursor);
  if (!negated) negated = [tokens[cursor + 1], tokens[cursor + 2]].some((t) => t !== undefined && AFTER_NEGATORS.has(t));
  return negated ? -score : score;
}

/** Words that end the reach of an overcoming verb ("blocks noise, but the bass is weak"). */
const OVERCOME_ENDS = new Set(['but', 'while', 'whereas', 'although', 'though', 'yet', 'is', 'are', 'was', 'were']);

/** Whether an overcoming verb acts on the word at `cursor` ("soaks up potholes and bad roads"). */
function overcomeBefore(tokens: readonly string[], cursor: number): boolean {
  for (let i = cursor - 1; i >= 0 && i >= cursor - 5; i--) {
    if (OVERCOME_ENDS.has(tokens[i])) return false;
    if (OVERCOMERS.has(tokens[i])) return true;
  }
  return false;
}

/** Whether a fault is said to be scarce soon after it ("crime is low", "crime in the centre is low"). */
function scarceAfter(tokens: readonly string[], cursor: number): boolean {
  for (let i = cursor + 1; i <= cursor + 4 && i + 1 < tokens.length; i++) {
    if (NEGATION_BREAKS.has(tokens[i])) return false;
    if (COPULAS.has(tokens[i])) return SCARCE.has(tokens[i + 1]);
  }
  return false;
}

/** "not what I would call cheap", "not the kind of phone that feels fast": a negation whose word comes later. */
function negatedFromAfar(tokens: readonly string[], cursor: number): boolean {
  for (let i = cursor - 1; i >= 1 && i >= cursor - 7; i--) {
    if (NEGATION_BREAKS.has(tokens[i])) return false;
    const before = ARTICLES.has(tokens[i - 1]) ? tokens[i - 2] : tokens[i - 1];
    if (LONG_REACH.has(tokens[i]) && before !== undefined && NEGATORS.has(before)) return true;
  }
  return false;
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

function isWishedFor(tokens: readonly string[], cursor: number): boolean {
  let i = cursor - 1;
  while (i >= 0 && SOFTENERS.has(tokens[i])) i--;
  return tokens[i] === 'be' && MODALS.has(tokens[i - 1] ?? '');
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
 * Star ratings become one word the lexicon scores ("five stars" is praise, "two stars" blame),
 * as do an excess ("costs too much"), a short list ("and little else"), something included
 * ("built in") and a cost that is a fraction of another's; and terms whose words mean something else alone lose their sentiment ("crash tests" are a
 * safety rating, not a crash).
 */
// "B was outperformed by A", "got left behind": in the passive the subject is the one beaten.
const PASSIVE_DEFEAT = new RegExp(`\\b(?:${alternation(PASSIVE_AUXILIARIES)})\\s+(?:\\w+ly\\s+)?(?:${alternation([...DEFEATS, ...DEFEAT_PHRASES])})\\b`, 'gi');
// "B can't match A's battery", "never quite rivals A": falling short, said without a word of blame.
const FALLS_SHORT = new RegExp(
  `\\b(?:can't|cannot|can not|couldn't|could not|doesn't|does not|don't|do not|didn't|did not|won't|never)\\s+(?:quite\\s+|really\\s+|even\\s+)?(?:${alternation(EQUALLING)})\\b`,
  'gi',
);

function ratingsAndTerms(text: string): string {
  return text
    .replace(/\b(?:five|5|four|4)[- ](?:out of (?:five|5) )?stars?\b/gi, 'topstars')
    .replace(/\b(?:one|1|two|2)[- ](?:out of (?:five|5) )?stars?\b/gi, 'lowstars')
    .replace(/\bcrash[- ]test(?:s|ed|ing)?\b|\b(?:frontal|side|rear|head[- ]on) crash(?:es)?\b/gi, 'crashtest')
    .replace(/\btoo (?:much|high|steep|many)\b/gi, 'toomuch')
    // "boards and lists and little else", "…, and that is about it": a short list, said to be short.
    .replace(/\b(?:little|not much|nothing) else\b|\bthat(?:'s| is) about it\b/gi, 'littleelse')
    // "channels are built in": included, not constructed.
    .replace(/\b(is|are|comes?) built in\b/gi, '$1 builtin')
    // "costs a fraction of what B burns": less of a cost is better.
    .replace(/\b(costs?|uses?|used|burns?|consumes?|weighs?|draws?|needs?)\s+(?:only\s+|just\s+|about\s+)?(?:a fraction|half|a third|a quarter)\s+of\b/gi, '$1 afraction of')
    // "never let us down": the idiom, so the negation reaches it.
    .replace(/\blet (?:us|me|you|them|him|her|anyone|everyone) down\b/gi, 'letdown')
    // Idioms of faltering and of leaving others behind: "never skipped a beat" (the negation reaches
    // the idiom), "never felt out of breath", "pulled away on the climb", "climbs like nothing else".
    .replace(/\b(?:skip|miss)(?:s|es|ed|ped|ing|ping)? a beat\b/gi, 'falters')
    .replace(/\bout of breath\b/gi, 'breathless')
    .replace(/\bpull(?:s|ed)? away\b/gi, 'pulledahead')
    .replace(/\blike nothing else\b/gi, 'unmatched')
    // Nothing to do is ease ("nothing to configure"); "can only" states a limit ("can only export to Markdown").
    .replace(/\bnothing to (?:configure|set up|learn|tweak|install)\b/gi, 'effortless')
    .replace(/\b(?:can|could) only\b/gi, 'canonly')
    // More room is comfort ("noticeably more legroom"); less of it is cramped.
    .replace(/\b(?:more|extra) (?:legroom|headroom|elbow room|space to stretch)\b/gi, 'roomier')
    .replace(/\bless (?:legroom|headroom|elbow room)\b/gi, 'cramped')
    // Bedding idioms: a bed that "sleeps warm" is a complaint, one that "stayed cool" praise; a thing
    // that looks "as it did on day one" or "like new" has worn well.
    .replace(/\b(?:sleeps|sleep|runs|run|ran) (?:warm|hot)\b/gi, 'sleepshot')
    .replace(/\b(?:stays|stay|stayed|sleeps|sleep) cool\b/gi, 'staycool')
    .replace(/\b(?:like|nearly|almost|as good as) new\b|\bas (?:it|they) did (?:on day one|out of the box|when new)\b/gi, 'likenew')
    // "stayed up for weeks" is uptime; "dropped our connection" an outage.
    .replace(/\b(?:stay(?:s|ed)?|remain(?:s|ed)?) (?:up|online|connected|stable)\b|\b(?:kept|keeps|keep|held|holds|hold) (?:its|the|a|their|my) (?:link|connection|signal)\b/gi, 'stayedup')
    // A wireless link that did not reach; a battery that went flat; a job done "first time, every time".
    .replace(/\bout of range\b/gi, 'outofrange')
    .replace(/\b(?:was|were|is|went|goes|go|ran|runs|run|gone|going) (?:completely |totally |almost )?flat\b/gi, 'wentflat')
    .replace(/\bfirst time,? every time\b|\bevery single time\b/gi, 'everytime')
    // Controls that "make sense"; things that must be washed "by hand" (no dishwasher).
    .replace(/\bmak(?:e|es|ing) sense\b/gi, 'makessense')
    .replace(/\b(?:wash(?:ed|ing)?|clean(?:ed|ing)?) by hand\b|\bhand[- ]wash(?:ed|ing)?\b/gi, 'byhand')
    // Found "in any shop" is everywhere; having to "hunt for it" is scarce.
    .replace(/\b(?:in|at|from) (?:any|every) (?:\w+ ){0,2}?(?:shops?|stores?|supermarkets?|grocers?|stations?|garages?|newsagents?|chemists?|pharmac(?:y|ies)|retailers?)\b/gi, 'everywhere')
    .replace(/\b(?:have|has|had) to hunt\b|\bhunt(?:ed|ing)? (?:around )?for\b/gi, 'scarce')
    // Stains that came out are a clean wash; a mark left behind or a wash still wet is not.
    .replace(/\b(stains?|marks?|dirt|grime|grease|mud)\b(.{0,60}?)\b(?:came|come|comes|lifted|lifts|washed) (?:out|off|away)\b/gi, '$1$2 cleanedoff')
    .replace(/\bleft (?:a |an |the )?(?:\w+ ){0,2}?(?:shadow|marks?|residue|streaks?|stains?|film|smears?)\b|\bstill (?:wet|damp|dirty|grubby)\b/gi, 'leftdirty')
    // "I cannot stress how nice it is", "can't tell you how much": emphasis, not a negation.
    .replace(/\b(?:cannot|can't|can not|couldn't|could not) (?:stress|overstate|emphasi[sz]e|tell you|say) (?:enough )?how\b/gi, 'really')
    // "an afternoon on my knees pegging wire": labour.
    .replace(/\bon (?:my|our|your|his|her|their) (?:hands and )?knees\b/gi, 'hassle')
    // A coat that stayed put through water, or washed off; a power store down to its last bar.
    .replace(/\bst(?:ay|ays|ayed) put\b/gi, 'heldup')
    .replace(/\b(?:washe[ds]|wash|rubbed|rubs|wore|wears) off\b/gi, 'woreoff')
    .replace(/\bdown to (?:its|the|my|our|a) last bar\b/gi, 'wentflat')
    // Texture gone wrong ("goes soft within a minute in milk", "turned to dust"); a machine that gave up.
    .replace(/\b(?:goes|go|went|going|gone|turns?|turned|turning) (?:soft|soggy|mushy|stale|limp)\b/gi, 'soggy')
    .replace(/\b(?:turned|turns|turn|crumbled) (?:in)?to dust\b/gi, 'crumbled')
    .replace(/\b(?:gave|gives|give|giving) up\b|\bsp[iu]n(?:s|ning)? (?:its|their) wheels\b/gi, 'struggled')
    // A result that draws people back; a test's top rating; having to redo a job; a job of a minute or two.
    .replace(/\bkept (?:going|coming) back (?:to|for)\b/gi, 'preferred')
    .replace(/\b(?:the )?top (?:rating|ratings|marks|score|scores)\b/gi, 'topstars')
    .replace(/\b(?:start(?:ed)?|begin|began) (?:again|over)\b/gi, 'hassle')
    .replace(/\b(?:a|an) (?:one|two|three|five|ten|\d+)[- ]minute job\b/gi, 'effortless')
    // Consumption said through what one fill lasted: "got a whole week out of one canister"; "had to start a second tank".
    .replace(/\bgot (?:a |an )?(?:whole |full |entire )?(?:\w+ ){0,6}?out of (?:one|a single)\b/gi, 'outofone')
    .replace(/\b(?:had|have|has|needed) to (?:start|open|buy|fit|use) (?:a |an )?(?:second|another|new|fresh|spare)\b/gi, 'neededmore')
    .replace(/\bdrop(?:s|ped)? (?:the |our |my |your |its )?(?:connection|connections|signal|calls?|link)\b/gi, 'droppedconnection')
    // "B is no match for A"; "a step up from", "a step down from".
    .replace(/\bno match\b/gi, 'nomatch')
    .replace(PASSIVE_DEFEAT, 'outdoneby')
    .replace(FALLS_SHORT, 'nomatch')
    .replace(/\bstep up\b/gi, 'stepup')
    .replace(/\bstep down\b/gi, 'stepdown')
    // "Few phones match", "no rival comes close to", "nothing beats": praise of the one nobody reaches
    // (the clause gives it to that item), so the "no" must not negate it.
    .replace(/\b(?:few|no|nothing|none|nobody|hardly any)\b(?! longer| more\b| doubt| matter)(.{0,40}?)\b(?:match(?:es)?|rivals?|equals?|comes? close to|can touch|touch(?:es)?|beats?|outperforms?)\b/gi, '$1 unmatched')
    // "Rent there is a fraction of what you pay in B": a cost that is smaller.
    .replace(/\b(rents?|prices?|costs?|bills?|fees?|fares?)\b((?:\s+\w+){0,3}?)\s+(?:is|are|was|were)\s+(?:only\s+|just\s+|about\s+)?(?:a fraction|half|a third|a quarter)\s+of\b/gi, '$1$2 is afraction of')
    // "more to see", "more to do": a place with more in it.
    .replace(/\bmore to (?:see|do|explore|offer)\b/gi, 'moretosee')
    // "costs less", "for less money", "half the price of": cheaper; "costs more", "twice the price of": dearer.
    .replace(/\b(?:costs?|priced|sells? for) (?:\w+ly |a (?:bit|little|lot) |much |far )?(?:less|lower)\b|\bfor less(?: money)?\b/gi, 'costsless')
    .replace(/\b(?:costs?|priced|sells? for) (?:\w+ly |a (?:bit|little|lot) |much |far )?more\b/gi, 'costsmore')
    .replace(/\b(?:half|a third|a quarter|a fraction of) the (?:price|cost)\b/gi, 'costsless')
    .replace(/\b(?:twice|double|triple|three times) the (?:price|cost)\b/gi, 'costsmore')
    // "costs a fortune", "an arm and a leg": the idioms of a high price ("fortune" alone is luck).
    .replace(/\b(?:costs?|costing|cost|paid|pay|paying|spend|spent|charges?|charged) (?:a (?:small |minor )?fortune|an arm and a leg)\b/gi, 'costsmore')
    // Costs said to be low or high ("running costs are low", "low fees", "high prices").
    .replace(/\b(?:low|lower|lowest|modest) (?:running |monthly |upfront |operating )?(?:costs?|prices?|fees?|bills?)\b/gi, 'costsless')
    .replace(/\b(?:costs?|prices?|fees?|bills?) (?:are|is|stay|stays|remain|remains) (?:very |quite |fairly )?(?:low|lower)\b/gi, 'costsless')
    .replace(/\b(?:high|higher|steep) (?:running |monthly |upfront |operating )?(?:costs?|prices?|fees?|bills?)\b/gi, 'costsmore')
    // "feels cheap", "looks cheap": build, not price.
    .replace(/\b(?:feels?|felt|looks?|looked|seems?) (?:\w+ )?cheap\b/gi, 'cheapfeeling')
    // Folding things "collapse" on purpose ("collapses with one hand", "collapses flat"): a fold, not a failure.
    .replace(/\bcollaps(?:es|ed|e|ing)(?= (?:with one hand|one[- ]handed|flat|down|in (?:a|one|two|\d+) (?:second|move)))/gi, 'folds')
    // Up and running within minutes is a quick setup ("up and printing in ten minutes"), on whatever
    // it was set up for ("up and running on both laptops within minutes").
    .replace(/\bup and (?:running|printing|working|going|flying)(?: [\w-]+){0,4}? (?:in|within) (?:under |about |around )?(?:a|an|one|two|three|four|five|ten|fifteen|twenty|thirty|forty|\d+) (?:minutes?|mins?|hour)\b/gi, 'effortless')
    // A battery or a machine that "gave out" died; what was left "to spare" is a surplus.
    .replace(/\b(?:gave|gives|give|giving) out\b/gi, 'died')
    .replace(/\bto spare\b/gi, 'tospare')
    // A fault "only once" or "exactly once all year" is rare, so it reads as one ("jammed exactly once").
    .replace(/\b(?:only|just|exactly) once\b(?: (?:all|a|in a|this|last) (?:year|month|season))?/gi, 'rarely')
    // "with nothing worse than a few scratches", "no worse for wear": harm said to be slight is good news.
    .replace(/\b(?:nothing|no|little) worse than\b|\bno worse for (?:the )?wear\b|\b(?:none|nothing) the worse\b/gi, 'unscathed')
    // "nothing to write home about", "nothing special": faint.
    .replace(/\bnothing (?:to write home about|special|to shout about)\b/gi, 'unremarkable')
    // "time tracking", "sleep tracking" are features, not surveillance.
    .replace(/\b(time|sleep|step|fitness|gps|issue|bug|expense|habit|activity|workout|order|package|project)[- ]tracking\b/gi, '$1 trackingfeature');
}

/** The sentiment of a piece of text and the words that carried it. */
export interface SentimentReading {
  score: number;
  words: { word: string; score: number }[];
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
  // A compound the lexicon does not know is read by its parts ("better-built", "rock-bottom").
  const normalised = unnamed.replace(/\p{L}+(?:-\p{L}+)+/gu, (w) => (w.toLowerCase() in labels || w.toLowerCase() in polarity ? w : w.replace(/-/g, ' ')));
  const result = engine.analyze(ratingsAndTerms(normalised), { language: languageFor(polarity) });
  const words: { word: string; score: number }[] = [];
  let score = 0;
  // The library lists words last to first; reverse for reading order.
  for (const entry of [...result.calculation].reverse()) {
    for (const [word, value] of Object.entries(entry)) {
      if (ignore.has(word) || value === 0) continue;
      words.push({ word, score: value });
      score += value;
    }
  }
  return { score, words };
}

/** Words that say something is not there at all ("no phone support", "without a baking line"). */
const ABSENT = new Set(['no', 'without', 'zero']);
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
  for (let i = 0; i < tokens.length; i++) {
    if (!ABSENT.has(tokens[i])) continue;
    for (let j = i + 1; j <= i + 3 && j < tokens.length; j++) {
      const word = tokens[j];
      const tone = polarity[word] ?? labels[word] ?? 0;
      if (tone < 0 || NEGATION_BREAKS.has(word)) break;
      if (stems.has(stemWord(word)) && tone === 0) return ABSENCE_SCORE;
    }
  }
  return 0;
}
