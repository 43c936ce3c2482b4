import type { Category } from '@juxta/contracts';

/** The usual dimensions of each category, in the order they are offered. */
export const CATEGORY_DIMENSIONS: Readonly<Record<Category, readonly string[]>> = {
  software: ['Performance', 'Ease of use', 'Features', 'Ecosystem', 'Cost', 'Community & support'],
  'programming-languages': ['Performance', 'Learning curve', 'Ecosystem', 'Tooling', 'Safety', 'Concurrency'],
  databases: ['Performance', 'Scalability', 'Reliability', 'Features', 'Ease of use', 'Cost'],
  'cloud-services': ['Pricing', 'Performance', 'Service breadth', 'Reliability', 'Ease of use', 'Support'],
  'consumer-electronics': ['Price', 'Display', 'Battery life', 'Build quality', 'Performance', 'Ecosystem'],
  vehicles: ['Price', 'Performance', 'Efficiency', 'Comfort', 'Safety', 'Reliability'],
  services: ['Price', 'Features', 'Ease of use', 'Reliability', 'Support', 'Privacy'],
  places: ['Cost of living', 'Attractions', 'Transport', 'Safety', 'Food', 'Climate'],
  'food-and-drink': ['Taste', 'Price', 'Nutrition', 'Availability', 'Versatility'],
  other: ['Quality', 'Price', 'Ease of use', 'Reliability', 'Popularity'],
};

/** A dimension the engine knows words for. */
export interface KnownDimension {
  name: string;
  /** Dimensions with the same concept are one thing under different names (Cost, Price, Pricing). */
  concept: string;
  /** Other names a user may type for it. */
  aliases: readonly string[];
  /** A sentence its words show is about it (the reader's rules.spec.ts checks each). */
  example: string;
  /** Everyday words that rank documents about it in a search (documents say "fast" more than "performance"). */
  searchTerms?: readonly string[];
  /** Words and phrases that show a sentence is about the dimension (matched stemmed). */
  terms: readonly string[];
  /** Phrases that use its words in another sense and so never show it ("error handling", "dropped to 40 %"). */
  notTerms?: readonly string[];
  /** Patterns on the raw text that also show it ("$20", "€5/month"). */
  patterns?: readonly RegExp[];
  /**
   * Words whose sentiment belongs to this dimension only: "long" is praise for a battery and
   * says nothing about a price, "tiny" is blame for a catalogue. Scored like the general lexicon
   * (negation, intensifiers), on sentences about the dimension.
   */
  polarity?: Readonly<Record<string, number>>;
  /** A measured amount that orders items on this dimension ("$199", "forty hours"). */
  quantity?: Quantity;
  /**
   * Words of `terms` that name the dimension in one sense only, with the words that show that
   * sense: "corners" is a car's handling beside road or steering words, a lid's edge otherwise;
   * "drains" is a battery's beside power words, plumbing otherwise. Without a cue in the same
   * stretch of text the word is no evidence.
   */
  senses?: readonly WordSense[];
  /**
   * False for a dimension that names who or what a thing is used with (pets), added when a question
   * asks about it: its words ("my dog") run through sentences on every other aspect, so they never
   * take a sentence away from a dimension it also speaks about.
   */
  competes?: boolean;
}

/** A word that counts for a dimension only when the text around it shows the dimension's sense. */
export interface WordSense {
  words: readonly string[];
  cues: readonly string[];
  /** A sentence where a word of `words` counts, by a cue (the reader's rules.spec.ts checks it). */
  example: string;
}

/** Words that say a volume was used up (fuel burned, water a wash took), not held or produced. */
const CONSUMPTION_CUES = [
  'fuel', 'petrol', 'diesel', 'gas', 'gasoline', 'burn', 'burns', 'burned', 'burnt', 'consumption', 'consumes', 'consumed',
  'economy', 'mpg', 'use', 'uses', 'used', 'drank', 'drinks', 'thirsty', 'fill-up', 'refill', 'refills', 'km', 'miles',
];

/** Words that show "range" or "link" is a wireless link's reach, not a fuel range or a web link. */
const REACH_CUES = [
  'signal', 'wireless', 'radio', 'wifi', 'wi-fi', 'bluetooth', 'room', 'rooms', 'floor', 'floors', 'wall', 'walls',
  'garden', 'yard', 'kitchen', 'landing', 'upstairs', 'downstairs', 'house', 'metres', 'meters', 'feet', 'kept', 'lost', 'beeped',
];
/** Words that show the night is spoken of as a danger: streets and walking, crime, being seen on the road. */
const NIGHT_DANGER_CUES = [
  'safe', 'safer', 'safest', 'unsafe', 'safety', 'walk', 'walking', 'walked', 'street', 'streets', 'alone', 'crime', 'dodgy', 'sketchy',
  'police', 'neighbourhood', 'neighborhood', 'see', 'seen', 'visible', 'visibility', 'lit', 'reflective', 'led', 'lights', 'dangerous', 'danger',
];
/** Words that show a text speaks of a screen or an app's layout. */
const INTERFACE_CUES = [
  'app', 'apps', 'menu', 'menus', 'interface', 'ui', 'dashboard', 'screen', 'screens', 'layout', 'settings', 'design', 'page', 'pages',
  'inbox', 'sidebar', 'toolbar', 'editor', 'code', 'api', 'docs', 'documentation', 'workspace', 'board', 'boards',
];
/** Words that show "toasty" is warmth on the body (a person who was toasty, cold, a night), not toasted food. */
const WARMTH_CUES = ['i', 'we', 'me', 'us', 'he', 'she', 'kept', 'warm', 'warmth', 'cold', 'chilly', 'freezing', 'night', 'nights', 'sleeping', 'bed', 'feet', 'hands', 'toes', 'jacket', 'coat', 'bag', 'tent', 'wind', 'frost', 'snow'];
/** Words that show a body part is under strain: weight, holding, aching. */
const STRAIN_CUES = [
  'ache', 'aches', 'aching', 'ached', 'sore', 'strain', 'heavy', 'weight', 'weighs', 'light', 'balanced', 'balance', 'held', 'hold', 'holding',
  'overhead', 'arms', 'carry', 'carrying', 'strap', 'straps', 'tired', 'pain', 'hurt', 'hurts', 'rattled', 'jarred', 'numb', 'twinge', 'front-loaded',
];
/** Words that show "impact" is a blow a thing protects from, not an effect ("the impact on battery life"). */
const BLOW_CUES = ['test', 'tests', 'tested', 'rating', 'ratings', 'rated', 'stars', 'protection', 'protects', 'crash', 'hit', 'hits', 'liner', 'absorb', 'absorbs', 'side', 'helmet', 'seat'];
/**
 * "Drain" as a noun of plumbing, not a battery's drain: the drain with an article, or naming a
 * part ("a drain error", "the drain pump"); "drains the battery", "battery drain" stay.
 */
const PLUMBING_DRAIN = [
  'a drain', 'the drain', 'its drain', 'drain error', 'drain errors', 'drain fault', 'drain pump', 'drain hose', 'drain filter',
  'drain valve', 'drain plug', 'blocked drain',
];
/** Words that show "corners" is about a vehicle's handling, not a thing's edge. */
const HANDLING_CUES = [
  'road', 'roads', 'bend', 'bends', 'turn', 'turns', 'twisty', 'twisting', 'steering', 'handling', 'grip', 'grips',
  'car', 'suv', 'hatchback', 'bike', 'drive', 'drives', 'driving', 'ride', 'rides', 'speed', 'lean', 'body roll',
  'flat', 'flatter', 'eager', 'tight', 'sharp', 'planted', 'tyres', 'tires', 'track', 'motorway', 'mountain',
]

/** How to read one kind of amount from text, and which way is better. */
export interface Quantity {
  /** Unit words after the number, with the factor to a common unit ("days": 24 for hours). */
  units: Readonly<Record<string, number>>;
  /** Symbols before the number ("$199"). */
  prefixes?: readonly string[];
  /** Words that state an amount of nothing ("free"). */
  zero?: readonly string[];
  better: 'lower' | 'higher';
}

/** Price words: undercutting a rival is good news on price. */
const COST_WORDS: Readonly<Record<string, number>> = {
  // "It is free": the best a price can be (AFINN's "free" is a mild +1).
  free: 2, undercuts: 2, undercut: 2, undercutting: 2, predictable: 1, unpredictable: -2, surprised: -1, surprise: -1, hidden: -1,
};

const MONEY_AMOUNT: Quantity = {
  // Pence and cents ("45p a packet") are a hundredth of the currency.
  units: { usd: 1, eur: 1, gbp: 1, dollars: 1, dollar: 1, euros: 1, euro: 1, bucks: 1, quid: 1, p: 0.01, pence: 0.01, cents: 0.01, cent: 0.01 },
  prefixes: ['$', '€', '£'],
  zero: ['free', 'gratis', 'freeware'],
  better: 'lower',
};

/** Size words read as praise or blame where more is better (catalogues, communities, ecosystems). */
const MORE_IS_BETTER: Readonly<Record<string, number>> = {
  large: 1, larger: 2, largest: 2, huge: 2, vast: 2, massive: 2, enormous: 2, wide: 1, wider: 2, widest: 2,
  broad: 1, broader: 2, big: 1, bigger: 2, biggest: 2, thriving: 2, growing: 1, deep: 1, deeper: 2,
  tiny: -2, small: -1, smaller: -1, smallest: -2, narrow: -1, narrower: -1, sparse: -2, thin: -1, shrinking: -2,
  niche: -1, meagre: -2, meager: -2, handful: -1,
};

/** "thousands of plugins": for a catalogue (add-ons, features, services), a count that large is praise. */
const MANY_IS_BETTER: Readonly<Record<string, number>> = { hundreds: 1, thousands: 2, millions: 2, countless: 2, myriad: 2 };

/**
 * Money phrases that frame a verdict on something else ("a shame at these prices", "does more for
 * that money", "for what it's worth"): they do not make the sentence about the price.
 */
const MONEY_FRAMES = [
  'at these prices', 'for that money', 'for the extra money', "for what it's worth", 'for what its worth',
  "for what that's worth", 'for what that is worth', 'for what it is worth',
  // "a great deal more" is a degree, not a bargain.
  'a great deal', 'a good deal more', 'a good deal of',
  // "worth the trip", "worth the wait": worthwhile, not value for money.
  'worth the trip', 'worth the visit', 'worth the detour', 'worth the journey', 'worth the drive', 'worth the wait',
  'worth the effort', 'worth the climb', 'worth the queue',
];

const MONEY: readonly RegExp[] = [
  /[$€£¥]\s?\d/,
  /\b\d+(?:[.,]\d+)?\s?(?:usd|eur|gbp|dollars?|euros?|pounds?)\b/i,
  /\b\d{1,2}p\b|\b\d+\s?(?:pence|cents?)\b/i,
  /\bper (?:month|year|user|seat|hour)\b/i,
];

const COST_TERMS = [
  'cost', 'costs', 'price', 'prices', 'pricing', 'priced', 'cheap', 'cheaper', 'cheapest', 'expensive',
  'pricey', 'overpriced', 'inexpensive', 'affordable', 'afford', 'free', 'licence', 'license', 'licensing',
  'subscription', 'fee', 'fees', 'budget', 'paid', 'tier', 'money', 'dollar', 'value for money', 'bill',
  'billing', 'plan', 'plans', 'tco', 'total cost of ownership', 'pricier', 'priciest', 'costlier', 'spend',
  'spending', 'pay', 'paying', 'pays', 'worth', 'deal', 'discount', 'bargain',
  'refund', 'upfront', 'up front', 'subscriptions', 'paywall', 'in-app purchases', 'ads-supported',
  'egress', 'egress charges', 'egress fees', 'hidden charges', 'monthly charges', 'surcharge', 'hidden fees',
  'invoices',
];

// "Pick up" learns something only without an object of its own: "easy to pick up", "picked it up
// in a day"; with an indefinite one it acquires a thing ("picked up a gouge", "picks up a signal").
const PICKED_UP_SOMETHING = [
  'pick up a', 'picks up a', 'picked up a', 'picking up a', 'pick up an', 'picks up an', 'picked up an', 'picking up an',
  'picked up some', 'picks up some', 'picked up the odd',
  // "picked up my R5 in April", "picked up mine in the sale": bought, not learnt ("pick up the basics" is
  // learnt, and stems do not tell "picked" from "pick", so "the" stays).
  'picked up my', 'picked up mine', 'picked up our', 'picked up one',
];

/** Every dimension of the taxonomy, plus the words that show a sentence is about it. */
export const KNOWN_DIMENSIONS: readonly KnownDimension[] = [
  {
    name: 'Performance',
    example: 'The laptop is fast under heavy load.',
    concept: 'performance',
    searchTerms: ['fast', 'slow', 'speed', 'quick', 'responsive', 'latency', 'throughput'],
    aliases: ['speed', 'perf'],
    // Time to get something done ("opens in under a second", "takes minutes"), and a car's
    // handling (the noun only: "handles" is any verb, "error handling" is code).
    patterns: [
      // A job done in a stated time ("boiled in 4 minutes", "came to a rolling boil in 3 minutes").
      /\b(?:boil(?:s|ed)?|cooked|cooks|done|finished|finishes|heated|heats|dried|dries|crisped|toasted|brewed|brews|blended|crushed|charged)\s+(?:\w+\s+){0,2}?(?:in|within|under)\s+(?:about\s+|around\s+|just\s+|under\s+|barely\s+)?(?:a|one|half an?|\d+(?:\.\d+)?)\s*(?:minutes?|mins?|seconds?|secs?)\b/i,
      /\b(?:in|within|under)\s+(?:under\s+)?(?:a|one|half a|a few|\d+(?:\.\d+)?)\s*(?:ms|milliseconds?|seconds?|secs?)\b/i,
      /\btook\s+(?:almost\s+|nearly\s+|about\s+|over\s+|under\s+)?(?:a|one|half a|\d+(?:\.\d+)?)\s*(?:ms|milliseconds?|seconds?|secs?)\b/i,
      /\btakes?\s+(?:several\s+|a\s+few\s+|\d+\s+)?(?:seconds|minutes|hours)\s+to\s+(?:load|open|start|run|finish|compile|build)\b/i,
      /(?<!error |exception |data |cable |string )\bhandling\b/i,
      // Responsiveness, but not a support desk's "responses" (the stem is the same).
      /\b(?:un)?responsive(?:ness)?\b/i,
    ],
    senses: [{ words: ['corners', 'cornering', 'corner'], cues: HANDLING_CUES, example: 'The hatchback corners flat on twisty roads.' }],
    // How fast code builds is the toolchain's speed, not the program's.
    notTerms: [
      // Working together live is a feature, not speed.
      'real-time collaboration', 'real-time editing', 'real-time co-editing',
      'compile times', 'compile time', 'compilation times', 'build times', 'build time', 'fast builds', 'slow builds',
      'fast compiler', 'slow compiler', 'compiles quickly', 'compiles fast', 'compiles slowly',
      // Climbing into or out of something is getting in, not a machine on a hill.
      'climbed out', 'climb out', 'climbs out', 'climbing out', 'climbed in', 'climb in', 'climbs in', 'climbing in',
      'climbed into', 'climb into', 'climbs into', 'climbing into', 'climbed onto', 'climb onto', 'climbed aboard', 'climb aboard',
    ],
    terms: [
      'performance', 'perform', 'fast', 'faster', 'fastest', 'speed', 'speedy', 'quick', 'quicker',
      'slow', 'slower', 'slowest', 'sluggish', 'throughput', 'latency', 'benchmark', 'benchmarks',
      'snappy', 'lag', 'laggy', 'bottleneck', 'optimized', 'optimised',
      // What a program asks of the machine it runs on (a slow or old computer).
      'memory usage', 'memory use', 'ram usage', 'resource use', 'resource usage', 'resource-hungry', 'memory hog', 'memory-hungry',
      'overhead', 'requests per second', 'queries per second', 'per second', 'startup time', 'load time',
      'outperform', 'outperforms', 'underperform', 'acceleration', 'horsepower', 'top speed', 'torque',
      'processor', 'chip', 'cpu', 'gpu', 'real-time', 'speedup', 'heavy load', 'high load',
      'wheezes', 'wheezing', 'gutless', 'underpowered', 'nippy', 'zippy', 'instant', 'instantly', 'milliseconds', 'in a blink', 'in an instant', 'wait on', 'waiting on', 'spinner', 'sprint', 'sprints', 'accelerates',
      'overtaking', 'overtake', 'corners', 'cornering', 'km/h', 'mph', '0-60', '0-100',
      'writes per second', 'reads per second', 'autofocus', 'burst', 'hunts', 'keeps up',
      'to load', 'stutter', 'stutters', 'freezes up',
      'page loads', 'page load',
      // A bike or car on a hill: how it climbs is how strong it is.
      'climb', 'climbs', 'climbing', 'hill climbs',
      // A cleaning machine's job: suction, stains that come out or stay, a wash that is still wet.
      'suction', 'cleaning', 'cleans', 'cleaned', 'stains', 'stain', 'stain removal', 'residue', 'streaks', 'streaky',
      'spin', 'rpm', 'still wet',
      // What a cutting or cleaning job leaves: stripes and neat edges, or tufts and a ragged fringe.
      'stripes', 'tufts', 'ragged', 'patchy finish', 'missed patches', 'neat edges',
      // Work got through fast or slowly, whatever the work is.
      'crawls', 'crawl', 'crawling', 'churns through', 'zips through', 'flies through', 'breezes through', 'tears through',
      'cuts through', 'cut through', 'bit through', 'bites through', 'slowing down', 'slows down', 'slowed down',
      'stalling', 'kept stalling', 'bogs down', 'bogged down',
    ],
    polarity: { crawls: -2, crawl: -2, crawling: -2, churns: 1, zips: 2, breezes: 2, stalling: -2, bogs: -2, bogged: -2, hunts: -2, hunting: -2, wheezes: -2, wheezing: -2, breathless: -2, gutless: -2, underpowered: -2, nippy: 2, zippy: 2, lively: 1, punchy: 2, hard: 0, ragged: -2, tufts: -1, stripes: 1, streaky: -2, streaks: -1, residue: -1 },
  },
  {
    name: 'Ease of use',
    example: 'The app is easy to use.',
    concept: 'ease-of-use',
    searchTerms: ['easy', 'simple', 'intuitive', 'setup', 'beginner', 'friendly', 'complex'],
    aliases: ['usability', 'ease', 'ease-of-use', 'user experience', 'ux', 'simplicity'],
    // How reviewers praise or blame an interface, beyond the general lexicon.
    polarity: { tidy: 2, tidiest: 2, messy: -2, hides: -1, hidden: -1,
      buries: -2, buried: -2, cluttered: -2, clutter: -1, maze: -2, fiddly: -2, frictionless: 2, friction: -1, plain: 1,
      'one-click': 2, 'self-explanatory': 2, dated: -1, awkward: -2, hassle: -2, demanding: -1, forgiving: 1, friendlier: 2,
      // Having a learning curve at all is a cost to a user ("comes with a learning curve"); a gentle one cancels it.
      curve: -1,
    },
    terms: [
      'easy', 'easier', 'easiest', 'ease', 'simple', 'simpler', 'simplicity', 'intuitive', 'usability',
      'usable', 'user-friendly', 'beginner-friendly', 'beginner', 'beginners', 'setup', 'set up', 'install',
      'installation', 'configure', 'configuration', 'confusing', 'complicated', 'complex', 'complexity',
      'clunky', 'straightforward', 'cumbersome', 'onboarding', 'interface', 'learning curve', 'hassle',
      'convenient', 'inconvenient', 'get started', 'out of the box', 'painless', 'painful', 'tedious',
      'friction', 'frictionless', 'fiddly', 'menu', 'menus', 'buried', 'buries', 'cluttered', 'clutter', 'maze',
      'dashboard', 'picked up', 'pick up', 'picks up', 'training', 'familiar',
      'button', 'one-click', 'settings', 'sets up',
      'navigate', 'navigation', 'self-explanatory', 'hard to use', 'user interface', 'ui',
      'control panel', 'admin panel', 'tidy', 'tidiest', 'messy',
      'config', 'config file', 'config files', 'up and running', 'one command', 'single command',
      // What a newcomer meets first: the manual, the wizard, presets and tutorials.
      'manual', 'instructions', 'wizard', 'presets', 'hand-holding', 'nothing to configure',
      'demanding', 'forgiving', 'to live with', 'controls',
      // Putting a thing together and working it with one hand or one press.
      'assembly', 'assemble', 'assembled', 'put together', 'putting together', 'putting it together', 'instruction booklet',
      'with one hand', 'one press', 'single press', 'one button', 'two hands', 'both hands', 'two-handed',
      // Its controls, and whether they make sense.
      'dial', 'dials', 'knob', 'knobs', 'buttons', 'touch panel', 'touch controls', 'makes sense', 'make sense',
      // Keeping it clean: in the dishwasher or by hand.
      'dishwasher', 'dishwasher-safe', 'dishwasher safe', 'wash by hand', 'washed by hand', 'clean by hand', 'cleaned by hand',
      'hand wash', 'hand-wash', 'hand-washed', 'zip off', 'zips off', 'removable covers', 'machine washable', 'machine-washable',
      // Fitting a thing in place, and having to redo it.
      'fitting the', 'fitting it', 'to fit', 'refit', 'start again', 'started again', 'start over',
      // Getting going straight from the box, and a few taps in its app.
      'unbox', 'unboxing', 'a couple of taps', 'a few taps', 'one tap', 'two taps',
      // Working it only through an app; putting it on (a cream that rubs in or goes on thick).
      'through an app', 'via an app', 'rubs in', 'rub in', 'goes on',
    ],
    // "friendly" alone is said of people (staff, a friend); "picked up a scratch" acquires something, it learns nothing.
    // Tidy or messy is an interface's layout only beside words of one ("a tidy app", not "a tidy lawn").
    senses: [{ words: ['tidy', 'tidiest', 'messy'], cues: INTERFACE_CUES, example: 'The app keeps its menu tidy.' }],
    // ("looks as it did out of the box" is wear, not setting up.)
    notTerms: [...PICKED_UP_SOMETHING, 'did out of the box', 'did when new'],
    // "nice to use", "harder to use": a verdict on use itself.
    patterns: [/\bup and (?:running|printing|working|going|flying)\b/i, /\b(?:nice|nicer|nicest|pleasant|easy|easier|hard|harder|simple|simpler|painful|awkward|fiddly|confusing|intuitive)\s+to\s+(?:use|learn|set up|live with)\b/i],
  },
  {
    name: 'Features',
    example: 'The plan includes more features than I need.',
    concept: 'features',
    // "Depth" and a full "suite" are praise of a feature set, "bare-bones" blame.
    polarity: { ...MORE_IS_BETTER, ...MANY_IS_BETTER, depth: 1, suite: 1, bare: -1, 'bare-bones': -2, barebones: -2, minimal: -1, minimalist: -1 },
    searchTerms: ['feature', 'capable', 'built-in', 'support', 'functionality'],
    aliases: ['functionality', 'capabilities', 'feature set'],
    // ("free to download" is a price, not offline downloads.)
    notTerms: ['depth of field', 'bit depth', 'colour depth', 'color depth', 'in depth', 'in-depth', 'free to download', 'free download', 'to download and use'],
    // A full "suite" (the noun only: "suits teams" has the same stem).
    // …and "does a great deal more", "can do far more": what it is able to do.
    patterns: [/\bsuites?\b/i, /\b(?:does|do|can do|could do)\s+(?:a (?:great|good) deal|a lot|lots|much|far|way|so much)\s+more\b/i],
    terms: [
      'feature', 'features', 'functionality', 'capability', 'capabilities', 'built-in', 'builtin',
      // Not a bare "support(s)": it stems to the word of customer support and community support.
      'built-in support', 'native support', 'full-text', 'json', 'rich', 'lacks',
      'lacking', 'missing', 'limited', 'option', 'options', 'feature set', 'feature-rich', 'advanced',
      'comprehensive', 'toolkit', 'offers', 'provides', 'includes', 'depth',
      'automations', 'automation',
      'api',
      'bare-bones', 'barebones', 'full-featured', 'add-on',
      'built into',
      'minimal', 'minimalist', 'offline', 'downloads',
    ],
  },
  {
    name: 'Ecosystem',
    example: 'The ecosystem of plugins is huge.',
    concept: 'ecosystem',
    polarity: { ...MORE_IS_BETTER, ...MANY_IS_BETTER, integrates: 1 },
    searchTerms: ['libraries', 'plugins', 'extensions', 'integrations', 'packages', 'apps'],
    aliases: ['libraries', 'integrations', 'extensions', 'plugins', 'add-ons', 'addons'],
    terms: [
      'ecosystem', 'library', 'libraries', 'package', 'packages', 'plugin', 'plugins', 'extension',
      'extensions', 'integration', 'integrations', 'third-party', 'third party', 'framework',
      'frameworks', 'app store', 'apps', 'accessories', 'compatible', 'compatibility', 'npm', 'pypi',
      'crates', 'marketplace', 'add-ons', 'addons', 'interoperability', 'registry', 'syncs with', 'sync with',
      'connects to', 'works with', 'pairs with', 'store', 'lenses',
      'partners', 'drivers',
      'integrates', 'integrates with', 'smart-home', 'smart home',
    ],
  },
  { name: 'Cost', example: 'The licence costs $40 a year.', concept: 'cost', notTerms: MONEY_FRAMES, searchTerms: ['price', 'cheap', 'expensive', 'free', 'affordable', 'license', 'subscription'], aliases: ['costs', 'price', 'pricing', 'prices', 'value'], terms: COST_TERMS, patterns: MONEY, quantity: MONEY_AMOUNT, polarity: COST_WORDS },
  { name: 'Price', example: 'It sells for $199.', concept: 'cost', notTerms: MONEY_FRAMES, searchTerms: ['cost', 'cheap', 'expensive', 'affordable', 'value', 'subscription'], aliases: ['cost', 'costs', 'pricing', 'prices', 'value', 'value for money', 'bang for the buck'], terms: COST_TERMS, patterns: MONEY, quantity: MONEY_AMOUNT, polarity: COST_WORDS },
  { name: 'Pricing', example: 'Pricing starts at $5 a month.', concept: 'cost', notTerms: MONEY_FRAMES, searchTerms: ['price', 'cost', 'cheap', 'expensive', 'bill', 'free', 'affordable'], aliases: ['cost', 'costs', 'price', 'prices'], terms: COST_TERMS, patterns: MONEY, quantity: MONEY_AMOUNT, polarity: COST_WORDS },
  {
    name: 'Community & support',
    example: 'The community forum answers questions quickly.',
    concept: 'community',
    searchTerms: ['community', 'support', 'documentation', 'forums', 'help'],
    aliases: ['community', 'community and support', 'community support'],
    polarity: { ...MORE_IS_BETTER, answered: 1, replied: 1, responded: 1, resolved: 2, unanswered: -2, ignored: -2, waited: -1 },
    terms: [
      'community', 'communities', 'forum', 'forums', 'support', 'help', 'stack overflow', 'contributors',
      'maintainers', 'maintained', 'documentation', 'docs', 'tutorials', 'tutorial', 'commercial support',
      'vendor', 'backing', 'meetups', 'discord', 'mailing list', 'answers', 'active', 'support desk', 'helpdesk',
      'answered', 'replied', 'replies', 'reply', 'customer success', 'phone support', 'live chat', 'email support',
      'ticket', 'tickets', 'response time',
    ],
  },
  {
    name: 'Learning curve',
    example: 'The learning curve is gentle.',
    concept: 'learning-curve',
    searchTerms: ['learn', 'beginner', 'easy', 'difficult', 'syntax', 'readable'],
    aliases: ['learnability', 'ease of learning'],
    terms: [
      'learn', 'learning', 'learning curve', 'curve', 'beginner', 'beginners', 'newcomer', 'newcomers',
      'steep', 'gentle', 'easy to learn', 'hard to learn', 'difficult', 'intuitive', 'syntax', 'readable',
      'readability', 'concepts', 'master', 'tutorial', 'tutorials', 'approachable', 'boilerplate', 'absorb',
      'pick up', 'picked up', 'picks up', 'training', 'onboarding', 'ramp up',
      'juniors', 'junior', 'grasp', 'intuitive',
      'error messages', 'cryptic', 'docs', 'documentation',
    ],
    notTerms: PICKED_UP_SOMETHING,
  },
  {
    name: 'Tooling',
    example: 'The tooling includes a fine debugger.',
    concept: 'tooling',
    searchTerms: ['tools', 'compiler', 'debugger', 'ide', 'build', 'formatter', 'linter'],
    aliases: ['tools', 'developer tools', 'dev tools'],
    terms: [
      'tooling', 'tool', 'tools', 'ide', 'ides', 'editor', 'debugger', 'debugging', 'compiler',
      'build system', 'build tool', 'package manager', 'cargo', 'pip', 'maven', 'gradle', 'linter',
      'formatter', 'language server', 'autocomplete', 'profiler', 'test runner', 'testing',
      'error messages', 'refactoring', 'lsp', 'toolchain', 'build times', 'repl', 'compile times', 'compile time',
      'compilation', 'compiles', 'fast builds', 'slow builds', 'builds',
    ],
  },
  {
    name: 'Safety',
    example: 'The helmet passed every safety test.',
    concept: 'safety',
    searchTerms: ['safe', 'memory', 'type', 'bugs', 'errors', 'security', 'null'],
    aliases: ['security', 'memory safety', 'type safety'],
    terms: [
      'safety', 'safe', 'safer', 'unsafe', 'memory safety', 'type safety', 'null', 'segfault',
      'segfaults', 'overflow', 'undefined behavior', 'undefined behaviour', 'borrow checker',
      'type system', 'vulnerability', 'vulnerabilities', 'security', 'secure', 'insecure', 'crime',
      'dangerous', 'danger', 'theft', 'violent', 'violence', 'crash test', 'airbag', 'airbags', 'ncap',
      'iihs', 'collision', 'braking', 'driver assistance', 'pickpocket', 'pickpockets',
      'nulls', 'unchecked', 'data races',
      'crash tests', 'crash-test', 'blind-spot', 'lane-keeping', 'airbags',
      'unsafe', 'safely', 'robbery', 'robberies', 'muggings', 'scams', 'scam', 'petty crime',
      'after dark', 'at night', 'sketchy', 'dodgy', 'snatched', 'stolen', 'mugged', 'robbed', 'police',
      // What protects in a blow: impact tests and ratings.
      'impact', 'impacts', 'side-impact', 'impact protection', 'crash-tested', 'safety rating', 'safety ratings',
      // A crash a vehicle or a seat goes through (not a program's crash).
      'frontal crash', 'side crash', 'rear crash', 'head-on', 'in a crash', 'crash protection',
    ],
    senses: [
      { words: ['impact', 'impacts'], cues: BLOW_CUES, example: 'The helmet scored well in impact tests.' },
      // Night is a danger of streets, or of being seen on a road; "a grey blob after dark" is a screen's.
      { words: ['after dark', 'at night'], cues: NIGHT_DANGER_CUES, example: 'The streets feel safe after dark.' },
    ],
    polarity: { sketchy: -2, dodgy: -2, snatched: -2, stolen: -2, mugged: -2, robbed: -2, unsafe: -2, safe: 2, safer: 2 },
  },
  {
    name: 'Concurrency',
    example: 'Its concurrency model makes threads cheap.',
    concept: 'concurrency',
    searchTerms: ['concurrent', 'threads', 'async', 'parallel', 'goroutines', 'multithreading'],
    aliases: ['parallelism', 'multithreading', 'async'],
    terms: [
      'concurrency', 'concurrent', 'parallel', 'parallelism', 'thread', 'threads', 'threading',
      'multithreading', 'multithreaded', 'async', 'await', 'asynchronous', 'goroutine', 'goroutines',
      'coroutine', 'coroutines', 'actor', 'actors', 'gil', 'multicore', 'multi-core', 'race condition',
      'data race', 'data races', 'channels', 'green threads', 'event loop', 'tasks',
      'cores', 'workers', 'lock-free', 'mutex', 'locks', 'deadlock', 'deadlocks',
    ],
  },
  {
    name: 'Scalability',
    example: 'The database scales to millions of rows.',
    concept: 'scalability',
    searchTerms: ['scale', 'scaling', 'cluster', 'sharding', 'replication', 'horizontal'],
    aliases: ['scaling', 'scale'],
    terms: [
      'scale', 'scales', 'scaling', 'scalable', 'scalability', 'sharding', 'shard', 'shards', 'horizontal',
      'horizontally', 'vertical', 'vertically', 'cluster', 'clusters', 'clustering', 'partitioning',
      'replica', 'replicas', 'replication', 'distributed', 'nodes', 'terabytes', 'petabytes',
      'millions of', 'large datasets', 'large data', 'growth', 'concurrent users', 'high traffic',
      'rebalances', 'rebalancing', 'scale-out', 'scale out',
      'multi-node', 'multiple machines',
    ],
  },
  {
    name: 'Reliability',
    example: 'The router has been reliable for a year.',
    concept: 'reliability',
    searchTerms: ['reliable', 'stable', 'durable', 'crash', 'uptime', 'outage', 'dependable'],
    aliases: ['stability', 'dependability', 'durability', 'uptime'],
    polarity: { down: -1, fault: -2, faults: -2, faulty: -2, dropped: -2, drops: -2, unreachable: -2, incidents: -1, incident: -1, paged: -1, disconnects: -2, disconnected: -2,
      punctual: 2, late: -2, delayed: -2, delays: -2, cancelled: -2, canceled: -2, stalled: -2, stalls: -2, buffering: -2, buffered: -2,
      malfunction: -2, malfunctioned: -2, faultless: 2, hiccup: -1, hiccups: -1, leaking: -2, leaked: -2,
      jam: -2, jams: -2, jammed: -2, jamming: -2, chews: -2, chewed: -2, stopped: -2 },
    // Connections that drop ("dropped our connection twice") are a reliability fault whatever words sit between.
    patterns: [
      // Paged as on call, not a "page" (same stem).
      /\bpaged\b/i,/\b(?:drop(?:s|ped)?|lost|loses)\s+(?:\w+\s+)?(?:connections?|signal|link)\b/i, /\bconnection\s+(?:drops|dropped|dropping)\b/i,
      // A part that stops doing its one job ("the pump stopped priming"), a stop mid-job, an error shown;
      // people stopping doing something are no fault ("I stopped using it").
      /\bstopped\s+(?!using|buying|wearing|eating|taking|going|worrying|caring|reading|listening|playing|paying|trying|bothering|noticing|thinking|looking|talking|drinking|cooking|riding|driving|carrying|checking|asking)\w+ing\b/i,
      /\b(?:stopped|stops|stop|died|froze|halted)\s+mid-?\s?\w+/i,
      /\b(?:flashed|flashes|showed|shows|threw|throws|displayed|with)\s+(?:an?|the)\s+(?:\w+\s+)?(?:error|fault)\b/i,
      // Never failing to do its job: "has not missed a single wash", "first time, every time".
      /\b(?:never|not|hasn't|haven't|didn't)\s+(?:once\s+)?missed\s+a\s+(?:single\s+)?\w+/i],
    // A crash a vehicle or a seat goes through is safety's.
    notTerms: ['frontal crash', 'side crash', 'rear crash', 'in a crash', 'crash protection', 'down to'],
    terms: [
      'reliable', 'reliability', 'unreliable', 'stable', 'stability', 'unstable', 'crash', 'crashes',
      'crashed', 'crashing', 'freeze', 'freezes', 'froze', 'frozen', 'uptime', 'downtime', 'outage', 'outages', 'durable', 'durability', 'acid',
      'corruption', 'corrupt', 'data loss', 'failover', 'recovery', 'backup', 'backups', 'robust',
      'bug', 'bugs', 'buggy', 'breakdown', 'breakdowns', 'recall', 'recalls', 'warranty', 'dependable',
      'mature', 'battle-tested', 'proven', 'rock-solid', 'fault tolerant', 'fault-tolerant', 'resilient', 'sla',
      'corrupted', 'lost data', 'incident', 'incidents', 'on-call',
      'dropped connections', 'disconnects', 'disconnected', 'unreachable', 'broken down',
      'breaks down', 'broke down', 'recalls', 'glitch', 'glitches', 'restart', 'restarted', 'reboot', 'failures',
      'failed', 'fails', 'snapshots', 'restoring',
      'flaky',
      'fault', 'faults', 'faulty', 'warning light', 'warning lights', 'at the dealer',
      'went down', 'goes down', 'go down', 'was down', 'were down', 'is down',
      // Services that run late or stop mid-way (flights, streams, e-bikes): punctuality and stalls are reliability.
      'punctuality', 'punctual', 'on time', 'late', 'delayed', 'delays', 'cancelled', 'canceled',
      'stalled', 'stalls', 'buffering', 'buffered', 'error code', 'error codes', 'malfunction', 'malfunctioned',
      'faultless', 'hiccup', 'hiccups', 'cut out', 'cuts out', 'let us down', 'let me down', 'lets you down',
      'power-cycled', 'power cycle', 'never skipped a beat', 'without a single fault', 'broke down', 'leaking', 'leaked',
      // A machine that jams or stops doing its job, whatever the job is.
      'jam', 'jams', 'jammed', 'jamming', 'chews up', 'chewed up', 'stopped working', 'stopped moving', 'stopped responding',
      'stopped turning', 'stopped spinning', 'stopped charging', 'missed a beat', 'never missed a beat',
      'first time every time', 'every single time', 'first time, every time',
    ],
  },
  {
    name: 'Service breadth',
    example: 'The provider offers a wide range of services.',
    concept: 'service-breadth',
    polarity: { ...MORE_IS_BETTER, ...MANY_IS_BETTER },
    searchTerms: ['services', 'range', 'catalog', 'offerings', 'products', 'breadth'],
    aliases: ['breadth', 'services', 'catalog', 'catalogue', 'offerings'],
    // How many regions a cloud runs is breadth; a "regional outage" is not (the stem would be the same).
    patterns: [
      // Products, not "production" (same stem).
      /\bproducts\b/i,/\bregions\b/i],
    terms: [
      'service', 'services', 'catalog', 'catalogue', 'offering', 'offerings', 'breadth', 'portfolio',
      'coverage', 'variety', 'selection', 'range of',
      'managed services',
    ],
  },
  {
    name: 'Support',
    example: 'Customer support answered my ticket within an hour.',
    concept: 'support',
    searchTerms: ['support', 'help', 'documentation', 'customer', 'service'],
    aliases: ['customer support', 'customer service', 'help'],
    // Answers are good news and waiting bad news about support, before any sentiment word.
    polarity: { answered: 1, replied: 1, responded: 1, resolved: 2, wait: -1, waited: -1, waiting: -1, unanswered: -2, ignored: -2,
      courteous: 1, distant: -1, canned: -1, hold: -1, rebooked: 1, stretched: -1 },
    terms: [
      'support', 'customer support', 'customer service', 'help', 'helpdesk', 'help desk', 'response time',
      'ticket', 'tickets', 'agent', 'agents', 'live chat', 'documentation', 'docs', 'enterprise support',
      'sla', 'responsive', 'unresponsive', 'answered', 'replied', 'replies', 'reply',
      'wait', 'waited', 'technical support', 'support plans', 'support plan', 'customer success',
      'escalation', 'support team',
      'support engineers', 'email support', 'phone support', 'chat support', 'by email', 'via email', 'by phone',
      // The people who serve a customer in person or on the phone (hotels, airlines, shops).
      'staff', 'front desk', 'reception', 'receptionist', 'concierge', 'call centre', 'call center', 'helpline', 'hotline',
      'on hold', 'customer care', 'rebooked', 'rebook', 'canned reply', 'check in', 'check-in',
    ],
  },
  {
    name: 'Display',
    example: 'The display is bright and sharp.',
    concept: 'display',
    polarity: { dim: -2, dull: -1, sharp: 2, sharper: 2, crisp: 2, vivid: 2, washed: -1, grainy: -2, pixelated: -2, bright: 1, brighter: 2, brightest: 2, dimmer: -2 },
    searchTerms: ['screen', 'brightness', 'resolution', 'oled', 'panel'],
    aliases: ['screen'],
    terms: [
      'display', 'displays', 'screen', 'screens', 'oled', 'lcd', 'amoled', 'resolution', 'brightness',
      'bright', 'nits', 'refresh rate', 'hz', 'pixel density', 'ppi', 'e-ink', 'glare', 'colour',
      'colours', 'color', 'colors', 'contrast', 'hdr', 'bezel', 'bezels', 'panel', 'face', 'readable',
      'hard to read', 'in sunlight', 'direct sunlight', 'outdoors',
      'front light', 'frontlight', 'backlight', 'fonts', 'text', 'sharp', 'sharpest', 'crisper', 'crisp',
      'viewfinder', 'always-on display', 'lcd', 'dim', 'touchscreen',
    ],
  },
  {
    name: 'Battery life',
    example: 'The battery lasts two days.',
    concept: 'battery-life',
    searchTerms: ['battery', 'charge', 'hours', 'charging', 'endurance'],
    aliases: ['battery', 'battery-life'],
    notTerms: [
      ...PLUMBING_DRAIN,
      'in charge', 'free of charge', 'charge extra', 'charges extra', 'no charge', 'charge for', 'charges for', 'hidden charges',
    ],
    patterns: [
      // A battery that went flat ("was flat by 3 a.m.", "ran flat"); "folds flat" is no battery.
      // (Another device's flat battery is not the item's: "when your phone is flat".)
      /(?<!(?:phone|laptop|tablet|watch|car|camera|torch)\s)\b(?:was|were|is|went|goes|go|ran|runs|run|gone|going)\s+(?:completely\s+|totally\s+|almost\s+)?flat\b/i,
      // The verb only: "lasts a week" is battery life, "last year" and "the last update" are not (they stem alike).
      /\blast(?:s|ed|ing)\b/i,
      /\blast\s+(?:for\s+)?(?:about\s+|around\s+|nearly\s+|over\s+|a\s+full\s+)?(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+(?:hours?|days?|weeks?)\b/i,
      // A number of charges is a battery's ("the case holds four extra charges"), a fee is not counted so.
      /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:extra\s+|full\s+|more\s+)?(?:re)?charges\b/i,
      // Charging, but not "charges $449" or "charges a fee" (the stem is the same).
      /\b(?:re)?charg(?:e|ed|ing|er|ers)\b/i,
      // A runtime given as use ("three days of light use", "20 hours of playback").
      /\b(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|a few|several)\s+(?:full\s+)?(?:hours?|days?|weeks?)\s+of\s+(?:\w+\s+)?(?:use|usage|playback|listening|reading|streaming|video)\b/i,
    ],
    terms: [
      'battery', 'batteries', 'battery life', 'mah', 'endurance', 'charges in', 'charges fully', 'charges quickly',
      'drain', 'drains', 'recharge', 'screen-on time', 'all-day', 'all day',
      'runtime', 'run time', 'playback', 'recharging', 'top up', 'topped up', 'plug', 'plugged in',
      'outlet', 'power bank', 'hours of use', 'hours of playback', 'on a charge', 'per charge', 'standby', 'juice',
      'runs for', 'between charges', 'single charge', 'on one charge', 'tops up',
      'top-up', 'spare batteries', 'shots per charge',
      // A cordless tool's or a drone's battery is its pack ("on one pack", "the second pack").
      'one pack', 'per pack', 'spare pack', 'second pack', 'battery pack',
      // A power store's gauge and what refills it.
      'last bar', 'one bar', 'bars left', 'solar panel', 'solar', 'wall socket', 'refills in',
    ],
    // Minutes for what runs for less than an hour on a charge or a pack (a drone, a cordless tool).
    quantity: { units: { minutes: 1 / 60, mins: 1 / 60, hours: 1, hour: 1, hrs: 1, hr: 1, h: 1, days: 24, day: 24 }, better: 'higher' },
    polarity: {
      long: 1, longer: 2, longest: 2, lasts: 1, lasting: 1, outlasts: 2, outlast: 2, endless: 2, short: -1,
      shorter: -2, shortest: -2, drains: -2, drain: -2, dies: -2, died: -2, dying: -2, 'all-day': 2,
      // "needs charging nightly" is a complaint; "you won't need the charger" (negated) is praise.
      needs: -1, need: -1,
    },
  },
  {
    name: 'Build quality',
    example: 'The build quality feels solid.',
    concept: 'build-quality',
    searchTerms: ['build', 'materials', 'sturdy', 'durable', 'premium', 'construction'],
    aliases: ['build', 'design', 'durability'],
    terms: [
      'build', 'build quality', 'built', 'material', 'materials', 'aluminium', 'aluminum', 'plastic',
      'glass', 'sturdy', 'flimsy', 'durable', 'premium', 'solid', 'construction', 'design', 'creaky', 'hinge',
      'waterproof', 'ip68', 'scratch', 'scratches', 'finish', 'well-made', 'cheap-feeling',
      // A structure that stands firm or moves under load.
      'steady', 'rock steady', 'rock-steady', 'wobble', 'wobbles', 'wobbly', 'wobbling', 'sway', 'sways', 'swaying',
      'tremble', 'trembles', 'rattle', 'rattles', 'rattly', 'loose', 'worked loose', 'came loose', 'flex', 'flexes',
      // A surface that does not hold: coating or paint that peels, flakes or chips.
      'coating', 'paint', 'peel', 'peels', 'peeled', 'peeling', 'flake', 'flakes', 'flaked', 'flaking', 'chipped',
    ],
    polarity: { steady: 2, sturdy: 2, solid: 1, flimsy: -2, wobble: -2, wobbles: -2, wobbly: -2, wobbling: -2, sway: -2, sways: -2, swaying: -2,
      tremble: -1, trembles: -1, rattle: -1, rattles: -1, rattly: -2, loose: -1, flexes: -1,
      peel: -2, peels: -2, peeled: -2, peeling: -2, flake: -2, flakes: -2, flaked: -2, flaking: -2, chipped: -2 },
  },
  {
    name: 'Durability',
    example: 'The boots held up after a year of hiking.',
    concept: 'durability',
    aliases: ['ruggedness', 'toughness', 'robustness', 'water resistance', 'longevity'],
    searchTerms: ['durable', 'rugged', 'waterproof', 'drop', 'crack', 'scratch', 'survived'],
    notTerms: [
      'dropped to', 'drops to', 'drop to', 'fell to', 'falls to', 'dropped by', 'drops by', 'price drop', 'drop-down',
      'dropdown', 'falls short', 'fell short', 'fall short', 'fall back', 'falls back', 'dropped support', 'drops support',
      'wear it', 'wear them', 'to wear', 'dropped our connection', 'dropped connections', 'drop in',
    ],
    terms: [
      'durable', 'durability', 'rugged', 'ruggedness', 'tough', 'toughness', 'sturdy', 'flimsy', 'fragile',
      'water', 'waterproof', 'water-resistant', 'water resistance', 'splash', 'splashes', 'rain', 'rainy',
      'downpour', 'shower', 'pool', 'dunk', 'submerged', 'submersion', 'dust', 'dustproof', 'sand', 'ip67', 'ip68',
      'ipx4', 'ipx5', 'ipx7', 'drop', 'drops', 'dropped', 'fall', 'falls', 'fell', 'tumble', 'knock', 'knocks',
      'crack', 'cracked', 'cracks', 'shatter', 'shattered', 'scratch', 'scratches', 'scratched', 'dent', 'dents',
      // A store's durability is its data's: what survives a crash ("a crash can lose the most recent writes").
      'data loss', 'lose data', 'loses data', 'lost data', 'persistence', 'durable writes', 'lose writes', 'most recent writes', 'acid transactions', 'write-ahead log',
      'dented', 'hinge', 'hinges', 'signs of wear', 'wears out', 'wear out', 'worn out', 'worn', 'wear and tear', 'broke', 'broken', 'break', 'breaks',
      'snapped', 'survive', 'survived', 'survives', 'withstand', 'withstood', 'held up', 'holds up', 'fell apart',
      'falls apart', 'peeling', 'peeled', 'lifespan', 'longevity', 'repair', 'repairs', 'repairable', 'abuse',
      'bent', 'bend', 'bends', 'tore', 'torn', 'tear', 'tears', 'scuff', 'scuffs', 'scuffed', 'flake', 'flaking',
      'sealing', 'weather sealing', 'weather-sealed', 'sealed', 'ipx8', 'ip54', 'ip65', 'came loose',
      'come loose', 'loose', 'swimming', 'swim', 'splashproof', 'shockproof', 'rust', 'corrosion',
      'creaks', 'creak', 'creaky',
      'worn smooth', 'nearly new', 'like new', 'good as new', 'gone flat', 'outsole',
      'dip', 'dips', 'age', 'ages', 'aged', 'day one',
      // A part that gave way, said through what happened to it.
      'came off', 'come off', 'comes off', 'fell off', 'falls off', 'snapped off', 'broke off', 'ripped',
      'snagged', 'snag', 'snags', 'leaking', 'leaked', 'leak', 'leaks', 'frayed', 'fraying', 'worked loose',
      // A coat of something on a surface or skin: it stays put through water, or washes off.
      'stayed put', 'stays put', 'stay put', 'washed off', 'washes off', 'wash off', 'rubbed off', 'wore off', 'wears off', 'the sea',
    ],
    polarity: {
      durable: 2, rugged: 2, tough: 2, sturdy: 2, survived: 2, survives: 2, survive: 2, withstand: 2,
      withstood: 2, shrugged: 1, waterproof: 2, gouge: -2, gouged: -2, gouges: -2, snagged: -1, ripped: -2, leaking: -2, fraying: -2, resistant: 1, cracked: -2, cracks: -2, crack: -2,
      shattered: -3, shatter: -2, broke: -2, broken: -2, breaks: -2, snapped: -2, died: -2, dies: -2,
      peeling: -2, peeled: -2, scratched: -1, scratches: -1, dented: -1, fragile: -2, flimsy: -2, wobbly: -1,
      loose: -1, loosening: -2, loosened: -2, wobbles: -1, leaked: -2, rusted: -2, corroded: -2, frayed: -2,
      tore: -2, torn: -2, bent: -2, scuffs: -1, scuffed: -1, flake: -1, flaking: -1, creaks: -1, crept: -1,
      abuse: 0, tight: 1, mark: 0, fuss: 0, sealing: 1, sealed: 1, dip: -2, dips: -2, sag: -2, sags: -2, droop: -2, droops: -2,
    },
  },
  {
    name: 'Portability',
    example: 'It is light enough to carry in a backpack.',
    concept: 'portability',
    aliases: ['weight', 'size', 'size and weight', 'size & weight', 'form factor'],
    searchTerms: ['weight', 'light', 'heavy', 'compact', 'pocket', 'carry'],
    // Light as in little use or as in lamps is no light weight.
    notTerms: [
      'light use', 'light usage', 'light users', 'light gaming', 'light work', 'light workloads', 'light mode', 'warm light',
      'front light', 'blue light', 'light bleed', 'light sensor', 'low light', 'in light of', 'light leak', 'light leaks',
    ],
    terms: [
      'portability', 'portable', 'weight', 'weighs', 'weighed', 'weighing', 'light', 'lighter', 'lightest',
      'lightweight', 'heavy', 'heavier', 'heaviest', 'bulky', 'bulk', 'compact', 'pocket', 'pocketable', 'carry',
      'carrying', 'backpack', 'bag', 'slim', 'thin', 'thick', 'chunky', 'footprint', 'grams', 'kg', 'kilograms',
      'pounds', 'lbs', 'ounces', 'oz', 'travel', 'commute', 'one-handed',
      'pocket-sized', 'fits in', 'size', 'folds', 'foldable', 'folding',
    ],
    quantity: {
      units: { g: 1, grams: 1, gram: 1, kg: 1000, kilograms: 1000, kilogram: 1000, lb: 453.6, lbs: 453.6, pounds: 453.6, pound: 453.6, oz: 28.35, ounces: 28.35, ounce: 28.35 },
      better: 'lower',
    },
    polarity: {
      light: 2, lighter: 2, lightest: 2, lightweight: 2, heavy: -2, heavier: -2, heaviest: -2, bulky: -2,
      chunky: -1, compact: 2, pocketable: 2, slim: 1, thin: 1, thick: -1, portable: 2, hefty: -2, unwieldy: -2,
      // "went everywhere in a jacket pocket": taken anywhere.
      everywhere: 2,
    },
  },
  {
    // Phones, webcams, cameras, dashcams, doorbells: how the picture looks, in good light and bad.
    name: 'Camera',
    example: 'The camera stays sharp in low light.',
    concept: 'camera',
    aliases: ['cameras', 'image quality', 'picture quality', 'video quality', 'photo quality', 'photos', 'low light', 'low-light'],
    searchTerms: ['camera', 'photos', 'video', 'low light', 'image', 'picture'],
    terms: [
      'camera', 'cameras', 'photo', 'photos', 'photographs', 'picture', 'pictures', 'image', 'images', 'video', 'videos',
      'footage', 'lens', 'lenses', 'low light', 'low-light', 'dim room', 'gloomy', 'grainy', 'exposure', 'autofocus',
      'megapixel', 'megapixels', 'white balance', 'selfie', 'selfies', 'portrait', 'portraits', 'blurry', 'blurred',
      'washed out', 'field of view', 'faces', 'skin tones', 'skin tone',
    ],
    polarity: {
      sharp: 2, sharper: 2, sharpest: 2, crisp: 2, grainy: -2, grainier: -2, blurry: -2, blurred: -2, smeary: -2,
      muddy: -1, washed: -1, noisy: -1, noisier: -1, natural: 1, accurate: 1, vivid: 1, detailed: 2,
      // The light a picture is taken in, not a verdict on the camera ("sharp even in a gloomy office").
      gloomy: 0, dark: 0, dim: 0, dimly: 0,
    },
  },
  {
    name: 'Sound quality',
    example: 'The sound quality is rich and clear.',
    concept: 'sound-quality',
    aliases: ['sound', 'audio', 'audio quality'],
    searchTerms: ['sound', 'audio', 'bass', 'speaker', 'treble'],
    terms: [
      'sound', 'sounds', 'audio', 'bass',
      'treble', 'mids', 'highs', 'soundstage', 'speaker', 'speakers', 'driver', 'drivers', 'volume', 'loud',
      'louder', 'muddy', 'tinny', 'crisp', 'clarity', 'hiss', 'distortion', 'codec', 'equaliser', 'equalizer',
      'eq', 'microphone', 'mic', 'tuning', 'vocals', 'vocal', 'detail', 'detailed', 'acoustic', 'recording',
      'recordings', 'audiophiles', 'audiophile', 'best-sounding', 'sounding', 'listen', 'listening',
      'tonal', 'instruments', 'lossless', 'hi-res',
    ],
    polarity: {
      crisp: 2, tinny: -2, muddy: -2, rich: 1, richer: 2, punchy: 2, loud: 1, louder: 1, warm: 1, balanced: 2,
      detailed: 2, harsh: -2, boomy: -1, thin: -1, muffled: -2, distorted: -2, hiss: -1, hissy: -2, clear: 2,
      clearer: 2, warmer: 1, startling: 2, 'rolled off': -1, veiled: -2, sibilant: -2, shrill: -2,
    },
  },
  {
    name: 'Noise cancelling',
    example: 'The noise cancelling blocks out the train.',
    concept: 'noise-cancelling',
    aliases: ['noise cancellation', 'noise canceling', 'anc', 'active noise cancelling', 'noise isolation', 'isolation'],
    searchTerms: ['noise cancelling', 'anc', 'blocks noise', 'isolation', 'quiet', 'rumble'],
    terms: [
      'noise cancelling', 'noise canceling', 'noise cancellation', 'noise-cancelling', 'anc', 'cancelling', 'canceling',
      'cancellation', 'isolation', 'isolates', 'isolating', 'noise', 'noises', 'rumble', 'drone', 'hum', 'din',
      'shuts out', 'shut out', 'blocks out', 'block out', 'blocks', 'muffles', 'announcements', 'chatter',
      'engine noise', 'traffic noise', 'transparency mode', 'ambient', 'ambient sound', 'quiet', 'quieter',
      'silence', 'silent', 'heard', 'hear', 'leaks in', 'background noise', 'wind noise',
    ],
    polarity: { blocks: 1, shuts: 1, muffles: 1, silence: 1, adequate: 0, heard: -1, hear: -1, leaks: -1, kills: 1, bleed: -1, bleeds: -1 },
  },
  {
    name: 'Connectivity',
    example: 'Bluetooth pairing is quick and the connection never drops.',
    concept: 'connectivity',
    aliases: ['connections', 'ports', 'wireless'],
    searchTerms: ['wifi', 'bluetooth', 'ports', 'usb', '5g'],
    terms: [
      'connectivity', 'wifi', 'wi-fi', 'bluetooth', 'usb', 'usb-c', 'thunderbolt', 'hdmi', 'ports', 'port', 'headphone jack',
      '5g', '4g', 'lte', 'nfc', 'signal', 'reception', 'pairing', 'pairs', 'multipoint', 'ethernet', 'dongle', 'dongles',
      // How far a wireless link reaches.
      'out of range', 'in range', 'range', 'link', 'radio link', 'wireless',
    ],
    senses: [{ words: ['range', 'link'], cues: REACH_CUES, example: 'The signal kept its range two floors up.' }],
    polarity: { drops: -2, dropouts: -2, flaky: -2, stable: 2, seamless: 2, patchy: -2 },
  },
  {
    name: 'Storage',
    example: 'It comes with 256 GB of storage.',
    concept: 'storage',
    aliases: ['capacity', 'disk space', 'memory'],
    searchTerms: ['storage', 'gb', 'tb', 'microsd', 'capacity'],
    terms: ['storage', 'gb', 'tb', 'microsd', 'sd card', 'expandable', 'capacity', 'disk space', 'ssd', 'cloud storage'],
    quantity: { units: { gb: 1, tb: 1024, gigabytes: 1, terabytes: 1024 }, better: 'higher' },
    polarity: { expandable: 2, cramped: -2, roomy: 2, ample: 2, generous: 2, stingy: -2 },
  },
  {
    name: 'Keyboard',
    example: 'The keyboard has deep, crisp keys.',
    concept: 'keyboard',
    aliases: ['keyboard and trackpad', 'typing', 'input'],
    searchTerms: ['keyboard', 'keys', 'typing', 'trackpad'],
    // Not "keys" or "typing" alone: their stems are also primary keys, data types and static typing.
    terms: ['keyboard', 'keyboards', 'key travel', 'type on', 'trackpad', 'touchpad', 'backlit', 'keycaps', 'mushy', 'clicky'],
    polarity: { mushy: -2, shallow: -1, clicky: 1, springy: 2, cramped: -2, roomy: 2, precise: 2 },
  },
  {
    name: 'Efficiency',
    example: 'The heater is efficient to run.',
    concept: 'efficiency',
    searchTerms: ['efficient', 'fuel', 'economy', 'consumption', 'range', 'mpg'],
    aliases: ['fuel economy', 'economy', 'range'],
    notTerms: PLUMBING_DRAIN,
    // What a job used, stated as an amount: energy, fuel per distance, water per load.
    patterns: [/\b\d[\d.,]*\s?(?:kwh|wh|mpg|l\/100\s?km|litres?\/100\s?km)\b|\b\d[\d.,]*\s?(?:litres?|liters?|l)\s+(?:of\s+(?:water|fuel|petrol|diesel)|per|a|each)\b/i],
    terms: [
      'efficiency', 'efficient', 'inefficient', 'mpg', 'fuel', 'fuel economy', 'consumption', 'range',
      'kwh', 'mileage', 'economical', 'emissions', 'miles per gallon', 'thirsty', 'per charge', 'litres',
      'liters', 'litres per 100 km', 'per 100 km', 'kwh per 100 km', 'burns', 'burn', 'charging', 'running costs',
      'running cost', 'petrol', 'gasoline', 'diesel', 'fill-up', 'energy use', 'power consumption',
      'efficient', 'advertised range', 'miles of range',
      'between charges', 'drained', 'drains',
      // What a stove or heater burns from.
      'canister', 'canisters', 'gas cartridge', 'cartridges', 'refill', 'refills', 'tank', 'tankful',
    ],
    polarity: { drained: -2, drains: -2, thirsty: -2, frugal: 2 },
    // "a 60,000 km mileage warranty" is how far a tyre or a car goes in its life, not what it burns.
    senses: [
      { words: ['mileage'], cues: ['fuel', 'petrol', 'diesel', 'gas', 'gallon', 'gallons', 'mpg', 'litres', 'liters', 'economy', 'consumption', 'tank', 'tankful', 'charge'], example: 'The hatchback gets excellent fuel mileage.' },
      // A tank or a number of litres is what a thing burns or uses only when the sentence says so:
      // a dehumidifier's 2-litre tank is a capacity, "9 litres out of the air" the work it did.
      { words: ['tank', 'tankful', 'litres', 'liters'], cues: CONSUMPTION_CUES, example: 'The stove burned through a whole tank of gas in one weekend.' },
    ],
  },
  {
    name: 'Comfort',
    example: 'The seats are comfortable on long drives.',
    concept: 'comfort',
    searchTerms: ['comfortable', 'ride', 'seats', 'quiet', 'noise', 'cabin'],
    aliases: ['ride quality', 'ride'],
    senses: [
      { words: ['toasty'], cues: WARMTH_CUES, example: 'The sleeping bag kept me toasty all night.' },
      // Shoulders and wrists are comfort's when something weighs on them, not wherever they are ("red shoulders after a swim").
      { words: ['shoulders', 'wrists'], cues: STRAIN_CUES, example: 'The weight sat on my shoulders.' },
    ],
    // Fitting a seat or a part in place is setting it up, not how it fits a body; a cream that rubs in, or
    // someone who rubbed their face, is no chafing.
    notTerms: ['fitting the', 'fitting it', 'to fit the', 'fit the base', 'rubs in', 'rub in', 'rubbed in', 'rubbing in', 'rubbed her face', 'rubbed his face', 'rubbed my face', 'rubbed their face'],
    terms: [
      'comfort', 'comfortable', 'uncomfortable', 'seat', 'seats', 'ride', 'quiet', 'noise', 'noisy',
      'cabin', 'spacious', 'roomy', 'cramped', 'legroom', 'smooth', 'suspension', 'ergonomic', 'ergonomics',
      'comfy', 'comfiest', 'comfier', 'cushioned', 'cushion', 'cushions', 'padding', 'padded', 'earpads', 'ear pads',
      'clamp', 'clamping', 'clamping force', 'snug', 'fit', 'fits', 'pressure', 'sore', 'ache', 'aches',
      'hot ears', 'sweaty', 'potholes', 'firm', 'harsh', 'bumps', 'headroom',
      'soft', 'softer', 'hours of wear', 'wearing',
      'hushed', 'plush', 'aching', 'back pain', 'supportive',
      'ears', 'ear tips', 'eartips', 'wing tips', 'dug into', 'digs into', 'dig into',
      // What a body rests on or rubs against: beds, saddles, shoes.
      'mattress', 'bed', 'beds', 'pillow', 'pillows', 'saddle', 'blister', 'blisters', 'toe box', 'rubbed', 'chafe',
      'chafing', 'sagged', 'sagging', 'forgiving ride', 'punishing',
      'sleeps warm', 'sleeps hot', 'runs hot', 'stayed cool', 'stays cool', 'sleep cool', 'stiff neck', 'sore back', 'sink', 'hug', 'hugs',
      // What a body feels: pain, numbness, cold and warmth.
      'hurt', 'hurts', 'twinge', 'numb', 'toasty', 'cosy', 'cozy', 'shivering', 'stamping his feet', 'stamping my feet',
      // A thing held or worn: its balance and what it does to shoulders and wrists.
      'balanced', 'well balanced', 'well-balanced', 'front-loaded', 'front-heavy', 'top-heavy', 'shoulders', 'wrists',
      // Air on the skin: vents and sweat ("twenty vents", "my forehead was dripping").
      'vents', 'ventilated', 'ventilation', 'airflow', 'airy', 'breathable', 'dripping', 'pinches', 'pinch', 'sore spot',
      // What a seat or a bed does to whoever it holds: they nod off cradled, or slump and get marked by straps.
      'greasy', 'sticky', 'stung', 'stings', 'itchy', 'irritation', 'irritated',
      'nodded off', 'nods off', 'fell asleep', 'falls asleep', 'dozed off', 'cradled', 'cradles', 'slumping', 'slumped', 'slumps', 'red marks',
    ],
    polarity: { hushed: 2, plush: 2, aching: -2, supportive: 2, bumpy: -2, jarring: -2,
      comfy: 2, comfiest: 3, comfier: 2, snug: 1, soft: 1, softer: 2, firm: -1, harsh: -2, sore: -2, ache: -2,
      aches: -2, dug: -2, digs: -2, forgot: 1, cramped: -2, complained: -2, crashes: -1, soaks: 1, pinch: -2, pinches: -2, sweaty: -1, low: -1,
      blister: -2, blisters: -2, rubbed: -2, chafing: -2, sagged: -2, sagging: -2, forgiving: 2, punishing: -2, superb: 2,
      sweating: -2, sweat: -1, stiff: -1, dripping: -2, airy: 2, ventilated: 2, breathable: 2, stuffy: -2, greasy: -2, sticky: -1, stung: -2, stings: -2, itchy: -2, cradled: 2, cradles: 2, slumping: -2, slumped: -2, slumps: -2, hug: 1, hugs: 1, hotter: -1, cooler: 1, twinge: -1, numb: -2, toasty: 2, balanced: 2, burning: -2, cosy: 2, cozy: 2, shivering: -2, stamping: -1,
    },
  },
  {
    name: 'Privacy',
    example: 'The browser protects your privacy.',
    concept: 'privacy',
    searchTerms: ['private', 'tracking', 'data', 'encryption', 'ads'],
    aliases: ['data protection'],
    terms: [
      'privacy', 'private', 'tracking', 'tracker', 'trackers', 'data collection', 'collects', 'encryption',
      'encrypted', 'end-to-end', 'gdpr', 'ads', 'advertising', 'telemetry', 'anonymous', 'logs', 'no-logs',
      'surveillance', 'third parties', 'sells data', 'personal data', 'audit', 'audits', 'audited', 'unaudited',
      'connection logs', 'shared', 'sharing',
      'data retention', 'jurisdiction', 'leak', 'leaks', 'dns leaks',
      // What a listening device keeps of its owner.
      'recordings', 'voice recordings', 'microphone', 'microphones', 'mute switch', 'on the device', 'on-device',
      'independently verified', 'no logs',
      // Where a device's data goes: an account in the maker's cloud, clips kept on servers.
      'cloud account', 'no cloud', "maker's servers", 'kept for', 'stored for', 'retained', 'sign up',
    ],
    // What privacy guards against: "no telemetry, no ads" is praise, "it shows ads" blame.
    polarity: { audited: 2, unaudited: -2, shared: -1, leaks: -2, never: 0, telemetry: -1, ads: -1, advertising: -1 },
    // Data shared with others is a privacy matter; "a shared space", "shared documents" are teamwork.
    senses: [{ words: ['shared', 'sharing'], cues: ['data', 'information', 'details', 'advertisers', 'advertising', 'third', 'partners', 'personal', 'location', 'contacts', 'history', 'telemetry', 'brokers'], example: 'The app shared my location data with advertisers.' }],
  },
  {
    name: 'Cost of living',
    example: 'Rent is cheap and groceries are affordable.',
    concept: 'cost-of-living',
    searchTerms: ['rent', 'cost', 'expensive', 'cheap', 'prices', 'affordable', 'housing'],
    aliases: ['living costs', 'cost-of-living', 'affordability'],
    terms: [
      'cost of living', 'living costs', 'rent', 'rents', 'housing', 'expensive', 'cheap', 'cheaper',
      'affordable', 'prices', 'salary', 'salaries', 'groceries', 'apartment', 'apartments', 'property',
      'mortgage', 'inflation', 'budget', 'pricey', 'flat', 'one-bedroom', 'hotels',
      'hotel', 'rooms', 'dinners', 'meals', 'costs', 'cost', 'overpriced', 'cheaply',
    ],
    patterns: MONEY,
  },
  {
    name: 'Attractions',
    example: 'The old town is full of museums.',
    concept: 'attractions',
    polarity: MORE_IS_BETTER,
    searchTerms: ['museums', 'sights', 'landmarks', 'nightlife', 'architecture', 'history'],
    aliases: ['sights', 'things to do', 'sightseeing'],
    terms: [
      'attraction', 'attractions', 'museum', 'museums', 'landmark', 'landmarks', 'sights', 'sightseeing',
      'monument', 'monuments', 'gallery', 'galleries', 'nightlife', 'culture', 'cultural', 'historic',
      'history', 'beach', 'beaches', 'park', 'parks', 'architecture', 'things to do', 'festival', 'festivals',
      'cathedral', 'cathedrals', 'fortress', 'castle', 'castles', 'palace', 'opera', 'opera house', 'old town',
      'promenade', 'worth seeing', 'day trip', 'sights', 'ruins', 'old quarter',
      'theatre', 'theatres', 'zoo', 'aquarium',
    ],
  },
  {
    name: 'Transport',
    example: 'The metro runs every few minutes.',
    concept: 'transport',
    searchTerms: ['metro', 'tram', 'bus', 'transit', 'airport', 'trains', 'cycling'],
    aliases: ['transportation', 'public transport', 'getting around', 'transit'],
    terms: [
      'transport', 'transportation', 'transit', 'public transport', 'metro', 'subway', 'tram', 'trams',
      'bus', 'buses', 'train', 'trains', 'rail', 'airport', 'traffic', 'commute', 'cycling', 'bike',
      'bikes', 'walkable', 'walkability', 'congestion', 'underground', 'taxi', 'taxis', 'ferry', 'ferries',
      'tram lines', 'getting around', 'without a car', 'stations', 'timetable',
      'run every', 'walked', 'walking', 'last bus',
      'frequent', 'infrequent', 'delays', 'delayed', 'punctual', 'cycled', 'cycle lanes', 'night buses',
    ],
    polarity: { sparse: -2, frequent: 2, infrequent: -2, delays: -2, delayed: -2, cancelled: -2, punctual: 2, efficient: 2, 'car-free': 1 },
  },
  {
    name: 'Food',
    example: 'The street food is superb.',
    concept: 'food',
    searchTerms: ['cuisine', 'restaurants', 'dishes', 'eat', 'markets'],
    aliases: ['cuisine', 'food scene', 'dining'],
    terms: [
      'food', 'cuisine', 'restaurant', 'restaurants', 'dining', 'dish', 'dishes', 'street food', 'cafe',
      'cafes', 'eat', 'eating', 'culinary', 'market', 'markets', 'michelin', 'delicious', 'bakeries', 'bakery',
      'lamb', 'fish', 'seafood', 'tapas', 'dinner', 'dinners', 'lunch', 'meals', 'touristy', 'eaten', 'ate', 'stalls',
      'food stalls', 'street stalls', 'dumplings', 'noodles', 'pastries', 'snacks', 'menu', 'chefs', 'chef',
    ],
  },
  {
    name: 'Climate',
    example: 'The winters are mild and sunny.',
    concept: 'climate',
    searchTerms: ['weather', 'summer', 'winter', 'sunny', 'rain', 'warm', 'cold'],
    aliases: ['weather'],
    terms: [
      'climate', 'weather', 'temperature', 'temperatures', 'rain', 'rainy', 'sunny', 'sunshine', 'summer',
      'summers', 'winter', 'winters', 'humid', 'humidity', 'mild', 'warm', 'cold', 'snow', 'heat', 'seasons',
      'grey', 'gray', 'storms', 'storm', 'sunshine', 'hot', 'flood', 'floods', 'warm sea', 'all year', 'drizzle',
    ],
  },
  {
    name: 'Taste',
    example: 'The bar tastes rich and nutty.',
    concept: 'taste',
    searchTerms: ['flavor', 'flavour', 'bitter', 'sweet', 'creamy', 'taste'],
    aliases: ['flavour', 'flavor'],
    terms: [
      'taste', 'tastes', 'tasty', 'flavour', 'flavor', 'flavours', 'flavors', 'delicious', 'bland',
      'sweet', 'bitter', 'sour', 'aroma', 'texture', 'savory', 'savoury', 'creamy', 'acidic', 'mouthfeel',
      'fruity', 'fruitier', 'chalky', 'melts', 'melt', 'notes of', 'tasting', 'tasted', 'palate',
      'smooth', 'smoothly', 'waxy', 'grainy', 'rich', 'richer', 'complex', 'nutty', 'roasted',
      'aftertaste', 'beany', 'bland',
      'tastier', 'tastiest', 'edible', 'inedible',
      // Texture, as eaters judge it: crunch and clusters, or gone soft and soggy.
      'crunchy', 'crunch', 'crisp', 'crispy', 'toasty', 'toasted', 'soggy', 'goes soft', 'went soft', 'hint of',
    ],
    polarity: { aftertaste: -1, beany: -1, fruity: 2, fruitier: 2, chalky: -2, waxy: -2, grainy: -2, melts: 1, smoothly: 1, complex: 1, bitter: -1,
      tastier: 2, tastiest: 3, crunchy: 2, crispy: 2, toasty: 2, toasted: 1, soggy: -2, bland: -2, insipid: -2, flavourless: -2, flavorless: -2, edible: -1, inedible: -3,
      // The verdicts among WordNet's taste words (dimension-wordnet-terms.ts).
      scrumptious: 3, yummy: 2, luscious: 2, delectable: 3, flavorful: 2, flavourful: 2, flavorsome: 2, flavoursome: 2,
      palatable: 1, unpalatable: -2, unsavory: -2, unsavoury: -2, tasteless: -2, vapid: -2, distasteful: -2 },
  },
  {
    name: 'Nutrition',
    example: 'Each bar has 12 g of protein.',
    concept: 'nutrition',
    searchTerms: ['calories', 'vitamins', 'protein', 'caffeine', 'healthy', 'sugar', 'nutrients'],
    aliases: ['health', 'healthiness', 'nutritional value'],
    terms: [
      'nutrition', 'nutritional', 'nutrient', 'nutrients', 'healthy', 'healthier', 'unhealthy', 'calories',
      'calorie', 'protein', 'fat', 'sugar', 'sugars', 'fibre', 'fiber', 'vitamin', 'vitamins', 'caffeine',
      'antioxidants', 'sodium', 'diet', 'minerals', 'calcium', 'per serving', 'serving', 'g of sugar', 'grams of sugar',
      'carbs', 'carbohydrates', 'salt', 'additives', 'sweeteners', 'kcal',
    ],
    // A stated amount of a nutrient ("32 % protein", "9 g of sugar", "1,100 mg of sodium") is about
    // nutrition whatever else the sentence says ("the richer kibble, with 32 % protein").
    patterns: [/\b\d[\d,.]*\s*(?:%|per\s*cent|percent|g|grams?|mg|milligrams?|kcal|calories)\s+(?:of\s+)?(?:protein|fat|fibre|fiber|sugars?|salt|sodium|carbs|carbohydrates?|saturates|calories)\b/i],
  },
  {
    name: 'Availability',
    example: 'You can buy it in most supermarkets.',
    concept: 'availability',
    searchTerms: ['available', 'widely', 'shops', 'supermarkets', 'everywhere'],
    aliases: ['accessibility', 'where to buy'],
    terms: [
      'availability', 'available', 'unavailable', 'stock', 'stores', 'shops', 'supermarket',
      'supermarkets', 'everywhere', 'widely', 'rare', 'seasonal', 'imported', 'sold', 'hard to find',
      'sells', 'delicatessens', 'delicatessen', 'specialist shops', 'online only',
      'out of stock', 'in stock', 'stocked', 'stockists',
      // Delivered goods and services: where they deliver to.
      'delivers to', 'deliver to', 'delivery', 'deliveries', 'postcode', 'postcodes', 'zip code', 'rural', 'reach us',
      // Where one finds it: any corner shop, or a hunt and an online order.
      'corner shop', 'corner shops', 'grocer', 'grocers', 'petrol station', 'newsagent', 'newsagents', 'online', 'hunt for',
      'only found', 'order it online', 'in any', 'hard to come by',
    ],
    polarity: { everywhere: 2, widely: 2, scarce: -2, rare: -1, reach: 1, reaches: 1, delivers: 1, hunt: -2, only: -1 },
  },
  {
    name: 'Versatility',
    example: 'The pan is versatile enough for baking.',
    concept: 'versatility',
    searchTerms: ['versatile', 'recipes', 'cooking', 'ways', 'uses'],
    aliases: ['flexibility', 'uses'],
    polarity: { separates: -2, separated: -2, curdles: -2, curdled: -2, glossy: 1, bubbly: -1 },
    terms: [
      'versatile', 'versatility', 'recipes', 'recipe', 'pairs', 'pairing', 'cooking', 'baking', 'dishes',
      'combine', 'flexible', 'variety', 'ways', 'uses', 'in coffee', 'in baking',
      'cakes', 'sauces', 'sauce', 'hot chocolate', 'desserts', 'use it in', 'on its own', 'snacking',
      // Other uses said through what else it makes or goes in.
      'also makes', 'doubles as', 'topping', 'bake with', 'stirred through', 'stirred into', 'works in', 'works as',
      // What a milk or a syrup does in drinks: foams for coffee, holds up in tea.
      'in tea', 'in hot tea', 'flat white', 'latte', 'froth', 'froths', 'foam', 'microfoam', 'steams', 'steam wand',
    ],
    // How a thing is made ("baked in small batches") is no use of it; "goes a long way" is how much, not how many ways.
    notTerms: ['is baked', 'are baked', 'baked in', 'baked by', 'a long way', 'all the way', 'way too', 'by the way', 'either way'],
  },
  {
    // Added when a question asks about working together ("for a team of four", "real-time editing").
    name: 'Collaboration',
    example: 'Editing together is smooth: teammates see every change at once.',
    concept: 'collaboration',
    aliases: ['teamwork', 'co-editing', 'real-time collaboration', 'team collaboration'],
    searchTerms: ['collaboration', 'share', 'team', 'comments', 'real-time', 'permissions'],
    terms: [
      'collaboration', 'collaborate', 'collaborates', 'collaborative', 'collaborating', 'co-edit', 'co-editing',
      'real-time editing', 'edit together', 'editing together', 'work together', 'working together', 'teammates',
      'team members', 'teamwork', 'comments', 'commenting', 'mentions', 'permissions', 'guest access', 'guests',
      'multiplayer', 'live cursors', 'assignees', 'assign tasks', 'invite', 'invited', 'shared workspace',
      'shared workspaces', 'shared boards', 'shared notebooks', 'shared documents',
    ],
  },
  {
    // Added when a question names pets ("with two dogs", "cat hair"); "pet-relevant" in any category.
    name: 'Pet friendliness',
    example: 'The sofa fabric shrugs off dog hair and claws.',
    concept: 'pets',
    aliases: ['pets', 'pet hair', 'pet-friendly', 'pet friendly', 'pet friendliness', 'dog friendliness'],
    searchTerms: ['pet', 'dog', 'cat', 'hair', 'fur'],
    competes: false,
    terms: [
      'pet', 'pets', 'dog', 'dogs', 'cat', 'cats', 'puppy', 'puppies', 'kitten', 'kittens', 'pet hair', 'dog hair',
      'cat hair', 'fur', 'shedding', 'paws', 'claws', 'litter', 'pet-friendly', 'dog-friendly', 'pet owners', 'dog owners',
    ],
  },
  {
    // Added when a question asks for something quiet ("quiet enough to run at night"). Never takes a
    // sentence away from another dimension: a quiet fan is still about performance too.
    name: 'Noise',
    example: 'It is the quieter machine, barely louder than a fridge.',
    concept: 'noise',
    aliases: ['noise level', 'loudness', 'quietness', 'noise levels'],
    searchTerms: ['quiet', 'noise', 'loud', 'noisy'],
    competes: false,
    polarity: {
      quiet: 2, quieter: 2, quietest: 2, quietly: 1, silent: 2, silently: 2, 'whisper-quiet': 2, hushed: 1,
      noisy: -2, noisier: -2, noisiest: -2, loud: -1, louder: -1, loudest: -2, whine: -2, whines: -2, racket: -2, roar: -2, roars: -2, rattles: -1,
    },
    terms: [
      'noise', 'noisy', 'noisier', 'quiet', 'quieter', 'quietest', 'quietly', 'silent', 'silently', 'whisper-quiet',
      'loud', 'louder', 'loudest', 'decibels', 'db', 'whine', 'whines', 'hum', 'hums', 'racket', 'roar', 'rattles', 'hairdryer',
    ],
  },
  {
    // Added when a question asks about borrowing from a library ("library books", "Libby"): narrower
    // than Ecosystem, whose store and subscriptions say nothing about lending. Never takes a sentence
    // away from Ecosystem. No bare "library": a store's "large library" and a subscription library lend nothing.
    name: 'Library lending',
    example: 'It borrows library books straight from OverDrive.',
    concept: 'library-lending',
    aliases: ['library books', 'library loans', 'library support', 'libby', 'overdrive'],
    searchTerms: ['library', 'borrow', 'libby', 'overdrive'],
    competes: false,
    // Lending built into the reader is its strength (the sentiment reads single words only).
    polarity: { integrates: 2, integrated: 2, unsupported: -2 },
    terms: [
      'library books', 'library book', 'library support', 'library loans', 'library loan', 'library lending', 'lending', 'borrow', 'borrows',
      'borrowing', 'borrowed', 'libby', 'overdrive', 'public library', 'public libraries', 'local library', 'library card',
    ],
  },
  {
    name: 'Quality',
    example: 'The quality of the stitching is excellent.',
    concept: 'quality',
    aliases: ['build quality', 'craftsmanship'],
    terms: [
      'quality', 'well-made', 'craftsmanship', 'poor', 'durable', 'premium', 'high-quality', 'low-quality',
      'defect', 'defects', 'flawless', 'polished', 'shoddy', 'excellent',
    ],
  },
  {
    name: 'Popularity',
    example: 'It is the most popular model this year.',
    concept: 'popularity',
    polarity: MORE_IS_BETTER,
    aliases: ['adoption', 'market share'],
    terms: [
      'popular', 'popularity', 'widely used', 'adoption', 'adopted', 'users', 'market share', 'downloads',
      'trending', 'favorite', 'favourite', 'well-known', 'fans', 'mainstream', 'ranking', 'ranked', 'stars',
      'most used', 'best-selling', 'bestselling',
    ],
  },
];
