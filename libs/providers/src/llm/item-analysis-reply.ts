import { z } from 'zod';
import { type Confidence, EVIDENCE_STANCES, type Evidence } from '@juxta/contracts';
import type { DimensionVerdict, ItemAnalysis } from '@juxta/research';
import type { ReplyCheck } from './structured-completion';

const CONFIDENCES = ['high', 'medium', 'low', 'none'] as const satisfies readonly Confidence[];
const NEUTRAL_SCORE = 5;
const LIST_MAX = 8;
const QUOTE_MAX_CHARS = 500;

const stance = z
  .enum(EVIDENCE_STANCES)
  .describe('for: the quote speaks in the item\'s favour on this dimension; against: it counts against the item; neither: a fact that judges neither way.');

/** A citation: the model is asked for its stance, but replies recorded before it was asked have none. */
function citation(stanceAsked: boolean) {
  return z.object({
    sourceIndex: z.number().describe('The number in brackets of the source quoted, e.g. 0 for [0].'),
    quote: z.string().describe('A short passage copied word for word from that source.'),
    stance: stanceAsked ? stance : stance.optional(),
  });
}

function dimensionReplyOf(stanceAsked: boolean) {
  return z.object({
    score: z.number().describe('1 (very poor) to 10 (excellent); 5 when there is no evidence.'),
    summary: z.string().describe('One sentence.'),
    details: z.string().describe('Two to four sentences explaining the score from the evidence.'),
    pros: z.array(z.string()),
    cons: z.array(z.string()),
    confidence: z
      .enum(CONFIDENCES)
      .describe('high: several sources agree; medium: one clear source; low: thin or indirect; none: no evidence.'),
    evidence: z.array(citation(stanceAsked)).describe('The quotes the score rests on; empty only when confidence is none.'),
  });
}

/** What the model is asked for (strict structured output: every property required). */
const dimensionAsked = dimensionReplyOf(true);
/** What a reply is read as. */
const dimensionReply = dimensionReplyOf(false);

type DimensionReply = z.infer<typeof dimensionReply>;

function replyShape(dimensions: readonly string[], dimension: z.ZodType<DimensionReply | undefined>) {
  return z.object({
    description: z.string().describe('Two or three neutral sentences on what the item is.'),
    dimensions: z.object(Object.fromEntries(dimensions.map((name) => [name, dimension]))),
    pros: z.array(z.string()).describe('The main strengths overall.'),
    cons: z.array(z.string()).describe('The main weaknesses overall.'),
  });
}

/**
 * The JSON schema the model must answer with. Every dimension is a required property of its
 * own: strict structured output (OpenAI) allows no open-ended maps.
 */
export function itemAnalysisJsonSchema(dimensions: readonly string[]): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(replyShape(dimensions, dimensionAsked)) as Record<string, unknown>;
  return schema;
}

/**
 * Checks a reply and turns it into an ItemAnalysis. Lenient where leniency is safe: a missing
 * dimension becomes "no evidence" rather than a retry, dimension names are matched without
 * regard to case, citations of sources the model was not shown are dropped and scores clamped.
 */
export function checkItemAnalysis(
  value: unknown,
  dimensions: readonly string[],
  sourceCount: number,
): ReplyCheck<Omit<ItemAnalysis, 'usage'>> {
  const parsed = replyShape(dimensions, dimensionReply.optional()).safeParse(canonicalDimensionKeys(value, dimensions));
  if (!parsed.success) return { ok: false, problems: z.prettifyError(parsed.error) };
  const reply = parsed.data;
  const verdicts: Record<string, DimensionVerdict> = {};
  for (const name of dimensions) {
    const verdict = reply.dimensions[name] as DimensionReply | undefined;
    verdicts[name] = verdict ? normaliseVerdict(verdict, sourceCount) : noEvidence();
  }
  return {
    ok: true,
    value: {
      description: reply.description.trim(),
      dimensions: verdicts,
      pros: cleanList(reply.pros),
      cons: cleanList(reply.cons),
    },
  };
}

/** The verdict for a dimension the evidence says nothing about. */
export function noEvidence(): DimensionVerdict {
  return {
    score: NEUTRAL_SCORE,
    summary: 'No evidence about this was found.',
    details: '',
    pros: [],
    cons: [],
    confidence: 'none',
    evidence: [],
  };
}

function normaliseVerdict(reply: DimensionReply, sourceCount: number): DimensionVerdict {
  const evidence = validCitations(reply.evidence, sourceCount);
  // A score that cites nothing usable is an opinion, not research: it becomes the neutral "none".
  if (evidence.length === 0) return noEvidence();
  return {
    score: clampScore(reply.score),
    summary: reply.summary.trim(),
    details: reply.details.trim(),
    pros: cleanList(reply.pros),
    cons: cleanList(reply.cons),
    confidence: reply.confidence,
    evidence,
  };
}

function validCitations(citations: readonly Evidence[], sourceCount: number): Evidence[] {
  const seen = new Set<string>();
  const valid: Evidence[] = [];
  for (const { sourceIndex, quote, stance: said } of citations) {
    const text = quote.replace(/\s+/g, ' ').trim().slice(0, QUOTE_MAX_CHARS);
    if (!Number.isInteger(sourceIndex) || sourceIndex < 0 || sourceIndex >= sourceCount || !text) continue;
    const key = `${sourceIndex}\u0000${text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    valid.push(said ? { sourceIndex, quote: text, stance: said } : { sourceIndex, quote: text });
  }
  return valid;
}

function clampScore(score: number): number {
  return Math.min(10, Math.max(1, Math.round(score * 10) / 10));
}

function cleanList(items: readonly string[]): string[] {
  const cleaned = items.map((item) => item.replace(/\s+/g, ' ').trim()).filter((item) => item.length > 0);
  return [...new Set(cleaned)].slice(0, LIST_MAX);
}

/** Renames reply dimension keys that differ from the requested names only in case or spacing. */
function canonicalDimensionKeys(value: unknown, dimensions: readonly string[]): unknown {
  if (!isRecord(value) || !isRecord(value.dimensions)) return value;
  const byLooseName = new Map(dimensions.map((name) => [looseName(name), name]));
  const entries = Object.entries(value.dimensions);
  const renamed: Record<string, unknown> = {};
  // Exact names first, so a loosely matching duplicate never displaces the real one.
  for (const [key, verdict] of entries) if (dimensions.includes(key)) renamed[key] = verdict;
  for (const [key, verdict] of entries) {
    const canonical = byLooseName.get(looseName(key));
    if (canonical !== undefined && !Object.hasOwn(renamed, canonical)) renamed[canonical] = verdict;
  }
  return { ...value, dimensions: renamed };
}

function looseName(name: string): string {
  return name.toLowerCase().replace(/[\s_-]+/g, ' ').trim();
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
