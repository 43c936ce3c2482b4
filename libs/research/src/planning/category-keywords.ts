import type { Category } from '@juxta/contracts';

/**
 * Well-known item names per category, matched as whole words of an item's name
 * ("iPhone 15 Pro" contains "iphone"). Only names that are hard to mistake belong here.
 */
export const KNOWN_ITEMS: Readonly<Partial<Record<Category, readonly string[]>>> = {
  databases: [
    'postgresql', 'postgres', 'mysql', 'mariadb', 'sqlite', 'mongodb', 'mongo', 'redis', 'cassandra',
    'dynamodb', 'couchdb', 'couchbase', 'elasticsearch', 'opensearch', 'neo4j', 'clickhouse',
    'cockroachdb', 'oracle database', 'sql server', 'mssql', 'firebird', 'duckdb', 'influxdb',
    'timescaledb', 'memcached', 'scylladb', 'supabase', 'firestore', 'bigquery', 'snowflake',
    'valkey', 'keydb', 'surrealdb', 'tidb', 'yugabytedb', 'hbase', 'riak', 'arangodb', 'cosmos db',
  ],
  'programming-languages': [
    'python', 'rust', 'go', 'golang', 'java', 'typescript', 'javascript', 'kotlin', 'swift', 'c++', 'c#',
    'c', 'ruby', 'php', 'elixir', 'erlang', 'haskell', 'scala', 'zig', 'nim', 'julia', 'perl', 'lua',
    'dart', 'clojure', 'ocaml', 'f#', 'fortran', 'cobol', 'objective c', 'r', 'crystal', 'gleam', 'mojo',
  ],
  'cloud-services': [
    'aws', 'amazon web services', 'azure', 'gcp', 'google cloud', 'digitalocean', 'heroku', 'netlify',
    'vercel', 'cloudflare', 'linode', 'akamai', 'hetzner', 'ovh', 'ovhcloud', 'vultr', 'fly io', 'render',
    'oracle cloud', 'ibm cloud', 'alibaba cloud', 'scaleway', 'backblaze', 'ec2', 's3', 'lambda',
  ],
  'consumer-electronics': [
    'iphone', 'ipad', 'pixel', 'galaxy', 'kindle', 'kobo', 'macbook', 'thinkpad', 'xps', 'playstation',
    'ps5', 'xbox', 'nintendo switch', 'airpods', 'apple watch', 'garmin', 'fitbit', 'oneplus', 'xiaomi',
    'steam deck', 'surface pro', 'chromebook', 'remarkable', 'gopro', 'sonos', 'bose', 'oura', 'meta quest',
  ],
  software: [
    'react', 'vue', 'angular', 'svelte', 'vs code', 'visual studio code', 'vim', 'neovim', 'emacs',
    'chrome', 'firefox', 'safari', 'edge', 'brave', 'opera', 'photoshop', 'gimp', 'figma', 'sketch',
    'excel', 'libreoffice', 'notion', 'obsidian', 'slack', 'discord', 'docker', 'podman', 'kubernetes',
    'git', 'github', 'gitlab', 'jira', 'trello', 'linux', 'windows', 'macos', 'ubuntu', 'debian',
    'intellij', 'pycharm', 'sublime text', 'wordpress', 'django', 'flask', 'rails', 'laravel',
    'spring', 'next js', 'nextjs', 'node js', 'nodejs', 'deno', 'bun', 'blender', 'audacity', 'vlc',
    'zoom', 'microsoft teams', 'signal', 'telegram', 'whatsapp', 'android', 'ios', 'nginx', 'apache',
  ],
  vehicles: [
    'tesla', 'model 3', 'model y', 'prius', 'civic', 'corolla', 'camry', 'f 150', 'mustang', 'golf gti',
    'toyota', 'honda', 'ford', 'bmw', 'audi', 'mercedes', 'volkswagen', 'hyundai', 'kia', 'nissan',
    'subaru', 'mazda', 'volvo', 'porsche', 'chevrolet', 'rivian', 'polestar', 'jeep', 'lexus', 'skoda',
    'ioniq', 'leaf', 'outback', 'rav4', 'cr v',
  ],
  services: [
    'netflix', 'spotify', 'hulu', 'disney+', 'disney plus', 'hbo max', 'apple music', 'youtube premium',
    'uber', 'lyft', 'airbnb', 'doordash', 'deliveroo', 'nordvpn', 'expressvpn', 'mullvad', 'proton mail',
    'protonmail', 'gmail', 'outlook', 'dropbox', 'google drive', 'onedrive', 'icloud', 'revolut', 'wise',
    'paypal', 'duolingo', 'audible', 'tidal', 'deezer',
  ],
  places: [
    'paris', 'london', 'berlin', 'tokyo', 'new york', 'lisbon', 'barcelona', 'madrid', 'amsterdam', 'rome',
    'prague', 'vienna', 'budapest', 'copenhagen', 'stockholm', 'oslo', 'dublin', 'edinburgh', 'munich',
    'zurich', 'singapore', 'hong kong', 'seoul', 'bangkok', 'sydney', 'melbourne', 'toronto', 'vancouver',
    'montreal', 'chicago', 'san francisco', 'los angeles', 'seattle', 'boston', 'austin', 'mexico city',
    'buenos aires', 'istanbul', 'athens', 'porto', 'kyoto', 'osaka', 'dubai', 'cape town', 'warsaw',
    'krakow', 'florence', 'venice', 'milan', 'brussels', 'portugal', 'spain', 'france', 'italy', 'germany',
    'japan', 'canada', 'australia', 'thailand', 'greece', 'mexico',
  ],
  'food-and-drink': [
    'coffee', 'tea', 'espresso', 'latte', 'cappuccino', 'matcha', 'beer', 'wine', 'whisky', 'whiskey',
    'pizza', 'sushi', 'ramen', 'pasta', 'cheese', 'chocolate', 'oat milk', 'almond milk', 'soy milk',
    'milk', 'kombucha', 'yogurt', 'yoghurt', 'butter', 'margarine', 'honey', 'rice', 'quinoa', 'tofu',
    'avocado', 'kimchi', 'croissant', 'bagel', 'sourdough', 'gin', 'vodka', 'rum', 'sake', 'cider',
  ],
};

/**
 * Words that show what a text is about, per category. Counted (stemmed) in the query and
 * in the evidence the first searches return.
 */
export const CATEGORY_KEYWORDS: Readonly<Partial<Record<Category, readonly string[]>>> = {
  databases: [
    'database', 'databases', 'sql', 'nosql', 'query', 'queries', 'index', 'indexes', 'transaction',
    'transactions', 'acid', 'replication', 'schema', 'table', 'tables', 'rows', 'key-value', 'dbms',
    'rdbms', 'relational', 'storage engine', 'document store', 'data store', 'datastore', 'joins',
  ],
  'programming-languages': [
    'programming language', 'language', 'languages', 'compiler', 'compiled', 'interpreter', 'interpreted',
    'syntax', 'statically typed', 'dynamically typed', 'type system', 'garbage collection',
    'garbage collector', 'standard library', 'generics', 'source code', 'programmers', 'idiomatic',
  ],
  software: [
    'software', 'application', 'applications', 'editor', 'ide', 'browser', 'browsers', 'framework',
    'frameworks', 'plugin', 'plugins', 'extension', 'extensions', 'open-source', 'open source',
    'desktop', 'user interface', 'component', 'components', 'operating system', 'release', 'releases',
    // Kinds of app a user names in a question ("which notes app …").
    'notes app', 'notes apps', 'note-taking', 'note taking', 'to-do app', 'to-do apps', 'project management tool',
  ],
  'cloud-services': [
    'cloud', 'cloud provider', 'regions', 'availability zone', 'serverless', 'instance', 'instances',
    'virtual machine', 'virtual machines', 'iaas', 'paas', 'saas', 'compute', 'object storage',
    'managed service', 'managed services', 'hosting', 'data center', 'data centers', 'egress',
  ],
  'consumer-electronics': [
    'phone', 'phones', 'smartphone', 'smartphones', 'tablet', 'tablets', 'laptop', 'laptops', 'e-reader',
    'ereader', 'camera', 'headphones', 'earbuds', 'smartwatch', 'battery', 'screen', 'display',
    'charger', 'usb-c', 'device', 'devices', 'gadget', 'gadgets', 'oled', 'console', 'consoles',
    // Appliances and gadgets named by their kind: their reviews talk about apps and editors too.
    'robot vacuum', 'robot vacuums', 'vacuum', 'vacuums', 'smart speaker', 'smart speakers', 'printer', 'printers',
    'router', 'routers', 'drone', 'drones',
  ],
  vehicles: [
    'car', 'cars', 'vehicle', 'vehicles', 'suv', 'sedan', 'hatchback', 'truck', 'pickup', 'engine',
    'horsepower', 'mpg', 'hybrid', 'electric vehicle', 'ev', 'driving', 'drivers', 'dealership',
    'transmission', 'model year', 'trim', 'motorcycle', 'cabin', 'towing',
  ],
  services: [
    'subscription', 'subscriptions', 'subscribers', 'streaming', 'delivery', 'membership', 'monthly fee',
    'customer service', 'vpn', 'bank', 'banking', 'insurance', 'sign up', 'cancel', 'account', 'accounts',
    'service', 'provider', 'catalogue', 'catalog',
  ],
  places: [
    'city', 'cities', 'country', 'countries', 'town', 'neighborhood', 'neighbourhood', 'neighborhoods',
    'capital', 'population', 'tourists', 'tourism', 'residents', 'district', 'districts', 'museum',
    'museums', 'expat', 'expats', 'inhabitants', 'old town', 'visitors',
  ],
  'food-and-drink': [
    'food', 'drink', 'drinks', 'beverage', 'recipe', 'recipes', 'flavor', 'flavour', 'taste', 'dish',
    'cuisine', 'ingredient', 'ingredients', 'calories', 'brewed', 'roast', 'snack', 'fruit', 'breakfast',
    'nutrition', 'cooking', 'baking', 'protein',
  ],
};

/**
 * Makers whose name, followed by a model ("Sony WH-1000XM5", "Lenovo Yoga 7"), marks a product
 * of that category. Alone, several of them are also other things (Apple, Amazon), so the name
 * must go on after the maker.
 */
export const MAKERS: Readonly<Partial<Record<Category, readonly string[]>>> = {
  'consumer-electronics': [
    'apple', 'samsung', 'sony', 'lg', 'lenovo', 'dell', 'hp', 'asus', 'acer', 'msi', 'huawei', 'xiaomi',
    'oneplus', 'oppo', 'vivo', 'motorola', 'nokia', 'nintendo', 'canon',
    'nikon', 'fujifilm', 'panasonic', 'olympus', 'sennheiser', 'jabra', 'bose', 'beats', 'jbl',
    'logitech', 'razer', 'corsair', 'dji', 'garmin', 'fitbit', 'philips', 'dyson', 'roborock', 'ecovacs',
    'kobo', 'tolino', 'pocketbook', 'boox', 'sonos', 'anker', 'fairphone',
  ],
  vehicles: [
    'toyota', 'honda', 'ford', 'bmw', 'audi', 'mercedes', 'mercedes benz', 'volkswagen', 'vw', 'hyundai', 'kia',
    'nissan', 'subaru', 'mazda', 'volvo', 'porsche', 'chevrolet', 'tesla', 'renault', 'peugeot', 'citroen',
    'fiat', 'skoda', 'seat', 'dacia', 'byd', 'polestar', 'rivian', 'lucid', 'jeep', 'lexus', 'opel',
    'yamaha', 'ducati', 'trek', 'specialized', 'cannondale', 'brompton', 'vanmoof',
  ],
};
