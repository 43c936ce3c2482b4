/**
 * Names people use for the same thing. The first name of each group is the canonical one.
 * Used twice: at import time (a document's items plus their aliases become searchable) and
 * at query time (a query for "postgres" looks for every name of PostgreSQL).
 * Names that differ only in case, spaces or punctuation need no entry: "Node.js", "nodejs"
 * and "Node JS" share a key already (see itemKey).
 */
const ALIAS_GROUPS: readonly (readonly string[])[] = [
  // databases
  ['PostgreSQL', 'Postgres', 'PGSQL', 'Postgre'],
  ['MongoDB', 'Mongo'],
  ['Microsoft SQL Server', 'SQL Server', 'MSSQL', 'MS SQL'],
  ['Elasticsearch', 'Elastic Search'],
  ['CockroachDB', 'Cockroach'],
  ['Oracle Database', 'Oracle DB'],
  ['Amazon DynamoDB', 'DynamoDB', 'Dynamo DB'],
  ['MySQL', 'My SQL'],
  ['MariaDB', 'Maria DB'],
  ['SQLite', 'SQLite3'],
  // programming languages
  ['JavaScript', 'JS', 'ECMAScript', 'ES6'],
  ['TypeScript', 'TS'],
  ['Python', 'Python 3', 'Python3', 'CPython'],
  ['Go', 'Golang', 'Go lang'],
  ['Rust', 'Rust lang', 'Rustlang'],
  ['C#', 'C Sharp', 'CSharp', 'C# .NET'],
  ['C++', 'CPP', 'C plus plus', 'Cxx'],
  ['R', 'R language', 'R lang', 'Rlang', 'GNU R', 'R programming'],
  ['Swift', 'Swift lang', 'Apple Swift'],
  ['Java', 'Java SE', 'OpenJDK'],
  ['Kotlin', 'Kotlin lang'],
  ['Objective-C', 'ObjC', 'Obj-C'],
  ['Visual Basic', 'VB', 'VB.NET'],
  // software
  ['React', 'ReactJS', 'React.js'],
  ['Vue', 'Vue.js', 'VueJS'],
  ['Angular', 'Angular framework'],
  ['AngularJS', 'Angular 1', 'Angular.js'],
  ['Next.js', 'NextJS'],
  ['Nuxt', 'Nuxt.js', 'NuxtJS'],
  ['Node.js', 'Node'],
  ['Ruby on Rails', 'Rails', 'RoR'],
  ['Django', 'Django framework'],
  ['Spring Boot', 'SpringBoot'],
  ['.NET', 'dotnet', 'dot NET', '.NET Core'],
  ['Kubernetes', 'K8s', 'Kube'],
  ['Chrome', 'Google Chrome'],
  ['Firefox', 'Mozilla Firefox'],
  ['Edge', 'Microsoft Edge', 'MS Edge'],
  ['Svelte', 'SvelteKit'],
  ['VS Code', 'Visual Studio Code', 'VSCode'],
  ['Vim', 'Neovim', 'NVim', 'Vi'],
  ['IntelliJ IDEA', 'IntelliJ', 'JetBrains IntelliJ IDEA', 'JetBrains IntelliJ'],
  ['Sublime Text', 'Sublime'],
  ['Safari', 'Apple Safari'],
  ['Brave', 'Brave Browser'],
  ['Docker', 'Docker Desktop', 'Docker Engine'],
  ['Podman', 'Podman Desktop'],
  ['Linux', 'GNU/Linux', 'GNU Linux'],
  ['Windows', 'Microsoft Windows', 'MS Windows'],
  ['macOS', 'Mac OS', 'OS X', 'Mac OS X'],
  ['GitHub', 'Git Hub'],
  ['GitLab', 'Git Lab'],
  ['Notion', 'Notion app', 'Notion.so'],
  ['Obsidian', 'Obsidian.md', 'Obsidian app'],
  ['Microsoft Teams', 'MS Teams', 'Teams'],
  // cloud services
  ['AWS', 'Amazon Web Services', 'Amazon AWS'],
  ['Azure', 'Microsoft Azure', 'MS Azure'],
  ['Google Cloud', 'GCP', 'Google Cloud Platform'],
  ['DigitalOcean', 'DO'],
  ['Hetzner Cloud', 'Hetzner'],
  // consumer electronics
  ['iPhone', 'Apple iPhone'],
  ['Google Pixel', 'Pixel', 'Pixel phone'],
  ['Samsung Galaxy S', 'Galaxy S', 'Samsung Galaxy S series', 'Galaxy S series'],
  ['Kindle', 'Amazon Kindle', 'Kindle Paperwhite'],
  ['Kobo', 'Rakuten Kobo'],
  ['MacBook Air', 'Apple MacBook Air'],
  ['Dell XPS', 'XPS', 'Dell XPS 13'],
  ['iPad', 'Apple iPad', 'iPad Air'],
  ['Samsung Galaxy Tab', 'Galaxy Tab', 'Galaxy Tab S', 'Samsung Galaxy Tab S'],
  ['PlayStation 5', 'PS5', 'Sony PlayStation 5', 'PlayStation'],
  ['Xbox Series X', 'Xbox', 'Xbox Series', 'Xbox Series X|S', 'Microsoft Xbox Series X'],
  // brands
  ['HP', 'Hewlett-Packard', 'Hewlett Packard'],
  ['Volkswagen', 'VW'],
  ['Mercedes-Benz', 'Mercedes', 'Benz'],
  ['BMW', 'Bayerische Motoren Werke'],
  ['Coca-Cola', 'Coke', 'Coca Cola'],
  ['McDonald\'s', 'McDonalds', 'Mickey D\'s'],
  ['IKEA', 'Ikea'],
  // vehicles
  ['Tesla Model 3', 'Model 3', 'Tesla 3'],
  ['Toyota Prius', 'Prius'],
  ['Honda Civic', 'Civic'],
  ['Toyota Corolla', 'Corolla'],
  // services
  ['Disney+', 'Disney Plus', 'DisneyPlus'],
  ['Gmail', 'Google Mail'],
  ['Proton Mail', 'ProtonMail', 'Proton'],
  // places
  // places: the English name first, then the native one (and other common ones)
  ['New York', 'New York City', 'NYC'],
  ['Lisbon', 'Lisboa'],
  ['Prague', 'Praha'],
  ['Vienna', 'Wien'],
  ['Cologne', 'Köln', 'Koeln'],
  ['Munich', 'München', 'Muenchen'],
  ['Nuremberg', 'Nürnberg', 'Nuernberg'],
  ['Zurich', 'Zürich', 'Zuerich'],
  ['Geneva', 'Genève', 'Genf'],
  ['Brussels', 'Bruxelles', 'Brussel'],
  ['Antwerp', 'Antwerpen', 'Anvers'],
  ['The Hague', 'Den Haag', "'s-Gravenhage"],
  ['Copenhagen', 'København', 'Kobenhavn'],
  ['Gothenburg', 'Göteborg'],
  ['Warsaw', 'Warszawa'],
  ['Krakow', 'Kraków', 'Cracow'],
  ['Rome', 'Roma'],
  ['Milan', 'Milano'],
  ['Florence', 'Firenze'],
  ['Venice', 'Venezia'],
  ['Naples', 'Napoli'],
  ['Turin', 'Torino'],
  ['Seville', 'Sevilla'],
  ['Athens', 'Athína', 'Athina'],
  ['Moscow', 'Moskva'],
  ['Beijing', 'Peking'],
  ['Mumbai', 'Bombay'],
  ['Kolkata', 'Calcutta'],
  ['Chennai', 'Madras'],
  ['Bucharest', 'București', 'Bucuresti'],
  ['Belgrade', 'Beograd'],
  // food and drink
  ['Oat milk', 'Oat drink', 'Oat beverage'],
  ['Dairy milk', "Cow's milk", 'Cow milk', 'Milk', 'Whole milk'],
];

/**
 * The comparison key of a name: lower case, accents folded, "+" and "#" spelled out (so
 * "C", "C++" and "C#" stay apart), everything else that is not a letter or digit dropped.
 */
export function itemKey(name: string): string {
  return foldName(name).replace(/[^a-z0-9]/g, '');
}

/** Accents folded, lower case, and the signs that tell names apart ("C++", "C#", "&") spelled out. */
function foldName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\+/g, 'plus')
    .replace(/#/g, 'sharp')
    .replace(/&/g, 'and');
}

const GROUP_BY_KEY: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, readonly string[]>();
  for (const group of ALIAS_GROUPS) {
    for (const name of group) {
      const key = itemKey(name);
      // A key claimed by two groups would silently merge unrelated things; fail loudly instead.
      if (map.has(key) && map.get(key) !== group) throw new Error(`Alias "${name}" is in two groups`);
      map.set(key, group);
    }
  }
  return map;
})();

/** Every known name of the item (its alias group), or just the name itself when unknown. */
export function itemNames(name: string): string[] {
  const trimmed = name.trim();
  const group = GROUP_BY_KEY.get(itemKey(trimmed));
  if (!group) return trimmed ? [trimmed] : [];
  return group.some((n) => n === trimmed) ? [...group] : [...group, trimmed];
}

/** The canonical name of an item ("postgres" → "PostgreSQL"); the name itself when unknown. */
export function canonicalItem(name: string): string {
  return GROUP_BY_KEY.get(itemKey(name))?.[0] ?? name.trim();
}

/** True when two names mean the same item ("Golang" and "Go", "Node.js" and "nodejs"). */
export function sameItem(a: string, b: string): boolean {
  return itemKey(canonicalItem(a)) === itemKey(canonicalItem(b));
}

/** The keys of every name of the item, for matching a document's item_keys. */
export function itemKeys(name: string): string[] {
  return unique(itemNames(name).map(itemKey).filter(Boolean));
}

// Words that name a model or edition rather than the product line ("iPhone 15 Pro Max").
const EDITION_WORDS = new Set([
  'pro', 'max', 'ultra', 'plus', 'mini', 'lite', 'se', 'fe', 'edition', 'gen', 'generation', 'signature', 'special', 'limited', 'deluxe',
  'anniversary', 'collectors', 'kids',
]);

/**
 * Names of the product line behind a specific model or version, so "iPhone 15 Pro",
 * "Windows 11", "PostgreSQL 16" or "Samsung Galaxy S24" find documents about the line.
 * Only trailing version-like words are dropped, so "JavaScript" never becomes "Java".
 */
export function productLineNames(name: string): string[] {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const out: string[] = [];
  let end = words.length;
  while (end > 1 && isEditionWord(words[end - 1])) {
    end -= 1;
    const line = words.slice(0, end).join(' ');
    out.push(line);
    // "Galaxy S24" → "Galaxy S": a model number glued to a series letter.
    const glued = /^([A-Za-z]{1,2})\d+[A-Za-z]*$/.exec(words[end]);
    if (glued) out.push([...words.slice(0, end), glued[1]].join(' '));
  }
  const single = /^([A-Za-z]{2,}?)[-\s]?\d+(\.\d+)*$/.exec(name.trim());
  if (words.length === 1 && single) out.push(single[1]);
  return unique(out);
}

/** Names a document's items expand to in items_text (each item and all its aliases). */
export function expandItemsText(items: readonly string[]): string {
  return unique(items.flatMap((item) => itemNames(item))).join(' ');
}

/** The item_keys stored with a document: the key of every item and every alias. */
export function expandItemKeys(items: readonly string[]): string[] {
  return unique(items.flatMap((item) => itemKeys(item)));
}

function isEditionWord(word: string): boolean {
  const w = word.toLowerCase();
  return EDITION_WORDS.has(w) || /\d/.test(w) || /^\(.*\)$/.test(w);
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

// Aliases that are everyday words or too short to find in running text without matching
// unrelated sentences ("Teams", "DO", "JS" inside "Node.js"); they still merge request items.
const AMBIGUOUS_IN_TEXT = new Set(['teams', 'proton', 'milk', 'sublime', 'civic', 'benz', 'coke', 'kube', 'rails', 'edge', 'playstation', 'xbox']);

/** Whether an alias is an everyday word or too short to look for in running text ("Teams", "Proton"). */
export function isAmbiguousInText(name: string): boolean {
  return AMBIGUOUS_IN_TEXT.has(itemKey(name));
}

/** The other well-known names of an item to look for in text (empty when none are known). */
export function knownAliases(name: string): string[] {
  const own = itemKey(name);
  return itemNames(name).filter((alias) => {
    const key = itemKey(alias);
    return key !== own && key.length > 2 && !AMBIGUOUS_IN_TEXT.has(key);
  });
}

// Names in a group because documents about them help research the group's item (search and
// import), though they are a different product people compare with it: "Vim vs Neovim", "iPad vs
// iPad Air", "Kindle vs Kindle Paperwhite", "Svelte vs SvelteKit". They are never refused as aliases.
const RELATED_NOT_SAME = new Set(
  ['Neovim', 'NVim', 'SvelteKit', 'Kindle Paperwhite', 'iPad Air', 'Dell XPS 13', 'Galaxy Tab S', 'Samsung Galaxy Tab S', 'PlayStation', 'Xbox',
    'Docker Desktop', 'Docker Engine', 'Podman Desktop', '.NET Core', 'OpenJDK', 'VB.NET'].map(itemKey),
);

/**
 * The key two request items are compared by: the alias group's canonical name when known (and
 * the name is another name of it, not a related product), else the name with case, accents,
 * punctuation and a leading "the" folded away.
 */
export function requestItemKey(name: string): string {
  const related = RELATED_NOT_SAME.has(itemKey(name));
  const canonical = (related ? name.trim() : canonicalItem(name)).replace(/^the\s+/i, '');
  // itemKey keeps a–z and digits only (the corpus's stored keys): a name in another script
  // ("Москва", "東京") would fold to nothing there, and any two such items look like one.
  return foldName(canonical).replace(/[^\p{L}\p{N}]/gu, '');
}
