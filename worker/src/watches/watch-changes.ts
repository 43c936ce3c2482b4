import type { ItemResearch, WatchChangeDetail } from '@juxta/contracts';

/** A score has to move this far (on the 1–10 scale) to be worth telling the owner. */
export const SCORE_MOVE_THRESHOLD = 1;

const key = (name: string) => name.toLowerCase();

/** The item with the single best evidenced score on a dimension; none on a tie or without evidence. */
function leader(items: ItemResearch[], dimension: string): string | null {
  let best: { name: string; score: number } | null = null;
  let tied = false;
  for (const item of items) {
    const result = item.dimensions[dimension];
    if (!result || result.confidence === 'none') continue;
    if (!best || result.score > best.score) {
      best = { name: item.name, score: result.score };
      tied = false;
    } else if (result.score === best.score) tied = true;
  }
  return best && !tied ? best.name : null;
}

/**
 * What a run found different from the run before: overall and evidenced dimension scores that
 * moved by at least a point, dimensions whose leader changed, and sources not cited before.
 */
export function watchChanges(before: ItemResearch[], after: ItemResearch[]): WatchChangeDetail[] {
  const changes: WatchChangeDetail[] = [];
  const previous = new Map(before.map((i) => [key(i.name), i]));
  for (const item of after) {
    const was = previous.get(key(item.name));
    if (!was) continue;
    if (Math.abs(item.overallScore - was.overallScore) >= SCORE_MOVE_THRESHOLD) {
      changes.push({ kind: 'score', subject: item.name, before: was.overallScore, after: item.overallScore });
    }
    for (const [dimension, result] of Object.entries(item.dimensions)) {
      const old = was.dimensions[dimension];
      if (!old || old.confidence === 'none' || result.confidence === 'none') continue;
      if (Math.abs(result.score - old.score) >= SCORE_MOVE_THRESHOLD) {
        changes.push({ kind: 'score', subject: `${item.name} · ${dimension}`, before: old.score, after: result.score });
      }
    }
  }
  changes.push(...reviewDrifts(before, after));
  const dimensions = new Set([...before, ...after].flatMap((i) => Object.keys(i.dimensions)));
  for (const dimension of dimensions) {
    const was = leader(before, dimension);
    const now = leader(after, dimension);
    if (was !== now) changes.push({ kind: 'leader', subject: dimension, before: was, after: now });
  }
  for (const item of after) {
    const known = new Set((previous.get(key(item.name))?.sources ?? []).map((s) => s.url));
    for (const source of item.sources) {
      if (!known.has(source.url)) changes.push({ kind: 'source', subject: item.name, before: null, after: source.url });
    }
  }
  return changes;
}

/**
 * Cells the author reviewed where the research moved at least a point further from the author's
 * score than the run before found it: the author may want to look again.
 */
function reviewDrifts(before: ItemResearch[], after: ItemResearch[]): WatchChangeDetail[] {
  const previous = new Map(before.map((i) => [key(i.name), i]));
  const drifts: WatchChangeDetail[] = [];
  for (const item of after) {
    for (const [dimension, cell] of Object.entries(item.dimensions)) {
      if (!cell.review) continue;
      const old = previous.get(key(item.name))?.dimensions[dimension];
      const researchBefore = old?.review?.researchScore ?? old?.score;
      const researchNow = cell.review.researchScore;
      if (researchBefore === undefined) continue;
      const apartBefore = Math.abs(researchBefore - cell.score);
      const apartNow = Math.abs(researchNow - cell.score);
      if (apartNow - apartBefore >= SCORE_MOVE_THRESHOLD) {
        drifts.push({ kind: 'review', subject: `${item.name} · ${dimension}`, before: cell.score, after: researchNow });
      }
    }
  }
  return drifts;
}
