import { splitSentences } from '@juxta/research';
import type { DevelopmentText } from './development-texts';
import type { SentenceStarts } from './package-readers';

/** A place where only one side starts a sentence. */
export interface BoundaryDisagreement {
  file: string;
  /** Which side starts a sentence here: the package ("it splits") or the hand-written splitter. */
  splitBy: 'package' | 'hand-written';
  /** The text around the place, the place marked ‖. */
  context: string;
}

/** How a package's sentence starts compare with the hand-written splitter's, inside the same blocks. */
export interface BoundaryComparison {
  blocks: number;
  handSentences: number;
  agreed: number;
  packageOnly: number;
  handOnly: number;
  disagreements: BoundaryDisagreement[];
}

const CONTEXT = 60;

/**
 * Compares sentence starts block by block: blocks (paragraphs, list entries, headings) come from
 * the Markdown layout, which neither package reads, so only the splitting inside a block is
 * measured. A block's own start is not a boundary of either side.
 */
export function compareBoundaries(texts: readonly DevelopmentText[], starts: SentenceStarts): BoundaryComparison {
  const result: BoundaryComparison = { blocks: 0, handSentences: 0, agreed: 0, packageOnly: 0, handOnly: 0, disagreements: [] };
  for (const { file, body } of texts) {
    const sentences = splitSentences(body);
    result.handSentences += sentences.length;
    const byBlock = new Map<number, typeof sentences>();
    for (const s of sentences) byBlock.set(s.block, [...(byBlock.get(s.block) ?? []), s]);
    for (const block of byBlock.values()) {
      result.blocks++;
      if (block[0].heading) continue;
      const from = block[0].start;
      const to = block[block.length - 1].end;
      const hand = new Set(block.slice(1).map((s) => s.start));
      const slice = body.slice(from, to);
      const theirs = new Set(
        starts(slice)
          .map((at) => from + skipSpaces(slice, at))
          .filter((at) => at > from && at < to && /[\p{L}\p{N}]/u.test(body.slice(at, to))),
      );
      for (const at of new Set([...hand, ...theirs])) {
        if (hand.has(at) && theirs.has(at)) {
          result.agreed++;
          continue;
        }
        const splitBy = theirs.has(at) ? 'package' : 'hand-written';
        if (splitBy === 'package') result.packageOnly++;
        else result.handOnly++;
        result.disagreements.push({ file, splitBy, context: `${body.slice(Math.max(0, at - CONTEXT), at)}‖${body.slice(at, at + CONTEXT)}`.replace(/\n/g, '⏎') });
      }
    }
  }
  return result;
}

function skipSpaces(text: string, at: number): number {
  while (at < text.length && /\s/.test(text[at])) at++;
  return at;
}
