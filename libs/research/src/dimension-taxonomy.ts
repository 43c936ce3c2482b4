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
  /** Words and phrases that show a sentence is about the dimension (matched stemmed). */
  terms: readonly string[];
  /** Patterns on the raw text that also show it ("$20", "€5/month"). */
  patterns?: readonly RegExp[];
}

const MONEY: readonly RegExp[] = [
  /[$€£¥]\s?\d/,
  /\b\d+(?:[.,]\d+)?\s?(?:usd|eur|gbp|dollars?|euros?|pounds?)\b/i,
  /\bper (?:month|year|user|seat|hour)\b/i,
];

const COST_TERMS = [
  'cost', 'costs', 'price', 'prices', 'pricing', 'priced', 'cheap', 'cheaper', 'cheapest', 'expensive',
  'pricey', 'overpriced', 'inexpensive', 'affordable', 'afford', 'free', 'licence', 'license', 'licensing',
  'subscription', 'fee', 'fees', 'budget', 'paid', 'tier', 'money', 'dollar', 'value for money', 'bill',
  'billing', 'plan', 'plans', 'tco', 'total cost of ownership',
];

/** Every dimension of the taxonomy, plus the words that show a sentence is about it. */
export const KNOWN_DIMENSIONS: readonly KnownDimension[] = [
  {
    name: 'Performance',
    concept: 'performance',
    aliases: ['speed', 'perf'],
    terms: [
      'performance', 'perform', 'fast', 'faster', 'fastest', 'speed', 'speedy', 'quick', 'quicker',
      'slow', 'slower', 'slowest', 'sluggish', 'throughput', 'latency', 'benchmark', 'benchmarks',
      'efficient', 'responsive', 'snappy', 'lag', 'laggy', 'bottleneck', 'optimized', 'optimised',
      'overhead', 'requests per second', 'queries per second', 'per second', 'startup time', 'load time',
      'outperform', 'outperforms', 'underperform', 'acceleration', 'horsepower', 'top speed', 'torque',
      'handling', 'processor', 'chip', 'cpu', 'gpu', 'real-time', 'speedup', 'heavy load', 'high load',
    ],
  },
  {
    name: 'Ease of use',
    concept: 'ease-of-use',
    aliases: ['usability', 'ease', 'ease-of-use', 'user experience', 'ux', 'simplicity'],
    terms: [
      'easy', 'easier', 'easiest', 'ease', 'simple', 'simpler', 'simplicity', 'intuitive', 'usability',
      'usable', 'user-friendly', 'friendly', 'beginner', 'beginners', 'setup', 'set up', 'install',
      'installation', 'configure', 'configuration', 'confusing', 'complicated', 'complex', 'complexity',
      'clunky', 'straightforward', 'cumbersome', 'onboarding', 'interface', 'learning curve', 'hassle',
      'convenient', 'inconvenient', 'get started', 'out of the box', 'painless', 'painful', 'tedious',
    ],
  },
  {
    name: 'Features',
    concept: 'features',
    aliases: ['functionality', 'capabilities', 'feature set'],
    terms: [
      'feature', 'features', 'functionality', 'capability', 'capabilities', 'built-in', 'builtin',
      // Not a bare "support(s)": it stems to the word of customer support and community support.
      'built-in support', 'native support', 'extension', 'extensions', 'full-text', 'json', 'rich', 'lacks',
      'lacking', 'missing', 'limited', 'option', 'options', 'feature set', 'feature-rich', 'advanced',
      'comprehensive', 'toolkit', 'offers', 'provides', 'includes',
    ],
  },
  {
    name: 'Ecosystem',
    concept: 'ecosystem',
    aliases: ['libraries', 'integrations'],
    terms: [
      'ecosystem', 'library', 'libraries', 'package', 'packages', 'plugin', 'plugins', 'extension',
      'extensions', 'integration', 'integrations', 'third-party', 'third party', 'framework',
      'frameworks', 'app store', 'apps', 'accessories', 'compatible', 'compatibility', 'npm', 'pypi',
      'crates', 'marketplace', 'add-ons', 'addons', 'interoperability',
    ],
  },
  { name: 'Cost', concept: 'cost', aliases: ['costs', 'price', 'pricing', 'prices', 'value'], terms: COST_TERMS, patterns: MONEY },
  { name: 'Price', concept: 'cost', aliases: ['cost', 'costs', 'pricing', 'prices', 'value'], terms: COST_TERMS, patterns: MONEY },
  { name: 'Pricing', concept: 'cost', aliases: ['cost', 'costs', 'price', 'prices'], terms: COST_TERMS, patterns: MONEY },
  {
    name: 'Community & support',
    concept: 'community',
    aliases: ['community', 'community and support', 'community support'],
    terms: [
      'community', 'communities', 'forum', 'forums', 'support', 'help', 'stack overflow', 'contributors',
      'maintainers', 'maintained', 'documentation', 'docs', 'tutorials', 'tutorial', 'commercial support',
      'vendor', 'backing', 'meetups', 'discord', 'mailing list', 'answers', 'active',
    ],
  },
  {
    name: 'Learning curve',
    concept: 'learning-curve',
    aliases: ['learnability', 'ease of learning'],
    terms: [
      'learn', 'learning', 'learning curve', 'curve', 'beginner', 'beginners', 'newcomer', 'newcomers',
      'steep', 'gentle', 'easy to learn', 'hard to learn', 'difficult', 'intuitive', 'syntax', 'readable',
      'readability', 'concepts', 'master', 'tutorial', 'tutorials', 'approachable', 'boilerplate',
    ],
  },
  {
    name: 'Tooling',
    concept: 'tooling',
    aliases: ['tools', 'developer tools', 'dev tools'],
    terms: [
      'tooling', 'tool', 'tools', 'ide', 'ides', 'editor', 'debugger', 'debugging', 'compiler',
      'build system', 'build tool', 'package manager', 'cargo', 'pip', 'maven', 'gradle', 'linter',
      'formatter', 'language server', 'autocomplete', 'profiler', 'test runner', 'testing',
    ],
  },
  {
    name: 'Safety',
    concept: 'safety',
    aliases: ['security', 'memory safety', 'type safety'],
    terms: [
      'safety', 'safe', 'safer', 'unsafe', 'memory safety', 'type safety', 'null', 'segfault',
      'segfaults', 'overflow', 'undefined behavior', 'undefined behaviour', 'borrow checker',
      'type system', 'vulnerability', 'vulnerabilities', 'security', 'secure', 'insecure', 'crime',
      'dangerous', 'danger', 'theft', 'violent', 'violence', 'crash test', 'airbag', 'airbags', 'ncap',
      'iihs', 'collision', 'braking', 'driver assistance', 'pickpocket', 'pickpockets',
    ],
  },
  {
    name: 'Concurrency',
    concept: 'concurrency',
    aliases: ['parallelism', 'multithreading', 'async'],
    terms: [
      'concurrency', 'concurrent', 'parallel', 'parallelism', 'thread', 'threads', 'threading',
      'multithreading', 'multithreaded', 'async', 'await', 'asynchronous', 'goroutine', 'goroutines',
      'coroutine', 'coroutines', 'actor', 'actors', 'gil', 'multicore', 'multi-core', 'race condition',
      'data race', 'data races', 'channels', 'green threads', 'event loop',
    ],
  },
  {
    name: 'Scalability',
    concept: 'scalability',
    aliases: ['scaling', 'scale'],
    terms: [
      'scale', 'scales', 'scaling', 'scalable', 'scalability', 'sharding', 'shard', 'shards', 'horizontal',
      'horizontally', 'vertical', 'vertically', 'cluster', 'clusters', 'clustering', 'partitioning',
      'replica', 'replicas', 'replication', 'distributed', 'nodes', 'terabytes', 'petabytes',
      'millions of', 'large datasets', 'large data', 'growth', 'concurrent users', 'high traffic',
    ],
  },
  {
    name: 'Reliability',
    concept: 'reliability',
    aliases: ['stability', 'dependability', 'durability', 'uptime'],
    terms: [
      'reliable', 'reliability', 'unreliable', 'stable', 'stability', 'unstable', 'crash', 'crashes',
      'crashed', 'crashing', 'uptime', 'downtime', 'outage', 'outages', 'durable', 'durability', 'acid',
      'corruption', 'corrupt', 'data loss', 'failover', 'recovery', 'backup', 'backups', 'robust',
      'bug', 'bugs', 'buggy', 'breakdown', 'breakdowns', 'recall', 'recalls', 'warranty', 'dependable',
      'mature', 'battle-tested', 'proven', 'fault tolerant', 'fault-tolerant', 'resilient', 'sla',
    ],
  },
  {
    name: 'Service breadth',
    concept: 'service-breadth',
    aliases: ['breadth', 'services', 'catalog', 'catalogue', 'offerings'],
    terms: [
      'service', 'services', 'catalog', 'catalogue', 'offering', 'offerings', 'breadth', 'portfolio',
      'products', 'regions', 'region', 'coverage', 'managed', 'variety', 'selection', 'range of',
    ],
  },
  {
    name: 'Support',
    concept: 'support',
    aliases: ['customer support', 'customer service', 'help'],
    terms: [
      'support', 'customer support', 'customer service', 'help', 'helpdesk', 'help desk', 'response time',
      'ticket', 'tickets', 'agent', 'agents', 'live chat', 'documentation', 'docs', 'enterprise support',
      'sla', 'responsive', 'unresponsive',
    ],
  },
  {
    name: 'Display',
    concept: 'display',
    aliases: ['screen'],
    terms: [
      'display', 'displays', 'screen', 'screens', 'oled', 'lcd', 'amoled', 'resolution', 'brightness',
      'bright', 'nits', 'refresh rate', 'hz', 'pixel density', 'ppi', 'e-ink', 'glare', 'colour',
      'colours', 'color', 'colors', 'contrast', 'hdr', 'bezel', 'bezels', 'panel',
    ],
  },
  {
    name: 'Battery life',
    concept: 'battery-life',
    aliases: ['battery', 'battery-life'],
    terms: [
      'battery', 'batteries', 'battery life', 'charge', 'charges', 'charging', 'mah', 'endurance',
      'drain', 'drains', 'lasts', 'recharge', 'screen-on time', 'all-day', 'all day',
    ],
  },
  {
    name: 'Build quality',
    concept: 'build-quality',
    aliases: ['build', 'design', 'durability'],
    terms: [
      'build', 'build quality', 'built', 'material', 'materials', 'aluminium', 'aluminum', 'plastic',
      'glass', 'sturdy', 'flimsy', 'durable', 'premium', 'solid', 'construction', 'design', 'creaky',
      'waterproof', 'ip68', 'scratch', 'scratches', 'finish', 'well-made', 'cheap-feeling',
    ],
  },
  {
    name: 'Efficiency',
    concept: 'efficiency',
    aliases: ['fuel economy', 'economy', 'range'],
    terms: [
      'efficiency', 'efficient', 'inefficient', 'mpg', 'fuel', 'fuel economy', 'consumption', 'range',
      'kwh', 'mileage', 'economical', 'emissions', 'miles per gallon', 'thirsty', 'per charge',
    ],
  },
  {
    name: 'Comfort',
    concept: 'comfort',
    aliases: ['ride quality', 'ride'],
    terms: [
      'comfort', 'comfortable', 'uncomfortable', 'seat', 'seats', 'ride', 'quiet', 'noise', 'noisy',
      'cabin', 'spacious', 'roomy', 'cramped', 'legroom', 'smooth', 'suspension', 'ergonomic', 'ergonomics',
    ],
  },
  {
    name: 'Privacy',
    concept: 'privacy',
    aliases: ['data protection'],
    terms: [
      'privacy', 'private', 'tracking', 'tracker', 'trackers', 'data collection', 'collects', 'encryption',
      'encrypted', 'end-to-end', 'gdpr', 'ads', 'advertising', 'telemetry', 'anonymous', 'logs', 'no-logs',
      'surveillance', 'third parties', 'sells data', 'personal data',
    ],
  },
  {
    name: 'Cost of living',
    concept: 'cost-of-living',
    aliases: ['living costs', 'cost-of-living', 'affordability'],
    terms: [
      'cost of living', 'living costs', 'rent', 'rents', 'housing', 'expensive', 'cheap', 'cheaper',
      'affordable', 'prices', 'salary', 'salaries', 'groceries', 'apartment', 'apartments', 'property',
      'mortgage', 'inflation', 'budget', 'pricey',
    ],
    patterns: MONEY,
  },
  {
    name: 'Attractions',
    concept: 'attractions',
    aliases: ['sights', 'things to do', 'sightseeing'],
    terms: [
      'attraction', 'attractions', 'museum', 'museums', 'landmark', 'landmarks', 'sights', 'sightseeing',
      'monument', 'monuments', 'gallery', 'galleries', 'nightlife', 'culture', 'cultural', 'historic',
      'history', 'beach', 'beaches', 'park', 'parks', 'architecture', 'things to do', 'festival', 'festivals',
    ],
  },
  {
    name: 'Transport',
    concept: 'transport',
    aliases: ['transportation', 'public transport', 'getting around', 'transit'],
    terms: [
      'transport', 'transportation', 'transit', 'public transport', 'metro', 'subway', 'tram', 'trams',
      'bus', 'buses', 'train', 'trains', 'rail', 'airport', 'traffic', 'commute', 'cycling', 'bike',
      'bikes', 'walkable', 'walkability', 'congestion', 'underground',
    ],
  },
  {
    name: 'Food',
    concept: 'food',
    aliases: ['cuisine', 'food scene', 'dining'],
    terms: [
      'food', 'cuisine', 'restaurant', 'restaurants', 'dining', 'dish', 'dishes', 'street food', 'cafe',
      'cafes', 'eat', 'eating', 'culinary', 'market', 'markets', 'michelin', 'delicious',
    ],
  },
  {
    name: 'Climate',
    concept: 'climate',
    aliases: ['weather'],
    terms: [
      'climate', 'weather', 'temperature', 'temperatures', 'rain', 'rainy', 'sunny', 'sunshine', 'summer',
      'summers', 'winter', 'winters', 'humid', 'humidity', 'mild', 'warm', 'cold', 'snow', 'heat', 'seasons',
    ],
  },
  {
    name: 'Taste',
    concept: 'taste',
    aliases: ['flavour', 'flavor'],
    terms: [
      'taste', 'tastes', 'tasty', 'flavour', 'flavor', 'flavours', 'flavors', 'delicious', 'bland',
      'sweet', 'bitter', 'sour', 'aroma', 'texture', 'savory', 'savoury', 'creamy', 'acidic', 'mouthfeel',
    ],
  },
  {
    name: 'Nutrition',
    concept: 'nutrition',
    aliases: ['health', 'healthiness', 'nutritional value'],
    terms: [
      'nutrition', 'nutritional', 'nutrient', 'nutrients', 'healthy', 'healthier', 'unhealthy', 'calories',
      'calorie', 'protein', 'fat', 'sugar', 'sugars', 'fibre', 'fiber', 'vitamin', 'vitamins', 'caffeine',
      'antioxidants', 'sodium', 'diet', 'minerals', 'calcium',
    ],
  },
  {
    name: 'Availability',
    concept: 'availability',
    aliases: ['accessibility', 'where to buy'],
    terms: [
      'availability', 'available', 'unavailable', 'stock', 'stores', 'shops', 'supermarket',
      'supermarkets', 'everywhere', 'widely', 'rare', 'seasonal', 'imported', 'sold', 'hard to find',
    ],
  },
  {
    name: 'Versatility',
    concept: 'versatility',
    aliases: ['flexibility', 'uses'],
    terms: [
      'versatile', 'versatility', 'recipes', 'recipe', 'pairs', 'pairing', 'cooking', 'baking', 'dishes',
      'combine', 'flexible', 'variety', 'ways', 'uses', 'in coffee', 'in baking',
    ],
  },
  {
    name: 'Quality',
    concept: 'quality',
    aliases: ['build quality', 'craftsmanship'],
    terms: [
      'quality', 'well-made', 'craftsmanship', 'poor', 'durable', 'premium', 'high-quality', 'low-quality',
      'defect', 'defects', 'flawless', 'polished', 'shoddy', 'excellent',
    ],
  },
  {
    name: 'Popularity',
    concept: 'popularity',
    aliases: ['adoption', 'market share'],
    terms: [
      'popular', 'popularity', 'widely used', 'adoption', 'adopted', 'users', 'market share', 'downloads',
      'trending', 'favorite', 'favourite', 'well-known', 'fans', 'mainstream', 'ranking', 'ranked', 'stars',
      'most used', 'best-selling', 'bestselling',
    ],
  },
];
