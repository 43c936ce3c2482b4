// Tables on stdout and bench/results/<name>.json, with the machine they were measured on.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { execSync } from 'node:child_process';
import { distRoot, resultsDir, root } from './env.mjs';

function git(args) {
  try {
    return execSync(`git ${args}`, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

export function machine() {
  return {
    nproc: os.availableParallelism?.() ?? os.cpus().length,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Number((os.totalmem() / 2 ** 30).toFixed(1)),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
    loadAverageAtStart: os.loadavg().map((l) => Number(l.toFixed(2))),
    commit: git('rev-parse --short HEAD'),
    serverBuild: distRoot,
  };
}

const fmt = (v) => {
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) return String(v);
    if (Number.isInteger(v)) return String(v);
    return Math.abs(v) >= 100 ? v.toFixed(0) : Math.abs(v) >= 10 ? v.toFixed(1) : v.toFixed(2);
  }
  return v === undefined || v === null ? '' : String(v);
};

/** Prints rows (arrays) under a header, columns padded; returns the Markdown version too. */
export function printTable(title, header, rows) {
  const cells = [header, ...rows.map((r) => r.map(fmt))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => String(r[i] ?? '').length)));
  const line = (r) => r.map((c, i) => String(c ?? '').padEnd(widths[i])).join('  ');
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of cells.slice(1)) console.log(line(r));
  const md = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...cells.slice(1).map((r) => `| ${r.join(' | ')} |`)];
  return { title, header, rows: cells.slice(1), markdown: md.join('\n') };
}

/** Writes bench/results/<name>.json. */
export function writeResult(name, data) {
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `${name}.json`);
  writeFileSync(file, `${JSON.stringify({ benchmark: name, measuredAt: new Date().toISOString(), machine: machine(), ...data }, null, 2)}\n`);
  console.log(`\n→ ${file}`);
  return file;
}
