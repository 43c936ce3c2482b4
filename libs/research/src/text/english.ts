/** "A", "A and B", "A, B and C". */
export function joinList(parts: readonly string[], conjunction = 'and'): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} ${conjunction} ${parts[parts.length - 1]}`;
}

/** "1 source", "2 sources". */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/**
 * A dimension name to use mid-sentence: "Ease of use" → "ease of use", but "GPU support"
 * and "iOS apps" stay as written.
 */
export function midSentence(name: string): string {
  return /^\p{Lu}\p{Ll}*(\s|$)/u.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name;
}

const PROVIDER_LABELS: Readonly<Record<string, string>> = {
  corpus: 'the corpus',
  wikipedia: 'Wikipedia',
  searxng: 'the web (SearXNG)',
  tavily: 'the web (Tavily)',
  brave: 'Brave Search',
};

/** How a provider is named in progress messages ("the corpus", "Wikipedia"). */
export function providerLabel(name: string): string {
  return PROVIDER_LABELS[name.toLowerCase()] ?? name;
}

/** A label that can start a sentence ("The corpus did not answer…"). */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
