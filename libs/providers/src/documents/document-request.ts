import type { DocumentBound } from './document-errors';

/** What a reader child is asked to read: one document, already bounded in bytes by the caller. */
export type DocumentRequest =
  | { kind: 'html'; body: Uint8Array; contentType: string; url: string; maxElements: number }
  | { kind: 'pdf'; body: Uint8Array; maxTextBytes: number };

/** A reader child's answer: the text, or why there is none (`bound` when a limit was reached). */
export type DocumentReply =
  | { ok: true; title?: string; text: string }
  | { ok: false; bound?: DocumentBound; error: string };

/** The elements an HTML text opens, counted up to `max + 1` without building a tree. */
export function countElements(html: string, max: number): number {
  const opening = /<[a-z]/gi;
  let count = 0;
  while (opening.exec(html) && count <= max) count += 1;
  return count;
}
