#!/usr/bin/env node
// Prints the tables of the last run (bench/results/*.json) as Markdown, for docs/performance.md:
//   node bench/tables.mjs > /tmp/tables.md
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resultsDir } from './lib/env.mjs';

const order = ['stream-overhead', 'round-trips', 'throughput', 'held-streams', 'feed', 'research-parallelism', 'item-results', 'cache', 'frontend-bundle', 'summary'];
for (const name of order) {
  const file = join(resultsDir, `${name}.json`);
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  console.log(`<!-- ${name}: measured ${r.measuredAt}, load average at start ${r.machine?.loadAverageAtStart?.join(' / ')} -->`);
  const tables = r.tables ? r.tables : r.table ? [r.table] : [];
  for (const t of tables) console.log(`\n**${t.title}**\n\n${t.markdown}\n`);
}
