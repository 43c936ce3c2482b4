import { type Confidence, type DimensionResult, type Evidence, type EvidenceReading, EVIDENCE_STANCES, type EvidenceStance, type ItemResearch, type SetAsideStatement } from '@juxta/contracts';
import { joinList, midSentence } from '../text/english';
import { NEUTRAL_SCORE, normaliseScore, overallScore } from './overall-score';
import type { DimensionVerdict, EvidenceSource, ItemAnalysis } from '../ports';
import { normaliseForQuoting, QuoteMatcher } from '../text/quote-matcher';
import { sourceOrigin } from '../engine/evidence-sources';

const CONFIDENCES: readonly Confidence[] = ['high', 'medium', 'low', 'none'];
/**
 * Most evidence entries stored per cell. Every statement that counted is meant to be shown, so
 * this is a bound on storage, not a selection: a cell over it states how many were cut
 * (`evidenceNotShown`), and analysts list the strongest first so the cut takes the weakest.
 */
export const MAX_EVIDENCE = 12;
/** Most pros (and most cons) kept per dimension and per item. */
export const MAX_POINTS = 5;
/** Pros and cons must be short enough to read; longer statements still count as evidence. */
export const MAX_POINT_CHARS = 240;
/** Longest text kept for a summary, a detail, a pro or a con. */
const MAX_TEXT = 2000;
const MAX_QUOTE = 600;

/** The result of checking one item's analysis. */
export interface ValidatedItem {
  research: ItemResearch;
  /** Whether at least one dimension is backed by evidence. */
  evidenced: boolean;
}

function ownValue<T>(record: Record<string, T> | undefined, key: string): T | undefined {
  if (!record || typeof record !== 'object') return undefined;
  if (Object.prototype.hasOwnProperty.call(record, key)) return record[key];
  // Analysts may change the case of a dimension name; accept that, never inherited keys.
  const lower = key.toLowerCase();
  const found = Object.keys(record).find((k) => k.toLowerCase() === lower);
  return found === undefined ? undefined : record[found];
}

function cleanText(value: unknown, max = MAX_TEXT): string {
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim().slice(0, max) : '';
}

/** Trimmed, non-empty, de-duplicated (case- and spacing-insensitively) strings, at most `max`. */
export function cleanPoints(values: unknown, max = MAX_POINTS): string[] {
  if (!Array.isArray(values)) return [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values) {
    const text = cleanText(value);
    const key = normaliseForQuoting(text);
    if (!text || seen.has(key)) continue;
    seen.add(key);
    out.push(text);
    if (out.length >= max) break;
  }
  return out;
}

/** The evidence entries that point at a real source and quote it faithfully. */
export function validEvidence(evidence: unknown, sources: readonly EvidenceSource[], quotes = new QuoteMatcher()): Evidence[] {
  return checkedEvidence(evidence, sources, quotes).kept;
}

/** The valid evidence entries up to MAX_EVIDENCE, and how many valid ones were past it. */
function checkedEvidence(evidence: unknown, sources: readonly EvidenceSource[], quotes: QuoteMatcher): { kept: Evidence[]; cut: number } {
  if (!Array.isArray(evidence)) return { kept: [], cut: 0 };
  const seen = new Set<string>();
  const out: Evidence[] = [];
  let cut = 0;
  for (const entry of evidence as unknown[]) {
    if (!entry || typeof entry !== 'object') continue;
    const { sourceIndex, quote, reading, stance } = entry as { sourceIndex?: unknown; quote?: unknown; reading?: unknown; stance?: unknown };
    if (typeof sourceIndex !== 'number' || !Number.isInteger(sourceIndex)) continue;
    if (sourceIndex < 0 || sourceIndex >= sources.length || typeof quote !== 'string') continue;
    const source = sources[sourceIndex];
    const text = quote.replace(/\s+/g, ' ').trim();
    if (text.length > MAX_QUOTE || !quotes.appearsIn(text, source.text, source.snippet)) continue;
    const key = `${sourceIndex}:${normaliseForQuoting(text)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (out.length >= MAX_EVIDENCE) {
      cut++;
      continue;
    }
    const read = validReading(reading);
    out.push({ sourceIndex, quote: text, ...(read ? { reading: read } : {}), ...(isStance(stance) ? { stance } : {}) });
  }
  return { kept: out, cut };
}

/** Most reasons kept per reading, and most statements set aside per cell. */
const MAX_REASONS = 12;
const MAX_SET_ASIDE = 5;

function isStance(value: unknown): value is EvidenceStance {
  return (EVIDENCE_STANCES as readonly unknown[]).includes(value);
}

/** A quote's reading when it is well formed (a finite effect, reasons in words), else nothing. */
function validReading(reading: unknown): EvidenceReading | undefined {
  if (!reading || typeof reading !== 'object') return undefined;
  const { effect, because } = reading as { effect?: unknown; because?: unknown };
  if (typeof effect !== 'number' || !Number.isFinite(effect) || !Array.isArray(because)) return undefined;
  const reasons = because.filter((r): r is string => typeof r === 'string' && r.trim() !== '').map((r) => r.slice(0, MAX_QUOTE));
  return { effect, because: reasons.slice(0, MAX_REASONS) };
}

/** The statements set aside for a cell that point at a real source and quote it faithfully, with why; at most MAX_SET_ASIDE. */
export function validSetAside(setAside: unknown, sources: readonly EvidenceSource[], quotes = new QuoteMatcher()): SetAsideStatement[] {
  if (!Array.isArray(setAside)) return [];
  const out: SetAsideStatement[] = [];
  for (const entry of setAside as unknown[]) {
    if (!entry || typeof entry !== 'object') continue;
    const { sourceIndex, quote, why } = entry as { sourceIndex?: unknown; quote?: unknown; why?: unknown };
    if (typeof sourceIndex !== 'number' || !Number.isInteger(sourceIndex) || sourceIndex < 0 || sourceIndex >= sources.length) continue;
    if (typeof quote !== 'string' || typeof why !== 'string' || why.trim() === '') continue;
    const text = quote.replace(/\s+/g, ' ').trim();
    const source = sources[sourceIndex];
    if (text.length > MAX_QUOTE || !quotes.appearsIn(text, source.text, source.snippet)) continue;
    out.push({ sourceIndex, quote: text, why: why.slice(0, MAX_QUOTE) });
    if (out.length >= MAX_SET_ASIDE) break;
  }
  return out;
}

/** The result of a dimension nobody wrote about. */
export function noEvidenceResult(item: string, dimension: string): DimensionResult {
  return {
    score: NEUTRAL_SCORE,
    summary: `No evidence about ${item}'s ${midSentence(dimension)} was found in the sources.`,
    details: `Without evidence the score is the neutral ${NEUTRAL_SCORE}/10, and it does not count toward the overall score.`,
    pros: [],
    cons: [],
    confidence: 'none',
    evidence: [],
  };
}

/** Checks one dimension's verdict: clamps the score, drops bad citations, and neutralises it without evidence. */
export function validateVerdict(
  item: string,
  dimension: string,
  verdict: DimensionVerdict | undefined,
  sources: readonly EvidenceSource[],
  quotes = new QuoteMatcher(),
): DimensionResult {
  if (!verdict || typeof verdict !== 'object') return noEvidenceResult(item, dimension);
  const { kept: evidence, cut } = checkedEvidence(verdict.evidence, sources, quotes);
  const claimedCut = typeof verdict.evidenceNotShown === 'number' && Number.isInteger(verdict.evidenceNotShown) && verdict.evidenceNotShown > 0 ? verdict.evidenceNotShown : 0;
  const notShown = cut + claimedCut;
  const setAside = validSetAside(verdict.setAside, sources, quotes);
  const aside = setAside.length > 0 ? { setAside } : {};
  if (evidence.length === 0) return { ...noEvidenceResult(item, dimension), ...aside };
  const claimed = CONFIDENCES.includes(verdict.confidence) ? verdict.confidence : 'low';
  return {
    score: normaliseScore(verdict.score),
    summary: cleanText(verdict.summary) || `${evidence.length} quoted statement(s) back ${item}'s ${midSentence(dimension)} score.`,
    details: cleanText(verdict.details),
    pros: cleanPoints(verdict.pros),
    cons: cleanPoints(verdict.cons),
    // Evidence survived, so "none" would contradict it; the analyst's doubt becomes "low".
    confidence: claimed === 'none' ? 'low' : claimed,
    evidence,
    ...(notShown > 0 ? { evidenceNotShown: notShown } : {}),
    ...aside,
  };
}

/**
 * Turns an analyst's verdicts on one item into the item's research, enforcing the rules in
 * code rather than trusting the analyst: every planned dimension present, scores 1–10 with one
 * decimal, citations real, the overall score the mean of the evidenced dimensions.
 */
export function validateAnalysis(
  item: string,
  dimensions: readonly string[],
  analysis: ItemAnalysis | undefined,
  sources: readonly EvidenceSource[],
): ValidatedItem {
  const quotes = new QuoteMatcher();
  const results = dimensions.map((d) => [d, validateVerdict(item, d, ownValue(analysis?.dimensions, d), sources, quotes)] as const);
  const evidenced = results.some(([, r]) => r.confidence !== 'none');
  let description = cleanText(analysis?.description);
  if (!evidenced) {
    const note =
      sources.length === 0
        ? `No sources about ${item} were found, so its scores are the neutral ${NEUTRAL_SCORE}/10.`
        : `The sources found say nothing quotable about ${item}'s ${joinList(dimensions.map(midSentence))}, so its scores are the neutral ${NEUTRAL_SCORE}/10.`;
    description = description ? `${description} ${note}` : note;
  } else if (!description) {
    description = `No description of ${item} was found in the sources.`;
  }
  return {
    evidenced,
    research: {
      name: item,
      description,
      overallScore: overallScore(results.map(([, r]) => r)),
      // fromEntries defines own properties, so a dimension called "__proto__" stays data.
      dimensions: Object.fromEntries(results),
      pros: sources.length === 0 ? [] : cleanPoints(analysis?.pros),
      cons: sources.length === 0 ? [] : cleanPoints(analysis?.cons),
      sources: sources.map((s) => ({ title: s.title, url: s.url, snippet: s.snippet, ...sourceOrigin(s) })),
    },
  };
}
