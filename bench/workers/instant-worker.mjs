// The real worker (Nest WorkerModule, ResearchProcessor, ComparisonWriter, progress publishing,
// BullMQ options) with an engine whose every provider answers at once, the analyst included: it
// replays, without computing anything, the progress reports and the result the real engine
// (instant in-memory search + extractive analyst) produced for the request at start-up. What is
// left is Juxta's pipeline around the research.
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
const real = new ResearchEngine({ searchProviders: [new FakeSearchProvider({ name: 'corpus' })], analyst: new ExtractiveAnalyst() });
const recorded = new Map();
/** Frozen all the way down: the pipeline may read the recorded result but never change it (it would throw). */
const deepFreeze = (value) => {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
};
const record = async (items) => {
  const reports = [];
  const outcome = await real.run({ items }, { onProgress: (p) => reports.push(p) });
  recorded.set(JSON.stringify(items), { reports: deepFreeze(reports), outcome: deepFreeze(outcome) });
};
await record(['PostgreSQL', 'MySQL']);

const instant = {
  async run(request, { onProgress } = {}) {
    const key = JSON.stringify(request.items);
    if (!recorded.has(key)) await record(request.items);
    const { reports, outcome } = recorded.get(key);
    for (const p of reports) onProgress?.(p);
    // The recorded result itself, frozen, not a copy: copying it (structuredClone, ~0.09 ms) is
    // work a real engine spends building its result, and this engine stands for "no research".
    return outcome;
  },
};
const moduleRef = await Test.createTestingModule({ imports: [WorkerModule.forRoot(config)] })
  .overrideProvider(RESEARCH_ENGINE)
  .useValue(instant)
  .compile();
moduleRef.enableShutdownHooks(['SIGTERM', 'SIGINT']);
await moduleRef.init();
console.log(`ready (instant engine: recorded progress and result, concurrency ${config.worker.concurrency}, nice ${nice})`);
