/**
 * Everyday words for each usual dimension. Documents say "fast" more often than
 * "performance", so a dimension query also ranks documents by these words.
 * Keys are lower-case dimension names; unknown dimensions are searched by their own words.
 */
const DIMENSION_TERMS: Readonly<Record<string, readonly string[]>> = {
  performance: ['fast', 'slow', 'speed', 'quick', 'responsive', 'latency', 'throughput'],
  'ease of use': ['easy', 'simple', 'intuitive', 'setup', 'beginner', 'friendly', 'complex'],
  features: ['feature', 'capable', 'built-in', 'support', 'functionality'],
  ecosystem: ['libraries', 'plugins', 'extensions', 'integrations', 'packages', 'apps'],
  cost: ['price', 'cheap', 'expensive', 'free', 'affordable', 'license', 'subscription'],
  'community & support': ['community', 'support', 'documentation', 'forums', 'help'],
  'learning curve': ['learn', 'beginner', 'easy', 'difficult', 'syntax', 'readable'],
  tooling: ['tools', 'compiler', 'debugger', 'ide', 'build', 'formatter', 'linter'],
  safety: ['safe', 'memory', 'type', 'bugs', 'errors', 'security', 'null'],
  concurrency: ['concurrent', 'threads', 'async', 'parallel', 'goroutines', 'multithreading'],
  scalability: ['scale', 'scaling', 'cluster', 'sharding', 'replication', 'horizontal'],
  reliability: ['reliable', 'stable', 'durable', 'crash', 'uptime', 'outage', 'dependable'],
  pricing: ['price', 'cost', 'cheap', 'expensive', 'bill', 'free', 'affordable'],
  'service breadth': ['services', 'range', 'catalog', 'offerings', 'products', 'breadth'],
  support: ['support', 'help', 'documentation', 'customer', 'service'],
  price: ['cost', 'cheap', 'expensive', 'affordable', 'value', 'subscription'],
  display: ['screen', 'brightness', 'resolution', 'oled', 'panel'],
  'battery life': ['battery', 'charge', 'hours', 'charging', 'endurance'],
  'build quality': ['build', 'materials', 'sturdy', 'durable', 'premium', 'construction'],
  efficiency: ['efficient', 'fuel', 'economy', 'consumption', 'range', 'mpg'],
  comfort: ['comfortable', 'ride', 'seats', 'quiet', 'noise', 'cabin'],
  privacy: ['private', 'tracking', 'data', 'encryption', 'ads'],
  'cost of living': ['rent', 'cost', 'expensive', 'cheap', 'prices', 'affordable', 'housing'],
  attractions: ['museums', 'sights', 'landmarks', 'nightlife', 'architecture', 'history'],
  transport: ['metro', 'tram', 'bus', 'transit', 'airport', 'trains', 'cycling'],
  food: ['cuisine', 'restaurants', 'dishes', 'eat', 'markets'],
  climate: ['weather', 'summer', 'winter', 'sunny', 'rain', 'warm', 'cold'],
  taste: ['flavor', 'flavour', 'bitter', 'sweet', 'creamy', 'taste'],
  nutrition: ['calories', 'vitamins', 'protein', 'caffeine', 'healthy', 'sugar', 'nutrients'],
  availability: ['available', 'widely', 'shops', 'supermarkets', 'everywhere'],
  versatility: ['versatile', 'recipes', 'cooking', 'ways', 'uses'],
};

/** The dimension's own words plus its everyday synonyms, as one search string. */
export function dimensionSearchText(dimension: string): string {
  const key = dimension.trim().toLowerCase().replace(/\s+and\s+/g, ' & ').replace(/\s+/g, ' ');
  const extra = DIMENSION_TERMS[key] ?? [];
  return [dimension, ...extra].join(' ');
}
