import { loadConfig } from '@juxta/config';
import type { ItemResearch, ResearchProgress, StreamEvent } from '@juxta/contracts';
import { createDataSource } from '@juxta/persistence';
import type { ResearchEngine } from '@juxta/research';
import type { Job } from 'bullmq';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { CancelWatcher } from '@juxta/messaging';
import { ComparisonWriter } from '../src/research/comparison-writer';
import type { ResearchCancelWatcher } from '../src/research/research-cancel-watcher';
import { ResearchProcessor } from '../src/research/research.processor';
import { undecidedVerdict } from './support/undecided-verdict';

describe('ResearchProcessor after a job’s last attempt (real Postgres and Redis)', () => {
  const config = loadConfig(process.env);
  let db: DataSource;
  let redis: Redis;
  let subscriber: Redis;
  let processor: ResearchProcessor;
  let cancels: ResearchCancelWatcher;

  beforeAll(async () => {
    db = await createDataSource(config.databaseUrl, { poolSize: 2 }).initialize();
    redis = new Redis(config.redisUrl);
    subscriber = new Redis(config.redisUrl);
    await subscriber.ping(); // connected before it enters subscriber mode
    const engine = {} as ResearchEngine; // never run here: only the failure handling is exercised
    cancels = new CancelWatcher(new Redis(config.redisUrl), redis, config.redisPrefix) as ResearchCancelWatcher;
    processor = new ResearchProcessor(config, redis, engine, new ComparisonWriter(db), cancels);
  });
  afterAll(async () => {
    await cancels.close();
    await db.destroy();
    await redis.quit();
    await subscriber.quit();
  });

  async function insert(status: 'researching' | 'completed'): Promise<string> {
    const [{ id: userId }] = await db.query(`INSERT INTO users (name, email, password_hash) VALUES ('P', $1, 'x') RETURNING id`, [`processor-${randomUUID()}@example.org`]);
    const id = randomUUID();
    await db.query(
      `INSERT INTO comparisons (id, user_id, title, slug, status, request, item_names) VALUES ($1, $2, 'A vs B', $3, $4, '{"items":["A","B"]}', '{A,B}')`,
      [id, userId, `a-vs-b-${id}`, status],
    );
    return id;
  }

  async function eventsWhileFailing(id: string, expected: number): Promise<string[]> {
    const events: string[] = [];
    await subscriber.subscribe(`${config.redisPrefix}:progress:${id}`);
    const onMessage = (_channel: string, message: string) => events.push(JSON.parse(message).event);
    subscriber.on('message', onMessage);
    const job = { data: { comparisonId: id }, attemptsMade: 3, opts: { attempts: 3 } } as unknown as Job<{ comparisonId: string }>;
    await processor.onFailed(job, new Error('connection terminated unexpectedly'));
    for (let i = 0; i < 100 && events.length < expected; i++) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 50)); // nothing more arrives
    subscriber.off('message', onMessage);
    await subscriber.unsubscribe();
    return events;
  }

  it('fails a still-researching comparison and sends its streams the error', async () => {
    const id = await insert('researching');
    expect(await eventsWhileFailing(id, 1)).toEqual(['error']);
    const [row] = await db.query('SELECT status, error FROM comparisons WHERE id = $1', [id]);
    expect(row).toEqual({ status: 'failed', error: 'The research could not be completed. Please try again.' });
  });

  async function eventsWhileProcessing(
    id: string,
    engine: Partial<ResearchEngine>,
    writer = new ComparisonWriter(db),
  ): Promise<{ result: string; events: string[]; messages: StreamEvent[] }> {
    const events: string[] = [];
    const messages: StreamEvent[] = [];
    await subscriber.subscribe(`${config.redisPrefix}:progress:${id}`);
    const onMessage = (_channel: string, message: string) => {
      messages.push(JSON.parse(message));
      events.push(JSON.parse(message).event);
    };
    subscriber.on('message', onMessage);
    const running = new ResearchProcessor(config, redis, engine as ResearchEngine, writer, cancels);
    const job = { data: { comparisonId: id }, attemptsMade: 0, opts: { attempts: 3 } } as unknown as Job<{ comparisonId: string }>;
    try {
      const result = await running.process(job, 'token');
      await new Promise((r) => setTimeout(r, 150)); // whatever was published has arrived
      return { result, events, messages };
    } finally {
      subscriber.off('message', onMessage);
      await subscriber.unsubscribe();
    }
  }

  const verdict = undecidedVerdict;
  const outcome = { items: [], dimensions: ['Cost'], summary: 'Both are fine.', recommendation: 'Either.', category: 'databases' as const, tags: ['sql'], warnings: [], verdict };

  it('stores the outcome, then publishes the last progress and done', async () => {
    const id = await insert('researching');
    const { result, events } = await eventsWhileProcessing(id, { run: async () => outcome });
    expect(result).toBe('completed');
    expect(events).toEqual(['progress', 'done']);
    const [row] = await db.query('SELECT status, summary, verdict FROM comparisons WHERE id = $1', [id]);
    expect(row).toEqual({ status: 'completed', summary: 'Both are fine.', verdict });
  });

  it('with a fast engine, sends every item result before done, in id order, and lets newer snapshots replace the plain steps', async () => {
    const id = await insert('researching');
    const research = (name: string) => ({ name, description: '', overallScore: 5, dimensions: {}, pros: [], cons: [], sources: [] }) as unknown as ItemResearch;
    const counters = (itemsCompleted: number) => ({ message: `m${itemsCompleted}`, itemsCompleted, totalItems: 2 });
    // All within one tick, as a cached or instant engine reports them.
    const reports: ResearchProgress[] = [
      { stage: 'parsing', ...counters(0) },
      { stage: 'researching', item: 'A', progress: 0.5, ...counters(1), itemResult: { index: 0, research: research('A') } },
      { stage: 'researching', item: 'B', progress: 1, ...counters(2), itemResult: { index: 1, research: research('B') } },
      { stage: 'synthesizing', ...counters(2) },
    ];
    const run = async (_request: unknown, options: { onProgress?: (p: ResearchProgress) => void }) => {
      reports.forEach((r) => options.onProgress?.(r));
      return outcome;
    };
    const { result, messages } = await eventsWhileProcessing(id, { run } as unknown as Partial<ResearchEngine>);
    expect(result).toBe('completed');
    const steps = messages.map((m) => (m.event === 'progress' ? (m.data.itemResult?.research.name ?? m.data.stage) : m.event));
    // Reported within one turn: the first step gives way to A's result, the synthesizing step to
    // "Comparison ready" (before: all four went out, each in a round trip of its own).
    expect(steps).toEqual(['A', 'B', 'complete', 'done']);
    const ids = messages.map((m) => m.seq);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('publishes no done for a comparison that was failed while it was researched (the stale reaper told its streams)', async () => {
    const id = await insert('researching');
    const run = async () => {
      await db.query(`UPDATE comparisons SET status = 'failed', error = 'abandoned' WHERE id = $1`, [id]);
      return outcome;
    };
    const { result, events } = await eventsWhileProcessing(id, { run });
    expect(result).toBe('already failed');
    expect(events).toEqual([]);
    const [row] = await db.query('SELECT status, error FROM comparisons WHERE id = $1', [id]);
    expect(row).toEqual({ status: 'failed', error: 'abandoned' });
  });

  it('records the failure once Postgres is back when the first try to record it meets the outage', async () => {
    const id = await insert('researching');
    class OutageWriter extends ComparisonWriter {
      calls = 0;
      override async fail(...args: Parameters<ComparisonWriter['fail']>): ReturnType<ComparisonWriter['fail']> {
        this.calls += 1;
        if (this.calls === 1) throw new Error('Connection terminated unexpectedly');
        return super.fail(...args);
      }
    }
    const writer = new OutageWriter(db);
    const failing = new ResearchProcessor(config, redis, {} as ResearchEngine, writer, cancels);
    const job = { data: { comparisonId: id }, attemptsMade: 3, opts: { attempts: 3 } } as unknown as Job<{ comparisonId: string }>;
    await failing.onFailed(job, new Error('connection terminated unexpectedly'));
    expect(writer.calls).toBe(2);
    const [row] = await db.query('SELECT status FROM comparisons WHERE id = $1', [id]);
    expect(row.status).toBe('failed');
  });

  it('sends done when the result was stored after all (the commit went through, its answer was lost)', async () => {
    const id = await insert('completed');
    expect(await eventsWhileFailing(id, 2)).toEqual(['progress', 'done']);
    const [row] = await db.query('SELECT status FROM comparisons WHERE id = $1', [id]);
    expect(row.status).toBe('completed');
  });

  it('stores the result and sends done within the attempt when Postgres drops the connection as it commits', async () => {
    const id = await insert('researching');
    // The first write commits but its answer is lost; the next one finds Postgres still away.
    class FlakyWriter extends ComparisonWriter {
      calls = 0;
      override async complete(...args: Parameters<ComparisonWriter['complete']>): ReturnType<ComparisonWriter['complete']> {
        this.calls += 1;
        if (this.calls === 1) await super.complete(...args);
        if (this.calls <= 2) throw new Error('Connection terminated unexpectedly');
        return super.complete(...args);
      }
    }
    const writer = new FlakyWriter(db);
    const { result, events } = await eventsWhileProcessing(id, { run: async () => outcome }, writer);
    // Before: the attempt failed, and done waited for BullMQ's backoff and a whole new attempt.
    expect(result).toBe('completed');
    expect(writer.calls).toBe(3);
    expect(events).toEqual(['progress', 'done']);
    const [row] = await db.query('SELECT status, summary FROM comparisons WHERE id = $1', [id]);
    expect(row).toEqual({ status: 'completed', summary: 'Both are fine.' });
  });

  it('does not retry a write that failed for another reason than an outage', async () => {
    const id = await insert('researching');
    class BrokenWriter extends ComparisonWriter {
      calls = 0;
      override async complete(): ReturnType<ComparisonWriter['complete']> {
        this.calls += 1;
        throw new Error('value too long for type character varying(200)');
      }
    }
    const writer = new BrokenWriter(db);
    await expect(eventsWhileProcessing(id, { run: async () => outcome }, writer)).rejects.toThrow(/value too long/);
    expect(writer.calls).toBe(1);
  });
});
