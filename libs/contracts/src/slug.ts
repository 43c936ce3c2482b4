/** Reduces a name to lower-case `[a-z0-9]+` words joined by `-`. */
export function slugWords(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .match(/[a-z0-9]+/g)
      ?.join('-') ?? ''
  );
}

/** The contract's slug: item words joined by `-vs-`, then (at least 8) hex characters of the id. */
export function comparisonSlug(items: readonly string[], id: string, suffixLength = 8): string {
  const base = items
    .map(slugWords)
    .filter((w) => w.length > 0)
    .join('-vs-')
    .slice(0, 150)
    .replace(/-+$/, '');
  const suffix = id.replace(/[^0-9a-f]/gi, '').toLowerCase().slice(0, suffixLength).padEnd(suffixLength, '0');
  return base ? `${base}-${suffix}` : `comparison-${suffix}`;
}

/** A default title: the items joined by " vs ". */
export function comparisonTitle(items: readonly string[]): string {
  return items.join(' vs ');
}
