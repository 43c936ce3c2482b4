import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '../..');
const refused: [string, string][] = [
  ['libs/research/src/x.ts', "import { Injectable } from '@nestjs/common';"],
  ['libs/research/src/x.ts', "import { createDataSource } from '@juxta/persistence';"],
  ['libs/research/src/x.ts', "import { CorpusSearchProvider } from '@juxta/providers';"],
  ['libs/contracts/src/x.ts', "import { loadConfig } from '@juxta/config';"],
  ['libs/providers/src/x.ts', "import { DataSource } from 'typeorm';"],
  ['libs/reader/src/x.ts', "import { CorpusSearchProvider } from '@juxta/providers';"],
  ['libs/reader/src/x.ts', "import { createDataSource } from '@juxta/persistence';"],
  ['libs/providers/src/x.ts', "import { ExtractiveAnalyst } from '@juxta/reader';"],
  ['frontend/src/app/x.ts', "import { loadConfig } from '@juxta/config';"],
  ['frontend/src/app/x.ts', "import { IsString } from 'class-validator';"],
  ['libs/persistence/src/x.ts', "import { x } from '../../../backend/src/main';"],
];
const allowed: [string, string][] = [
  ['libs/research/src/x.ts', "import type { ComparisonRequest } from '@juxta/contracts';"],
  ['libs/providers/src/x.ts', "import type { SearchProvider } from '@juxta/research';"],
  ['libs/reader/src/x.ts', "import type { Analyst } from '@juxta/research';"],
  ['worker/src/x.ts', "import { ExtractiveAnalyst } from '@juxta/reader';"],
  ['frontend/src/app/x.ts', "import { LIMITS } from '@juxta/contracts';"],
  ['worker/src/x.ts', "import { createDataSource } from '@juxta/persistence';"],
];

/** Lints every snippet in one ESLint process (starting ESLint takes seconds). */
function lintAll(cases: [string, string][]): Map<string, string[]> {
  const input = cases.map(([path, code], i) => ({ path: path.replace('x.ts', `x${i}.ts`), code: `${code}\nexport const used: unknown = null;\n` }));
  const r = spawnSync(process.execPath, [join(root, 'tools/lint/lint-snippets.mjs')], { cwd: root, input: JSON.stringify(input), encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  const results = JSON.parse(r.stdout) as { path: string; ruleIds: string[] }[];
  return new Map(results.map((x, i) => [`${cases[i][0]} ${cases[i][1]}`, x.ruleIds]));
}

describe('module boundaries (ARCHITECTURE.md), enforced by npm run lint', () => {
  const results = lintAll([...refused, ...allowed]);

  it.each(refused)('refuses %s importing %s', (path, code) => {
    expect(results.get(`${path} ${code}`)).toContain('no-restricted-imports');
  });

  it.each(allowed)('allows %s importing %s', (path, code) => {
    expect(results.get(`${path} ${code}`)).not.toContain('no-restricted-imports');
  });
});
