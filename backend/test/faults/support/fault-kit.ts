import type { ComparisonData, SessionResponse } from '@juxta/contracts';
import { queuePrefix, RESEARCH_QUEUE } from '@juxta/messaging';
import { Queue } from 'bullmq';
import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import { getJson, signUpOver } from '../../support/http-session';
import type { RunningProcess } from '../../support/processes';
import type { FollowedStream } from './followed-stream';

export type Api = RunningProcess & { url: string };

/** Records an unmet requirement (when `met` is false) for the report, and fails the test on it. */
export function requirement(gaps: string[], met: boolean, text: string): void {
  if (!met) gaps.push(text);
  expect({ requirement: text, met }).toEqual({ requirement: text, met: true });
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it is truthy; resolves with the elapsed ms, rejects after `timeoutMs`. */
export async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number, intervalMs = 100): Promise<number> {
  const start = Date.now();
  for (;;) {
    if (await Promise.resolve(check()).catch(() => false)) return Date.now() - start;
    if (Date.now() - start > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(intervalMs);
  }
}

/**
 * Environment every process of a scenario gets: its own Redis and key prefix, per-user limits
 * high enough for dozens of comparisons per user, and whatever the scenario adds.
 */
export function scenarioEnv(redisUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `jf${randomBytes(3).toString('hex')}`,
    USER_MAX_ACTIVE_COMPARISONS: '100',
    USER_DAILY_COMPARISONS: '1000',
    RATE_LIMIT_MULTIPLIER: '1000',
    // Hundreds of clients share one address (127.0.0.1) here.
    SSE_MAX_STREAMS_PER_ADDRESS: '100000',
    ...extra,
  };
}

export interface TestUser {
  cookie: string;
  id: string;
}

/** Signs up `n` users (several users: the per-user limits then never get in the way). */
export async function signUpUsers(baseUrl: string, n: number): Promise<TestUser[]> {
  const users: TestUser[] = [];
  for (let i = 0; i < n; i++) {
    const { cookie } = await signUpOver(baseUrl, `Fault Tester ${i + 1}`);
    const session = await getJson(`${baseUrl}/api/auth/session`, cookie);
    users.push({ cookie, id: (session.body as SessionResponse).user.id });
  }
  return users;
}

const PAIRS: [string, string][] = [
  ['PostgreSQL', 'MySQL'], ['Python', 'Rust'], ['Kindle', 'Kobo'], ['React', 'Vue'], ['AWS', 'Azure'],
  ['Chrome', 'Firefox'], ['Go', 'Java'], ['iPhone', 'Google Pixel'], ['Lisbon', 'Barcelona'], ['Coffee', 'Tea'],
];

/**
 * Two items for comparison `i`, made unique with a tag so no search is answered from the cache
 * and every comparison really waits on the slow provider.
 */
export function itemsFor(i: number, tag: string): string[] {
  const [a, b] = PAIRS[i % PAIRS.length];
  return [`${a} ${tag}${i}`, `${b} ${tag}${i}`];
}

export interface Readiness {
  status: number;
  streams?: { listeners: number; timers: number };
}

export async function readiness(api: Api): Promise<Readiness> {
  const res = await getJson(`${api.url}/api/health/ready`).catch(() => ({ status: 0, body: undefined }));
  return { status: res.status, streams: (res.body as { streams?: Readiness['streams'] } | undefined)?.streams };
}

/** A direct connection to the run's database (never through a fault proxy). */
export function directDb(): Pool {
  return new Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
}

export interface StoredRow {
  id: string;
  status: string;
  slug: string;
  user_id: string;
  title: string;
  error: string | null;
}

export async function rowsOf(db: Pool, userIds: readonly string[]): Promise<StoredRow[]> {
  const { rows } = await db.query<StoredRow>('SELECT id, status, slug, user_id, title, error FROM comparisons WHERE user_id = ANY($1::uuid[])', [userIds]);
  return rows;
}

/** The stored comparison as the API answers it (owner's cookie: the owner's views do not count). */
export async function storedComparison(api: Api, slugOrId: string, cookie: string): Promise<ComparisonData | undefined> {
  const res = await getJson(`${api.url}/api/comparisons/${slugOrId}`, cookie);
  return res.status === 200 ? (res.body as ComparisonData) : undefined;
}

/** The comparison id a stream is about (from its first event). */
export function comparisonIdOf(s: FollowedStream): string | undefined {
  const e = s.events.find((x) => typeof x.data.comparisonId === 'string' || typeof x.data.id === 'string');
  return e ? String(e.data.comparisonId ?? e.data.id) : undefined;
}

/** Number of `done` events and whether the ids strictly increase (no event delivered twice). */
export function deliveryFaults(s: FollowedStream): { dones: number; repeated: boolean } {
  const ids = s.events.map((e) => e.id);
  return { dones: s.events.filter((e) => e.event === 'done').length, repeated: ids.some((id, i) => i > 0 && id <= ids[i - 1]) };
}

/**
 * The same JSON value: compared by canonical text, because values parsed in the test's sandbox
 * and by fetch (outside it) have different prototypes and fail a strict deep-equal.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => x.localeCompare(y))) : v,
  );
}

/** Stops whatever started (SIGTERM, then SIGKILL after `graceMs`), ignoring what is already gone. */
export async function stopAll(processes: readonly (RunningProcess | undefined)[], graceMs = 5000): Promise<void> {
  await Promise.all(
    processes
      .filter((p): p is RunningProcess => !!p)
      .map(async (p) => {
        const timer = setTimeout(() => void p.stop('SIGKILL'), graceMs);
        await p.stop('SIGTERM').catch(() => undefined);
        clearTimeout(timer);
      }),
  );
}

export interface JobFacts {
  state: string;
  attemptsStarted: number;
  attemptsMade: number;
  stalledCounter: number;
  failedReason?: string;
}

/** What BullMQ knows of comparisons' jobs (explains a loss: stalled too often, retries used up…). */
export async function jobFacts(redisUrl: string, redisPrefix: string, ids: readonly string[]): Promise<Map<string, JobFacts | undefined>> {
  const queue = new Queue(RESEARCH_QUEUE, { connection: { url: redisUrl }, prefix: queuePrefix(redisPrefix) });
  const facts = new Map<string, JobFacts | undefined>();
  try {
    for (const id of ids) {
      const job = await queue.getJob(id);
      facts.set(
        id,
        job && {
          state: await job.getState(),
          attemptsStarted: job.attemptsStarted,
          attemptsMade: job.attemptsMade,
          stalledCounter: job.stalledCounter,
          failedReason: job.failedReason || undefined,
        },
      );
    }
  } finally {
    await queue.close();
  }
  return facts;
}

/** One line per stream that did not end with `done`, for the log of a failing scenario. */
export function describeStreams(streams: readonly FollowedStream[], facts: Map<string, JobFacts | undefined>, t0: number): string {
  return streams
    .map((s) => {
      const id = comparisonIdOf(s) ?? '?';
      const events = s.events.map((e) => `${e.id}:${e.event}:${String(e.data.currentStep ?? e.data.error ?? '')}@${e.at - t0}ms`).join(' ');
      return `  ${id} status=${s.status} ended=${s.ended} ${s.error ?? ''} job=${JSON.stringify(facts.get(id))}\n    events: ${events}`;
    })
    .join('\n');
}
