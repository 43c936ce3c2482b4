import type { ResearchProgress, StreamEvent } from '@juxta/contracts';
import { ProgressReporter } from './progress-reporter';

const counters = (itemsCompleted: number) => ({ message: `m${itemsCompleted}`, itemsCompleted, totalItems: 3 });

const reports: ResearchProgress[] = [
  { stage: 'parsing', ...counters(0) },
  { stage: 'searching', item: 'A', results: 2, ...counters(0) },
  { stage: 'researching', item: 'A', progress: 1, ...counters(2) },
  { stage: 'researching', item: 'B', progress: 0.5, ...counters(1) },
  { stage: 'synthesizing', ...counters(3) },
];

describe('ProgressReporter', () => {
  it('publishes every snapshot, in order and with itemsCompleted never decreasing, when reports come one at a time', async () => {
    const sent: Omit<StreamEvent, 'seq'>[] = [];
    const reporter = new ProgressReporter('c1', 3, async (e) => {
      await new Promise((r) => setTimeout(r, 2));
      sent.push(e);
    }, 1);
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

  it('sends only the newest of the reports made while one is being published, never two at once', async () => {
    const sent: Omit<StreamEvent, 'seq'>[] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    const reporter = new ProgressReporter('c1', 3, async (e) => {
      mostInFlight = Math.max(mostInFlight, ++inFlight);
      await new Promise((r) => setTimeout(r, 5));
      inFlight -= 1;
      sent.push(e);
    });
    reports.forEach((r) => reporter.report(r));
    await reporter.flush();
    expect(mostInFlight).toBe(1);
    expect(sent.map((e) => e.data)).toEqual([
      expect.objectContaining({ stage: 'parsing', itemsCompleted: 0 }),
      expect.objectContaining({ stage: 'synthesizing', itemsCompleted: 3 }),
    ]);
  });

  it('never drops a report that carries an item result, however fast reports come', async () => {
    const sent: Omit<StreamEvent, 'seq'>[] = [];
    const reporter = new ProgressReporter('c1', 3, async (e) => {
      await new Promise((r) => setTimeout(r, 5));
      sent.push(e);
    });
    const research = (name: string) => ({ name, description: '', overallScore: 5, dimensions: {}, pros: [], cons: [], sources: [] });
    const burst: ResearchProgress[] = [
      { stage: 'parsing', ...counters(0) },
      { stage: 'researching', item: 'A', progress: 0.3, ...counters(1), itemResult: { index: 0, research: research('A') } },
      { stage: 'researching', item: 'B', progress: 0.4, ...counters(1) },
      { stage: 'researching', item: 'B', progress: 0.6, ...counters(2), itemResult: { index: 1, research: research('B') } },
      { stage: 'researching', item: 'C', progress: 0.7, ...counters(2) },
      { stage: 'synthesizing', ...counters(3) },
    ];
    burst.forEach((r) => reporter.report(r));
    await reporter.flush();
    const data = sent.map((e) => e.data as { stage: string; itemResult?: { index: number; research: { name: string } } });
    expect(data.flatMap((d) => (d.itemResult ? [d.itemResult.research.name] : []))).toEqual(['A', 'B']);
    expect(data.at(-1)).toEqual(expect.objectContaining({ stage: 'synthesizing' }));
    // The plain reports between them still coalesce: C's step is replaced by the synthesis.
    expect(data).toHaveLength(4);
  });

  it('leaves the final events to the commit and reports publishing failures', async () => {
    const reporter = new ProgressReporter('c1', 2, async () => {
      throw new Error('redis down');
    });
    reporter.report({ stage: 'complete', result: { items: [], dimensions: [], summary: '', recommendation: '' }, ...counters(2) });
    await expect(reporter.flush()).resolves.toBeUndefined();
    reporter.report({ stage: 'parsing', ...counters(0) });
    await expect(reporter.flush()).rejects.toThrow('redis down');
  });
});
