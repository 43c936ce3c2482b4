import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { exitCodeOf, formatCheck } from './doctor-check';
import { checkNode, checkNpm, compareVersions, MIN_NODE_VERSION } from './runtime-checks';

describe("the doctor's Node and npm checks, and its lines", () => {
  it("asks for the Node version package.json's engines names", () => {
    const engines = (JSON.parse(readFileSync(join(__dirname, '../../package.json'), 'utf8')) as { engines: { node: string } }).engines.node;
    expect(engines).toBe(`>=${MIN_NODE_VERSION.replace(/\.0$/, '')}`);
  });

  it('fails an older Node, with the version to install', () => {
    expect(checkNode('20.20.0').status).toBe('ok');
    expect(checkNode('22.1.0').status).toBe('ok');
    const old = checkNode('18.19.1');
    expect(old).toMatchObject({ status: 'FAIL', detail: 'v18.19.1 is older than 20.19.0' });
    expect(old.fix).toMatch(/install Node\.js 20\.19\.0 or newer/);
  });

  it('compares versions by number, not as text', () => {
    expect(compareVersions('20.9.0', '20.19.0')).toBeLessThan(0);
    expect(compareVersions('v20.19.0', '20.19')).toBe(0);
  });

  it('only warns about npm: a running server does not need it', () => {
    expect(checkNpm('11.19.1').status).toBe('ok');
    expect(checkNpm('10.8.2')).toMatchObject({ status: 'warn', fix: 'npm install -g npm@11' });
    expect(checkNpm(undefined).status).toBe('warn');
  });

  it('prints one line per check, the fix on the same line, and exits 1 only on a FAIL', () => {
    const line = formatCheck({ check: 'redis', status: 'FAIL', detail: 'nothing accepts connections\nat 127.0.0.1:6379', fix: 'start it' });
    expect(line).toBe('FAIL  redis              nothing accepts connections at 127.0.0.1:6379 → fix: start it');
    expect(exitCodeOf([{ check: 'a', status: 'ok', detail: '' }, { check: 'b', status: 'warn', detail: '' }, { check: 'c', status: 'skip', detail: '' }])).toBe(0);
    expect(exitCodeOf([{ check: 'a', status: 'FAIL', detail: '' }])).toBe(1);
  });
});
