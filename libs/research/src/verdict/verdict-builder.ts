import {
  type Confidence,
  type DimensionDecision,
  type ItemResearch,
  overallWinner,
  rankByWeights,
  type Verdict,
  type Source,
  type WeightReason,
} from '@juxta/contracts';
import { dimensionTerms, mentionsDimension } from '../planning/dimension-terms';
import { answerQuestion } from './question-answer';
import { joinList, plural } from '../text/english';
import { stemWord } from '../text/stemmer';
import { words } from '../text/text-words';

/** Smallest lead on a dimension that counts as leading rather than a tie. */
export const LEAD_MARGIN = 0.3;
/** A lead at least this large is clear enough to be called with high confidence. */
const CLEAR_LEAD = 1;

interface Backing {
  /** Independent sources (distinct sites) quoted for the item on the dimension. */
  sites: Set<string>;
  /** Pages quoted for the item on the dimension. */
  pages: Set<number>;
  quotes: string[];
  /**
   * The quotes that speak for the item on the dimension: read in its favour (a positive effect),
   * or, where a model read them, said by the model to be for it.
   */
  favourable: string[];
  /**
   * Quotes on the dimension read neither for nor against the item (a head-to-head fact,
   * "A is open source; B's clustering costs $2,000 a month"), by the offline reader or the model.
   * A model's quote with no stance (a reply recorded before stances were asked) is in neither
   * list: which way it counts is unknown, so it never decides a lead.
   */
  neutral: string[];
  /** The quotes the offline reader read (each carries its reading). */
  read: Set<string>;
  confidence: Confidence;
}

/**
 * The independent source a page counts as: its site (host), or, for a stored document with no
 * page of its own (pasted text, a file), the document itself: four pasted articles are four
 * sources, not one because they are all read from this server.
 */
function siteOf(source: Pick<Source, 'url' | 'documentUrl'>): string {
  const { url } = source;
  if (source.documentUrl && url === source.documentUrl) return url;
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    // Not a URL (a corpus path, a test fixture): the address itself is the source.
    return url;
  }
}

function backingOf(item: ItemResearch, dimension: string): Backing | null {
  const cell = item.dimensions[dimension];
  if (!cell || cell.confidence === 'none' || cell.evidence.length === 0) return null;
  const sites = new Set(cell.evidence.map((e) => siteOf(item.sources[e.sourceIndex] ?? { url: `#${e.sourceIndex}` })));
  const quotes = cell.evidence.map((e) => e.quote);
  const setAside = new Set((cell.setAside ?? []).map((s) => s.quote));
  const usable = cell.evidence.filter((e) => e.quote.trim() && !setAside.has(e.quote));
  const favourable = usable.filter((e) => (e.reading ? e.reading.effect > 0 : e.stance === 'for')).map((e) => e.quote);
  const neutral = usable.filter((e) => (e.reading ? e.reading.effect === 0 : e.stance === 'neither')).map((e) => e.quote);
  const read = new Set(cell.evidence.filter((e) => e.reading).map((e) => e.quote));
  return { sites, pages: new Set(cell.evidence.map((e) => e.sourceIndex)), quotes, favourable, neutral, read, confidence: cell.confidence };
}

/**
 * The quote that decides a lead: one that speaks for the leader in the dimension's own words, a
 * head-to-head one (naming a rival) first; else a fact on the dimension read neither way ("A is
 * open source; B's clustering costs $2,000 a month"); else one read in its favour in other words;
 * else a model's fact it said judges neither way. Never a quote read (or said) against the
 * leader, set aside, or of unknown direction: when no quote qualifies, none (a lead quoted with a
 * complaint, "has rate limits that break builds", reads as the opposite of the lead). A sentence
 * naming the rival can be a complaint about the leader ("a steeper path, because they must learn
 * Kotlin and Java"), so the reading, not the naming, comes first.
 */
function decisiveQuote(backing: Backing, dimension: string, rivals: readonly string[]): string | undefined {
  const named = rivals.map((r) => new RegExp(`(^|[^\\p{L}\\p{N}])${r.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\p{N}])`, 'iu'));
  const terms = dimensionTerms(dimension);
  const onDimension = (q: string) => mentionsDimension(terms, words(q).map(stemWord), q);
  const first = (quotes: readonly string[]) => quotes.find((q) => named.some((r) => r.test(q))) ?? quotes[0];
  // A model chose its quotes for this dimension, so one it says judges neither way stands even in other words.
  const saidNeither = backing.neutral.filter((q) => !backing.read.has(q));
  return first(backing.favourable.filter(onDimension)) ?? first(backing.neutral.filter(onDimension)) ?? first(backing.favourable) ?? first(saidNeither);
}

/** Decides one dimension: only between items that all have evidence on it. */
export function decideDimension(items: readonly ItemResearch[], dimension: string): DimensionDecision {
  const backings = items.map((item) => backingOf(item, dimension));
  const missing = items.filter((_, i) => !backings[i]).map((i) => i.name);
  if (missing.length > 0) {
    const present = items.filter((_, i) => backings[i]).map((i) => i.name);
    const explanation =
      present.length === 0
        ? 'Not enough evidence: no source speaks about it for any item'
        : `Not enough evidence: only ${joinList(present)} ${present.length === 1 ? 'has' : 'have'} sources on it, none about ${joinList(missing)}`;
    return { dimension, decided: false, leader: null, confidence: 'none', explanation };
  }
  const known = backings as Backing[];
  const ranked = items.map((item, index) => ({ item, index, score: item.dimensions[dimension].score })).sort((a, b) => b.score - a.score || a.index - b.index);
  const lead = ranked[0].score - ranked[1].score;
  const leaderEntry = lead >= LEAD_MARGIN - 1e-9 ? ranked[0] : null;

  const allSites = new Set(known.flatMap((b) => [...b.sites]));
  const perItem = items.map((item, i) => `${known[i].pages.size} about ${item.name}`);
  const pages = known.reduce((sum, b) => sum + b.pages.size, 0);
  const single = items.filter((_, i) => known[i].sites.size === 1 && known[i].quotes.length === 1).map((i) => i.name);
  const consistent = known.every((b) => b.confidence !== 'low');
  const broad = known.every((b) => b.sites.size >= 2);
  let confidence: Confidence;
  if (allSites.size === 1 || single.length > 0) confidence = 'low';
  else if (broad && consistent && (!leaderEntry || lead >= CLEAR_LEAD)) confidence = 'high';
  else confidence = 'medium';

  const parts = [`${plural(pages, 'page')} from ${plural(allSites.size, 'independent source')} (${perItem.join(', ')})`];
  if (allSites.size === 1) parts.push('all from one source');
  else if (single.length > 0) parts.push(`${joinList(single)} ${single.length === 1 ? 'rests' : 'each rest'} on a single sentence`);
  else if (confidence === 'high') parts.push(leaderEntry ? 'all agree on the order' : 'all agree they are level');
  else if (!consistent) parts.push('some sources disagree');
  if (!leaderEntry) parts.push('too close to call');
  const decision: DimensionDecision = { dimension, decided: true, leader: leaderEntry?.item.name ?? null, confidence, explanation: parts.join('; ') };
  if (allSites.size === 1) decision.thin = 'it all comes from one source';
  else if (single.length > 0) decision.thin = `${joinList(single)} ${single.length === 1 ? 'rests' : 'each rest'} on a single sentence`;
  if (leaderEntry) {
    const rivals = items.filter((i) => i !== leaderEntry.item).map((i) => i.name);
    const quote = decisiveQuote(known[leaderEntry.index], dimension, rivals);
    if (quote !== undefined) decision.decisive = { item: leaderEntry.item.name, quote };
  }
  return decision;
}

function overallConfidence(decisions: readonly DimensionDecision[], winner: string | null, totalSites: number): Confidence {
  const decided = decisions.filter((d) => d.decided);
  if (decided.length === 0) return 'none';
  if (totalSites <= 1) return 'low';
  // What counts is the confidence of the dimensions that make the winner the winner.
  const relevant = winner ? decided.filter((d) => d.leader === winner) : decided;
  const pool = relevant.length > 0 ? relevant : decided;
  const high = pool.filter((d) => d.confidence === 'high').length;
  const low = pool.filter((d) => d.confidence === 'low').length;
  if (low * 2 >= pool.length) return 'low';
  if (high * 2 > pool.length && decided.length * 2 >= decisions.length) return 'high';
  return 'medium';
}

/**
 * The verdict of a comparison: each dimension decided only between items that all have
 * evidence, the overall scores and ranking over those dimensions alone (weighted), no winner
 * when fewer than half are decided or the top two are level, and how sure each step is; with a
 * question, its answer (`answer`).
 */
export function buildVerdict(
  items: readonly ItemResearch[],
  dimensions: readonly string[],
  weights: Record<string, number>,
  weightReasons: WeightReason[],
  query?: string,
): Verdict {
  const decisions = dimensions.map((d) => decideDimension(items, d));
  const decidedDimensions = decisions.filter((d) => d.decided).map((d) => d.dimension);
  const ranked = rankByWeights(items, decidedDimensions, weights);
  const winner = overallWinner(ranked, decidedDimensions.length, dimensions.length);
  const sites = new Set(items.flatMap((item) => item.sources.map((s) => siteOf(s))));
  const confidence = overallConfidence(decisions, winner, sites.size);

  const parts = [`${decidedDimensions.length} of ${plural(dimensions.length, 'dimension')} decided`];
  if (decidedDimensions.length * 2 < dimensions.length) parts.push('too few for an overall winner');
  const byLevel = (level: Confidence) => decisions.filter((d) => d.decided && d.confidence === level).length;
  const levels = (['high', 'medium', 'low'] as const).filter((l) => byLevel(l) > 0).map((l) => `${byLevel(l)} with ${l} confidence`);
  if (levels.length > 0) parts.push(levels.join(', '));
  if (sites.size === 1) parts.push('all the evidence comes from one source');
  const verdict: Verdict = {
    decidedDimensions,
    dimensions: decisions,
    weights,
    weightReasons,
    ranking: ranked.map((r) => r.name),
    winner,
    confidence,
    explanation: parts.join('; '),
  };
  const answer = answerQuestion(query, verdict);
  return answer ? { ...verdict, answer } : verdict;
}

/** The items with their overall score recomputed from the verdict's decided dimensions and weights. */
export function withVerdictScores(items: readonly ItemResearch[], verdict: Verdict, neutral: number): ItemResearch[] {
  const overall = new Map(rankByWeights(items, verdict.decidedDimensions, verdict.weights).map((r) => [r.name, r.overall]));
  return items.map((item) => ({ ...item, overallScore: overall.get(item.name) ?? neutral }));
}
