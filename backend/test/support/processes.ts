import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const root = join(__dirname, '../../..');
const dist = (p: string) => join(root, 'dist/server', p);

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface RunningProcess {
  child: ChildProcess;
  output: () => string;
  /** SIGTERM (or the given signal) and wait for the exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

function run(script: string, env: Record<string, string>, readyText: string | RegExp, timeoutMs: number): Promise<RunningProcess> {
  const child = spawn(process.execPath, ['--enable-source-maps', dist(script)], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', SERVE_FRONTEND: 'false', RATE_LIMIT_MULTIPLIER: '1000', USER_MAX_ACTIVE_COMPARISONS: '25', HEALTH_SHOW_STREAMS: 'true',
      // RESEARCH_SEARCH=auto is the default: its probe must find a closed local port, never the internet.
      WIKIPEDIA_URL: 'http://127.0.0.1:9',
      ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const collect = (b: Buffer) => {
    out += b.toString();
    if (out.length > 200_000) out = out.slice(-100_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const proc: RunningProcess = {
    child,
    output: () => out,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start in time:\n${out}`)), timeoutMs);
    const check = () => {
      if (typeof readyText === 'string' ? out.includes(readyText) : readyText.test(out)) {
        clearTimeout(timer);
        child.stdout?.off('data', check);
        resolve(proc);
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code}:\n${out}`));
    });
  });
}

/** Starts the built API on a free port; resolves once it listens. */
export async function startApi(env: Record<string, string> = {}): Promise<RunningProcess & { url: string }> {
  const port = await freePort();
  const proc = await run('backend/src/main.js', { PORT: String(port), HOST: '127.0.0.1', ...env }, 'Juxta API listening', 30_000);
  proc.child.removeAllListeners('exit');
  return Object.assign(proc, { url: `http://127.0.0.1:${port}` });
}

/** Starts the built worker; resolves once it drains the queue. */
export async function startWorker(env: Record<string, string> = {}): Promise<RunningProcess> {
  const proc = await run('worker/src/main.js', env, 'Juxta worker ready', 30_000);
  proc.child.removeAllListeners('exit');
  return proc;
}
