/**
 * Turns what a person typed into a tsquery text with prefix matching on every word, so
 * "postg" finds PostgreSQL. Only letters and digits survive: nothing typed reaches tsquery syntax.
 */
export function toPrefixTsQuery(q: string | undefined): string | undefined {
  const words = (q ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu)
    ?.slice(0, 8);
  if (!words?.length) return undefined;
  return words.map((w) => `${w.slice(0, 64)}:*`).join(' & ');
}
