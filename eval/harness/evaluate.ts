import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ResearchOutcome } from '@juxta/contracts';
import { parseCorpusMarkdown } from '@juxta/providers';
import type { ResearchEngine } from '@juxta/research';
import { EVALUATION_DOCUMENTS } from './evaluation-database';
import type { EvaluationLabels, LabelledComparison } from './labels';
import { addFigures, type ComparisonFigures, emptyFigures, type Failure, gradeComparison, gradeQuestions, type QualityFigures } from './metrics';
import { QuoteJudge } from './quote-judge';

/**
 * Products the evaluation documents mention only in passing (never the subject of a document).
 * A pro or con naming one of them, and not the item, is about someone else.
 */
export const PASSING_MENTIONS = ['Inkleaf', 'Keeto Buds', 'Rellion Z', 'Trellis', 'Kafdrop', 'Corvello', 'Proxlet', 'Corbel', 'Cumulo', 'Belvane', 'Verdalo Mini', 'Crunchora', 'Lumenvolt Cube'];

/** Every product named by an evaluation document's front matter, plus the passing mentions. */
export function knownProductNames(folder = EVALUATION_DOCUMENTS): string[] {
  const names = new Set<string>(PASSING_MENTIONS);
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.md'))) {
    const parsed = parseCorpusMarkdown(readFileSync(join(folder, file), 'utf8'));
    if (parsed.ok) for (const item of parsed.document.items) names.add(item);
  }
  return [...names];
}

export interface ComparisonRun {
  label: LabelledComparison;
  outcome: ResearchOutcome;
  /** One result per labelled question, in label order: the items asked with the question and no dimension hints. */
  answers: ResearchOutcome[];
  graded: ComparisonFigures;
  /** Warnings the engine attached (e.g. the LLM fell back to the extractive analyst). */
  warnings: string[];
}

export interface EvaluationResult {
  runs: ComparisonRun[];
  byCategory: Map<string, QualityFigures>;
  bySet: Map<string, QualityFigures>;
  overall: QualityFigures;
  failures: Failure[];
}

/** Runs every labelled comparison through the engine, one after another, and grades it. */
export async function evaluate(
  engine: ResearchEngine,
  labels: EvaluationLabels,
  comparisons: readonly LabelledComparison[] = labels.comparisons,
  onRun?: (run: ComparisonRun) => void,
): Promise<EvaluationResult> {
  const judge = new QuoteJudge(labels.quotes);
  const others = knownProductNames();
  const runs: ComparisonRun[] = [];
  for (const label of comparisons) {
    const outcome = await engine.run({ items: label.items, dimensions: label.dimensions });
    // As a user asking a question sends it: the items and the question, no dimensions (the question decides them).
    const answers: ResearchOutcome[] = [];
    for (const question of label.questions ?? []) answers.push(await engine.run({ items: label.items, query: question.query }));
    const graded = gradeComparison(label, outcome, judge, others);
    const asked = gradeQuestions(label, answers);
    addFigures(graded.figures, asked.figures);
    graded.failures.push(...asked.failures);
    const run = { label, outcome, answers, graded, warnings: [...(outcome.warnings ?? []), ...answers.flatMap((a) => a.warnings ?? [])] };
    runs.push(run);
    onRun?.(run);
  }
  return summarise(runs);
}

/** Groups graded runs per category, per set and overall. */
export function summarise(runs: readonly ComparisonRun[]): EvaluationResult {
  const byCategory = new Map<string, QualityFigures>();
  const bySet = new Map<string, QualityFigures>();
  const overall = emptyFigures();
  for (const run of runs) {
    addFigures(getOrAdd(byCategory, run.label.category), run.graded.figures);
    addFigures(getOrAdd(bySet, run.label.set), run.graded.figures);
    addFigures(overall, run.graded.figures);
  }
  return { runs: [...runs], byCategory, bySet, overall, failures: runs.flatMap((r) => r.graded.failures) };
}

function getOrAdd(map: Map<string, QualityFigures>, key: string): QualityFigures {
  let value = map.get(key);
  if (!value) map.set(key, (value = emptyFigures()));
  return value;
}
