import type { WordToken } from '@juxta/research';

/** The text of tokens [start, end) of a sentence, as written (empty for an empty range). */
export function spanText(text: string, tokens: readonly WordToken[], start: number, end: number): string {
  return end > start ? text.slice(tokens[start].start, tokens[end - 1].end) : '';
}
