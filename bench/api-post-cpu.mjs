// API CPU per POST /api/compare, API alone, 20 users, 3 rounds of N POSTs (default 1000) after 200 of
// warm-up; for A/B comparisons of two builds (BENCH_DIST), not part of `npm run bench`:
//   BENCH_DIST=/path/to/dist/server node bench/api-post-cpu.mjs
import { benchPrefix } from './lib/env.mjs';
import { dropDatabase, freshDatabase } from './lib/database.mjs';
import { agent, signUpMany, timedStream } from './lib/http.mjs';
import { closedLoop } from './lib/load.mjs';
import { appEnv, cpuMs, startApi, stopAll } from './lib/processes.mjs';
import { cleanupPrefix } from './lib/redis.mjs';
const N = Number(process.env.N ?? 1000);
const prefix = benchPrefix('apicpu');
const databaseUrl = await freshDatabase({ corpus: false });
const api = await startApi('api-post-cpu', appEnv({ databaseUrl, prefix }));
try {
  const cookies = await signUpMany(api.url, 20);
  const agents = cookies.map(() => agent());
  const once = async (u) => {
    const r = await timedStream(`${api.url}/api/compare`, { method: 'POST', body: { items: ['PostgreSQL', 'MySQL'] }, cookie: cookies[u], agent: agents[u], timeoutMs: 60_000, stopAfter: () => true });
    if (r.status !== 200) throw new Error(`status ${r.status}`);
    return r;
  };
  await closedLoop(20, 10, once);
  const rounds = [];
  const fb = [];
  for (let i = 0; i < 3; i++) {
    const c0 = cpuMs(api.pid);
    const a = await closedLoop(20, N / 20, once);
    rounds.push((cpuMs(api.pid) - c0) / a.results.length);
    const h = a.results.map((x) => x.headers).sort((x, y) => x - y);
    fb.push(h[Math.floor(0.95 * (h.length - 1))]);
  }
  console.log(`API CPU ms/POST rounds: ${rounds.map((r) => r.toFixed(2)).join(' ')} | first byte p95 ms: ${fb.map((r) => r.toFixed(1)).join(' ')}`);
} finally {
  await stopAll([api]);
  await cleanupPrefix(prefix);
  await dropDatabase();
}
