#!/usr/bin/env node
// Adds up the auditors' files (the output shape of PROTOCOL.md) into the figures issue #32 is checked by.
//
//   node eval/audit/audit-figures.mjs <results folder>
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const folder = process.argv[2];
if (!folder) {
  console.error('usage: node eval/audit/audit-figures.mjs <results folder>');
  process.exit(2);
}
const cells = {};
const quotes = { all: 0, onDimension: 0, aboutItem: 0, both: 0 };
const pages = { comparisons: 0, summary: 0, recommendation: 0, both: 0 };
const answers = {};
for (const file of readdirSync(folder).filter((f) => f.endsWith('.json'))) {
  for (const c of JSON.parse(readFileSync(join(folder, file), 'utf8')).comparisons) {
    // An entry with no summary judged is one whose questions alone were audited (audit-pack's --questions-of).
    if (c.summary) pages.comparisons++;
    for (const cell of c.cells ?? []) {
      cells[cell.cell] = (cells[cell.cell] ?? 0) + 1;
      for (const q of cell.quotes ?? []) {
        quotes.all++;
        if (q.onDimension) quotes.onDimension++;
        if (q.aboutItem) quotes.aboutItem++;
        if (q.onDimension && q.aboutItem) quotes.both++;
      }
    }
    const summary = c.summary?.verdict === 'right';
    const recommendation = c.recommendation?.verdict === 'right';
    if (summary) pages.summary++;
    if (recommendation) pages.recommendation++;
    if (summary && recommendation) pages.both++;
    for (const q of c.questions ?? []) answers[q.answer] = (answers[q.answer] ?? 0) + 1;
  }
}
const total = Object.values(cells).reduce((a, b) => a + b, 0);
const share = (n, d) => `${d ? ((100 * n) / d).toFixed(1) : 'n/a'} % (${n}/${d})`;
const supported = (cells.supported ?? 0) + (cells['right-none'] ?? 0);
const asked = Object.values(answers).reduce((a, b) => a + b, 0);
console.log(`cells fully supported (supported or right-none): ${share(supported, total)}; ${JSON.stringify(cells)}`);
console.log(`quotes on the dimension and about the item: ${share(quotes.both, quotes.all)} (on the dimension ${quotes.onDimension}, about the item ${quotes.aboutItem})`);
console.log(`summary and recommendation right: ${pages.both} of ${pages.comparisons} (summaries ${pages.summary}, recommendations ${pages.recommendation})`);
console.log(`questions answered with the right pick: ${answers.right ?? 0} of ${asked}; ${JSON.stringify(answers)}`);
