/**
 * The fallback judge of quote relevance when no hand-written label covers a quote: words a reader
 * takes as being about each dimension. Written for the evaluation, independently of the engine's
 * own term lists (libs/research dimension-taxonomy), so the engine is not graded by its own rules.
 * Matching is on lower-case word prefixes ("charg" matches charge, charging, charger).
 */
const ASPECT_CUES: Record<string, readonly string[]> = {
  price: ['price', 'pric', 'cost', 'cheap', 'expensive', 'inexpensive', 'afford', 'bargain', '$', '€', '£', 'dollar', 'budget', 'fee', 'subscription', 'plan', 'tier', 'licen', 'paid', 'free', 'bill', 'value', 'discount', 'undercut', 'money', 'spend', 'seat'],
  display: ['display', 'screen', 'panel', 'ppi', 'resolution', 'bright', 'dim', 'oled', 'lcd', 'e ink', 'e-ink', 'sharp', 'crisp', 'blurry', 'text', 'warm light', 'readable', 'colour', 'color', 'glare'],
  battery: ['battery', 'charg', 'runtime', 'runs for', 'lasts', 'hours', 'days on', 'power', 'drain', 'cable', 'shots', 'mah'],
  durability: ['durab', 'crack', 'broke', 'break', 'snap', 'bent', 'bend', 'scratch', 'scuff', 'drop', 'fall', 'fell', 'water', 'rain', 'downpour', 'pool', 'swim', 'ip6', 'ip5', 'ipx', 'seal', 'survive', 'tore', 'torn', 'loose', 'wear', 'flake', 'sturdy', 'robust', 'fragile', 'hinge', 'waterproof'],
  build: ['build', 'built', 'material', 'aluminium', 'aluminum', 'plastic', 'metal', 'glass', 'premium', 'creak', 'solid', 'feel', 'finish', 'sturdy', 'crack', 'bent', 'hinge', 'case', 'frame', 'waterproof', 'water resist'],
  performance: ['perform', 'fast', 'quick', 'slow', 'speed', 'sluggish', 'lag', 'instant', 'second', 'benchmark', 'throughput', 'latency', 'writes per', 'queries', 'focus', 'burst', 'accelerat', 'km/h', 'sprint', 'breath', 'overtak', 'power', 'responsive', 'load', 'spin', 'millisecond', 'cpu', 'heavy', 'snappy', 'flip', 'turns', 'hunts'],
  ecosystem: ['ecosystem', 'store', 'librar', 'package', 'registry', 'integration', 'marketplace', 'app', 'sync', 'plugin', 'extension', 'catalog', 'lending', 'lens', 'connects', 'third-party', 'compatib', 'epub', 'community'],
  ease: ['easy', 'easi', 'simple', 'simpl', 'intuitive', 'learn', 'confus', 'cluttered', 'maze', 'menu', 'setup', 'set up', 'install', 'onboard', 'training', 'fiddly', 'friction', 'plain', 'button', 'picked up', 'familiar', 'configur', 'flags', 'documentation', 'buried', 'buries', 'dashboard', 'console', 'interface', 'steep', 'usab'],
  features: ['feature', 'offers', 'includes', 'support', 'gantt', 'tracking', 'portal', 'function', 'window functions', 'json', 'full-text', 'multi-hop', 'forwarding', 'blocker', 'kill switch', 'split tunnel', 'automation', 'builder', 'api', 'dependenc', 'reporting', 'capabil', 'built-in', 'no built-in', 'everything is in', 'depth', 'little else', 'compression', 'clustering'],
  community: ['support', 'help', 'forum', 'community', 'answer', 'replied', 'respons', 'customer', 'desk', 'chat', 'email', 'phone', 'success team', 'documentation', 'docs'],
  scalability: ['scal', 'node', 'shard', 'cluster', 'rebalanc', 'grow', 'single-primary', 'replica', 'horizontal', 'vertical', 'machine', 'partition'],
  reliability: ['reliab', 'crash', 'lost', 'corrupt', 'outage', 'incident', 'downtime', 'paged', 'uptime', 'stable', 'stayed up', 'dropped', 'unreachable', 'broken down', 'broke', 'recall', 'froze', 'restart', 'routine service', 'never', 'keeps running', 'bug', 'backup', 'snapshot', 'failed', 'unlock'],
  learning: ['learn', 'pseudocode', 'intern', 'newcomer', 'onboard', 'syntax', 'readab', 'absorb', 'fought the compiler', 'training', 'beginner', 'steep', 'gentle', 'easy', 'error messages', 'docs'],
  tooling: ['tool', 'formatter', 'language server', 'debugger', 'editor', 'ide', 'compiler', 'build', 'linter', 'error messages'],
  safety: ['safe', 'null', 'race', 'memory', 'crash', 'compile time', 'runtime check', 'unchecked', 'crime', 'pickpocket', 'unsafe', 'crash test', 'star', 'alert', 'airbag', 'secure', 'theft', 'bag'],
  concurrency: ['concurren', 'async', 'parallel', 'thread', 'channel', 'goroutine', 'gil', 'task', 'data race'],
  breadth: ['service', 'managed', 'offer', 'region', 'machine learning', 'queues', 'storage', 'database', 'that is about it', 'whatever you need', 'catalog'],
  pricing: ['price', 'pric', 'cost', 'bill', 'cheap', 'expensive', '$', 'egress', 'fee', 'plan', 'budget'],
  support: ['support', 'engineer', 'replied', 'respons', 'ticket', 'help', 'chat', 'email', 'phone', 'wait', 'answered'],
  privacy: ['privacy', 'private', 'log', 'audit', 'tracking', 'track', 'data', 'ram-only', 'warrant', 'shared', 'advertis', 'encrypt', 'ads'],
  cost_of_living: ['cost', 'rent', 'flat', '€', '$', 'cheap', 'expensive', 'price', 'afford', 'hotel', 'room', 'coffee', 'overpriced', 'budget', 'salar', 'housing'],
  attractions: ['museum', 'cathedral', 'fortress', 'gallery', 'galleries', 'opera', 'sight', 'see', 'old town', 'attraction', 'promenade', 'beach', 'castle', 'monument', 'architecture', 'nightlife', 'palace'],
  transport: ['tram', 'bus', 'buses', 'metro', 'taxi', 'train', 'transport', 'walk', 'car', 'ferry', 'bike', 'getting around', 'airport'],
  food: ['food', 'restaurant', 'market', 'dinner', 'lamb', 'fish', 'bakeri', 'bakery', 'cuisine', 'dish', 'tapas', 'seafood', 'eat', 'wine', 'cafe'],
  climate: ['climate', 'winter', 'summer', 'rain', 'sun', 'mild', 'warm', 'hot', 'cold', 'storm', 'weather', 'humid', 'heat', 'grey', 'sea until'],
  taste: ['taste', 'flavour', 'flavor', 'fruit', 'chalky', 'bitter', 'sweet', 'melt', 'notes of', 'complex', 'preferred', 'smooth', 'creamy'],
  nutrition: ['sugar', 'calori', 'protein', 'fat', 'fibre', 'fiber', 'nutri', 'vitamin', 'healthy', 'per serving', 'g of'],
  availability: ['available', 'availab', 'supermarket', 'shop', 'store', 'find', 'found', 'delicatessen', 'stock', 'sold', 'sells', 'outside big cities'],
  versatility: ['versatil', 'baking', 'cake', 'sauce', 'hot chocolate', 'recipe', 'cook', 'use in', 'works in'],
  efficiency: ['efficien', 'kwh', 'litre', 'liter', 'mpg', 'fuel', 'range', 'consumption', 'charging', 'running cost', 'burns', 'economy'],
  comfort: ['comfort', 'comfi', 'comfy', 'seat', 'suspension', 'ride', 'pothole', 'quiet', 'roomy', 'roof', 'cushion', 'soft', 'firm', 'harsh', 'noise', 'padding', 'fit'],
  noise: ['noise', 'cancel', 'block', 'rumble', 'drone', 'shut out', 'isolat', 'hear', 'announcement', 'quiet'],
  sound: ['sound', 'tuning', 'vocal', 'bass', 'treble', 'detail', 'audio', 'eq', 'warm', 'thin', 'boomy', 'acoustic', 'listen'],
  portability: ['weigh', 'weight', ' g ', 'light', 'heavy', 'carry', 'pocket', 'small', 'compact', 'bulky', 'size'],
  camera: ['camera', 'photo', 'lens', 'megapixel', 'shot', 'video', 'footage', 'picture', 'image', 'clips'],
  skiing: ['ski', 'slope', 'snow', 'piste'],
  quality: ['quality', 'well made', 'excellent', 'poor'],
  popularity: ['popular', 'users', 'market share', 'widely', 'millions'],
};

const DIMENSION_CUES: Record<string, string> = {
  price: 'price',
  cost: 'price',
  display: 'display',
  'battery life': 'battery',
  durability: 'durability',
  'build quality': 'build',
  performance: 'performance',
  ecosystem: 'ecosystem',
  'ease of use': 'ease',
  features: 'features',
  'community & support': 'community',
  scalability: 'scalability',
  reliability: 'reliability',
  'learning curve': 'learning',
  tooling: 'tooling',
  safety: 'safety',
  concurrency: 'concurrency',
  'service breadth': 'breadth',
  pricing: 'pricing',
  support: 'support',
  privacy: 'privacy',
  'cost of living': 'cost_of_living',
  attractions: 'attractions',
  transport: 'transport',
  food: 'food',
  climate: 'climate',
  taste: 'taste',
  nutrition: 'nutrition',
  availability: 'availability',
  versatility: 'versatility',
  efficiency: 'efficiency',
  comfort: 'comfort',
  'noise cancelling': 'noise',
  'sound quality': 'sound',
  portability: 'portability',
  camera: 'camera',
  skiing: 'skiing',
  quality: 'quality',
  popularity: 'popularity',
};

/** True when the oracle knows words for this dimension. */
export function oracleKnows(dimension: string): boolean {
  return DIMENSION_CUES[dimension.trim().toLowerCase()] !== undefined;
}

/** True when the text uses a word a reader takes as being about the dimension. */
export function oracleSupports(text: string, dimension: string): boolean {
  const cues = ASPECT_CUES[DIMENSION_CUES[dimension.trim().toLowerCase()] ?? ''];
  if (!cues) return false;
  const lower = ` ${text.toLowerCase()} `;
  return cues.some((cue) => (/^[a-z]/.test(cue) ? new RegExp(`[^a-z]${escape(cue)}`).test(lower) : lower.includes(cue)));
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
