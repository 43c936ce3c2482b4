import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = __dirname;

/** `docker compose` (plugin) where present, else Debian's `docker-compose`; neither needs an engine for `config`. */
function composeConfig(): string {
  const env = { ...process.env, SESSION_SECRET: 'a'.repeat(40) };
  const args = ['-f', join(dir, 'compose.yml'), 'config'];
  const plugin = spawnSync('docker', ['compose', ...args], { env, encoding: 'utf8' });
  if (plugin.status === 0) return plugin.stdout;
  return execFileSync('docker-compose', args, { env, encoding: 'utf8' });
}

describe('docker files for operators', () => {
  it('has a compose file that parses, with two APIs, two workers, nginx, Postgres and Redis', () => {
    const config = composeConfig();
    for (const service of ['postgres', 'redis', 'migrate', 'api1', 'api2', 'worker1', 'worker2', 'nginx']) {
      expect(config).toMatch(new RegExp(`^  ${service}:$`, 'm'));
    }
    expect(config).toMatch(/appendonly/);
  });

  it('keeps SSE streams unbuffered in nginx', () => {
    const nginx = readFileSync(join(dir, 'nginx.conf'), 'utf8');
    expect(nginx).toMatch(/^\s*proxy_buffering off;/m);
    expect(nginx).toMatch(/proxy_read_timeout\s+\d{3,}s;/);
    expect(nginx).toMatch(/server api1:3000/);
    expect(nginx).toMatch(/server api2:3000/);
  });

  it('builds one image whose command chooses the role', () => {
    const dockerfile = readFileSync(join(dir, 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/^FROM .* AS build$/m);
    expect(dockerfile).toMatch(/^FROM .* AS runtime$/m);
    const entrypoint = readFileSync(join(dir, 'entrypoint.sh'), 'utf8');
    expect(entrypoint).toMatch(/api\)/);
    expect(entrypoint).toMatch(/worker\)/);
  });
});
