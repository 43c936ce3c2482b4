import type { Confidence, Evidence, EvidenceReading, SetAsideStatement } from '@juxta/contracts';
import { joinList, MAX_EVIDENCE, MAX_POINT_CHARS, midSentence, noEvidenceResult, normaliseForQuoting, plural, type DimensionVerdict } from '@juxta/research';
import { MAX_SET_ASIDE, type SetAside, type Statement } from './statements-stage';

/** One statement's weight is capped, so one gushing sentence cannot outvote several sober ones. */
const STATEMENT_CAP = 4;
/** How much net sentiment it takes to approach the ends of the scale. */
const SCALE = 4;
/** Why a sentence about the dimension with no word for or against the item is not among its quotes. */
export const NEITHER_WAY = 'read neither way, so it moves no score on';
/** Pros and cons kept per dimension (research's MAX_POINTS bounds an item's). */
const POINTS_PER_DIMENSION = 3;

/** A statement's sentiment toward the item on one dimension. */
export interface ScoredStatement {
  statement: Statement;
  score: number;
  /** Reasons added after the sentence was read (an amount compared with a rival's). */
  because?: readonly string[];
}

/** The statements about one dimension, one per distinct sentence, in reading order. */
export function statementsFor(dimension: string, statements: readonly Statement[]): ScoredStatement[] {
  const seen = new Set<string>();
  const out: ScoredStatement[] = [];
  for (const statement of statements) {
    const score = statement.scores.get(dimension);
    if (score === undefined) continue;
    if (seen.has(statement.key)) continue;
    seen.add(statement.key);
    out.push({ statement, score });
  }
  return out;
}

/** The statements' net sentiment, each capped so one gushing sentence cannot outvote several sober ones. */
export function netSentiment(scores: readonly number[]): number {
  return scores.reduce((acc, s) => acc + Math.max(-STATEMENT_CAP, Math.min(STATEMENT_CAP, s)), 0);
}

/**
 * Maps net sentiment to 1–10 with shrinkage toward 5: 5 + 4.5 · tanh(sum / 4) · n / (n + 2),
 * so one sentence moves the score a little and several agreeing ones move it a lot.
 */
export function sentimentScore(scores: readonly number[]): number {
  // A sentence read neither way is no vote: counting it would push the others further from 5.
  const n = scores.filter((s) => s !== 0).length;
  if (n === 0) return 5;
  const sum = netSentiment(scores);
  const raw = 5 + 4.5 * Math.tanh(sum / SCALE) * (n / (n + 2));
  return Math.round(Math.min(10, Math.max(1, raw)) * 10) / 10;
}

/**
 * High with several agreeing statements from more than one source, medium with some, else low.
 * A hedged statement ("reportedly") counts as half a statement.
 */
export function confidenceOf(scored: readonly ScoredStatement[]): Confidence {
  if (scored.length === 0) return 'none';
  const count = (list: readonly ScoredStatement[]) => list.reduce((sum, s) => sum + s.statement.weight, 0);
  const n = count(scored);
  const positive = count(scored.filter((s) => s.score > 0));
  const negative = count(scored.filter((s) => s.score < 0));
  const polar = positive + negative;
  const agreement = polar === 0 ? 0 : Math.max(positive, negative) / polar;
  const sources = new Set(scored.map((s) => s.statement.sourceIndex)).size;
  if (n >= 4 && polar >= 3 && agreement >= 0.75 && sources >= 2) return 'high';
  if (n >= 2 && polar >= 1 && agreement >= 0.6) return 'medium';
  return 'low';
}

/** Strongest first; equal strength keeps reading order. */
export function byStrength(
  a: { score: number; statement: { order: number } },
  b: { score: number; statement: { order: number } },
): number {
  return Math.abs(b.score) - Math.abs(a.score) || a.statement.order - b.statement.order;
}

/** The quotes of the strongest statements of one sign, short enough to show. */
export function strongest(scored: readonly ScoredStatement[], sign: 1 | -1, max: number): string[] {
  return scored
    .filter((s) => s.score * sign > 0 && s.statement.quote.length <= MAX_POINT_CHARS)
    .sort(byStrength)
    .slice(0, max)
    .map((s) => s.statement.quote);
}

function verdictPhrase(item: string, dimension: string, score: number): string {
  const dim = dimension;
  if (score >= 7.5) return `${dim} is a clear strength of ${item}`;
  if (score >= 6.2) return `${dim} is a strength of ${item}`;
  if (score > 5.4) return `${dim} leans positive for ${item}`;
  if (score >= 4.6) return `${dim} is mixed or neutral for ${item}`;
  if (score > 3.8) return `${dim} leans negative for ${item}`;
  if (score > 2.5) return `${dim} is a weakness of ${item}`;
  return `${dim} is a clear weakness of ${item}`;
}

/** Scores one dimension of one item from its statements; `setAside` are the sentences the reader did not count (all dimensions'). */
export function scoreDimension(item: string, dimension: string, statements: readonly Statement[], setAside: readonly SetAside[] = []): DimensionVerdict {
  const scored = statementsFor(dimension, statements);
  return verdictOf(item, dimension, scored, scored.length === 0 ? 5 : sentimentScore(scored.map((s) => s.score)), [], setAside);
}

/** A statement's signed contribution to the dimension and the rules that decided it, in words. */
export function readingOf(dimension: string, scored: ScoredStatement): EvidenceReading {
  const because = [...(scored.statement.because.get(dimension) ?? []), ...(scored.because ?? [])];
  return {
    effect: Math.round(scored.score * 100) / 100,
    because: because.length > 0 ? because : [`about ${midSentence(dimension)}, with no word of praise or blame`],
  };
}

/** The sentences set aside on the dimension that did not count elsewhere in it, at most MAX_SET_ASIDE. */
function setAsideOn(dimension: string, scored: readonly ScoredStatement[], setAside: readonly SetAside[]): SetAsideStatement[] {
  const counted = new Set(scored.map((s) => s.statement.key));
  return setAside
    .filter((s) => s.dimension === dimension && !counted.has(normaliseForQuoting(s.quote)))
    .slice(0, MAX_SET_ASIDE)
    .map(({ sourceIndex, quote, why }) => ({ sourceIndex, quote, why }));
}

/**
 * The verdict on one dimension from its scored statements and the score they earned; `rivals`
 * names the items it was weighed against, when it was.
 */
export function verdictOf(
  item: string,
  dimension: string,
  scored: readonly ScoredStatement[],
  score: number,
  rivals: readonly string[] = [],
  setAside: readonly SetAside[] = [],
): DimensionVerdict {
  const aside = setAsideOn(dimension, scored, setAside);
  if (scored.length === 0) return { ...noEvidenceResult(item, dimension), ...(aside.length > 0 ? { setAside: aside } : {}) };
  const confidence = confidenceOf(scored);
  const positive = scored.filter((s) => s.score > 0).length;
  const negative = scored.filter((s) => s.score < 0).length;
  const neutral = scored.length - positive - negative;
  const sources = new Set(scored.map((s) => s.statement.sourceIndex)).size;
  const tally = joinList(
    [positive ? `${positive} positive` : '', negative ? `${negative} negative` : '', neutral ? `${neutral} neutral` : ''].filter(Boolean),
  );
  // Every statement that moved the score is quoted, strongest first, so the storage bound cuts only
  // the weakest. A sentence read neither way moves no score: it is evidence only when nothing else
  // speaks to the dimension (it is what makes the cell spoken to), and otherwise it is listed with
  // the set-aside statements, so the "N statements" of the summary can all be read.
  const moved = scored.filter((s) => s.score !== 0);
  const quoted = moved.length > 0 ? moved : scored;
  const evidence: Evidence[] = [...quoted]
    .sort(byStrength)
    .slice(0, MAX_EVIDENCE)
    .map((s) => ({ sourceIndex: s.statement.sourceIndex, quote: s.statement.quote, reading: readingOf(dimension, s) }));
  const notShown = quoted.length - evidence.length;
  const readNeitherWay: SetAsideStatement[] =
    moved.length > 0
      ? scored
          .filter((s) => s.score === 0)
          .sort((a, b) => a.statement.order - b.statement.order)
          .slice(0, MAX_EVIDENCE)
          .map((s) => ({ sourceIndex: s.statement.sourceIndex, quote: s.statement.quote, why: `${NEITHER_WAY} ${midSentence(dimension)}` }))
      : [];
  const listedAside = [...readNeitherWay, ...aside];
  const thin = scored.length < 3 ? ' With this little evidence the score stays close to 5.' : '';
  const weighed = rivals.length > 0 ? `, weighed against the evidence about ${joinList([...rivals])}` : '';
  return {
    score,
    summary: `${verdictPhrase(item, dimension, score)}: ${plural(scored.length, 'statement')} in the sources (${tally}).`,
    details: `Scored from the sentiment of ${plural(scored.length, 'sentence')} about ${item}'s ${midSentence(dimension)} in ${plural(sources, 'source')}${weighed}; confidence is ${confidence}.${thin}`,
    pros: strongest(scored, 1, POINTS_PER_DIMENSION),
    cons: strongest(scored, -1, POINTS_PER_DIMENSION),
    confidence,
    evidence,
    ...(notShown > 0 ? { evidenceNotShown: notShown } : {}),
    ...(listedAside.length > 0 ? { setAside: listedAside } : {}),
  };
}
