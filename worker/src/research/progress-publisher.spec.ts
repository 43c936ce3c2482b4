import type { ResearchProgress, StreamEvent } from '@juxta/contracts';
import { type ProgressEmitter, ProgressPublisher } from './progress-publisher';

const counters = (itemsCompleted: number) => ({ message: `m${itemsCompleted}`, itemsCompleted, totalItems: 3 });

const reports: ResearchProgress[] = [
  { stage: 'parsing', ...counters(0) },
  { stage: 'searching', item: 'A', results: 2, ...counters(0) },
  { stage: 'researching', item: 'A', progress: 1, ...counters(2) },
  { stage: 'researching', item: 'B', progress: 0.5, ...counters(1) },
  { stage: 'synthesizing', ...counters(3) },
];

const research = (name: string) => ({ name, description: '', overallScore: 5, dimensions: {}, pros: [], cons: [], sources: [] });

/** Reports with item results, as a fast engine makes them in one burst. */
const burst: ResearchProgress[] = [
  { stage: 'parsing', ...counters(0) },
  { stage: 'researching', item: 'A', progress: 0.3, ...counters(1), itemResult: { index: 0, research: research('A') } },
  { stage: 'researching', item: 'B', progress: 0.4, ...counters(1) },
  { stage: 'researching', item: 'B', progress: 0.6, ...counters(2), itemResult: { index: 1, research: research('B') } },
  { stage: 'researching', item: 'C', progress: 0.7, ...counters(2) },
  { stage: 'synthesizing', ...counters(3) },
];

type Sent = Omit<StreamEvent, 'seq'>;

/** An emitter that keeps what it published and counts its round trips (one per call, however many events). */
function redis(options: { delayMs?: number; failWith?: string } = {}) {
  const sent: Sent[] = [];
  const roundTrips: number[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const roundTrip = async (events: Sent[]) => {
    mostInFlight = Math.max(mostInFlight, ++inFlight);
    try {
      if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
      if (options.failWith) throw new Error(options.failWith);
      sent.push(...events);
      roundTrips.push(events.length);
    } finally {
      inFlight -= 1;
    }
  };
  const emitter: ProgressEmitter = { one: (e) => roundTrip([e]), all: (events) => roundTrip(events) };
  return { emitter, sent, roundTrips, mostInFlight: () => mostInFlight };
}

/** Lets the reporter start publishing what it was given (it sends at the end of the event loop's turn). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The first report alone, then the rest while it is being published. */
async function firstThenRest(reporter: ProgressPublisher, list: ResearchProgress[]): Promise<void> {
  reporter.report(list[0]);
  await nextTurn();
  list.slice(1).forEach((r) => reporter.report(r));
}

const dataOf = (sent: Sent[]) => sent.map((e) => e.data as { stage: string; itemResult?: { index: number; research: { name: string } } });

describe('ProgressPublisher', () => {
  it('publishes every snapshot, in order and with itemsCompleted never decreasing, when reports come one at a time', async () => {
    const { emitter, sent } = redis({ delayMs: 2 });
    const reporter = new ProgressPublisher('c1', 3, emitter, 1);
    for (const r of reports) {
      reporter.report(r);
      await reporter.flush();
    }
    expect(sent.map((e) => e.data)).toEqual([
      expect.objectContaining({ stage: 'parsing', itemsCompleted: 1, status: 'researching', comparisonId: 'c1' }),
      expect.objectContaining({ stage: 'searching', item: 'A', itemsCompleted: 1 }),
      expect.objectContaining({ stage: 'researching', item: 'A', itemsCompleted: 2 }),
      expect.objectContaining({ stage: 'researching', item: 'B', itemsCompleted: 2 }),
      expect.objectContaining({ stage: 'synthesizing', itemsCompleted: 3, totalItems: 3 }),
    ]);
  });

  it('sends only the newest of the reports made while one is being published, never two publishes at once', async () => {
    const { emitter, sent, mostInFlight } = redis({ delayMs: 5 });
    const reporter = new ProgressPublisher('c1', 3, emitter);
    await firstThenRest(reporter, reports);
    await reporter.flush();
    expect(mostInFlight()).toBe(1);
    expect(sent.map((e) => e.data)).toEqual([
      expect.objectContaining({ stage: 'parsing', itemsCompleted: 0 }),
      expect.objectContaining({ stage: 'synthesizing', itemsCompleted: 3 }),
    ]);
  });

  it('never drops a report that carries an item result, however fast reports come', async () => {
    const { emitter, sent } = redis({ delayMs: 5 });
    const reporter = new ProgressPublisher('c1', 3, emitter);
    burst.forEach((r) => reporter.report(r));
    await reporter.flush();
    const data = dataOf(sent);
    expect(data.flatMap((d) => (d.itemResult ? [d.itemResult.research.name] : []))).toEqual(['A', 'B']);
    expect(data.at(-1)).toEqual(expect.objectContaining({ stage: 'synthesizing' }));
    // The plain reports around them still coalesce: the first step is replaced by A's result,
    // B's step by B's, C's by the synthesis.
    expect(data).toHaveLength(3);
  });

  it('publishes what waited behind the report in flight together, in order, in one round trip', async () => {
    const { emitter, sent, roundTrips, mostInFlight } = redis({ delayMs: 5 });
    const reporter = new ProgressPublisher('c1', 3, emitter);
    await firstThenRest(reporter, burst);
    await reporter.flush();
    expect(roundTrips).toEqual([1, 3]);
    expect(mostInFlight()).toBe(1);
    expect(dataOf(sent).map((d) => d.itemResult?.research.name ?? d.stage)).toEqual(['parsing', 'A', 'B', 'synthesizing']);
  });

  it('publishes what an engine reports within one turn of the event loop as one batch', async () => {
    const { emitter, sent, roundTrips } = redis({ delayMs: 5 });
    const reporter = new ProgressPublisher('c1', 3, emitter);
    reports.forEach((r) => reporter.report(r));
    await reporter.flush();
    expect(roundTrips).toEqual([1]);
    expect(sent.map((e) => e.data)).toEqual([expect.objectContaining({ stage: 'synthesizing', itemsCompleted: 3 })]);
  });

  it('at the end, drops a waiting step the final "Comparison ready" replaces, and still delivers every item result', async () => {
    const { emitter, sent, roundTrips } = redis({ delayMs: 5 });
    const reporter = new ProgressPublisher('c1', 3, emitter);
    await firstThenRest(reporter, burst);
    await reporter.finish();
    expect(dataOf(sent).map((d) => d.itemResult?.research.name ?? d.stage)).toEqual(['parsing', 'A', 'B']);
    expect(roundTrips).toEqual([1, 2]);
    // A last report that carries an item result is never the one dropped.
    const second = redis({ delayMs: 5 });
    const ending = new ProgressPublisher('c2', 3, second.emitter);
    burst.slice(0, 4).forEach((r) => ending.report(r));
    await ending.finish();
    expect(dataOf(second.sent).map((d) => d.itemResult?.research.name ?? d.stage)).toEqual(['A', 'B']);
    expect(second.roundTrips).toEqual([2]);
  });

  it('leaves the final events to the commit and reports publishing failures', async () => {
    const { emitter } = redis({ failWith: 'redis down' });
    const reporter = new ProgressPublisher('c1', 2, emitter);
    reporter.report({ stage: 'complete', result: { items: [], dimensions: [], summary: '', recommendation: '' }, ...counters(2) });
    await expect(reporter.flush()).resolves.toBeUndefined();
    reporter.report({ stage: 'parsing', ...counters(0) });
    await expect(reporter.flush()).rejects.toThrow('redis down');
    reporter.report(burst[1]);
    await expect(reporter.finish()).rejects.toThrow('redis down');
  });
});
