import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

describe('generated place names', () => {
  it('match what tools/generate-place-names.mjs builds from the installed gazetteer', () => {
    const generator = join(__dirname, '../../../../tools/generate-place-names.mjs');
    const fresh = execFileSync(process.execPath, [generator, '--print'], { encoding: 'utf8' });
    expect(readFileSync(join(__dirname, 'place-names.ts'), 'utf8')).toBe(fresh);
  });
});
