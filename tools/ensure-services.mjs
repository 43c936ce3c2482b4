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

function tryRun(command) {
  try {
    execSync(command, { stdio: 'ignore', timeout: 60_000 });
    return true;
  } catch {
    return false;
  }
}

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

if (!failed && process.argv.includes('--browser') && !existsSync('/usr/bin/chromium')) {
  console.log('Installing Debian chromium for the browser tests…');
  if (!tryRun('apt-get update -qq') || !tryRun('DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium')) {
    console.error('Could not install chromium with apt-get (the browser tests need /usr/bin/chromium).');
    failed = true;
  }
}

const hasCompose = () => tryRun('docker compose version') || tryRun('docker-compose version');
if (!failed && process.argv.includes('--compose') && !hasCompose()) {
  console.log('Installing Debian docker-compose to validate docker/compose.yml (no engine needed)…');
  if (!tryRun('apt-get update -qq') || !tryRun('DEBIAN_FRONTEND=noninteractive apt-get install -y -qq docker-compose')) {
    console.error('Could not install docker-compose with apt-get (the docker files test needs it).');
    failed = true;
  }
}

if (!failed && process.argv.includes('--nginx') && !tryRun('command -v nginx') && !existsSync('/usr/sbin/nginx')) {
  console.log('Installing Debian nginx for the scale-out test…');
  // The package's own start of the service is not wanted (the test runs its own nginx): policy-rc.d
  // refuses it in containers; elsewhere a started nginx on port 80 is harmless to the test.
  if (!tryRun('apt-get update -qq') || !tryRun('DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx')) {
    console.error('Could not install nginx with apt-get (the scale-out test needs it).');
    failed = true;
  }
}

process.exit(failed ? 1 : 0);
