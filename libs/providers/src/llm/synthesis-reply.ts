import { z } from 'zod';
import type { Synthesis } from '@juxta/research';
import type { ReplyCheck } from './structured-completion';

const synthesisReply = z.object({
  summary: z.string().describe('Three to five sentences comparing the items on the evidence.'),
  recommendation: z.string().describe('Which item to choose for which needs, in two to four sentences.'),
});

/** The JSON schema of a synthesis reply. */
export function synthesisJsonSchema(): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(synthesisReply) as Record<string, unknown>;
  return schema;
}

/** Checks a synthesis reply: both texts present and not blank. */
export function checkSynthesis(value: unknown): ReplyCheck<Omit<Synthesis, 'usage'>> {
  const parsed = synthesisReply.safeParse(value);
  if (!parsed.success) return { ok: false, problems: z.prettifyError(parsed.error) };
  const summary = parsed.data.summary.trim();
  const recommendation = parsed.data.recommendation.trim();
  const blank = [!summary && '- summary is empty', !recommendation && '- recommendation is empty'].filter(Boolean);
  if (blank.length > 0) return { ok: false, problems: blank.join('\n') };
  return { ok: true, value: { summary, recommendation } };
}
