import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCorpusMarkdown } from '@juxta/providers';
import { EVAL_FOLDER, isUnseen, loadLabels } from '../harness/labels';

/** A development document's plain-text body, as the corpus stores it and the reader reads it. */
export interface DevelopmentText {
  file: string;
  body: string;
}

/**
 * The bodies of eval/documents, less those only unseen batches use (their first run must stay
 * out-of-sample, so nothing here reads them). Never eval/held-out.
 */
export function developmentTexts(): DevelopmentText[] {
  const { comparisons } = loadLabels();
  const unseenItems = new Set(comparisons.filter((c) => isUnseen(c.set)).flatMap((c) => c.items));
  const seenItems = new Set(comparisons.filter((c) => !isUnseen(c.set)).flatMap((c) => c.items));
  const folder = join(EVAL_FOLDER, 'documents');
  const texts: DevelopmentText[] = [];
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.md')).sort()) {
    const parsed = parseCorpusMarkdown(readFileSync(join(folder, file), 'utf8'));
    if (!parsed.ok) continue;
    const { items, body } = parsed.document;
    if (items.some((i) => unseenItems.has(i)) && !items.some((i) => seenItems.has(i))) continue;
    texts.push({ file, body });
  }
  return texts;
}

/** The starter corpus's bodies (corpus/starter): the pages the starter comparisons of the evaluation read. */
export function starterTexts(): DevelopmentText[] {
  const folder = join(EVAL_FOLDER, '..', 'corpus', 'starter');
  return readdirSync(folder)
    .filter((f) => f.endsWith('.md') && f !== 'README.md')
    .sort()
    .flatMap((file) => {
      const parsed = parseCorpusMarkdown(readFileSync(join(folder, file), 'utf8'));
      return parsed.ok ? [{ file: `starter/${file}`, body: parsed.document.body }] : [];
    });
}
