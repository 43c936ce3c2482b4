// API CPU per POST /api/compare, API alone, 20 users, ROUNDS rounds of N POSTs (default 3 × 1000)
// after WARMUP POSTs of warm-up (default 200); for A/B comparisons of two builds, not part of `npm run bench`:
//   BENCH_DIST=/path/to/dist/server node bench/api-post-cpu.mjs
// BENCH_DIST_B=/other/dist/server: a second API from that build, on the same database and Redis,
// measured in alternate rounds (A, B, A, B, …) so both see the same load on a shared machine.
// The API process started first (A) read ~0.3 ms per POST higher, and its first byte ~2× later,
// whichever build it ran (2026-11-27): run each pair twice, swapped, and average the places.
import { benchPrefix } from './lib/env.mjs';
import { dropDatabase, freshDatabase } from './lib/database.mjs';
import { agent, signUpMany, timedStream } from './lib/http.mjs';
import { closedLoop } from './lib/load.mjs';
import { appEnv, cpuMs, startApi, stopAll } from './lib/processes.mjs';
import { cleanupPrefix } from './lib/redis.mjs';
const N = Number(process.env.N ?? 1000);
const WARMUP = Number(process.env.WARMUP ?? 200);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const prefix = benchPrefix('apicpu');
const databaseUrl = await freshDatabase({ corpus: false });
const builds = [{ name: 'A', dist: undefined }, ...(process.env.BENCH_DIST_B ? [{ name: 'B', dist: process.env.BENCH_DIST_B }] : [])];
const apis = [];
try {
  for (const b of builds) {
    const api = await startApi(`api-post-cpu${b.dist ? '-b' : ''}`, appEnv({ databaseUrl, prefix }), { dist: b.dist });
    apis.push(api);
    const cookies = await signUpMany(api.url, 20);
    const agents = cookies.map(() => agent());
    b.api = api;
    b.rounds = [];
    b.fb = [];
    b.once = async (u) => {
      const r = await timedStream(`${api.url}/api/compare`, { method: 'POST', body: { items: ['PostgreSQL', 'MySQL'] }, cookie: cookies[u], agent: agents[u], timeoutMs: 60_000, stopAfter: () => true });
      if (r.status !== 200) throw new Error(`status ${r.status}`);
      return r;
    };
  }
  for (const b of builds) await closedLoop(20, Math.max(1, Math.round(WARMUP / 20)), b.once);
  for (let i = 0; i < ROUNDS; i++) {
    for (const b of builds) {
      const c0 = cpuMs(b.api.pid);
      const a = await closedLoop(20, N / 20, b.once);
      b.rounds.push((cpuMs(b.api.pid) - c0) / a.results.length);
      const h = a.results.map((x) => x.headers).sort((x, y) => x - y);
      b.fb.push(h[Math.floor(0.95 * (h.length - 1))]);
    }
  }
  const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor((xs.length - 1) / 2)];
  for (const b of builds) {
    const label = builds.length > 1 ? `${b.name} (${b.dist ?? process.env.BENCH_DIST ?? 'dist/server'}) ` : '';
    console.log(`${label}API CPU ms/POST rounds: ${b.rounds.map((r) => r.toFixed(2)).join(' ')} (median ${median(b.rounds).toFixed(2)}) | first byte p95 ms: ${b.fb.map((r) => r.toFixed(1)).join(' ')}`);
  }
} finally {
  await stopAll(apis);
  await cleanupPrefix(prefix);
  await dropDatabase();
}
