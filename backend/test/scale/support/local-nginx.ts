import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@juxta/config';
import { renderNginxTemplate } from '../../../../tools/testing/nginx-template';
import { sourceBodyLimits } from '../../../src/sources/sources-body.middleware';
import { freePort } from '../../support/processes';
import { waitFor } from '../../faults/support/fault-kit';

export interface LocalNginx {
  readonly url: string;
  readonly port: number;
  /** nginx's error log (upstream failures, timeouts): what a failing scenario prints. */
  errorLog(): string;
  stop(): Promise<void>;
}

/**
 * Debian's nginx (installed by `ensure-services --nginx`) running docker/nginx.conf.template,
 * rendered with the given API ports, as an unprivileged foreground process in a directory of its
 * own. Only the main context around the template's server block is the test's (compose's nginx
 * image has its own): pid, logs and temp paths in that directory.
 */
export async function startLocalNginx(options: { apiPorts: [number, number]; readTimeout: string }): Promise<LocalNginx> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'juxta-nginx-'));
  // Workers run as nobody when the master is root: they must reach the temp paths in here.
  chmodSync(dir, 0o755);
  const site = renderNginxTemplate({
    JUXTA_API_1: `127.0.0.1:${options.apiPorts[0]}`,
    JUXTA_API_2: `127.0.0.1:${options.apiPorts[1]}`,
    NGINX_LISTEN: `127.0.0.1:${port}`,
    NGINX_PROXY_READ_TIMEOUT: options.readTimeout,
    // The APIs here run with the default USER_SOURCE_MAX_BYTES, as compose's do.
    NGINX_SOURCES_MAX_BODY: String(Math.max(...Object.values(sourceBodyLimits(loadConfig({}).userSources.maxBytes)))),
  });
  writeFileSync(join(dir, 'default.conf'), site);
  const errorLog = join(dir, 'error.log');
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${errorLog} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      `  access_log off;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${join(dir, t)};`),
      `  include ${join(dir, 'default.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const nginx = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
  const child: ChildProcess = spawn(nginx, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', errorLog], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout?.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr?.on('data', (b: Buffer) => (out += b.toString()));
  const readLog = () => {
    try {
      return readFileSync(errorLog, 'utf8');
    } catch {
      return '';
    }
  };
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitFor('nginx to listen', async () => {
      if (child.exitCode !== null) throw new Error(`nginx exited: ${out}\n${readLog()}`);
      const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
      return res !== undefined;
    }, 15_000);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`nginx did not start: ${(err as Error).message}\n${out}\n${readLog()}`, { cause: err });
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    errorLog: readLog,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGQUIT');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
