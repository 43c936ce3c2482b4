// Item results: a 5-item comparison through the real ResearchEngine with the LLM analyst, against
// an OpenAI-compatible stand-in that takes 1.5 s per call (its reply's tokens trickle out over
// that time) and a search provider whose every call takes 200 ms. Measures, from the start of
// the run: the first item's result (the `itemResult` a progress event carries), and the end of
// the run (`done` follows it within milliseconds: a commit and a publish); and the wall time
// against the sum of the provider and model calls (what a one-call-at-a-time engine would take).
// Then the tokens one comparison costs with 2, 5 and 10 items. Judged (#35): the first item's
// result within one search round trip of it plus one model call, + 25 %; wall / sum.
import { describeReplaced, describeTarget, fromDist, meets, scale, TARGETS, verdict, QUICK } from './lib/env.mjs';
import { FakeSearchProvider } from './lib/fake-search.mjs';
import { median, round } from './lib/stats.mjs';
import { printTable, writeResult } from './lib/report.mjs';

const { ResearchEngine } = fromDist('libs/research/src/index.js');
const { LlmAnalyst, OpenAiCompatibleModel } = fromDist('libs/providers/src/index.js');
const { ExtractiveAnalyst } = fromDist('libs/reader/src/index.js');
const { loadConfig } = fromDist('libs/config/src/index.js');
const { startLlmStandIn } = fromDist('tools/testing/llm-stand-in.js');

const MODEL_MS = 1500;
const SEARCH_MS = 200;
// The first item cannot have its result before its search round trip (the overview search, then
// its dimension searches: two dependent calls) and its model call: what the target adds 25 % to.
const FIRST_ITEM_FLOOR_MS = 2 * SEARCH_MS + MODEL_MS;
const ITEMS = ['PostgreSQL', 'MySQL', 'SQLite', 'MariaDB', 'MongoDB', 'Redis', 'Cassandra', 'CockroachDB', 'DynamoDB', 'Oracle Database'];
// The worker builds its engine with RESEARCH_CONCURRENCY (its default in libs/config).
const defaultConcurrency = loadConfig({}).research.concurrency;

/** An engine as the worker builds it for RESEARCH_ANALYST=llm (the extractive analyst behind it). */
function engineFor(llm, search, concurrency) {
  const analyst = new LlmAnalyst(new OpenAiCompatibleModel({ baseUrl: llm.baseUrl, model: 'stand-in' }));
  return new ResearchEngine({ searchProviders: [search], analyst, fallbackAnalyst: new ExtractiveAnalyst(), concurrency });
}

async function once(llm, items, concurrency) {
  const search = new FakeSearchProvider({ delayMs: SEARCH_MS });
  const engine = engineFor(llm, search, concurrency);
  llm.calls.length = 0;
  let firstItemMs;
  const start = performance.now();
  const outcome = await engine.run(
    { items },
    {
      onProgress: (p) => {
        if (firstItemMs === undefined && p.stage === 'researching' && p.itemResult) firstItemMs = performance.now() - start;
      },
    },
  );
  const wallMs = performance.now() - start;
  const modelMs = llm.busyMs();
  const fallbacks = (outcome.warnings ?? []).filter((w) => /stepped in|could not write/.test(w)).length;
  return {
    firstItemMs,
    wallMs,
    firstOverDone: firstItemMs / wallMs,
    firstOverFloor: firstItemMs / FIRST_ITEM_FLOOR_MS,
    searchCalls: search.calls,
    searchMs: search.busyMs,
    modelCalls: llm.calls.length,
    modelMs,
    wallOverSum: wallMs / (search.busyMs + modelMs),
    usage: outcome.usage,
    fallbacks,
  };
}

const llm = await startLlmStandIn({ delayMs: MODEL_MS, chunks: 30 });
const five = ITEMS.slice(0, 5);
const results = [];
try {
  // The sweep the default is chosen from (5 items: 5 and more are the same).
  for (const concurrency of [...new Set([defaultConcurrency, 1, 2, 3, 4, 5])]) {
    const isDefault = concurrency === defaultConcurrency;
    if (QUICK && !isDefault) continue;
    const n = isDefault ? scale(3, 1) : 1;
    const samples = [];
    for (let i = 0; i < n; i++) samples.push(await once(llm, five, concurrency));
    results.push({
      concurrency,
      runs: n,
      firstItemMs: median(samples.map((s) => s.firstItemMs)),
      wallMs: median(samples.map((s) => s.wallMs)),
      firstOverDone: median(samples.map((s) => s.firstOverDone)),
      firstOverFloor: median(samples.map((s) => s.firstOverFloor)),
      wallOverSum: median(samples.map((s) => s.wallOverSum)),
      searchCalls: samples[0].searchCalls,
      modelCalls: samples[0].modelCalls,
      sumMs: median(samples.map((s) => s.searchMs + s.modelMs)),
      fallbacks: Math.max(...samples.map((s) => s.fallbacks)),
      samples,
    });
  }
} finally {
  await llm.close();
}

const main = results.find((r) => r.concurrency === defaultConcurrency);
const timing = printTable(
  `Item results — 5 items, LLM stand-in ${MODEL_MS} ms per call (streamed), search ${SEARCH_MS} ms per call; ms from the start of the research (medians)`,
  ['RESEARCH_CONCURRENCY', 'runs', 'first item result', `÷ ${FIRST_ITEM_FLOOR_MS} ms (search round trip + model call)`, 'target', 'verdict', 'done', 'first / done', 'calls (search + model)', 'sum of calls ms', 'wall / sum', 'target', 'verdict'],
  results.map((r) => {
    const isDefault = r.concurrency === defaultConcurrency;
    return [
      isDefault ? `${r.concurrency} (default)` : r.concurrency,
      r.runs,
      round(r.firstItemMs, 0),
      round(r.firstOverFloor, 3),
      isDefault ? describeTarget('firstItemOverSearchAndModel') : '',
      isDefault ? verdict('firstItemOverSearchAndModel', r.firstOverFloor) : '',
      round(r.wallMs, 0),
      isDefault ? `${round(r.firstOverDone, 3)} (info, ${describeReplaced('firstItemOverDone')})` : round(r.firstOverDone, 3),
      `${r.searchCalls} + ${r.modelCalls}`,
      round(r.sumMs, 0),
      round(r.wallOverSum, 3),
      isDefault ? describeTarget('llmWallOverSum') : '',
      isDefault ? verdict('llmWallOverSum', r.wallOverSum) : '',
    ];
  }),
);
if (results.some((r) => r.fallbacks > 0)) console.log('(!) the extractive fallback stepped in on some runs: the stand-in and the analyst disagree');
console.log(
  `(the floor at any concurrency: the first item needs an overview search, its dimension searches and one model call ≈ ${FIRST_ITEM_FLOOR_MS} ms, ` +
    `the target ${describeTarget('firstItemOverSearchAndModel')} × that = ${round(TARGETS.firstItemOverSearchAndModel * FIRST_ITEM_FLOOR_MS, 0)} ms; ` +
    `done needs at least one more model call, the synthesis, so first / done ≥ ~0.5 when every item runs at once)`,
);

// Tokens: the model calls are short here (the stand-in answers fast); the prompts are the analyst's own.
const tokenLlm = await startLlmStandIn({ delayMs: 20 });
const tokens = [];
try {
  for (const count of [2, 5, 10]) {
    const s = await once(tokenLlm, ITEMS.slice(0, count), defaultConcurrency);
    tokens.push({ items: count, modelCalls: s.modelCalls, inputTokens: s.usage?.inputTokens ?? 0, outputTokens: s.usage?.outputTokens ?? 0 });
  }
} finally {
  await tokenLlm.close();
}
const tokenTable = printTable(
  'Tokens per comparison — LLM analyst (prompts as sent; completions of the stand-in\'s size; tokens counted as characters / 4)',
  ['items', 'model calls', 'prompt tokens', 'completion tokens', 'total', 'per item'],
  tokens.map((t) => [t.items, t.modelCalls, t.inputTokens, t.outputTokens, t.inputTokens + t.outputTokens, round((t.inputTokens + t.outputTokens) / t.items, 0)]),
);

writeResult('item-results', {
  settings: { items: five, modelMs: MODEL_MS, searchMs: SEARCH_MS, defaultConcurrency, firstItemFloorMs: FIRST_ITEM_FLOOR_MS },
  targets: { firstItemOverSearchAndModel: TARGETS.firstItemOverSearchAndModel, wallOverSum: TARGETS.llmWallOverSum },
  results,
  main,
  tokens,
  pass: { firstItem: meets('firstItemOverSearchAndModel', main.firstOverFloor), wallOverSum: meets('llmWallOverSum', main.wallOverSum) },
  tables: [timing, tokenTable],
});
