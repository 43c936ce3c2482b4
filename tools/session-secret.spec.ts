import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Runs sessionSecret() from tools/session-secret.mjs (an ES module) in a child Node with `env`; returns its answer and notices. */
function secretWith(env: Record<string, string>): { secret: string; notices: string[] } {
  const script = `
    import { sessionSecret } from ${JSON.stringify(join(__dirname, 'session-secret.mjs'))};
    const notices = [];
    const secret = sessionSecret(process.env, (line) => notices.push(line));
    process.stdout.write(JSON.stringify({ secret, notices }));`;
  const { SESSION_SECRET: _ignored, ...base } = process.env;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { env: { ...base, ...env }, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout);
}

describe('the session secret of npm start', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'juxta-secret-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is random on first start, kept in a private file with one notice, and the same on the next start', () => {
    const file = join(dir, 'nested', 'session-secret');
    const first = secretWith({ SESSION_SECRET_FILE: file });
    expect(first.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(first.secret).not.toMatch(/juxta-development/);
    expect(first.notices).toEqual([expect.stringContaining(file)]);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.secret);
    expect(statSync(file).mode & 0o077).toBe(0);
    const second = secretWith({ SESSION_SECRET_FILE: file });
    expect(second).toEqual({ secret: first.secret, notices: [] });
    const other = secretWith({ SESSION_SECRET_FILE: join(dir, 'other') });
    expect(other.secret).not.toBe(first.secret);
  });

  it('defaults to the data folder (XDG_DATA_HOME), outside the repository', () => {
    const { secret } = secretWith({ XDG_DATA_HOME: dir });
    expect(readFileSync(join(dir, 'juxta', 'session-secret'), 'utf8').trim()).toBe(secret);
  });

  it('uses SESSION_SECRET when set and writes nothing', () => {
    const given = 'x'.repeat(40);
    expect(secretWith({ SESSION_SECRET: given, XDG_DATA_HOME: dir })).toEqual({ secret: given, notices: [] });
    expect(() => statSync(join(dir, 'juxta'))).toThrow();
  });
});
