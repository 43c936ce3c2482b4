#!/usr/bin/env node
// `npm run bench`: every benchmark, one after another, each in its own process (so one's
// sockets, memory and timers cannot colour the next), then a summary against the targets.
//   npm run bench                      all of them
//   npm run bench -- feed cache        only these
//   BENCH_QUICK=1 npm run bench        small samples, to check the harness (figures meaningless)
//   BENCH_CPU_PROFILE=1 npm run bench  the app's processes also write CPU profiles to bench/results/profiles/
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ALL = ['frontend-bundle', 'research-parallelism', 'item-results', 'cache', 'round-trips', 'stream-overhead', 'throughput', 'held-streams', 'feed'];
const args = process.argv.slice(2);
// Options are environment variables: any `-…` argument (`--help`, a typo) gets the usage instead
// of a run of every benchmark (~12 min), which is what it used to start.
if (args.some((a) => a.startsWith('-'))) {
  console.log(`usage: npm run bench [-- ${ALL.join(' ')}]\n(settings are environment variables: BENCH_QUICK, BENCH_CPU_PROFILE, BENCH_VARIANTS, BENCH_DIST; see docs/performance.md)`);
  process.exit(args.every((a) => a === '--help' || a === '-h') ? 0 : 2);
}
const chosen = args;
const unknown = chosen.filter((n) => !ALL.includes(n));
if (unknown.length) {
  console.error(`Unknown benchmark(s): ${unknown.join(', ')}. Choose from: ${ALL.join(', ')}`);
  process.exit(2);
}
const names = chosen.length ? chosen : ALL;

// The bench runs the built app (and its own bench/targets.ts, compiled with it): dist/server,
// or another build named by BENCH_DIST (e.g. one made from a clean checkout of a commit).
const here = new URL('.', import.meta.url).pathname;
const preset = process.env.BENCH_DIST;
const dist = (p) => join(preset || join(here, '..', 'dist/server'), p);
if (!preset && !['backend/src/main.js', 'worker/src/main.js', 'bench/targets.js'].every((p) => existsSync(dist(p)))) {
  console.log('The server build is missing or predates the bench: running `npm run build:server`…');
  const r = spawnSync('npm', ['run', 'build:server'], { cwd: join(here, '..'), stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
// A build whose path aliases were not rewritten (tsc failed, so tsc-alias never ran) cannot start.
const unresolved = spawnSync('grep', ['-rl', '--include=*.js', 'require("@juxta/', dist('')], { encoding: 'utf8' }).stdout.trim();
if (unresolved) {
  console.error(`dist/server is a broken build (unresolved @juxta/* imports, e.g. ${unresolved.split('\n')[0]}): run \`npm run build:server\` and fix what it reports.`);
  process.exit(1);
}
if (!preset) {
  const snapshot = join(here, 'results', '.dist-server');
  rmSync(snapshot, { recursive: true, force: true });
  cpSync(dist(''), snapshot, { recursive: true });
  process.env.BENCH_DIST = snapshot;
}
const { describeReplaced: was, describeTarget: target, meets, resultsDir, root, TARGETS } = await import('./lib/env.mjs');
const { machine, printTable } = await import('./lib/report.mjs');
const { round } = await import('./lib/stats.mjs');

mkdirSync(resultsDir, { recursive: true });
console.log(`Juxta benchmarks on ${JSON.stringify(machine())}`);
const started = Date.now();
const runs = [];
for (const name of names) {
  console.log(`\n━━━ ${name} ━━━`);
  const t0 = Date.now();
  const r = spawnSync(process.execPath, [join(root, 'bench', `${name}.mjs`)], { cwd: root, stdio: 'inherit', env: process.env });
  runs.push({ name, ok: r.status === 0, seconds: Math.round((Date.now() - t0) / 1000) });
  if (r.status !== 0) console.error(`✗ ${name} failed (exit ${r.status ?? r.signal})`);
}
const totalSeconds = Math.round((Date.now() - started) / 1000);

// Summary against the targets, from the result files just written.
const read = (name) => {
  const file = join(resultsDir, `${name}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
};
const rows = [];
const add = (figure, value, targetText, ok) => rows.push([figure, value, targetText, ok ? 'PASS' : 'FAIL']);
// Figures no target judges, shown beside the ones that do: baselines, and the figures of targets
// #35 replaced (their target column says what they were).
const note = (figure, value, targetText = '—') => rows.push([figure, value, targetText, 'info']);
// A result file from before a target existed has nothing to judge it by: an honest FAIL that says so.
const missing = (figure, benchmark, targetText) => rows.push([figure, `not in the latest ${benchmark} result: run \`npm run bench -- ${benchmark}\``, targetText, 'FAIL']);
// Every benchmark's latest result counts, whether it ran now or in an earlier `npm run bench -- name`.
const ran = new Set(ALL.filter((name) => read(name) !== undefined && !runs.some((r) => r.name === name && !r.ok)));
if (ran.has('stream-overhead')) {
  const s = read('stream-overhead');
  const firstByteRow = (name, l) => {
    const figure = `stream first byte p95 @20 users / signed-in no-op p95 @20 users (${name})`;
    if (!l.firstByteOverNoOp) return missing(figure, 'stream-overhead', target('streamFirstByteOverNoOp', '×'));
    add(figure, `${round(l.firstByteOverNoOp.p95, 2)}× (${round(l.app?.firstByte.p95 ?? l.firstByte.p95, 1)} vs ${round(l.noOp.firstByte.p95, 1)} ms)`, target('streamFirstByteOverNoOp', '×'), meets('streamFirstByteOverNoOp', l.firstByteOverNoOp.p95));
  };
  for (const v of s.variants) {
    const l20 = v.levels.find((l) => l.users === 20);
    firstByteRow(v.name, l20);
    note(`stream first byte p95 @20 users (${v.name})`, `${round(l20.app.firstByte.p95, 1)} ms (first event ${round(l20.app.firstEvent.p95, 1)} ms)`, was('streamFirstByteP95Ms'));
    for (const l of v.levels) note(`stream done / bare round trip p95 @${l.users} users (${v.name})`, `${round(l.overhead.p95, 1)}×`, was('streamOverheadOverBare'));
    for (const l of v.levels.filter((x) => x.overDurable)) {
      const figure = `stream done / durable round trip p95 @${l.users} users (${v.name}; durable / bare ${round(l.durableOverBare.p95, 1)}×)`;
      // Round 2 sets this target for the instant engine (Juxta's pipeline alone); the others are shown beside it.
      if (v.name === 'instant engine') add(figure, `${round(l.overDurable.p95, 1)}×`, target('streamOverheadOverDurable', '×'), meets('streamOverheadOverDurable', l.overDurable.p95));
      else note(figure, `${round(l.overDurable.p95, 1)}×`);
    }
  }
  const a20 = s.apiAlone?.find((l) => l.users === 20);
  if (a20) {
    firstByteRow('API alone, no worker running', a20);
    note('stream first byte p95 @20 users (API alone, no worker running)', `${round(a20.firstByte.p95, 1)} ms (first event ${round(a20.firstEvent.p95, 1)} ms)`, was('streamFirstByteP95Ms'));
  }
  const steady = s.apiCpuSteady;
  if (steady) {
    const figure = `API CPU per POST /api/compare / durable job's CPU per job (API alone, 20 users, rounds of ${steady.postsPerRound} after ${steady.warmupPosts} POSTs, each followed by as many durable jobs; CPU time)`;
    if (steady.overDurable === undefined) missing(figure, 'stream-overhead', target('apiCpuPerPostOverDurableJob', '×'));
    else add(figure, `${round(steady.overDurable, 2)}× (${round(steady.apiCpuMsPerRequest, 2)} vs ${round(steady.durableCpuMsPerJob.median, 2)} ms)`, target('apiCpuPerPostOverDurableJob', '×'), meets('apiCpuPerPostOverDurableJob', steady.overDurable));
    note('API CPU per POST /api/compare (same rounds)', `${round(steady.apiCpuMsPerRequest, 2)} ms (rounds of ${a20?.samplesPerRound ?? '?'} after fewer: ${a20 ? round(a20.apiCpuMsPerRequest, 2) : '?'} ms)`, was('apiCpuMsPerPost'));
  }
}
if (ran.has('throughput')) {
  for (const v of read('throughput').variants) {
    note(`throughput share of bare BullMQ (${v.name})`, `${round(v.appPerSecond, 1)}/s vs ${round(v.barePerSecond, 0)}/s = ${round(v.share, 3)}`, was('throughputShareOfBare'));
    if (v.durablePerSecond) {
      const figure = `throughput share of durable jobs (${v.name}; durable / bare ${round(v.durableShareOfBare, 3)})`;
      const value = `${round(v.appPerSecond, 1)}/s vs ${round(v.durablePerSecond, 0)}/s = ${round(v.shareOfDurable, 3)}`;
      if (v.name === 'instant engine') add(figure, value, target('throughputShareOfDurable'), meets('throughputShareOfDurable', v.shareOfDurable));
      else note(figure, value);
    }
  }
}
if (ran.has('held-streams')) {
  const h = read('held-streams');
  add('held SSE streams, one API process', `${h.held} (${round(h.kibPerStream, 1)} KiB each)`, target('heldStreams'), meets('heldStreams', h.held));
  add('memory per held stream (RSS, largest step)', `${round(h.kibPerStream, 1)} KiB`, target('heldStreamKiB', ' KiB'), meets('heldStreamKiB', h.kibPerStream));
  if (h.kibPerStreamAfterGc !== undefined) add('memory per held stream (RSS after a full GC, largest step)', `${round(h.kibPerStreamAfterGc, 1)} KiB`, target('heldStreamKiB', ' KiB'), meets('heldStreamKiB', h.kibPerStreamAfterGc));
  add('new stream first byte p95 while they are held', `${round(h.newStreamFirstByteP95Ms, 1)} ms`, target('heldNewStreamFirstByteP95Ms', ' ms'), meets('heldNewStreamFirstByteP95Ms', h.newStreamFirstByteP95Ms));
}
if (ran.has('feed')) {
  for (const v of read('feed').variants) add(`feed p95, ${v.name}`, `${round(v.api.p95, 1)} ms (SQL ${round(v.direct.p95, 1)} ms)`, target('feedP95Ms', ' ms'), meets('feedP95Ms', v.api.p95));
  const f = read('feed');
  const changed = f.variants.filter((v) => v.planProblems?.length);
  add(`feed EXPLAIN: every request kind keeps its plan (${f.seeded?.n ?? '?'} rows)`, changed.length ? `changed: ${changed.map((v) => `${v.key} (${v.planProblems.join('; ')})`).join(', ')}` : `${f.variants.length} of ${f.variants.length} as expected`, 'as expected', changed.length === 0);
}
if (ran.has('research-parallelism')) {
  const p = read('research-parallelism');
  const main = p.results.find((r) => r.concurrency === p.settings.defaultConcurrency);
  add('research wall / sum of provider calls (10 items)', `${round(main.ratio, 3)} (${round(main.wallMs, 0)} of ${round(main.providerMs, 0)} ms)`, target('researchWallOverSum'), meets('researchWallOverSum', main.ratio));
}
if (ran.has('item-results')) {
  const r = read('item-results');
  const m = r.main;
  const floor = r.settings.firstItemFloorMs;
  const figure = `time to first item result / (one search round trip + one model call), 5 items, LLM stand-in 1.5 s per call, search 200 ms, RESEARCH_CONCURRENCY=${r.settings.defaultConcurrency}`;
  if (m.firstOverFloor === undefined) missing(figure, 'item-results', target('firstItemOverSearchAndModel'));
  else add(figure, `${round(m.firstOverFloor, 3)} (${round(m.firstItemMs, 0)} of ${floor} ms; bound ${round(floor * TARGETS.firstItemOverSearchAndModel, 0)} ms)`, target('firstItemOverSearchAndModel'), meets('firstItemOverSearchAndModel', m.firstOverFloor));
  note('time to first item result / time to done, same run', `${round(m.firstOverDone, 3)} (${round(m.firstItemMs, 0)} of ${round(m.wallMs, 0)} ms)`, was('firstItemOverDone'));
  add('wall / sum of provider and model calls, same run', `${round(m.wallOverSum, 3)} (${round(m.wallMs, 0)} of ${round(m.sumMs, 0)} ms)`, target('llmWallOverSum'), meets('llmWallOverSum', m.wallOverSum));
  for (const t of r.tokens ?? []) note(`tokens per comparison, ${t.items} items (prompt + completion, LLM stand-in)`, `${t.inputTokens} + ${t.outputTokens} = ${t.inputTokens + t.outputTokens}`);
}
if (ran.has('cache')) {
  for (const c of read('cache').results) add(`cache, 2nd run (${c.provider})`, `${c.secondCalls} provider calls, ${round(c.secondMs, 0)} ms (1st: ${c.firstCalls}, ${round(c.firstMs, 0)} ms)`, '0 calls', c.secondCalls === 0);
}
if (ran.has('frontend-bundle')) {
  const f = read('frontend-bundle');
  add('initial JS, gzipped', `${round(f.initial.js.gzip / 1024, 1)} kB (${round(f.initial.js.raw / 1024, 0)} kB raw; served ${f.served?.encodings?.join(',') ?? '?'})`, target('initialJsGzipKB', ' kB'), meets('initialJsGzipKB', f.initial.js.gzip / 1024));
}
const table = printTable(`Summary — the latest result of every benchmark (this run: ${names.join(', ')} in ${Math.floor(totalSeconds / 60)} min ${totalSeconds % 60} s)`, ['figure', 'measured', 'target', 'verdict'], rows);
printTable('Runs', ['benchmark', 'ok', 'seconds'], runs.map((r) => [r.name, r.ok ? 'yes' : 'NO', r.seconds]));
writeFileSync(join(resultsDir, 'summary.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), machine: machine(), totalSeconds, runs, table }, null, 2)}\n`);
process.exit(runs.every((r) => r.ok) ? 0 : 1);
