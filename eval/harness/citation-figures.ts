import type { ComparisonRun } from './evaluate';
import { percent } from './metrics';
import { citationKey, type ModelReplayServer } from './model-replay-server';

/**
 * Citations the recorded replies gave against those the engine kept after validation. Counted per
 * comparison: an item analysed in several comparisons has its citations counted in each of them
 * once, never the sum over all of them against one comparison's kept quotes.
 */
export function citationFigures(replay: Pick<ModelReplayServer, 'citationsServed' | 'misses'>, runs: readonly ComparisonRun[]): string[] {
  // Per key, what the reply gave and the most any run kept: a comparison labelled twice, or asked
  // again with a question, is served the same reply again and must not count it twice.
  const keptByKey = new Map<string, number>();
  for (const run of runs) {
    const items = run.outcome.items.map((i) => i.name);
    for (const item of run.outcome.items) {
      for (const dimension of run.outcome.dimensions) {
        const key = citationKey(item.name, items, dimension);
        const given = replay.citationsServed.get(key);
        if (given === undefined) continue;
        const cell = item.dimensions[dimension];
        const keptHere = Math.min(given, (cell?.evidence.length ?? 0) + (cell?.evidenceNotShown ?? 0));
        keptByKey.set(key, Math.max(keptByKey.get(key) ?? 0, keptHere));
      }
    }
  }
  const served = [...keptByKey.keys()].reduce((sum, key) => sum + (replay.citationsServed.get(key) ?? 0), 0);
  const kept = [...keptByKey.values()].reduce((sum, n) => sum + n, 0);
  return [
    `- citations valid: ${percent({ passed: kept, total: served })} (${kept} of ${served} citations in the model's replies survived the engine's validator; ${served - kept} dropped)`,
    `- requests without a recorded reply: ${replay.misses.length}${replay.misses.length ? ` (${[...new Set(replay.misses)].join('; ')})` : ''}`,
  ];
}
