import type { ComparisonData, ProgressEventData, StreamEvent } from '@juxta/contracts';
import { toComparisonData } from '@juxta/persistence';
import { ComparisonFailedError } from './mcp-errors';
import type { ComparisonsService } from '../comparisons/comparisons.service';
import type { ProgressHubService } from '../comparisons/progress-hub.provider';

/** How often the row is read while waiting, for an outcome whose event was missed (Redis reconnect). */
const ROW_CHECK_MS = 2000;

/**
 * Waits for a comparison's outcome: live events from the progress hub (listened to before the
 * job is queued, by `start`), with a periodic read of the row as a safety net. Resolves with the
 * stored comparison; rejects with ComparisonFailedError on its `error` event or failed row.
 */
export function awaitComparison(
  id: string,
  deps: { hub: ProgressHubService; comparisons: ComparisonsService },
  start: () => Promise<void>,
  onProgress: (progress: ProgressEventData) => void,
  signal: AbortSignal,
): Promise<ComparisonData> {
  return new Promise<ComparisonData>((resolve, reject) => {
    let settled = false;
    const finish = (err: unknown, data?: ComparisonData) => {
      if (settled) return;
      settled = true;
      unlisten();
      clearInterval(check);
      signal.removeEventListener('abort', aborted);
      if (data) resolve(data);
      else reject(err);
    };
    const fromRow = async () => {
      const row = await deps.comparisons.reload(id);
      if (!row) return finish(new ComparisonFailedError('This comparison was deleted.'));
      if (row.status === 'completed') return finish(null, toComparisonData(row));
      if (row.status === 'failed') return finish(new ComparisonFailedError(row.error ?? 'The research failed.'));
    };
    const unlisten = deps.hub.listen(id, (event: StreamEvent) => {
      if (event.event === 'progress') onProgress(event.data);
      // The row is the comparison as stored (the done event's copy is the same, but the row is what get_comparison answers).
      else if (event.event === 'done') fromRow().catch((err: unknown) => finish(err));
      else finish(new ComparisonFailedError(event.data.error));
    });
    const check = setInterval(() => void fromRow().catch(() => undefined), ROW_CHECK_MS);
    const aborted = () => finish(signal.reason ?? new Error('aborted'));
    signal.addEventListener('abort', aborted, { once: true });
    start().catch((err: unknown) => finish(err));
  });
}
