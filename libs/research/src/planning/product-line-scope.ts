import type { ItemResearch } from '@juxta/contracts';
import { productLineNames } from './item-aliases';
import { wordTokens } from '../text/text-words';

function phrase(text: string): string {
  return ` ${wordTokens(text).map((t) => t.word).join(' ')} `;
}

/**
 * What an item's evidence is about when it is a model of a product line: "about the Kindle
 * Paperwhite line" when no source names the model itself but some name its line, so a reader
 * knows the scores describe the line. Undefined when the sources name the item, or it has no line.
 */
export function evidenceScope(item: string, sources: readonly { title: string; text?: string; snippet?: string }[]): string | undefined {
  const lines = productLineNames(item).filter((l) => wordTokens(l).length > 1);
  if (lines.length === 0 || sources.length === 0) return undefined;
  const texts = sources.map((s) => phrase(`${s.title}\n${s.snippet ?? ''}\n${s.text ?? ''}`));
  const own = phrase(item);
  if (texts.some((t) => t.includes(own))) return undefined;
  const line = lines.find((l) => texts.some((t) => t.includes(phrase(l))));
  return line ? `about the ${line} line` : undefined;
}

/** The item's research with its evidence scope set when its sources are about its product line. */
export function withEvidenceScope(research: ItemResearch, sources: readonly { title: string; text?: string; snippet?: string }[]): ItemResearch {
  const scope = evidenceScope(research.name, sources);
  return scope ? { ...research, evidenceScope: scope } : research;
}
