import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import type { ComparisonData, ProgressEventData } from '@juxta/contracts';
import { jsonResponse, scriptedFetch, sse, sseResponse } from '../../testing/fake-fetch';
import { FETCH, type FetchFn } from './api.client';
import { ACTIVE_COMPARISON_KEY, ComparisonStream, STREAM_RETRY_DELAYS, STREAM_STORAGE } from './comparison-stream';

const ID = '3f9a1c2b-0000-4000-8000-000000000000';
const SLUG = 'postgresql-vs-mysql-3f9a1c2b';

function progress(over: Partial<ProgressEventData>): ProgressEventData {
  return {
    status: 'researching',
    message: 'Working',
    itemsCompleted: 0,
    totalItems: 2,
    currentStep: 'parsing',
    stage: 'parsing',
    comparisonId: ID,
    ...over,
  };
}

const P1 = sse(1, 'progress', progress({ message: 'Planning the comparison' }));
const P2 = sse(2, 'progress', progress({ message: 'Searching PostgreSQL', stage: 'searching', currentStep: 'searching', item: 'PostgreSQL' }));
const P3 = sse(3, 'progress', progress({ message: 'Scored PostgreSQL', stage: 'researching', currentStep: 'researching', item: 'PostgreSQL', itemsCompleted: 1 }));
const P4 = sse(4, 'progress', progress({ message: 'Scored MySQL', stage: 'researching', currentStep: 'researching', item: 'MySQL', itemsCompleted: 2 }));
const P5 = sse(5, 'progress', progress({ status: 'completed', message: 'Comparison ready', stage: 'complete', currentStep: 'complete', itemsCompleted: 2 }));
const DONE = sse(6, 'done', { id: ID, slug: SLUG, data: { id: ID, slug: SLUG, title: 'PostgreSQL vs MySQL' } as Partial<ComparisonData> });

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k: string) => map.get(k) ?? null,
    key: (i: number) => [...map.keys()][i] ?? null,
    removeItem: (k: string) => void map.delete(k),
    setItem: (k: string, v: string) => void map.set(k, String(v)),
  };
}

function setup(fetchFn: FetchFn, storage: Storage = memoryStorage()) {
  TestBed.configureTestingModule({
    providers: [
      provideRouter([]),
      ComparisonStream,
      { provide: FETCH, useValue: fetchFn },
      { provide: STREAM_RETRY_DELAYS, useValue: [0, 0, 0] },
      { provide: STREAM_STORAGE, useValue: storage },
    ],
  });
  return { stream: TestBed.inject(ComparisonStream), storage };
}

const REQUEST = { items: ['PostgreSQL', 'MySQL'], isPublic: true };

describe('ComparisonStream', () => {
  it('follows a complete stream: progress, item states, log, done', async () => {
    const fetchFn = scriptedFetch([() => sseResponse({ chunks: [P1, ': ping\n\n', P2, P3, P4, P5, DONE] })]);
    const { stream } = setup(fetchFn);

    await stream.start(REQUEST, { persist: true });

    expect(fetchFn.calls).toHaveLength(1);
    expect(fetchFn.calls[0]).toMatchObject({ url: '/api/compare', method: 'POST' });
    expect(JSON.parse(fetchFn.calls[0].body ?? '')).toEqual(REQUEST);
    expect(stream.phase()).toBe('done');
    expect(stream.result()?.slug).toBe(SLUG);
    expect(stream.comparisonId()).toBe(ID);
    expect(stream.percent()).toBe(100);
    expect(stream.items().map((i) => i.phase)).toEqual(['done', 'done']);
    expect(stream.log().map((l) => l.text)).toContain('Searching PostgreSQL');
    expect(stream.lastEventId).toBe('6');
  });

  it('resumes with Last-Event-ID after the connection drops, and sends the POST exactly once', async () => {
    const fetchFn = scriptedFetch([
      // The POST stream fails mid-way through the 4th event.
      () => sseResponse({ chunks: [P1, P2, P3, P4.slice(0, 20)], end: 'error' }),
      // The resume repeats the snapshot (id 3), then continues.
      () => sseResponse({ chunks: [P3, P4, P5, DONE] }),
    ]);
    const { stream } = setup(fetchFn);

    await stream.start(REQUEST);

    expect(fetchFn.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/compare', `GET /api/comparisons/${ID}/events`]);
    expect(fetchFn.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(fetchFn.calls[1].headers['Last-Event-ID']).toBe('3');
    expect(stream.phase()).toBe('done');
    expect(stream.result()?.slug).toBe(SLUG);
    // The repeated snapshot is not logged twice.
    expect(stream.log().filter((l) => l.text === 'Scored PostgreSQL')).toHaveLength(1);
    expect(stream.log().some((l) => l.kind === 'warning' && l.text.startsWith('Connection lost'))).toBe(true);
  });

  it('resumes when the server ends the response early without done', async () => {
    const fetchFn = scriptedFetch([
      () => sseResponse({ chunks: [P1, P2], end: 'close' }),
      () => sseResponse({ chunks: [P5, DONE] }),
    ]);
    const { stream } = setup(fetchFn);

    await stream.start(REQUEST);

    expect(fetchFn.calls).toHaveLength(2);
    expect(fetchFn.calls[1].headers['Last-Event-ID']).toBe('2');
    expect(stream.phase()).toBe('done');
  });

  it('keeps trying the resume with backoff through transient failures, always with the latest id', async () => {
    const fetchFn = scriptedFetch([
      () => sseResponse({ chunks: [P1, P2], end: 'error' }),
      () => {
        throw new TypeError('offline');
      },
      () => jsonResponse(503, { error: 'Redis is unavailable' }),
      () => sseResponse({ chunks: [P3], end: 'error' }),
      () => sseResponse({ chunks: [P4, P5, DONE] }),
    ]);
    const { stream } = setup(fetchFn);

    await stream.start(REQUEST);

    expect(fetchFn.calls.map((c) => c.headers['Last-Event-ID'] ?? null)).toEqual([null, '2', '2', '2', '3']);
    expect(fetchFn.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(stream.phase()).toBe('done');
  });

  it('gives up after the retry budget without progress, and never re-sends the POST', async () => {
    const fetchFn = scriptedFetch([
      () => sseResponse({ chunks: [P1], end: 'error' }),
      () => jsonResponse(502, {}),
      () => jsonResponse(502, {}),
      () => jsonResponse(502, {}),
    ]);
    const { stream } = setup(fetchFn);

    await stream.start(REQUEST);

    expect(fetchFn.calls).toHaveLength(4);
    expect(fetchFn.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(stream.phase()).toBe('error');
    expect(stream.failure()?.comparisonId).toBe(ID);
  });

  it('cannot resume a stream that dropped before the comparison id arrived', async () => {
    const fetchFn = scriptedFetch([() => sseResponse({ chunks: [': ping\n\n'], end: 'error' })]);
    const { stream } = setup(fetchFn);

    await stream.start(REQUEST);

    expect(fetchFn.calls).toHaveLength(1);
    expect(stream.phase()).toBe('error');
    expect(stream.failure()?.message).toMatch(/before the research started/);
  });

  it("shows the API's error message when the POST is refused, without retrying", async () => {
    const fetchFn = scriptedFetch([() => jsonResponse(400, { error: 'At least 2 items are required.' })]);
    const { stream } = setup(fetchFn);

    await stream.start({ items: ['Only one'] });

    expect(fetchFn.calls).toHaveLength(1);
    expect(stream.failure()).toMatchObject({ message: 'At least 2 items are required.', status: 400 });
  });

  it('ends on an error event with its message', async () => {
    const fetchFn = scriptedFetch([
      () => sseResponse({ chunks: [P1, sse(2, 'error', { error: 'No provider answered.', comparisonId: ID })] }),
    ]);
    const storage = memoryStorage();
    const { stream } = setup(fetchFn, storage);

    await stream.start(REQUEST, { persist: true });

    expect(stream.phase()).toBe('error');
    expect(stream.failure()).toMatchObject({ message: 'No provider answered.', comparisonId: ID });
    expect(storage.getItem(ACTIVE_COMPARISON_KEY)).toBeNull();
  });

  it('remembers the running comparison in storage so a reload can resume it', async () => {
    const storage = memoryStorage();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetchFn = scriptedFetch([
      () => sseResponse({ chunks: [P1, P2], end: 'error' }),
      async () => {
        await gate;
        return sseResponse({ chunks: [P5, DONE] });
      },
    ]);
    const { stream } = setup(fetchFn, storage);

    const running = stream.start(REQUEST, { persist: true });
    await new Promise((r) => setTimeout(r, 20));

    const stored = ComparisonStream.readStored(storage);
    expect(stored).toMatchObject({ id: ID, lastEventId: '2', items: ['PostgreSQL', 'MySQL'] });

    release();
    await running;
    expect(ComparisonStream.readStored(storage)).toBeNull();
  });

  it('resumes a stored comparison through the events endpoint only', async () => {
    const fetchFn = scriptedFetch([() => sseResponse({ chunks: [P4, P5, DONE] })]);
    const { stream } = setup(fetchFn);

    await stream.resume(ID, { lastEventId: '3', items: ['PostgreSQL', 'MySQL'], persist: true });

    expect(fetchFn.calls).toHaveLength(1);
    expect(fetchFn.calls[0]).toMatchObject({ method: 'GET', url: `/api/comparisons/${ID}/events` });
    expect(fetchFn.calls[0].headers['Last-Event-ID']).toBe('3');
    expect(stream.phase()).toBe('done');
  });

  it('ignores stored entries that are too old or malformed', () => {
    const storage = memoryStorage();
    storage.setItem(ACTIVE_COMPARISON_KEY, JSON.stringify({ id: ID, lastEventId: '2', items: [], savedAt: Date.now() - 7 * 3600_000 }));
    expect(ComparisonStream.readStored(storage)).toBeNull();
    storage.setItem(ACTIVE_COMPARISON_KEY, '{not json');
    expect(ComparisonStream.readStored(storage)).toBeNull();
  });
});
