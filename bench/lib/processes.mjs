// Starts the BUILT API and worker (dist/server) — and the bench's own helper scripts — as
// child processes, with their output in bench/results/logs/. Also reads a process's RSS and
// CPU time from /proc, so figures can be attributed to a process.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { distPath, REDIS_URL, resultsDir, root, SESSION_SECRET, sleep } from './env.mjs';

const logsDir = join(resultsDir, 'logs');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Environment every bench process gets: production mode, limits out of the way, own DB and prefix. */
export function appEnv({ databaseUrl, prefix, ...extra }) {
  return {
    NODE_ENV: 'production',
    SESSION_SECRET,
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    REDIS_PREFIX: prefix,
    LOG_LEVEL: 'info',
    SERVE_FRONTEND: 'false',
    RATE_LIMIT_MULTIPLIER: '1000',
    USER_MAX_ACTIVE_COMPARISONS: '100000',
    USER_DAILY_COMPARISONS: '100000',
    // Thousands of streams and views from one address (127.0.0.1) are the point of the benches.
    SSE_MAX_STREAMS_PER_ADDRESS: '100000',
    SSE_MAX_STREAMS_PER_COMPARISON: '100000',
    SSE_ANONYMOUS_MAX_STREAM_SECONDS: '1800',
    VIEWS_ANONYMOUS_PER_ADDRESS: '100000',
    // The figures are of the corpus; RESEARCH_SEARCH=auto would probe the internet.
    RESEARCH_SEARCH: 'corpus',
    ...extra,
  };
}

function launch(label, file, env, extraFlags = []) {
  mkdirSync(logsDir, { recursive: true });
  const logFile = join(logsDir, `${label}.log`);
  const fd = openSync(logFile, 'w');
  // Keep PATH/HOME etc.; drop the caller's app settings so nothing leaks into the bench.
  const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(DATABASE_URL|REDIS_PREFIX|JUXTA_|RESEARCH_|WORKER_|USER_|SSE_)/.test(k)));
  // BENCH_CPU_PROFILE=1: every process writes a V8 CPU profile to bench/results/profiles/ on exit.
  const profile = process.env.BENCH_CPU_PROFILE === '1' ? ['--cpu-prof', `--cpu-prof-dir=${join(resultsDir, 'profiles')}`, `--cpu-prof-name=${label}.cpuprofile`] : [];
  // BENCH_NODE_FLAGS: extra node flags for every process the bench starts (e.g. --heapsnapshot-signal=SIGUSR2).
  const flags = (process.env.BENCH_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);
  const child = spawn(process.execPath, [...profile, ...flags, ...extraFlags, file], { cwd: root, env: { ...base, ...env }, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  let exited = null;
  child.once('exit', (code, signal) => (exited = signal ?? code));
  const proc = {
    label,
    child,
    pid: child.pid,
    logFile,
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
    exited: () => exited,
    stop: (signal = 'SIGTERM', timeoutMs = 10_000) =>
      new Promise((resolve) => {
        if (exited !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill(signal);
      }),
  };
  return proc;
}

async function waitFor(proc, check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.exited() !== null) throw new Error(`${proc.label} exited (${proc.exited()}) before ${what}:\n${proc.log().slice(-4000)}`);
    if (await check()) return;
    await sleep(100);
  }
  await proc.stop('SIGKILL');
  throw new Error(`${proc.label} did not become ready (${what}) in ${timeoutMs} ms:\n${proc.log().slice(-4000)}`);
}

/**
 * The built API on a free port; resolves once /api/health answers. `inspect`: with an inspector
 * on a port of its own (`proc.inspectPort`), for bench/lib/inspector.mjs (a full GC before a memory reading).
 * `dist`: another build's dist/server than the bench's (an A/B of two builds in one run).
 */
export async function startApi(label, env, { inspect = false, dist } = {}) {
  const port = await freePort();
  const inspectPort = inspect ? await freePort() : undefined;
  const flags = inspect ? [`--inspect=127.0.0.1:${inspectPort}`] : [];
  const main = dist ? join(dist, 'backend/src/main.js') : distPath('backend/src/main.js');
  const proc = launch(label, main, { ...env, PORT: String(port), HOST: '127.0.0.1' }, flags);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    proc,
    async () => {
      try {
        return (await fetch(`${url}/api/health`)).ok;
      } catch {
        return false;
      }
    },
    60_000,
    'listening',
  );
  return Object.assign(proc, { url, inspectPort });
}

/** The built worker; resolves once it says it is ready. */
export async function startWorker(label, env) {
  const proc = launch(label, distPath('worker/src/main.js'), env);
  await waitFor(proc, async () => proc.log().includes('Juxta worker ready'), 60_000, 'worker ready');
  return proc;
}

/** One of the bench's own scripts (bench/*.mjs) as a process; ready when it prints `readyText`. */
export async function startScript(label, script, env, readyText = 'ready') {
  const proc = launch(label, join(root, 'bench', script), env);
  await waitFor(proc, async () => proc.log().includes(readyText), 60_000, readyText);
  return proc;
}

export function stopAll(procs) {
  return Promise.all(procs.filter(Boolean).map((p) => p.stop()));
}

/** Resident memory of a process, in bytes. */
export function rssBytes(pid) {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : NaN;
}

/** CPU time (user + system) a process has used so far, in ms (clock ticks are 1/100 s on Linux). */
export function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
