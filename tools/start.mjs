#!/usr/bin/env node
// `npm start`: migrations, the starter corpus (first run only), then the API and the worker as
// two processes. Either one exiting stops the other, so a supervisor sees a single failure.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sessionSecret } from './session-secret.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = (p) => join(root, 'dist/server', p);

if (!existsSync(dist('backend/src/main.js'))) {
  console.error('Juxta is not built yet: run `npm run build` (or `npm start`, which builds first).');
  process.exit(1);
}

const step = (label, script, args = []) => {
  const r = spawnSync(process.execPath, [dist(script), ...args], { stdio: 'inherit', cwd: root });
  if (r.status !== 0) {
    console.error(`${label} failed; Juxta did not start.`);
    process.exit(r.status ?? 1);
  }
};

// The API and the worker inherit it; never the development secret written in libs/config.
try {
  process.env.SESSION_SECRET = sessionSecret();
} catch (err) {
  console.error(`${err.message} Juxta did not start.`);
  process.exit(1);
}

step('Migrations', 'libs/persistence/src/run-migrations.js');
if (existsSync(dist('libs/providers/src/corpus/import-corpus.cli.js'))) {
  step('Loading the starter corpus', 'libs/providers/src/corpus/import-corpus.cli.js', ['--if-empty']);
}

const children = [
  ['api', 'backend/src/main.js'],
  ['worker', 'worker/src/main.js'],
].map(([name, script]) => {
  const child = spawn(process.execPath, ['--enable-source-maps', dist(script)], { stdio: 'inherit', cwd: root });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`Juxta ${name} exited (${signal ?? code}); stopping.`);
    stopAll(code ?? 1);
  });
  return child;
});

let stopping = false;
function stopAll(code) {
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 10_000).unref();
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null))).then(() =>
    process.exit(code),
  );
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
