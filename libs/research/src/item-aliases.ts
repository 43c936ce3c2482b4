/**
 * Other names writers use for well-known items. Matching is on normalised words, so case,
 * spacing and punctuation variants ("Node.js", "node js") need no entry; "nodejs" (one word)
 * is handled by the matcher too. Deliberately leaves out aliases that are everyday words
 * ("Teams", "DO", "JS" inside "Node.js") because they would match unrelated sentences.
 */
const ALIAS_GROUPS: readonly (readonly string[])[] = [
  ['PostgreSQL', 'Postgres', 'PGSQL'],
  ['MongoDB', 'Mongo'],
  ['Microsoft SQL Server', 'SQL Server', 'MSSQL'],
  ['SQLite', 'SQLite3'],
  ['Elasticsearch', 'Elastic Search'],
  ['CockroachDB', 'Cockroach'],
  ['JavaScript', 'ECMAScript'],
  ['Go', 'Golang'],
  ['C#', 'C Sharp', 'CSharp'],
  ['C++', 'CPP'],
  ['Node.js', 'Node'],
  ['React', 'ReactJS'],
  ['Vue', 'VueJS'],
  ['Visual Studio Code', 'VS Code'],
  ['Vim', 'Neovim'],
  ['Chrome', 'Google Chrome'],
  ['Firefox', 'Mozilla Firefox'],
  ['Kubernetes', 'K8s'],
  ['AWS', 'Amazon Web Services'],
  ['Azure', 'Microsoft Azure'],
  ['Google Cloud', 'Google Cloud Platform', 'GCP'],
  ['iPhone', 'Apple iPhone'],
  ['Pixel', 'Google Pixel'],
  ['Kindle', 'Amazon Kindle'],
  ['Kobo', 'Rakuten Kobo'],
  ['PlayStation 5', 'PS5'],
  ['Disney+', 'Disney Plus'],
  ['Proton Mail', 'ProtonMail'],
  ['New York', 'New York City', 'NYC'],
  ['Lisbon', 'Lisboa'],
  ['Prague', 'Praha'],
  ['Vienna', 'Wien'],
];

function key(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim();
}

const GROUPS_BY_KEY: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, readonly string[]>();
  for (const group of ALIAS_GROUPS) for (const name of group) map.set(key(name), group);
  return map;
})();

/** The other well-known names of an item (empty when none are known). */
export function knownAliases(name: string): string[] {
  const group = GROUPS_BY_KEY.get(key(name));
  return group ? group.filter((alias) => key(alias) !== key(name)) : [];
}
