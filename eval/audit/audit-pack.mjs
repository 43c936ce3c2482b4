#!/usr/bin/env node
// Makes the comparisons an audit reads, through a running Juxta as a user would (PROTOCOL.md):
// each labelled comparison with its labelled dimensions, and each of its questions as its own
// comparison with only the items and the question; saves each one's JSON and Markdown export.
//
//   node eval/audit/audit-pack.mjs <set,set,...> <out folder> [--questions-of <set,...>] [--questions-with-dimensions]
//   (JUXTA_URL, default http://localhost:3000)
//
// --questions-of adds the questions of more sets without their main comparisons.
// --questions-with-dimensions asks each question with the comparison's labelled dimensions: on the
// model path with recorded replies, the replies answer those dimensions only, so a question-only
// comparison would show "no evidence" on any other dimension where a live model would have read.
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

const [sets, out, ...flags] = [process.argv[2]?.split(','), ...process.argv.slice(3)];
const questionSets = flags.includes('--questions-of') ? flags[flags.indexOf('--questions-of') + 1]?.split(',') : [];
const withDimensions = flags.includes('--questions-with-dimensions');
if (!sets || !out || !questionSets) {
  console.error('usage: node eval/audit/audit-pack.mjs <set,set,...> <out folder> [--questions-of <set,...>] [--questions-with-dimensions]');
  process.exit(2);
}
const baseUrl = (process.env.JUXTA_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const labels = JSON.parse(readFileSync(join(root, 'eval/labels/comparisons.json'), 'utf8'));
const chosen = labels.comparisons.filter((c) => sets.includes(c.set) || (questionSets.includes(c.set) && c.questions?.length));
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
  const whole = sets.includes(c.set);
  if (whole) await save({ items: c.items, dimensions: c.dimensions }, c.id);
  const questions = [];
  for (const [i, q] of (c.questions ?? []).entries()) {
    const name = `${c.id}.question-${i + 1}`;
    await save({ items: c.items, query: q.query, ...(withDimensions ? { dimensions: c.dimensions } : {}) }, name);
    questions.push({ query: q.query, file: `${name}.json` });
  }
  index.push({ id: c.id, set: c.set, items: c.items, comparison: whole ? `${c.id}.json` : null, questions });
  console.log(c.id);
}
writeFileSync(join(out, 'index.json'), JSON.stringify(index, null, 1));
