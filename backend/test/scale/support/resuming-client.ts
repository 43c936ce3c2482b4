import { request } from 'node:http';
import { sleep } from '../../faults/support/fault-kit';
import { follow, type FollowedStream, lastEvent, outcome } from '../../faults/support/followed-stream';

/** One comparison as a browser tab follows it: the POST's stream, then resumes until an outcome. */
export interface ClientRun {
  /** Each connection in turn: the POST's, then each resume. */
  segments: FollowedStream[];
  comparisonId?: string;
  outcome: ReturnType<typeof outcome>;
  /** Resumes that delivered at least one event or the outcome. */
  resumes: number;
  /** Cuts with no way to resume: the POST ended before saying which comparison it started. */
  unresumable: number;
}

/**
 * Starts a comparison through `baseUrl` and follows it as the app's client does: when a stream
 * ends without `done`/`error` it reconnects to …/events with Last-Event-ID after the server's
 * `retry:` (or 503's Retry-After), for at most `maxAttempts` reconnections.
 */
export async function runComparison(baseUrl: string, cookie: string, items: string[], maxAttempts = 30): Promise<ClientRun> {
  const run: ClientRun = { segments: [], outcome: 'none', resumes: 0, unresumable: 0 };
  let current = await follow(`${baseUrl}/api/compare`, { cookie, body: { items } }).finished;
  run.segments.push(current);
  const firstEvent = current.events.find((e) => typeof e.data.comparisonId === 'string');
  run.comparisonId = firstEvent ? String(firstEvent.data.comparisonId) : undefined;
  let lastId = lastEvent(current)?.id ?? 0;
  // A resume refused while an API restarts (503) is tried again, like a stream cut short.
  const unfinished = (s: FollowedStream) => outcome(s) === 'none' || outcome(s) === 'refused';
  for (let attempt = 0; unfinished(current) && attempt < maxAttempts; attempt++) {
    if (!run.comparisonId) {
      run.unresumable += 1;
      break;
    }
    await sleep(current.retry ?? (current.status === 503 ? 1000 : 500));
    current = await follow(`${baseUrl}/api/comparisons/${run.comparisonId}/events`, { cookie, lastEventId: lastId }).finished;
    run.segments.push(current);
    if (current.events.length) {
      run.resumes += 1;
      lastId = lastEvent(current)!.id;
    }
  }
  run.outcome = outcome(current);
  return run;
}

/** Every event the client received, across its connections. */
export function eventsOf(run: ClientRun): FollowedStream['events'] {
  return run.segments.flatMap((s) => s.events);
}

/** A JSON request from a chosen local address (127.0.0.x): how the test plays several clients. */
export function requestFrom(
  localAddress: string,
  url: string,
  options: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; text: string }> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { ...options.headers };
  if (payload !== undefined) {
    headers['Content-Type'] = 'application/json';
    headers['Content-Length'] = String(Buffer.byteLength(payload));
  }
  return new Promise((resolve) => {
    const req = request(url, { method: options.method ?? (payload ? 'POST' : 'GET'), headers, localAddress, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      res.on('error', () => resolve({ status: 0, text }));
    });
    req.on('error', (err) => resolve({ status: 0, text: err.message }));
    req.end(payload);
  });
}
