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

/**
 * What the stages decided about one sentence: the reasons per dimension that become its
 * evidence's `because`, and, when asked for (`npm run explain`), every step in order.
 */
export class SentenceReading {
  private readonly reasons = new Map<string, string[]>();

  constructor(readonly trace?: TraceEntry[]) {}

  /** Records a stage's decision in the trace (kept only when a trace was asked for). */
  step(stage: Stage, rule: string, span: string, effect: string): void {
    // Each dimension reads a stretch of text again: the same decision is listed once.
    if (this.trace && !this.trace.some((t) => t.stage === stage && t.rule === rule && t.span === span && t.effect === effect)) this.trace.push({ stage, rule, span, effect });
  }

  /** Adds a reason, in words, to what decided the sentence's effect on a dimension. */
  because(dimension: string, reason: string): void {
    const list = this.reasons.get(dimension) ?? [];
    if (!list.includes(reason)) list.push(reason);
    this.reasons.set(dimension, list);
  }

  /** The reasons per dimension. */
  reasonsByDimension(): Map<string, string[]> {
    return this.reasons;
  }
}
