#!/usr/bin/env node
// Makes the comparisons an audit reads, through a running Juxta as a user would (PROTOCOL.md):
// each labelled comparison with its labelled dimensions, and each of its questions as its own
// comparison with only the items and the question; saves each one's JSON and Markdown export.
//
//   node eval/audit/audit-pack.mjs <set,set,...> <out folder>     (JUXTA_URL, default http://localhost:3000)
//
// The running Juxta must have the evaluation documents in its corpus (`npm run corpus:import -- eval/documents`)
// and a RATE_LIMIT_MULTIPLIER high enough for two comparisons per question.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const [sets, out] = [process.argv[2]?.split(','), process.argv[3]];
if (!sets || !out) {
  console.error('usage: node eval/audit/audit-pack.mjs <set,set,...> <out folder>');
  process.exit(2);
}
const base = (process.env.JUXTA_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const labels = JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../labels/comparisons.json'), 'utf8'));
const chosen = labels.comparisons.filter((c) => sets.includes(c.set));
mkdirSync(out, { recursive: true });

let cookie = '';
async function call(method, path, body) {
  const res = await fetch(base + path, { method, headers: { 'content-type': 'application/json', cookie, origin: base }, body: body ? JSON.stringify(body) : undefined });
  const set = res.headers.get('set-cookie');
  if (set) cookie = set.split(';')[0];
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${await res.text()}`);
  return res;
}

/** Starts a comparison and reads its stream to the end; the id is in the first event. */
async function compare(body) {
  const text = await (await call('POST', '/api/compare', body)).text();
  const id = /"comparisonId":"([^"]+)"/.exec(text)?.[1];
  if (!id) throw new Error(`no comparisonId in the stream: ${text.slice(0, 300)}`);
  return id;
}

async function save(id, name) {
  writeFileSync(join(out, `${name}.md`), await (await call('GET', `/api/comparisons/${id}/export?format=md`)).text());
  const data = await (await call('GET', `/api/comparisons/${id}/export?format=json`)).json();
  writeFileSync(join(out, `${name}.json`), JSON.stringify(data, null, 1));
}

await call('POST', '/api/auth/sign-up', { name: 'Auditor', email: `audit-${Date.now()}@example.com`, password: 'an audit pack password 2026' });
const index = [];
for (const c of chosen) {
  await save(await compare({ items: c.items, dimensions: c.dimensions }), c.id);
  const questions = [];
  for (const [i, q] of (c.questions ?? []).entries()) {
    const name = `${c.id}.question-${i + 1}`;
    await save(await compare({ items: c.items, query: q.query }), name);
    questions.push({ query: q.query, file: `${name}.json` });
  }
  index.push({ id: c.id, set: c.set, items: c.items, comparison: `${c.id}.json`, questions });
  console.log(c.id);
}
writeFileSync(join(out, 'index.json'), JSON.stringify(index, null, 1));
