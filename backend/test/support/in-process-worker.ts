import type { INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { AppConfig } from '@juxta/config';
import type { AnalysisHooks, Analyst, AnalystInput, ItemAnalysis, SearchHit, SearchProvider, SearchQuery, Synthesis } from '@juxta/research';
import { ResearchEngine } from '@juxta/research';
import { RESEARCH_ENGINE } from '../../../worker/src/research/research-engine.token';
import { WorkerModule } from '../../../worker/src/worker.module';

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });

/** Answers every query at once with one page about the item (no network). */
export class CountingSearchProvider implements SearchProvider {
  readonly name = 'corpus';
  readonly needsPageReader = false;
  readonly calls: SearchQuery[] = [];

  async search(query: SearchQuery): Promise<SearchHit[]> {
    this.calls.push(query);
    const slug = query.item.toLowerCase().replace(/\W+/g, '-');
    return [
      {
        title: `${query.item} review`,
        url: `https://reviews.example/${slug}`,
        snippet: `${query.item} is reviewed here.`,
        content: `${query.item} is solid and well made. Reviewers like it.`,
        provider: this.name,
      },
    ];
  }
}

/** Scores every dimension 7 quoting the first source, after `delayMs` per item (cancellable). */
export class SlowAnalyst implements Analyst {
  readonly name = 'slow-test';
  readonly analysed: string[] = [];

  constructor(private readonly delayMs: number) {}

  async analyze(input: AnalystInput, signal?: AbortSignal, hooks?: AnalysisHooks): Promise<ItemAnalysis> {
    await sleep(this.delayMs, signal);
    this.analysed.push(input.item);
    const source = input.evidence.sources[0];
    const dimensions = Object.fromEntries(
      input.dimensions.map((d) => {
        hooks?.onDimension?.(d);
        const evidence = source ? [{ sourceIndex: 0, quote: source.text.split('.')[0] }] : [];
        return [d, { score: 7, summary: `${input.item} is solid.`, details: '', pros: ['Solid'], cons: [], confidence: source ? ('medium' as const) : ('none' as const), evidence }];
      }),
    );
    return { description: `${input.item}, researched.`, dimensions, pros: [`${input.item} is solid`], cons: [`${input.item} costs money`] };
  }

  async synthesize(): Promise<Synthesis> {
    return { summary: 'All were researched.', recommendation: 'Pick any.' };
  }
}

/** The real worker module (BullMQ processor, cancel watcher, writer) running `engine`, in this process. */
export async function startInProcessWorker(config: AppConfig, engine: ResearchEngine): Promise<INestApplicationContext> {
  const moduleRef = await Test.createTestingModule({ imports: [WorkerModule.forRoot(config)] })
    .overrideProvider(RESEARCH_ENGINE)
    .useValue(engine)
    .compile();
  moduleRef.useLogger(false);
  await moduleRef.init();
  return moduleRef;
}

/** An engine whose items each take `delayMs` to analyse, one at a time. */
export function slowEngine(delayMs: number): { engine: ResearchEngine; provider: CountingSearchProvider; analyst: SlowAnalyst } {
  const provider = new CountingSearchProvider();
  const analyst = new SlowAnalyst(delayMs);
  return { engine: new ResearchEngine({ searchProviders: [provider], analyst, concurrency: 1 }), provider, analyst };
}
