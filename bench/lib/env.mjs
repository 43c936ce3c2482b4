// Paths, the compiled app (dist/server), and the bench's own database and Redis prefix.
import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const require = createRequire(join(root, 'package.json'));
// `npm run bench` runs a snapshot of the build (BENCH_DIST), so a rebuild during a long run
// (a shared checkout, CI) cannot swap the code under the benchmarks halfway through.
export const distRoot = process.env.BENCH_DIST || join(root, 'dist/server');
export const distPath = (p) => join(distRoot, p);
export const resultsDir = join(root, 'bench/results');

/** Requires a compiled module of the app; says what to run when the build is missing. */
export function fromDist(p) {
  const file = distPath(p);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build:server\` first.`);
  return require(file);
}

/** The bench's database: never the app's own (`juxta`) nor a test run's. */
export const BENCH_DATABASE = process.env.BENCH_DATABASE || 'juxta_bench';
export const ADMIN_URL = process.env.BENCH_DATABASE_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
export function databaseUrl(name = BENCH_DATABASE) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}
export const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** A Redis key prefix of its own for each benchmark run (REDIS_PREFIX allows [a-zA-Z0-9_-]{1,40}). */
export function benchPrefix(tag) {
  return `jb-${tag}-${randomBytes(3).toString('hex')}`;
}

/** A session secret for the bench's API processes (NODE_ENV=production requires one). */
export const SESSION_SECRET = `bench-${randomBytes(24).toString('hex')}`;

/** BENCH_QUICK=1 shrinks every sample (for checking the harness, not for figures). */
export const QUICK = process.env.BENCH_QUICK === '1';
export const scale = (full, quick) => (QUICK ? quick : full);

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The targets (bench/targets.ts, compiled by `npm run build:server` to dist/server/bench/). */
export const { TARGETS, REPLACED_TARGETS, meets, verdict, describeTarget, describeReplaced } = fromDist('bench/targets.js');
