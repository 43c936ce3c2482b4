import { dimensionTerms, ItemMatcher, KNOWN_DIMENSIONS, mentionsDimension, parseText } from '@juxta/research';
import { amountSteps } from './amounts/amounts-stage';
import { extractStatements } from './pipeline';
import { signed, STAGES, type TraceEntry } from './trace';

/** How the reader read one sentence for one item: its score per dimension, the reasons, and every step. */
export interface SentenceExplanation {
  item: string;
  dimensions: string[];
  scores: Record<string, number>;
  because: Record<string, string[]>;
  trace: TraceEntry[];
}

/** The known dimensions a sentence speaks of, for explaining it when no dimension is named. */
export function dimensionsOf(sentence: string): string[] {
  const parsed = parseText(sentence);
  return KNOWN_DIMENSIONS.map((d) => d.name).filter((name) => parsed.some((p) => mentionsDimension(dimensionTerms(name), p.stems, p.text)));
}

/** Reads one sentence for each of the items, as the analyst reads a source, and keeps the trace. */
export async function explainSentence(sentence: string, items: readonly string[], dimensions: readonly string[]): Promise<SentenceExplanation[]> {
  const matcher = new ItemMatcher(items);
  const source = { title: '', url: '', snippet: '', text: sentence, provider: 'explain' };
  const out: SentenceExplanation[] = [];
  for (const [index, item] of items.entries()) {
    const trace: TraceEntry[] = [];
    const { statements } = await extractStatements([source], index, matcher, dimensions, undefined, trace);
    trace.push(...amountSteps(sentence, matcher, dimensions, index));
    const scores: Record<string, number> = {};
    const because: Record<string, string[]> = {};
    for (const statement of statements) {
      for (const [dimension, score] of statement.scores) {
        scores[dimension] = (scores[dimension] ?? 0) + score;
        because[dimension] = [...(because[dimension] ?? []), ...(statement.because.get(dimension) ?? [])];
      }
    }
    out.push({ item, dimensions: [...dimensions], scores, because, trace });
  }
  return out;
}

/** The explanation as text, stage by stage, for a terminal. */
export function formatExplanation(explanations: readonly SentenceExplanation[]): string {
  const lines: string[] = [];
  for (const e of explanations) {
    lines.push(`── for ${e.item} (dimensions: ${e.dimensions.join(', ') || 'none'})`);
    for (const stage of STAGES) {
      const steps = e.trace.filter((t) => t.stage === stage);
      if (steps.length === 0) continue;
      lines.push(`  ${stage}`);
      for (const t of steps) lines.push(`    ${t.rule}: "${t.span}" → ${t.effect}`);
    }
    const scored = Object.keys(e.scores);
    if (scored.length === 0) lines.push('  reading: nothing counted for this item');
    for (const dimension of scored) {
      lines.push(`  reading on ${dimension}: ${signed(e.scores[dimension])}`);
      for (const reason of e.because[dimension] ?? []) lines.push(`    because ${reason}`);
    }
  }
  return lines.join('\n');
}
