import type { ItemResearch, ResearchOutcome } from '@juxta/contracts';
import type { Judgement, LabelledComparison, LabelledQuestion } from './labels';
import type { QuoteJudge } from './quote-judge';

const NEUTRAL = 5;
/** Scores this close count as a tie ("the evidence does not separate them"). */
export const TIE_MARGIN = 1;

/** A ratio with its parts, so tables can show "41/52". */
export interface Ratio {
  passed: number;
  total: number;
}

/** What one comparison (or a group of them) earned. */
export interface QualityFigures {
  /** `order` and `tie` judgements the scores agree with. */
  ordering: Ratio;
  /** Cells scored away from 5 that list at least one quote supporting their dimension. */
  noEvidencePrecision: Ratio;
  /** `noEvidence` judgements respected: those items stay at 5 with confidence none. */
  noEvidenceLabels: Ratio;
  /** Listed quotes that support the dimension they are listed under. */
  quoteRelevance: Ratio;
  /** Of those quotes, how many were judged by a hand-written label (the rest by the aspect oracle). */
  quotesJudgedByLabel: number;
  /** Pros and cons that are about the item they are listed for. */
  prosConsAboutItem: Ratio;
  /**
   * Cells scored away from 5 whose shown quotes lean (a reading with an effect) and at least one
   * of them leans the score's way: a score that leans against every quote it shows misleads.
   */
  scoreAgreesWithQuotes: Ratio;
  /** `order` judgements the engine answered the other way round: worse than no answer. */
  wrongDirection: number;
  /** `order` judgements the engine did not answer: an item without evidence, or the items not separated. */
  abstained: number;
  /** Questions asked with the comparison's items whose answer picks what a careful reader picks (an item, or none). */
  questions: Ratio;
  /** Questions answered with a pick a careful reader would not make: another item, or one where the documents decide nothing. */
  wrongPicks: number;
}

/** One judgement the engine got wrong, for the known-failures list. */
export interface Failure {
  comparison: string;
  kind: 'ordering' | 'question' | 'no-evidence' | 'unsupported-score' | 'score-against-quotes' | 'irrelevant-quote' | 'pro-con-about-rival';
  detail: string;
  /** For an ordering failure: why, in words that can be counted without reading the documents. */
  reason?: OrderingMiss;
}

/**
 * Why an `order` or `tie` judgement failed: an item the sources rank had no evidence at all
 * (recall), the scores ranked them the other way round (direction or attribution), or the
 * scores were equal or within a tie where the sources separate them, or apart where they do not.
 */
export type OrderingMiss = 'item without evidence' | 'wrong order' | 'not separated' | 'tie broken';

export interface ComparisonFigures {
  figures: QualityFigures;
  failures: Failure[];
}

/** An empty tally. */
export function emptyFigures(): QualityFigures {
  const zero = (): Ratio => ({ passed: 0, total: 0 });
  return {
    ordering: zero(),
    noEvidencePrecision: zero(),
    noEvidenceLabels: zero(),
    quoteRelevance: zero(),
    quotesJudgedByLabel: 0,
    prosConsAboutItem: zero(),
    scoreAgreesWithQuotes: zero(),
    wrongDirection: 0,
    abstained: 0,
    questions: zero(),
    wrongPicks: 0,
  };
}

/** Adds b into a (a is changed and returned). */
export function addFigures(a: QualityFigures, b: QualityFigures): QualityFigures {
  for (const key of ['ordering', 'noEvidencePrecision', 'noEvidenceLabels', 'quoteRelevance', 'prosConsAboutItem', 'scoreAgreesWithQuotes', 'questions'] as const) {
    a[key].passed += b[key].passed;
    a[key].total += b[key].total;
  }
  a.quotesJudgedByLabel += b.quotesJudgedByLabel;
  a.wrongDirection += b.wrongDirection;
  a.abstained += b.abstained;
  a.wrongPicks += b.wrongPicks;
  return a;
}

/** A ratio as a percentage with one decimal, or "n/a" when nothing was counted. */
export function percent(ratio: Ratio): string {
  return ratio.total === 0 ? 'n/a' : `${((100 * ratio.passed) / ratio.total).toFixed(1)} %`;
}

/**
 * Grades one research outcome against its labels. `otherNames` are products that must not be
 * the subject of an item's pros and cons (the other items of every document, and third items
 * mentioned in passing).
 */
export function gradeComparison(
  label: LabelledComparison,
  outcome: ResearchOutcome,
  judge: QuoteJudge,
  otherNames: readonly string[] = [],
): ComparisonFigures {
  const figures = emptyFigures();
  const failures: Failure[] = [];
  const fail = (kind: Failure['kind'], detail: string) => failures.push({ comparison: label.id, kind, detail });

  for (const judgement of label.judgements) {
    const result = judgeOrdering(judgement, outcome);
    const ratio = 'noEvidence' in judgement ? figures.noEvidenceLabels : figures.ordering;
    ratio.total += 1;
    if (result.ok) ratio.passed += 1;
    else if ('noEvidence' in judgement) fail('no-evidence', `${judgement.dimension}: ${result.detail}`);
    else failures.push({ comparison: label.id, kind: 'ordering', detail: `${judgement.dimension}: ${result.detail}`, reason: result.miss });
    if (result.miss === 'wrong order') figures.wrongDirection += 1;
    else if (result.miss === 'item without evidence' || result.miss === 'not separated') figures.abstained += 1;
  }

  for (const item of outcome.items) {
    for (const dimension of outcome.dimensions) {
      const cell = item.dimensions[dimension];
      if (!cell) continue;
      let supported = false;
      for (const evidence of cell.evidence) {
        const verdict = judge.judge(evidence.quote, dimension);
        figures.quoteRelevance.total += 1;
        if (verdict.by === 'label') figures.quotesJudgedByLabel += 1;
        if (verdict.supports) {
          figures.quoteRelevance.passed += 1;
          supported = true;
        } else {
          fail('irrelevant-quote', `${item.name} / ${dimension}: "${clip(evidence.quote)}" (${verdict.by})`);
        }
      }
      const leans = cell.evidence.map((e) => Math.sign(e.reading?.effect ?? 0)).filter((sign) => sign !== 0);
      if (cell.score !== NEUTRAL && leans.length > 0) {
        figures.scoreAgreesWithQuotes.total += 1;
        if (leans.includes(Math.sign(cell.score - NEUTRAL))) figures.scoreAgreesWithQuotes.passed += 1;
        else fail('score-against-quotes', `${item.name} / ${dimension} scored ${cell.score}, every quote leaning the other way: "${clip(cell.evidence[0].quote)}"`);
      }
      if (cell.score !== NEUTRAL) {
        figures.noEvidencePrecision.total += 1;
        if (supported && cell.confidence !== 'none') figures.noEvidencePrecision.passed += 1;
        else fail('unsupported-score', `${item.name} / ${dimension} scored ${cell.score} with no quote about ${dimension}`);
      }
    }
    for (const text of [...item.pros, ...item.cons]) {
      figures.prosConsAboutItem.total += 1;
      if (isAboutItem(text, item, outcome.items, otherNames)) figures.prosConsAboutItem.passed += 1;
      else fail('pro-con-about-rival', `${item.name}: "${clip(text)}"`);
    }
  }
  return { figures, failures };
}

/**
 * How a result answered a question: `right` (the expected item, or no pick where the documents
 * decide nothing), `wrong pick` (another item), `no pick` (an item was expected), `picks when none`
 * (the documents decide nothing, yet it picked), or `unsaid` (the right pick in the field, but the
 * summary's first sentence does not name it: the page would not show it).
 */
export type QuestionOutcome = 'right' | 'wrong pick' | 'no pick' | 'picks when none' | 'unsaid';

/** Judges the answer a result gives to a labelled question, from `verdict.answer` and the summary's first sentence. */
export function judgeQuestion(question: LabelledQuestion, outcome: ResearchOutcome): { outcome: QuestionOutcome; detail: string } {
  const answer = outcome.verdict?.answer;
  const pick = answer?.pick ?? null;
  const expected = question.pick === 'none' ? null : question.pick;
  const opening = firstSentence(outcome.summary);
  const on = answer ? `${answer.from}: ${answer.dimensions.join(', ') || `no dimension of ${outcome.category}'s ${outcome.dimensions.join(', ')}`}` : 'no answer';
  const detail = `“${question.query}” expected ${expected ?? 'none'}, got ${pick ?? 'none'} (${on}); the summary opens “${clip(opening, 200)}”`;
  if (expected === null) return { outcome: pick === null ? 'right' : 'picks when none', detail };
  if (pick === null) return { outcome: 'no pick', detail };
  if (!sameName(pick, expected)) return { outcome: 'wrong pick', detail };
  return { outcome: mentions(opening, expected) ? 'right' : 'unsaid', detail };
}

/** Grades the answers to a comparison's questions (one outcome per question, in label order). */
export function gradeQuestions(label: LabelledComparison, outcomes: readonly ResearchOutcome[]): ComparisonFigures {
  const figures = emptyFigures();
  const failures: Failure[] = [];
  (label.questions ?? []).forEach((question, i) => {
    const judged = judgeQuestion(question, outcomes[i]);
    figures.questions.total += 1;
    if (judged.outcome === 'right') figures.questions.passed += 1;
    else failures.push({ comparison: label.id, kind: 'question', detail: `${judged.outcome}: ${judged.detail}` });
    if (judged.outcome === 'wrong pick' || judged.outcome === 'picks when none') figures.wrongPicks += 1;
  });
  return { figures, failures };
}

/** The first sentence of a text (up to the first ". ", "! " or "? "). */
function firstSentence(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const end = /[.!?](\s|$)/.exec(clean);
  return end ? clean.slice(0, end.index + 1) : clean;
}

function judgeOrdering(judgement: Judgement, outcome: ResearchOutcome): { ok: boolean; detail: string; miss?: OrderingMiss } {
  const cells = (names: string[]) =>
    names.map((name) => {
      const cell = outcome.items.find((i) => sameName(i.name, name))?.dimensions[judgement.dimension];
      return { name, score: cell?.score ?? NaN, known: cell !== undefined && cell.confidence !== 'none', evidence: cell?.evidence.length ?? 0 };
    });
  const show = (cs: ReturnType<typeof cells>) => cs.map((c) => `${c.name} ${Number.isNaN(c.score) ? 'missing' : c.score}${c.known ? '' : ' (none)'}`).join(', ');
  if ('order' in judgement) {
    const cs = cells(judgement.order);
    const ok = cs.every((c) => c.known) && cs.every((c, i) => i === 0 || cs[i - 1].score > c.score);
    const miss: OrderingMiss = !cs.every((c) => c.known) ? 'item without evidence' : cs.some((c, i) => i > 0 && cs[i - 1].score < c.score) ? 'wrong order' : 'not separated';
    return { ok, detail: `expected ${judgement.order.join(' > ')}, got ${show(cs)}`, miss: ok ? undefined : miss };
  }
  if ('tie' in judgement) {
    const cs = cells(judgement.tie);
    const scores = cs.map((c) => c.score);
    const ok = scores.every((s) => !Number.isNaN(s)) && Math.max(...scores) - Math.min(...scores) <= TIE_MARGIN;
    return { ok, detail: `expected a tie (within ${TIE_MARGIN}), got ${show(cs)}`, miss: ok ? undefined : 'tie broken' };
  }
  const cs = cells(judgement.noEvidence);
  const ok = cs.every((c) => !c.known && c.score === NEUTRAL && c.evidence === 0);
  return { ok, detail: `expected no evidence, got ${show(cs)}` };
}

/**
 * About the item: it names the item, or names no other product at all (a plain statement from
 * the item's own source). A rival named only as the thing compared against ("cheaper than B",
 * "unlike B") does not make the phrase about the rival.
 */
function isAboutItem(text: string, item: ItemResearch, items: readonly ItemResearch[], otherNames: readonly string[]): boolean {
  if (mentions(text, item.name)) return true;
  const others = [...items.filter((i) => i !== item).map((i) => i.name), ...otherNames].filter((n) => !sameName(n, item.name));
  const withoutComparands = others
    .flatMap((name) => [name, name.split(/\s+/)[0]])
    .reduce((t, form) => t.replace(new RegExp(`\\b(than|unlike|against|over|compared (with|to)|vs\\.?) (the )?${escapeRegExp(form)}('s)?`, 'gi'), ' '), text);
  return !others.some((name) => mentions(withoutComparands, name));
}

/**
 * The text names the product: its full name in any case, or its first word ("Lumora" for
 * "Lumora Glow 7") written as a proper noun, so "port forwarding" is not about "Port Alessan".
 */
export function mentions(text: string, name: string): boolean {
  const bounded = (form: string, flags: string) =>
    new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(form)}($|[^\\p{L}\\p{N}])`, flags).test(text);
  if (bounded(name, 'iu')) return true;
  const head = name.split(/\s+/)[0];
  return head.length >= 4 && head !== name && /^\p{Lu}/u.test(head) && bounded(head, 'u');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

function clip(text: string, max = 110): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
