#!/usr/bin/env node
// Makes sure PostgreSQL and Redis answer before Juxta starts or tests run. On this kind of
// machine they are local services that may be stopped; start them idempotently when they are.
// With --browser it also installs Debian's Chromium for the browser tests when it is missing, and
// with --compose Debian's docker-compose (to validate docker/compose.yml; no engine is needed),
// and with --nginx Debian's nginx (the scale-out test runs docker/nginx.conf.template with it).
// (Reads DATABASE_URL/REDIS_URL itself because it runs before anything is built; the defaults
// are the same as libs/config's.)
import { execSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import net from 'node:net';

const databaseUrl = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/juxta');
const redisUrl = new URL(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
const isLocal = (u) => ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(u.hostname);

function reachable(host, port, timeoutMs = 1500) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: host.replace(/^\[|\]$/g, ''), port: Number(port) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

// apt-get on a busy 2-core machine can take minutes (chromium alone is ~100 MB); a short timeout
// failed the install half-way and then the whole test command.
function tryRun(command, timeoutMs = 60_000) {
  try {
    execSync(command, { stdio: 'ignore', timeout: timeoutMs });
    return true;
  } catch {
    return false;
  }
}

const APT_TIMEOUT_MS = 20 * 60_000;

async function waitFor(host, port, seconds) {
  for (let i = 0; i < seconds * 4; i++) {
    if (await reachable(host, port, 500)) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

const services = [
  {
    name: 'PostgreSQL',
    url: databaseUrl,
    port: databaseUrl.port || '5432',
    variable: 'DATABASE_URL',
    start: () => {
      if (!existsSync('/etc/postgresql')) return false;
      const version = readdirSync('/etc/postgresql')[0];
      return version && tryRun(`pg_ctlcluster --skip-systemctl-redirect ${version} main start`);
    },
    hint: 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
  },
  {
    name: 'Redis',
    url: redisUrl,
    port: redisUrl.port || '6379',
    variable: 'REDIS_URL',
    start: () =>
      tryRun('command -v redis-server') &&
      tryRun('redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no'),
    hint: 'redis-server --daemonize yes --bind 127.0.0.1 --port 6379',
  },
];

let failed = false;
for (const s of services) {
  if (await reachable(s.url.hostname, s.port)) continue;
  if (isLocal(s.url) && s.start() && (await waitFor(s.url.hostname, s.port, 15))) {
    console.log(`Started ${s.name} at ${s.url.hostname}:${s.port}.`);
    continue;
  }
  failed = true;
  console.error(
    `Juxta cannot reach ${s.name} at ${s.url.hostname}:${s.port} (${s.variable}). Start it with \`${s.hint}\`, or run \`docker compose -f docker/compose.yml up -d postgres redis\`.`,
  );
}

// The Debian packages the test command needs, each with why; all missing ones are installed with one
// apt-get update and one install.
const hasCompose = () => tryRun('docker compose version') || tryRun('docker-compose version');
const wanted = [
  { flag: '--browser', pkg: 'chromium', present: () => existsSync('/usr/bin/chromium'), why: 'the browser tests need /usr/bin/chromium' },
  { flag: '--compose', pkg: 'docker-compose', present: hasCompose, why: 'the docker files test validates docker/compose.yml with it (no engine needed)' },
  // The package may start its own nginx on port 80; the scale-out test runs a separate one of its own.
  { flag: '--nginx', pkg: 'nginx', present: () => tryRun('command -v nginx') || existsSync('/usr/sbin/nginx'), why: 'the scale-out test runs docker/nginx.conf.template with it' },
];
const missing = failed ? [] : wanted.filter((w) => process.argv.includes(w.flag) && !w.present());
if (missing.length > 0) {
  const packages = missing.map((w) => w.pkg).join(' ');
  console.log(`Installing Debian packages: ${packages}…`);
  const installed =
    tryRun('apt-get update -qq', APT_TIMEOUT_MS) &&
    tryRun(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, APT_TIMEOUT_MS);
  for (const w of installed ? missing.filter((m) => !m.present()) : missing) {
    console.error(`Could not install ${w.pkg} with apt-get (${w.why}).`);
    failed = true;
  }
}

process.exit(failed ? 1 : 0);
