#!/usr/bin/env node
// Makes the comparisons an audit reads, through a running Juxta as a user would (PROTOCOL.md):
// each labelled comparison with its labelled dimensions, and each of its questions as its own
// comparison with only the items and the question; saves each one's JSON and Markdown export.
//
//   node eval/audit/audit-pack.mjs <set,set,...> <out folder>     (JUXTA_URL, default http://localhost:3000)
//
// Uses the typed client as built by `npm run build` (dist/client). The running Juxta must have the
// evaluation documents in its corpus (`npm run corpus:import -- eval/documents`) and a
// RATE_LIMIT_MULTIPLIER high enough for two comparisons per question.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const { JuxtaClient } = createRequire(import.meta.url)(join(root, 'dist/client'));

const [sets, out] = [process.argv[2]?.split(','), process.argv[3]];
if (!sets || !out) {
  console.error('usage: node eval/audit/audit-pack.mjs <set,set,...> <out folder>');
  process.exit(2);
}
const baseUrl = (process.env.JUXTA_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const labels = JSON.parse(readFileSync(join(root, 'eval/labels/comparisons.json'), 'utf8'));
const chosen = labels.comparisons.filter((c) => sets.includes(c.set));
mkdirSync(out, { recursive: true });

/** A new account and a token for it: tokens are made with a signed-in session only. */
async function auditorToken() {
  const post = async (path, body, cookie = '') => {
    const res = await fetch(baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json', origin: baseUrl, cookie }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`POST ${path}: HTTP ${res.status} ${await res.text()}`);
    return res;
  };
  const signedUp = await post('/api/auth/sign-up', { name: 'Auditor', email: `audit-${Date.now()}@example.com`, password: 'an audit pack password 2026' });
  const cookie = (signedUp.headers.get('set-cookie') ?? '').split(';')[0];
  return (await (await post('/api/me/tokens', { name: 'audit pack', scopes: ['read', 'compare'], expiresInDays: 1 }, cookie)).json()).secret;
}

const client = new JuxtaClient({ baseUrl, token: await auditorToken() });
async function save(request, name) {
  const comparison = await client.compare(request).result();
  writeFileSync(join(out, `${name}.md`), (await client.export(comparison.id, 'md')).text());
  writeFileSync(join(out, `${name}.json`), JSON.stringify(JSON.parse((await client.export(comparison.id, 'json')).text()), null, 1));
}

const index = [];
for (const c of chosen) {
  await save({ items: c.items, dimensions: c.dimensions }, c.id);
  const questions = [];
  for (const [i, q] of (c.questions ?? []).entries()) {
    const name = `${c.id}.question-${i + 1}`;
    await save({ items: c.items, query: q.query }, name);
    questions.push({ query: q.query, file: `${name}.json` });
  }
  index.push({ id: c.id, set: c.set, items: c.items, comparison: `${c.id}.json`, questions });
  console.log(c.id);
}
writeFileSync(join(out, 'index.json'), JSON.stringify(index, null, 1));
