/** The reader's stages, in the order they run on a sentence (cross-item weighs the items' statements against each other). */
export const STAGES = ['segment', 'attribute', 'aspects', 'polarity', 'amounts', 'aggregate', 'cross-item'] as const;

export type Stage = (typeof STAGES)[number];

/** One decision of a stage: the rule that made it, the words it was made on, and what it did. */
export interface TraceEntry {
  stage: Stage;
  rule: string;
  span: string;
  effect: string;
}

/** A signed number as the trace and the readings print it ("+2", "-1.5"). */
export function signed(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return rounded > 0 ? `+${rounded}` : `${rounded}`;
}

/** Adds a stage's decisions to a trace; each dimension reads a stretch of text again, so the same decision is listed once. */
export function addSteps(trace: TraceEntry[], steps: readonly TraceEntry[]): void {
  for (const s of steps) {
    if (!trace.some((t) => t.stage === s.stage && t.rule === s.rule && t.span === s.span && t.effect === s.effect)) trace.push(s);
  }
}
