import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Category } from '@juxta/contracts';

/** One hand-written expectation about a dimension of a comparison. */
export type Judgement =
  | { dimension: string; order: string[] }
  | { dimension: string; tie: string[] }
  | { dimension: string; noEvidence: string[] };

/**
 * A question a user would type with a comparison's items, and what a careful reader of the
 * documents answers: an item, or `none` when the documents do not decide it (the page must say
 * so rather than pick).
 */
export interface LabelledQuestion {
  query: string;
  pick: string | 'none';
  /** Which documents decide it (for whoever reads a failure). */
  why: string;
}

/** A comparison to run, with what a careful reader expects of it. */
export interface LabelledComparison {
  id: string;
  /**
   * `starter`: about the starter corpus; `evaluation`: about the invented products in eval/documents;
   * `held-out`: about eval/held-out/documents, measured with `--held-out` and never tuned on;
   * `unseen`: about eval/documents written and labelled before the analyst ever ran on them and not
   * yet developed on: their figures are first-run (out-of-sample) measures, reported in their own
   * row and kept out of the targets until someone fixes the phenomena they show and moves them to
   * `evaluation`. `unseen-v6` was the same for the sixth batch (analyst v6 has since developed on it and
   * moved it to `evaluation`); `unseen-v7` is the seventh, `unseen-v8` the eighth, `unseen-v9` the
   * ninth, `unseen-v10` the tenth, `unseen-v11` the eleventh, `unseen-v12` the twelfth,
   * `unseen-v13` the thirteenth, `unseen-v14` the fourteenth, `unseen-v15` the fifteenth, `unseen-v16`
   * the sixteenth, `unseen-v17` the seventeenth and `unseen-v18` the eighteenth, each in its own row so that its
   * first run stays visible while earlier batches are developed on (v7, v8, v9 and v10 have been
   * since: their rows stay apart because they would take the development set under its targets;
   * docs/research-quality.md says which rows are still first-run measures).
   */
  set: 'starter' | 'evaluation' | 'held-out' | 'unseen' | 'unseen-v6' | 'unseen-v7' | 'unseen-v8' | 'unseen-v9' | 'unseen-v10' | 'unseen-v11' | 'unseen-v12' | 'unseen-v13' | 'unseen-v14' | 'unseen-v15' | 'unseen-v16' | 'unseen-v17' | 'unseen-v18';
  category: Category;
  items: string[];
  dimensions: string[];
  judgements: Judgement[];
  /** Questions asked with the same items (no dimension hints), each judged on the pick the result makes. */
  questions?: LabelledQuestion[];
}

/** A hand-written verdict on whether a sentence speaks about a dimension. */
export interface QuoteLabel {
  text: string;
  dimension: string;
  supports: boolean;
}

export interface EvaluationLabels {
  comparisons: LabelledComparison[];
  quotes: QuoteLabel[];
}

/** The folder holding eval/ (labels, documents, fixtures). */
export const EVAL_FOLDER = join(__dirname, '..');

/** The held-out set: documents and labels kept apart from the set the analyst is developed on. */
export const HELD_OUT_FOLDER = join(EVAL_FOLDER, 'held-out');

/** Reads the labels under eval/labels (or another labels folder). */
export function loadLabels(folder = join(EVAL_FOLDER, 'labels')): EvaluationLabels {
  const comparisons = (JSON.parse(readFileSync(join(folder, 'comparisons.json'), 'utf8')) as { comparisons: LabelledComparison[] })
    .comparisons;
  const quotes = (JSON.parse(readFileSync(join(folder, 'quotes.json'), 'utf8')) as { quotes: QuoteLabel[] }).quotes;
  return { comparisons, quotes };
}

/** An unseen batch (`unseen`, `unseen-v6`, …): labelled before any run, not yet developed on. */
export function isUnseen(set: string): boolean {
  return set.startsWith('unseen');
}
