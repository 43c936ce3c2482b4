import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import { freePort } from '../../support/processes';

/**
 * A redis-server of the test's own, as a child process on a free port, so faults (kill,
 * restart) never touch the machine's shared Redis. Append-only persistence is on, as in
 * docker/compose.yml, so keys (sessions, queued jobs) survive a restart.
 */
export interface OwnRedis {
  readonly port: number;
  readonly url: string;
  /** A client of the test's own (for PUBSUB / CLIENT LIST / BullMQ inspection). */
  readonly admin: Redis;
  /** Stops the server (SIGTERM flushes the append-only file; SIGKILL does not). */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again on the same port and data directory. */
  start(): Promise<void>;
  /** Stops it and removes its data. */
  close(): Promise<void>;
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'juxta-faults-redis-'));
  let child: ChildProcess | undefined;
  let log = '';

  const launch = () =>
    new Promise<void>((resolve, reject) => {
      log = '';
      const proc = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'yes', '--appendfsync', 'everysec', '--dir', dir, '--daemonize', 'no'],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      child = proc;
      const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${log}`)), 15_000);
      const onData = (b: Buffer) => {
        log += b.toString();
        if (/Ready to accept connections/.test(log)) {
          clearTimeout(timer);
          resolve();
        }
      };
      proc.stdout?.on('data', onData);
      proc.stderr?.on('data', onData);
      proc.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited with ${code}:\n${log}`));
      });
    });

  await launch();
  const admin = new Redis(`redis://127.0.0.1:${port}`, { connectionName: 'faults-admin', maxRetriesPerRequest: 2, lazyConnect: false });
  admin.on('error', () => undefined);

  const stop = (signal: NodeJS.Signals = 'SIGTERM') =>
    new Promise<void>((resolve) => {
      const proc = child;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return resolve();
      proc.removeAllListeners('exit');
      proc.once('exit', () => resolve());
      proc.kill(signal);
    });

  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    admin,
    stop,
    start: launch,
    async close() {
      admin.disconnect();
      await stop('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** What a leak check compares: pattern subscriptions and connections on the Redis server. */
export interface RedisSubscriberFigures {
  numpat: number;
  /** Connections holding at least one pattern subscription. */
  patternSubscribers: number;
  /** Connections holding at least one channel subscription. */
  channelSubscribers: number;
  /** Every connection (including the admin client). */
  clients: number;
}

export async function subscriberFigures(admin: Redis): Promise<RedisSubscriberFigures> {
  const numpat = Number(await admin.call('PUBSUB', 'NUMPAT'));
  const clients = String(await admin.call('CLIENT', 'LIST'))
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => new Map(line.trim().split(' ').map((pair) => pair.split('=', 2) as [string, string])));
  const count = (name: string) => clients.filter((c) => Number(c.get(name) ?? 0) > 0).length;
  return {
    numpat,
    patternSubscribers: count('psub'),
    channelSubscribers: count('sub'),
    clients: clients.length,
  };
}
