import { z } from 'zod';
import type { Verdict } from '@juxta/contracts';
import { settledNeedsAnswer, type Synthesis, type SynthesisInput } from '@juxta/research';
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

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * True when the text calls the item the overall winner ("X is the better all-round choice", "X
 * comes out ahead", "X wins overall"). A qualified claim ("X comes out ahead on price", "X is the
 * better choice if price matters") is a claim about one need, which the verdict allows.
 */
function claimsWin(text: string, item: string): boolean {
  const winClaim = String.raw`\s+(?:is\s+(?:the\s+)?(?:better|best)\s+(?:all[- ]round|overall)\s+(?:choice|pick|option)|is\s+the\s+(?:overall\s+|clear\s+)?winner|comes\s+out\s+(?:ahead|on\s+top)(?!\s+(?:on|in|for|when|if)\b)|wins\s+overall)`;
  return new RegExp(`(?:^|[^\\p{L}\\p{N}])${escapeRegExp(item)}${winClaim}`, 'iu').test(text);
}

/** What a reply says that the settled verdict does not: a winner it has not, or not its winner. */
export function verdictContradictions(reply: { summary: string; recommendation: string }, items: readonly string[], verdict: Verdict): string[] {
  const text = `${reply.summary} ${reply.recommendation}`;
  const problems: string[] = [];
  for (const item of items) {
    if (item === verdict.winner || !claimsWin(text, item)) continue;
    problems.push(
      verdict.winner
        ? `- the text calls ${item} the overall winner, but the verdict's winner is ${verdict.winner}`
        : `- the text calls ${item} the overall winner, but the verdict names no overall winner: say the evidence does not pick one`,
    );
  }
  if (verdict.winner && !reply.recommendation.toLowerCase().includes(verdict.winner.toLowerCase())) {
    problems.push(`- the recommendation must name the verdict's winner, ${verdict.winner}`);
  }
  return problems;
}

// Where one sentence of the reply ends and the next begins.
const SENTENCE_BREAK = /(?<=[.!?])\s+(?=[A-Z“"])/;

// A passage in quotation marks (curly or straight).
const QUOTED = /[“"]([^”"]+)[”"]/g;

function squash(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/**
 * The quotes in a reply that are no lead sentence of the verdict: a lead may be quoted only with
 * one of the statements that speak for its leader on that dimension (the verdict's decisive
 * quotes), and a sentence that names a decided dimension only with that dimension's. The words
 * of the question may be quoted back.
 */
export function leadQuoteProblems(reply: { summary: string; recommendation: string }, verdict: Verdict, query?: string): string[] {
  const leads = verdict.dimensions.filter((d) => d.decisive?.quote.trim()).map((d) => ({ dimension: d.dimension, quote: squash(d.decisive?.quote ?? '') }));
  const asked = squash(query ?? '');
  const problems: string[] = [];
  for (const sentence of `${reply.summary} ${reply.recommendation}`.split(SENTENCE_BREAK)) {
    const named = verdict.dimensions.filter((d) => new RegExp(`(?:^|[^\\p{L}])${escapeRegExp(d.dimension)}(?:$|[^\\p{L}])`, 'iu').test(sentence));
    for (const [, quoted] of sentence.matchAll(QUOTED)) {
      const q = squash(quoted);
      // Fewer than three words is a name or a phrase, not a statement.
      if (q.split(' ').length < 3 || (asked && asked.includes(q))) continue;
      const pool = named.length > 0 ? leads.filter((l) => named.some((d) => d.dimension === l.dimension)) : leads;
      if (pool.some((l) => l.quote.includes(q))) continue;
      problems.push(
        `- “${quoted.trim()}” is not a lead sentence: quote a lead only with the sentence listed for it under "Lead quotes" (word for word), or quote nothing`,
      );
    }
  }
  return problems;
}

/**
 * What the summary's first sentence says against the question's settled answer when it comes from
 * the overall verdict ("Which one should I buy?"): it must name the picked item. An answer from the
 * question's needs is not the model's to write (LlmAnalyst opens the text with it).
 */
export function answerProblems(reply: { summary: string }, verdict: Verdict): string[] {
  const pick = verdict.answer?.pick;
  if (!pick) return [];
  const first = reply.summary.split(SENTENCE_BREAK)[0] ?? '';
  if (new RegExp(`(?:^|[^\\p{L}\\p{N}])${escapeRegExp(pick)}(?:$|[^\\p{L}\\p{N}])`, 'iu').test(first)) return [];
  return [`- the summary's first sentence must answer the question with ${pick} (the settled answer, on ${verdict.answer?.dimensions.join(', ') || 'every compared dimension'})`];
}

/**
 * The check of a synthesis reply for this input: present and not blank, and, when the verdict is
 * settled, never contradicting it nor quoting a lead with a sentence that is not its own (the
 * model is asked again with the problem; after the last
 * attempt the engine writes the text from the score table instead).
 */
export function synthesisCheckFor(input: Pick<SynthesisInput, 'items' | 'verdict' | 'query' | 'table'>): (value: unknown) => ReplyCheck<Omit<Synthesis, 'usage'>> {
  // Settled once for every attempt: an answer from the question's needs is written by code, not checked.
  const answerWrittenByCode = settledNeedsAnswer(input) !== null;
  return (value) => {
    const checked = checkSynthesis(value);
    if (!checked.ok || !input.verdict) return checked;
    const problems = [
      ...verdictContradictions(checked.value, input.items, input.verdict),
      ...leadQuoteProblems(checked.value, input.verdict, input.query),
      ...(answerWrittenByCode ? [] : answerProblems(checked.value, input.verdict)),
    ];
    return problems.length > 0 ? { ok: false, problems: problems.join('\n') } : checked;
  };
}
