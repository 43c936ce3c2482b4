import { StreamEventPublisher } from '@juxta/messaging';
import Redis from 'ioredis';
import { PinoLogger } from 'nestjs-pino';
import type { Client } from 'pg';
import pino from 'pino';
import { stdoutLogDestination } from '../src/common/http/log-destination';
import { ServiceUnavailableError } from '../src/common/errors/app-errors';
import { ComparisonStreamService } from '../src/comparisons/comparison-stream.service';
import { ComparisonsService } from '../src/comparisons/comparisons.service';
import { DrainService } from '../src/shutdown/drain.service';
import { connectDb, insertComparison } from './support/comparison-fixtures';
import { readStream } from './support/sse-client';
import { newUser, sessionCookie, startTestApp, type TestApp } from './support/test-app';

interface LogLine {
  msg: string;
  err?: unknown;
  req?: { id: string; method: string; url: string; remoteAddress: string };
  res?: { statusCode: number };
  responseTime?: number;
}

/**
 * What an operator reads about a held stream (GET …/events): its request log line, written once
 * when the stream ends, with the request's fields, its status and how long it lived. The lines
 * are read from the log's destination, whichever logger wrote them.
 */
describe('held streams: the request log and the guards (real Postgres and Redis)', () => {
  let t: TestApp;
  let db: Client;
  let redis: Redis;
  let publisher: StreamEventPublisher;
  let userId: string;
  let ownerCookie: string;
  const lines: LogLine[] = [];
  let restoreLog: () => void;
  let destination: { write(line: string): boolean };

  beforeAll(async () => {
    // Quiet while the app starts (Nest's start-up lines); request lines are info, from here on.
    t = await startTestApp({ LOG_LEVEL: 'warn' });
    PinoLogger.root.level = 'info';
    db = await connectDb();
    redis = new Redis(t.config.redisUrl);
    publisher = new StreamEventPublisher(redis, t.config.redisPrefix);
    destination = (PinoLogger.root as unknown as Record<symbol, { write(line: string): boolean }>)[pino.symbols.streamSym];
    const write = jest.spyOn(destination, 'write').mockImplementation((line: string) => {
      lines.push(JSON.parse(line) as LogLine);
      return true;
    });
    restoreLog = () => write.mockRestore();
    const signedUp = await t.http.post('/api/auth/sign-up').send(newUser()).expect(200);
    userId = signedUp.body.user.id;
    ownerCookie = sessionCookie(signedUp)!;
  });
  afterAll(async () => {
    restoreLog();
    await redis.quit();
    await db.end();
    await t.close();
  });

  const path = (id: string) => `/api/comparisons/${id}/events`;
  const url = (id: string) => `http://127.0.0.1:${t.app.getHttpServer().address().port}${path(id)}`;
  const linesOf = (id: string) => lines.filter((l) => l.req?.url === path(id));

  async function waitFor(condition: () => boolean): Promise<void> {
    for (let i = 0; i < 250 && !condition(); i++) await new Promise((r) => setTimeout(r, 20));
  }

  /** Call before opening a stream: resolves once that stream is open and answered (its head and current state sent). */
  async function whenListening(): Promise<void> {
    const drain = t.app.get(DrainService);
    const before = drain.streamCount();
    await waitFor(() => drain.streamCount() > before);
  }

  it('every line goes to standard output through the one batched destination (not a write per line)', () => {
    expect(destination).toBe(stdoutLogDestination());
  });

  /**
   * As the worker does: the row is failed first, then the event published, so a stream whose
   * subscriber missed the live event (one found deaf, or reconnecting) still finds the outcome.
   */
  async function stopAsTheWorkerDoes(id: string): Promise<void> {
    await db.query(`UPDATE comparisons SET status = 'failed', error = 'Stopped.' WHERE id = $1`, [id]);
    await publisher.publish(id, { event: 'error', data: { error: 'Stopped.', comparisonId: id } });
  }

  it('a stream the server ends is logged once, when it ends: its request, status 200 and how long it lived', async () => {
    const { id } = await insertComparison(db, { userId, status: 'researching' });
    const listening = whenListening();
    const reading = readStream(url(id), { timeoutMs: 10_000 });
    await listening;
    // Open and held: nothing is logged until it ends.
    await new Promise((r) => setTimeout(r, 300));
    expect(linesOf(id)).toEqual([]);
    await stopAsTheWorkerDoes(id);
    const result = await reading;
    expect(result.ended).toBe(true);
    await waitFor(() => linesOf(id).length > 0);
    const logged = linesOf(id);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ msg: 'request completed', req: { method: 'GET', url: path(id) }, res: { statusCode: 200 } });
    expect(logged[0].responseTime).toBeGreaterThanOrEqual(300);
    expect(logged[0].req!.id).toBe(result.headers.get('x-request-id'));
  });

  it('a stream the viewer leaves is logged as aborted, and a signed-in viewer’s line carries no cookie', async () => {
    const { id } = await insertComparison(db, { userId, status: 'researching' });
    const leave = new AbortController();
    const listening = whenListening();
    const reading = readStream(url(id), { cookie: ownerCookie, signal: leave.signal, timeoutMs: 10_000 });
    await listening;
    leave.abort();
    await reading;
    await waitFor(() => linesOf(id).length > 0);
    expect(linesOf(id)).toEqual([expect.objectContaining({ msg: 'request aborted', res: { statusCode: 200 } })]);
    expect(JSON.stringify(linesOf(id))).not.toContain('juxta.sid');
  });

  it('a refused stream is logged with its status: not found, and a private comparison for someone else', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const refused = await readStream(url(missing), { timeoutMs: 10_000 });
    expect(refused.status).toBe(404);
    const { id: privateId } = await insertComparison(db, { userId, status: 'researching', isPublic: false });
    const hidden = await readStream(url(privateId), { timeoutMs: 10_000 });
    expect(hidden.status).toBe(404);
    await waitFor(() => linesOf(missing).length > 0 && linesOf(privateId).length > 0);
    expect(linesOf(missing)).toEqual([expect.objectContaining({ msg: 'request completed', res: { statusCode: 404 } })]);
    expect(linesOf(privateId)).toEqual([expect.objectContaining({ res: { statusCode: 404 } })]);
    // HEAD is routed as GET: logged once too, neither lost nor twice.
    const other = '00000000-0000-4000-8000-000000000001';
    await t.http.head(path(other)).expect(404);
    await waitFor(() => linesOf(other).length > 0);
    await new Promise((r) => setTimeout(r, 100));
    expect(linesOf(other)).toEqual([expect.objectContaining({ req: expect.objectContaining({ method: 'HEAD' }), res: { statusCode: 404 } })]);
  });

  it('a held stream keeps no request logger and nothing of routing for its life (memory per held stream)', async () => {
    const { id } = await insertComparison(db, { userId, status: 'researching' });
    const server = t.app.getHttpServer() as import('node:http').Server;
    let held: (import('node:http').IncomingMessage & Record<string, unknown>) | undefined;
    const capture = (req: import('node:http').IncomingMessage) => {
      if (req.url === path(id)) held = req as typeof held;
    };
    server.prependListener('request', capture);
    const leave = new AbortController();
    try {
      const listening = whenListening();
      const reading = readStream(url(id), { signal: leave.signal, timeoutMs: 10_000 });
      await listening;
      await new Promise((r) => setTimeout(r, 100));
      expect(held).toBeDefined();
      const kept = ['log', 'allLogs', 'next', 'params', 'route', '_parsedUrl', '_parsedOriginalUrl'].filter((k) => held![k] !== undefined);
      const res = held!.res as unknown as Record<string, unknown>;
      kept.push(...['log', 'allLogs'].filter((k) => res[k] !== undefined).map((k) => `res.${k}`));
      // The head went out: Node's copy of its headers is let go, and it still counts as sent.
      const response = held!.res as import('node:http').ServerResponse;
      if (response.getHeaderNames().length) kept.push('res headers');
      expect(kept).toEqual([]);
      expect(response.headersSent).toBe(true);
      leave.abort();
      await reading;
    } finally {
      server.removeListener('request', capture);
      leave.abort();
    }
  });

  it('POST /api/compare, whose answer is a held stream too, is logged once when it ends, keeping no request logger meanwhile', async () => {
    const server = t.app.getHttpServer() as import('node:http').Server;
    let held: (import('node:http').IncomingMessage & Record<string, unknown>) | undefined;
    const capture = (req: import('node:http').IncomingMessage) => {
      if (req.method === 'POST' && req.url === '/api/compare') held = req as typeof held;
    };
    server.prependListener('request', capture);
    let comparisonId: string | undefined;
    // A user of its own: the other tests' researching comparisons count against the owner's limit.
    const cookie = sessionCookie(await t.http.post('/api/auth/sign-up').send(newUser()).expect(200))!;
    try {
      const reading = readStream(`http://127.0.0.1:${(server.address() as { port: number }).port}/api/compare`, {
        cookie,
        body: { items: ['PostgreSQL', 'MySQL'] },
        timeoutMs: 10_000,
        stopAfter: (e) => {
          comparisonId ??= e.data.comparisonId as string;
          return false;
        },
      });
      await waitFor(() => comparisonId !== undefined);
      expect(held).toBeDefined();
      expect(['log', 'allLogs'].filter((k) => held![k] !== undefined || (held!.res as unknown as Record<string, unknown>)[k] !== undefined)).toEqual([]);
      const requestId = (held!.res as import('node:http').ServerResponse).headersSent && held!.id;
      expect(lines.filter((l) => l.req?.id === requestId)).toEqual([]);
      await stopAsTheWorkerDoes(comparisonId!);
      const result = await reading;
      expect(result.ended).toBe(true);
      await waitFor(() => lines.some((l) => l.req?.id === requestId));
      await new Promise((r) => setTimeout(r, 100));
      const logged = lines.filter((l) => l.req?.id === requestId);
      expect(logged).toEqual([expect.objectContaining({ msg: 'request completed', req: expect.objectContaining({ method: 'POST', url: '/api/compare' }), res: { statusCode: 200 } })]);
      expect(logged[0].req!.id).toBe(result.headers.get('x-request-id'));
      expect(JSON.stringify(logged)).not.toContain('juxta.sid');
    } finally {
      server.removeListener('request', capture);
    }
  });

  it('a POST /api/compare that fails with 5xx names its request in the error line and in its request line', async () => {
    const enqueue = jest.spyOn(t.app.get(ComparisonsService), 'enqueue').mockRejectedValueOnce(new ServiceUnavailableError('The research queue is unavailable. Try again shortly.'));
    const cookie = sessionCookie(await t.http.post('/api/auth/sign-up').send(newUser()).expect(200))!;
    try {
      const res = await t.http.post('/api/compare').set('Cookie', cookie).send({ items: ['PostgreSQL', 'SQLite'] }).expect(503);
      const requestId = res.headers['x-request-id'];
      await waitFor(() => lines.filter((l) => l.req?.id === requestId).length >= 2);
      const logged = lines.filter((l) => l.req?.id === requestId);
      expect(logged).toEqual([
        expect.objectContaining({ msg: 'request failed', err: expect.anything(), req: expect.objectContaining({ method: 'POST', url: '/api/compare' }) }),
        expect.objectContaining({ msg: 'request errored', res: { statusCode: 503 } }),
      ]);
    } finally {
      enqueue.mockRestore();
    }
  });

  it('a held stream got its whole head (security headers, request id) and still relays, pings and ends after letting it go', async () => {
    const fast = await startTestApp({ SSE_HEARTBEAT_MS: '150', LOG_LEVEL: 'silent' });
    const streams = fast.app.get(ComparisonStreamService);
    try {
      const { id } = await insertComparison(db, { userId, status: 'researching' });
      const reading = readStream(`http://127.0.0.1:${fast.app.getHttpServer().address().port}${path(id)}`, { timeoutMs: 10_000 });
      await waitFor(() => streams.heartbeatCount() > 0);
      await new Promise((r) => setTimeout(r, 400));
      // As the worker does: the row is failed first, then the event published. Should the live
      // event be missed (the subscriber reconnecting), the catch-up still finds the outcome.
      await db.query(`UPDATE comparisons SET status = 'failed', error = 'Stopped.' WHERE id = $1`, [id]);
      await publisher.publish(id, { event: 'error', data: { error: 'Stopped.', comparisonId: id } });
      const result = await reading;
      expect(result.status).toBe(200);
      expect(result.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(result.headers.get('cache-control')).toBe('no-cache');
      expect(result.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
      expect(result.headers.get('x-content-type-options')).toBe('nosniff');
      expect(result.headers.get('x-request-id')).toBeTruthy();
      expect(result.comments).toBeGreaterThanOrEqual(1);
      expect(result.events.map((e) => e.event)).toEqual(['error']);
      expect(result.ended).toBe(true);
    } finally {
      await fast.close();
    }
  });

  it('the guards still hold: a bad bearer token is refused (401), the owner streams a private comparison', async () => {
    const { id } = await insertComparison(db, { userId, status: 'researching', isPublic: false });
    const badToken = await readStream(url(id), { headers: { Authorization: 'Bearer jx_not-a-token' }, timeoutMs: 10_000 });
    expect(badToken.status).toBe(401);
    const listening = whenListening();
    const owner = readStream(url(id), { cookie: ownerCookie, timeoutMs: 10_000 });
    await listening;
    await stopAsTheWorkerDoes(id);
    const result = await owner;
    expect(result.status).toBe(200);
    expect(result.events.map((e) => e.event)).toEqual(['error']);
  });
});
