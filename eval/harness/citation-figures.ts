import type { ComparisonRun } from './evaluate';
import { percent } from './metrics';
import { citationKey, type ModelReplayServer } from './model-replay-server';

/**
 * Citations the recorded replies gave against those the engine kept after validation. Counted per
 * comparison: an item analysed in several comparisons has its citations counted in each of them
 * once, never the sum over all of them against one comparison's kept quotes.
 */
export function citationFigures(replay: Pick<ModelReplayServer, 'citationsServed' | 'misses'>, runs: readonly ComparisonRun[]): string[] {
  const counted = new Set<string>();
  let served = 0;
  let kept = 0;
  for (const run of runs) {
    const items = run.outcome.items.map((i) => i.name);
    for (const item of run.outcome.items) {
      for (const dimension of run.outcome.dimensions) {
        const key = citationKey(item.name, items, dimension);
        const given = replay.citationsServed.get(key);
        if (given === undefined) continue;
        // A comparison labelled twice (same items) was asked twice: the served count already holds both.
        if (!counted.has(key)) served += given;
        counted.add(key);
        kept += Math.min(given, item.dimensions[dimension]?.evidence.length ?? 0);
      }
    }
  }
  return [
    `- citations valid: ${percent({ passed: kept, total: served })} (${kept} of ${served} citations in the model's replies survived the engine's validator; ${served - kept} dropped)`,
    `- requests without a recorded reply: ${replay.misses.length}${replay.misses.length ? ` (${[...new Set(replay.misses)].join('; ')})` : ''}`,
  ];
}
