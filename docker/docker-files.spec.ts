import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { loadConfig } from '@juxta/config';
import { sourceBodyLimits } from '../backend/src/sources/sources-body.middleware';
import { NGINX_TEMPLATE_PATH, NGINX_TEMPLATE_VARIABLES, type NginxTemplateValues, renderNginxTemplate, upstreamFailTimeoutMs } from '../tools/testing/nginx-template';

const dir = __dirname;

/**
 * `docker compose` (plugin) where present, else Debian's `docker-compose`; neither needs an engine
 * for `config`. The environment's own LLM_* and RESEARCH_* are left out, so the file's defaults show.
 */
function composeConfig(options: string[] = []): string {
  const own = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(LLM_|RESEARCH_|WORKER_)/.test(name)));
  const env = { ...own, SESSION_SECRET: 'a'.repeat(40) };
  const args = ['-f', join(dir, 'compose.yml'), ...options, 'config'];
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

  it('keeps SSE streams unbuffered in nginx, with the upstreams compose sets', () => {
    const nginx = readFileSync(NGINX_TEMPLATE_PATH, 'utf8');
    expect(nginx).toMatch(/^\s*proxy_buffering off;/m);
    // compose renders the template with the nginx service's environment: every variable is set there.
    const compose = parse(composeConfig()) as { services: { nginx: { environment: Record<string, string> } } };
    const values = Object.fromEntries(NGINX_TEMPLATE_VARIABLES.map((name) => [name, String(compose.services.nginx.environment[name])])) as NginxTemplateValues;
    expect(values).toEqual({ JUXTA_API_1: 'api1:3000', JUXTA_API_2: 'api2:3000', NGINX_LISTEN: '80', NGINX_PROXY_READ_TIMEOUT: '3600s', NGINX_SOURCES_MAX_BODY: '2861739' });
    const rendered = renderNginxTemplate(values, nginx);
    expect(rendered).toMatch(/server api1:3000 /);
    expect(rendered).toMatch(/proxy_read_timeout 3600s;/);
    expect(rendered).not.toMatch(/\$\{/);
  });

  it('offers a local model under `--profile model` only: Ollama, a first-start pull, and LLM_BASE_URL for the workers', () => {
    type Service = { profiles?: string[]; image?: string; command?: string[]; environment?: Record<string, string>; depends_on?: Record<string, { condition: string }>; volumes?: unknown[] };
    const withModel = parse(composeConfig(['--profile', 'model'])) as { services: Record<string, Service> };
    const { ollama, 'ollama-pull': pull, worker1, worker2 } = withModel.services;
    expect(ollama.profiles).toEqual(['model']);
    expect(pull.profiles).toEqual(['model']);
    expect(ollama.image).toMatch(/^ollama\/ollama:\d+\.\d+\.\d+$/);
    expect(JSON.stringify(ollama.volumes)).toMatch(/ollama-models.*\/root\/\.ollama/);
    // The pull runs once Ollama answers, against that service, for the model the workers ask for.
    expect(pull.depends_on).toEqual({ ollama: { condition: 'service_healthy' } });
    expect(pull.environment?.OLLAMA_HOST).toBe('ollama:11434');
    for (const worker of [worker1, worker2]) {
      expect(worker.environment?.LLM_BASE_URL).toBe('http://ollama:11434/v1');
      expect(pull.command).toEqual(['pull', worker.environment?.LLM_MODEL]);
    }
    // Without the profile nothing waits for Ollama: no always-on service depends on the profile's.
    for (const [name, service] of Object.entries(withModel.services)) {
      if (service.profiles?.includes('model')) continue;
      const waitsFor = Object.keys(service.depends_on ?? {}).filter((dependency) => withModel.services[dependency]?.profiles?.includes('model'));
      expect({ name, waitsFor }).toEqual({ name, waitsFor: [] });
    }
    // Compose v2 leaves a profile's services out of `config` without it; Debian's 1.29 lists them with their profile.
    const plain = parse(composeConfig()) as { services: Record<string, Service> };
    for (const name of ['ollama', 'ollama-pull']) {
      if (plain.services[name]) expect(plain.services[name].profiles).toEqual(['model']);
    }
    expect(plain.services.worker1.profiles).toBeUndefined();
  });

  it('lets through nginx every source body the APIs take (their USER_SOURCE_MAX_BYTES), and answers larger ones in JSON', () => {
    const compose = parse(composeConfig()) as { services: Record<string, { environment: Record<string, string> }> };
    const apiEnv = compose.services.api1.environment;
    const maxBytes = loadConfig(apiEnv.USER_SOURCE_MAX_BYTES ? { USER_SOURCE_MAX_BYTES: apiEnv.USER_SOURCE_MAX_BYTES } : {}).userSources.maxBytes;
    const limits = sourceBodyLimits(maxBytes);
    expect(Number(compose.services.nginx.environment.NGINX_SOURCES_MAX_BODY)).toBe(Math.max(limits.json, limits.form));
    const nginx = readFileSync(NGINX_TEMPLATE_PATH, 'utf8');
    expect(nginx).toMatch(/^\s*error_page 413 = @body_too_large;/m);
    expect(nginx).toMatch(/return 413 '\{"error":/);
  });

  it('refuses to render the nginx template with a variable missing', () => {
    expect(() => renderNginxTemplate({ JUXTA_API_1: 'a:1', JUXTA_API_2: 'b:1', NGINX_LISTEN: '80' } as never)).toThrow(/NGINX_PROXY_READ_TIMEOUT/);
  });

  it('tells how long nginx keeps a refused API instance out of rotation (what a rolling restart waits)', () => {
    expect(upstreamFailTimeoutMs()).toBe(2000);
    expect(upstreamFailTimeoutMs('server a:1 max_fails=3 fail_timeout=750ms;')).toBe(750);
    expect(() => upstreamFailTimeoutMs('server a:1;')).toThrow(/fail_timeout/);
  });

  it('builds one image whose command chooses the role', () => {
    const dockerfile = readFileSync(join(dir, 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/^FROM .* AS build$/m);
    expect(dockerfile).toMatch(/^FROM .* AS runtime$/m);
    const entrypoint = readFileSync(join(dir, 'entrypoint.sh'), 'utf8');
    expect(entrypoint).toMatch(/api\)/);
    expect(entrypoint).toMatch(/worker\)/);
    // `juxta doctor` in a container runs npm run doctor's checks from the build.
    const doctor = /doctor\)\s+exec node dist\/server\/(\S+)\.js/.exec(entrypoint)?.[1];
    expect(doctor).toBe('tools/doctor/doctor.cli');
    expect(existsSync(join(dir, '..', `${doctor}.ts`))).toBe(true);
  });
});
