import { wordValues, type WordRule } from '../rules/rule-table';

// Changes to the AFINN lexicon for product reviews: words that praise or blame a product ("fast",
// "expensive", "outdated") and everyday tech words AFINN scores that say nothing there ("supports
// JSON", "databases like X", "kill a process", "top speed"). Each row's words share one score.

/** The rows: a theme's words with one score each (a row's id is its theme and score). */
export const DOMAIN_WORD_RULES: readonly WordRule<number>[] = [
  // Words AFINN scores that say little in product writing ("supports JSON", "kill a process", "top speed"), and a few it misjudges.
  { id: 'neutral-praise-2', match: new Set(['fun']), effect: 2, example: 'Riding it is fun.' },
  { id: 'neutral-praise-1', match: new Set(['free']), effect: 1, example: 'The basic plan is free.' },
  {
    id: 'neutral-neutral',
    match: new Set([
      'support', 'supports', 'supported', 'help', 'helps', 'like', 'likes', 'want', 'share', 'kill', 'killed',
      'kills', 'block', 'blocks', 'blocked', 'blocking', 'dead', 'no', 'yes', 'top', 'pretty', 'fan', 'fans',
      'interest', 'increase', 'pay', 'cut', 'cuts', 'growth', 'growing', 'forced', 'attack', 'attacks', 'warning',
      'warnings', 'big', 'huge', 'miss', 'limits', 'charge', 'charges', 'charged',
      // People who hold an opinion ("its defenders point out…"): what they say judges, not who they are.
      'defender', 'defenders', 'critic', 'critics', 'supporters', 'haters',
    ]),
    effect: 0,
    example: 'The app supports JSON export.',
  },
  { id: 'neutral-blame-1', match: new Set(['error', 'errors']), effect: -1, example: 'It threw an error on launch.' },
  { id: 'neutral-blame-2', match: new Set(['lost']), effect: -2, example: 'It lost my settings twice.' },
  // Speed, and winning or falling behind.
  { id: 'speed-praise-3', match: new Set(['fastest', 'blazing']), effect: 3, example: 'The new chip is blazing.' },
  {
    id: 'speed-praise-2',
    match: new Set([
      'fast', 'faster', 'quick', 'quicker', 'quickest', 'speedy', 'snappy', 'efficient', 'outperforms',
      'outperform', 'outperformed', 'beats', 'beat', 'surpasses', 'surpass', 'trumps', 'outclasses', 'outshines',
      'outshine', 'eclipses', 'trounces', 'outlasts', 'outlast', 'outlasted', 'outpaces', 'outruns', 'pulledahead',
      'scalable',
    ]),
    effect: 2,
    example: 'The kettle is speedy.',
  },
  { id: 'speed-praise-1', match: new Set(['lightweight', 'optimized']), effect: 1, example: 'The editor is lightweight.' },
  {
    id: 'speed-blame-2',
    match: new Set([
      'slow', 'slower', 'sluggish', 'laggy', 'lag', 'lags', 'stutters', 'stutter', 'bottleneck', 'bottlenecks',
      'bloated', 'inefficient', 'underperforms', 'underperform', 'slowdowns', 'stumbles', 'stumble', 'falters',
      'breathless', 'freezes', 'freeze', 'froze', 'unscalable',
    ]),
    effect: -2,
    example: 'The menus feel sluggish.',
  },
  { id: 'speed-blame-3', match: new Set(['slowest']), effect: -3, example: 'It is the slowest of the lot.' },
  // Money.
  {
    id: 'money-praise-2',
    match: new Set([
      'cheap', 'cheaper', 'cheapest', 'affordable', 'inexpensive', 'bargain',
    ]),
    effect: 2,
    example: 'The blender is affordable.',
  },
  { id: 'money-blame-2', match: new Set(['expensive', 'pricey', 'pricier', 'costly', 'costlier']), effect: -2, example: 'The blender is pricey.' },
  { id: 'money-blame-3', match: new Set(['overpriced', 'exorbitant']), effect: -3, example: 'The blender is overpriced.' },
  // AFINN's -1 is too faint to read alone (see isWeakWord): "a waste of money" is plain blame.
  { id: 'waste-blame-2', match: new Set(['waste', 'wasted', 'wasteful']), effect: -2, example: 'The blender is a waste of money.' },
  // Reliability and quality.
  {
    id: 'reliability-praise-2',
    match: new Set([
      'reliable', 'dependable', 'durable', 'sturdy', 'resilient', 'mature', 'polished',
    ]),
    effect: 2,
    example: 'The hinge feels sturdy.',
  },
  { id: 'reliability-praise-1', match: new Set(['proven', 'modern', 'premium']), effect: 1, example: 'The finish looks premium.' },
  { id: 'reliability-neutral', match: new Set(['battle']), effect: 0, example: 'The engine is battle tested.' },
  { id: 'reliability-blame-1', match: new Set(['bug', 'bugs', 'deprecated', 'legacy', 'dated']), effect: -1, example: 'The firmware is dated.' },
  {
    id: 'reliability-blame-2',
    match: new Set([
      'unreliable', 'flimsy', 'outage', 'outages', 'downtime', 'buggy', 'glitch', 'glitches', 'glitchy', 'leaks',
      'leak', 'flaky', 'fragile', 'outdated', 'obsolete', 'defects',
    ]),
    effect: -2,
    example: 'The app is buggy.',
  },
  {
    id: 'reliability-blame-3',
    match: new Set([
      'crash', 'crashes', 'crashed', 'crashing', 'corrupt', 'corruption', 'shoddy', 'defective',
    ]),
    effect: -3,
    example: 'The app crashes on startup.',
  },
  // Ease of use.
  {
    id: 'ease-praise-2',
    match: new Set([
      'easy', 'easier', 'easiest', 'straightforward', 'intuitive', 'seamless', 'painless', 'convenient',
    ]),
    effect: 2,
    example: 'Setup is painless.',
  },
  { id: 'ease-praise-1', match: new Set(['simple', 'simpler']), effect: 1, example: 'The remote is simple.' },
  { id: 'ease-blame-1', match: new Set(['steep', 'verbose', 'boilerplate', 'complex']), effect: -1, example: 'The syntax is verbose.' },
  {
    id: 'ease-blame-2',
    match: new Set([
      'inconvenient', 'complicated', 'convoluted', 'clunky', 'cumbersome', 'tedious', 'confusing', 'unintuitive',
    ]),
    effect: -2,
    example: 'The menus are clunky.',
  },
  // Features and breadth.
  { id: 'features-praise-2', match: new Set(['versatile', 'flexible', 'comprehensive', 'feature-rich']), effect: 2, example: 'The mixer is versatile.' },
  { id: 'features-praise-1', match: new Set(['extensive', 'capable']), effect: 1, example: 'The toolkit is extensive.' },
  { id: 'features-blame-1', match: new Set(['missing', 'limited']), effect: -1, example: 'The free tier is limited.' },
  { id: 'features-blame-2', match: new Set(['inflexible', 'lacks', 'lacking']), effect: -2, example: 'The mixer is inflexible.' },
  // Safety, privacy, comfort, food, places.
  { id: 'comfort-praise-3', match: new Set(['tasty', 'delicious']), effect: 3, example: 'The broth is delicious.' },
  {
    id: 'comfort-praise-2',
    match: new Set([
      'secure', 'safer', 'comfortable', 'roomy', 'spacious', 'nutritious', 'walkable', 'vibrant',
    ]),
    effect: 2,
    example: 'The cabin is spacious.',
  },
  { id: 'comfort-praise-1', match: new Set(['quiet', 'private']), effect: 1, example: 'The fan is quiet.' },
  { id: 'comfort-blame-1', match: new Set(['noisy', 'crowded', 'tracking']), effect: -1, example: 'The fan is noisy.' },
  // The road's faults a ride or a suspension is judged on: "soaks up the bumps" is praise (an overcome fault).
  { id: 'ride-blame-1', match: new Set(['bumps', 'bump', 'potholes', 'pothole', 'jolts', 'ruts']), effect: -1, example: 'You feel every bump.' },
  {
    id: 'comfort-blame-2',
    match: new Set([
      'insecure', 'unsafe', 'vulnerabilities', 'vulnerability', 'uncomfortable', 'cramped', 'bland', 'polluted',
      'intrusive',
    ]),
    effect: -2,
    example: 'The back seat is cramped.',
  },
  // Community.
  { id: 'community-praise-2', match: new Set(['helpful', 'welcoming', 'responsive']), effect: 2, example: 'The forum is welcoming.' },
  { id: 'community-blame-2', match: new Set(['unresponsive', 'abandoned', 'unmaintained']), effect: -2, example: 'The library looks abandoned.' },
  // Everyday review words AFINN leaves out or reads in another sense ("nuts" as food, "excite" as a rave), and the words the rewrites (rewrites.ts) turn idioms into.
  { id: 'review-praise-3', match: new Set(['topstars']), effect: 3, example: 'Critics gave it five stars.' },
  {
    id: 'review-praise-2',
    match: new Set([
      'effortless', 'faultfree', 'roomier', 'staycool', 'likenew', 'rock-solid', 'handy', 'sensible', 'smoother', 'smoothest',
      'creamy', 'preferred', 'favourite', 'favorite', 'audited', 'sharp', 'sharper', 'sharpest', 'snappier',
      'dwarfs', 'outdoes', 'outstrips', 'outscores', 'afraction', 'stayedup', 'costsless', 'unmatched', 'stepup',
      'wins', 'win', 'won', 'shines', 'shine', 'shone', 'moretosee', 'unscathed', 'tospare', 'heldup',
      'cleanedoff', 'outofone', 'everytime', 'makessense',
    ]),
    effect: 2,
    example: 'The photos are sharp.',
  },
  {
    id: 'review-praise-1',
    match: new Set([
      'excite', 'excites', 'fruity', 'fruitier', 'smooth', 'smoothly', 'prefer', 'prefers', 'builtin', 'built-in',
      'depth', 'edges', 'edged', 'ahead', 'upgrade', 'gentle', 'richer', 'folds', 'worksoffline',
    ]),
    effect: 1,
    example: 'The espresso tastes fruity.',
  },
  { id: 'review-neutral', match: new Set(['nuts', 'pick']), effect: 0, example: 'The bar is full of nuts.' },
  {
    id: 'review-blame-1',
    match: new Set([
      'canonly', 'ignored', 'obscure', 'clutter', 'waxy', 'gritty', 'blurred', 'rumble', 'drone', 'hiss', 'scuffs',
      'scuffed', 'littleelse', 'buries', 'buried', 'incident', 'incidents', 'misses', 'unremarkable', 'trails',
      'trailed', 'lose', 'flakes', 'flake', 'middling', 'byhand', 'damp',
    ]),
    effect: -1,
    example: 'The lid is scuffed.',
  },
  {
    id: 'review-blame-2',
    match: new Set([
      'sleepshot', 'achilles', 'letdown', 'unanswered', 'patchy', 'spotty', 'cluttered', 'maze', 'chalky',
      'unaudited', 'grainy', 'blurry', 'dwarfed', 'snapped', 'lowstars', 'toomuch', 'droppedconnection',
      'overheats', 'overheat', 'overheating', 'overheated', 'costsmore', 'cheapfeeling', 'plasticky', 'nomatch',
      'outdoneby', 'stepdown', 'loses', 'struggles', 'struggle', 'struggled', 'snapping', 'theft', 'thefts',
      'tore', 'torn', 'cracked', 'patchier', 'unbearable', 'unbearably', 'woreoff', 'maddening', 'soggy',
      'crumbled', 'hassle', 'leftdirty', 'neededmore', 'outofrange', 'wentflat', 'scarce',
      'pinsandneedles', 'sweaty', 'clammy',
    ]),
    effect: -2,
    example: 'The photos are grainy.',
  },
  // People in a review ("my friend in the B") are no opinion of the item.
  { id: 'people-neutral', match: new Set(['friend', 'friends']), effect: 0, example: 'My friend bought one.' },
  // "for the grip alone", "alone worth the price": by itself, not lonely.
  { id: 'by-itself', match: new Set(['alone']), effect: 0, example: 'I would buy it again for the grip alone.' },
];

/** The rows as a lexicon, word → score. */
export const DOMAIN_WORDS = wordValues(DOMAIN_WORD_RULES);
