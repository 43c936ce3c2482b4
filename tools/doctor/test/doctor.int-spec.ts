import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { createDataSource } from '@juxta/persistence';
import { Client } from 'pg';
import { closedPort, type LocalServer, sendJson, startLocalServer } from '../../../libs/providers/test/support/local-http-server';
import { exitCodeOf } from '../doctor-check';
import { runDoctor } from '../doctor';

const ROOT = join(__dirname, '../../..');
const CHECKS = ['node', 'npm', 'configuration', 'postgres', 'migrations', 'redis', 'corpus', 'search corpus', 'search wikipedia', 'model'];

/** The environment of a fresh clone: the test run's Postgres and Redis, nothing else configured. */
function unconfiguredEnv(wikipediaUrl: string): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(LLM_|ANTHROPIC_|RESEARCH_|TAVILY_|BRAVE_|SEARXNG_|WIKIPEDIA_)/.test(name)),
  );
  // Tests never reach the internet: Wikipedia (probed with RESEARCH_SEARCH=auto) is a local stand-in.
  return { ...env, WIKIPEDIA_URL: wikipediaUrl };
}

function runNpmDoctor(env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile('npm', ['run', '--silent', 'doctor'], { cwd: ROOT, env, timeout: 120_000, encoding: 'utf8' }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: unknown }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

describe('npm run doctor against this machine', () => {
  let wikipedia: LocalServer;

  beforeAll(async () => {
    wikipedia = await startLocalServer((_req, res) => sendJson(res, 200, { batchcomplete: true, query: { search: [] } }));
  });
  afterAll(() => wikipedia.close());

  it('with no configuration and a migrated database: exits 0 and prints one line per check, in order', async () => {
    const { code, stdout } = await runNpmDoctor(unconfiguredEnv(wikipedia.baseUrl));
    const lines = stdout.trim().split('\n');
    expect(lines.map((line) => line.slice(6, 24).trim())).toEqual(CHECKS);
    for (const line of lines) expect(line).toMatch(/^(ok|warn|FAIL|skip) +\S/);
    expect(code).toBe(0);
    expect(lines.find((l) => l.includes(' migrations '))).toMatch(/^ok +migrations +all \d+ applied$/);
    expect(lines.find((l) => l.includes(' redis '))).toMatch(/^ok +redis +127\.0\.0\.1:6379, Redis \d/);
    // The run's database is shared with the other suites, which may have imported documents (an
    // empty corpus's warning is checked on a database of its own below).
    expect(lines.find((l) => l.includes(' corpus '))).toMatch(/^(ok +corpus +\d+ documents?$|warn +corpus +no documents)/);
    expect(lines.find((l) => l.includes(' search wikipedia '))).toMatch(/^ok /);
    expect(lines.at(-1)).toMatch(/^ok +model +none configured .*the offline reader reads the evidence; to add one/);
  }, 150_000);

  describe('a required part broken', () => {
    const adminUrl = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const name = `juxta_doctor_${randomBytes(4).toString('hex')}`;
    const emptyDatabaseUrl = (() => {
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return url.toString();
    })();
    const admin = () => new Client({ connectionString: adminUrl });

    beforeAll(async () => {
      const client = admin();
      await client.connect();
      await client.query(`CREATE DATABASE "${name}"`);
      await client.end();
    });
    afterAll(async () => {
      const client = admin();
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    });

    const doctor = (env: NodeJS.ProcessEnv) => runDoctor({ env, npmVersion: async () => '11.0.0' });

    it('a migrated database with no corpus: warn with the command that loads the starter corpus, exit 0', async () => {
      const dataSource = createDataSource(emptyDatabaseUrl);
      await dataSource.initialize();
      try {
        await dataSource.runMigrations();
        const results = await doctor({ ...unconfiguredEnv(wikipedia.baseUrl), DATABASE_URL: emptyDatabaseUrl });
        expect(results.find((r) => r.check === 'migrations')?.status).toBe('ok');
        expect(results.find((r) => r.check === 'corpus')).toMatchObject({ status: 'warn', detail: expect.stringMatching(/^no documents/), fix: expect.stringMatching(/^`npm start` loads the starter corpus/) });
        expect(exitCodeOf(results)).toBe(0);
      } finally {
        // Back to an empty database for the next case.
        await dataSource.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
        await dataSource.destroy();
      }
    });

    it('a database without the migrations: FAIL with the command that applies them, exit 1', async () => {
      const results = await doctor({ ...unconfiguredEnv(wikipedia.baseUrl), DATABASE_URL: emptyDatabaseUrl });
      expect(results.find((r) => r.check === 'postgres')?.status).toBe('ok');
      const migrations = results.find((r) => r.check === 'migrations');
      expect(migrations).toMatchObject({ status: 'FAIL' });
      expect(migrations?.detail).toMatch(/^(\d+) of \1 not applied \(InitialSchema1763800000000, /);
      expect(migrations?.fix).toMatch(/npm run migration:run/);
      expect(exitCodeOf(results)).toBe(1);
    });

    it('a database not created yet (a fresh install): warn with what creates it, the checks that need it skipped, exit 0', async () => {
      const missing = new URL(emptyDatabaseUrl);
      missing.pathname = `/${name}_missing`;
      const results = await doctor({ ...unconfiguredEnv(wikipedia.baseUrl), DATABASE_URL: missing.toString() });
      expect(results.find((r) => r.check === 'postgres')).toMatchObject({ status: 'warn', detail: expect.stringMatching(/not created yet/), fix: expect.stringMatching(/npm start/) });
      expect(results.filter((r) => r.status === 'skip').map((r) => r.check)).toEqual(['migrations', 'corpus', 'search corpus']);
      expect(results.map((r) => r.check)).toEqual(CHECKS);
      expect(exitCodeOf(results)).toBe(0);
    });

    it('Redis not answering: FAIL with how to start it, exit 1', async () => {
      const port = await closedPort();
      const results = await doctor({ ...unconfiguredEnv(wikipedia.baseUrl), REDIS_URL: `redis://127.0.0.1:${port}` });
      const redis = results.find((r) => r.check === 'redis');
      expect(redis).toMatchObject({ status: 'FAIL', detail: `nothing accepts connections at 127.0.0.1:${port}` });
      expect(redis?.fix).toMatch(/redis-server --daemonize yes/);
      expect(exitCodeOf(results)).toBe(1);
    });

    it('a configuration libs/config refuses: FAIL naming the variable, exit 1', async () => {
      const results = await doctor({ RESEARCH_ANALYST: 'llm' });
      expect(results.map((r) => r.check)).toEqual(['node', 'npm', 'configuration']);
      expect(results[2]).toMatchObject({ status: 'FAIL', detail: expect.stringMatching(/LLM_BASE_URL is required when RESEARCH_ANALYST=llm/) });
    });
  });
});
