import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..');

/** Runs `npm run explain` as a user would on a fresh clone (ts-node, no build). */
function explain(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync('npm', ['run', '-s', 'explain', '--', ...args], { cwd: root, encoding: 'utf8', env: { ...process.env, DATABASE_URL: '' } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('npm run explain', () => {
  it('prints a sentence’s trace stage by stage for each item, and the reasons of its reading', () => {
    const r = explain('The Kobo is far from cheap, but it is much faster than the Kindle.', '--items', 'Kobo,Kindle', '--dimension', 'Performance');
    expect(r.status).toBe(0);
    const kindle = r.stdout.slice(r.stdout.indexOf('── for Kindle'));
    for (const stage of ['segment', 'attribute', 'aspects', 'polarity', 'aggregate']) expect(kindle).toMatch(new RegExp(`^  ${stage}$`, 'm'));
    expect(kindle).toContain('compared against: "than the Kindle" → Kindle');
    expect(kindle).toContain("because about the rival: 'than the Kindle'");
    expect(r.stdout).toContain("because intensified: 'much' ('faster' +3)");
  }, 60_000);

  it('answers a command line it cannot use with its usage and exit code 1, without a stack', () => {
    const r = explain('--comparison', 'some-slug', '--item', 'Kobo', '--dimension', 'Price');
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('set DATABASE_URL');
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(explain('A sentence.').stderr).toContain('usage: npm run explain');
  }, 60_000);
});
