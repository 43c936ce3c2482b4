// The real worker (Nest WorkerModule, ResearchProcessor, ComparisonWriter, progress publishing,
// BullMQ options) with one change: the research engine's search provider answers at once from
// memory (no corpus query, no cache). What is left is the pipeline's own cost.
import { distPath, require } from '../lib/env.mjs';
import { FakeSearchProvider } from '../lib/fake-search.mjs';

require('reflect-metadata');
const { Test } = require('@nestjs/testing');
const { loadConfig } = require(distPath('libs/config/src/index.js'));
const { ResearchEngine } = require(distPath('libs/research/src/index.js'));
const { ExtractiveAnalyst } = require(distPath('libs/reader/src/index.js'));
const { WorkerModule } = require(distPath('worker/src/worker.module.js'));
const { RESEARCH_ENGINE } = require(distPath('worker/src/research/research-engine.token.js'));
const { lowerProcessPriority } = require(distPath('worker/src/process-priority.js'));

const config = loadConfig();
// As worker/src/main.ts does for the shipped worker.
const nice = lowerProcessPriority(config.worker.nice);
const engine = new ResearchEngine({
  searchProviders: [new FakeSearchProvider({ name: 'corpus' })],
  analyst: new ExtractiveAnalyst(),
  concurrency: config.research.concurrency,
  providerTimeoutMs: config.research.providerTimeoutMs,
});
const moduleRef = await Test.createTestingModule({ imports: [WorkerModule.forRoot(config)] })
  .overrideProvider(RESEARCH_ENGINE)
  .useValue(engine)
  .compile();
moduleRef.enableShutdownHooks(['SIGTERM', 'SIGINT']);
await moduleRef.init();
console.log(`ready (fast path: instant in-memory search, concurrency ${config.worker.concurrency}, nice ${nice})`);
