// What one held stream costs in the API's V8 heap, by kind of object: heap snapshots of the API
// with BASE streams open and with N open (anonymous GET …/events on researching comparisons), the
// difference per stream, largest first. BASE streams are held in the first snapshot so that what
// the first streams cost once (code compiled on first use, caches, the heap's own growth) is in
// both snapshots and only what each stream keeps is in the difference; BASE=0 measures from no
// stream, as round 2 did. A diagnostic, not part of `npm run bench`:
//   BENCH_DATABASE=juxta_bench_heap node bench/held-streams-heap.mjs [N] [BASE, default N/4]
import http from 'node:http';
import { benchPrefix, require } from './lib/env.mjs';

const N = Number(process.argv[2] ?? 2000);
const BASE = Number(process.argv[3] ?? Math.round(N / 4));
// The inspector, not a signal: Nest's shutdown hooks take SIGUSR2 as a signal to stop.
const inspectPort = 20000 + Math.floor(Math.random() * 20000);
process.env.BENCH_NODE_FLAGS = `${process.env.BENCH_NODE_FLAGS ?? ''} --inspect=127.0.0.1:${inspectPort}`;
const WebSocket = require('ws');
const { sleep } = await import('./lib/env.mjs');
const { dropDatabase, freshDatabase, insertUsers, pool: pgPool } = await import('./lib/database.mjs');
const { appEnv, startApi, stopAll } = await import('./lib/processes.mjs');
const { cleanupPrefix } = await import('./lib/redis.mjs');

const prefix = benchPrefix('heap');
const databaseUrl = await freshDatabase({ corpus: false });
const db = pgPool(databaseUrl, 2);
const [userId] = await insertUsers(db, 1);
const { rows } = await db.query(
  `INSERT INTO comparisons (id, user_id, title, slug, status, request, item_names, is_public)
   SELECT gen_random_uuid(), $1, 'Heap ' || g || ' vs Stream', 'heap-' || g || '-vs-stream-' || g, 'researching',
          '{"items":["Heap","Stream"],"isPublic":true}', ARRAY['Heap ' || g, 'Stream'], true
     FROM generate_series(1, $2::int) g RETURNING id`,
  [userId, N],
);
const api = await startApi('heap-api', appEnv({ databaseUrl, prefix, SSE_HEARTBEAT_MS: '15000' }));

const open = (id) =>
  new Promise((resolve, reject) => {
    const req = http.get(`${api.url}/api/comparisons/${id}/events`, { agent: false }, (res) => (res.statusCode === 200 ? resolve(req) : reject(new Error(`status ${res.statusCode}`))));
    req.on('error', reject);
  });

let lastSnapshot;

/** Takes a snapshot; returns self size and count per "type name" (constructor or native kind). */
async function snapshot() {
  const [{ webSocketDebuggerUrl }] = await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json();
  const ws = new WebSocket(webSocketDebuggerUrl, { maxPayload: 2 ** 30 });
  await new Promise((resolve) => ws.once('open', resolve));
  let text = '';
  let usage;
  await new Promise((resolve) => {
    ws.on('message', (raw) => {
      const m = JSON.parse(raw.toString());
      if (m.method === 'HeapProfiler.addHeapSnapshotChunk') text += m.params.chunk;
      if (m.id === 3) usage = JSON.parse(m.result.result.value);
      if (m.id === 4) resolve();
    });
    // After a full GC: what the process holds, then what is live.
    ws.send(JSON.stringify({ id: 2, method: 'HeapProfiler.collectGarbage' }));
    ws.send(JSON.stringify({ id: 3, method: 'Runtime.evaluate', params: { expression: 'JSON.stringify(process.memoryUsage())' } }));
    ws.send(JSON.stringify({ id: 4, method: 'HeapProfiler.takeHeapSnapshot', params: { reportProgress: false } }));
  });
  ws.close();
  const snap = JSON.parse(text);
  lastSnapshot = snap;
  const { node_fields: fields, node_types: [types] } = snap.snapshot.meta;
  const step = fields.length;
  const [iType, iName, iSize] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f));
  const byKind = new Map();
  const ids = new Set();
  const iId = fields.indexOf('id');
  for (let i = 0; i < snap.nodes.length; i += step) ids.add(snap.nodes[i + iId]);
  let total = 0;
  for (let i = 0; i < snap.nodes.length; i += step) {
    const type = types[snap.nodes[i + iType]];
    const name = type === 'object' || type === 'native' || type === 'closure' ? snap.strings[snap.nodes[i + iName]].slice(0, 60) : '';
    const key = `${type} ${name}`;
    const k = byKind.get(key) ?? { count: 0, size: 0 };
    k.count += 1;
    k.size += snap.nodes[i + iSize];
    total += snap.nodes[i + iSize];
    byKind.set(key, k);
  }
  return { byKind, total, usage, ids };
}

try {
  for (const r of await Promise.all(rows.slice(0, 20).map((r) => open(r.id)))) r.destroy();
  const all = [];
  const openRows = async (from, to) => {
    for (let i = from; i < to; i += 50) all.push(...(await Promise.all(rows.slice(i, Math.min(to, i + 50)).map((r) => open(r.id)))));
  };
  await openRows(0, BASE);
  await sleep(2000);
  const empty = await snapshot();
  await openRows(BASE, rows.length);
  await sleep(3000);
  const full = await snapshot();
  // Per stream: what the streams opened between the two snapshots added.
  const held = all.slice(BASE);
  console.log(`V8 heap (live objects): ${(empty.total / 2 ** 20).toFixed(1)} MiB with ${BASE} streams, ${(full.total / 2 ** 20).toFixed(1)} MiB with ${all.length}: ${((full.total - empty.total) / 1024 / held.length).toFixed(2)} KiB per stream`);
  // RSS here is not per stream: the first snapshot itself grew the process. bench/held-streams.mjs measures RSS.
  for (const k of ['heapTotal', 'heapUsed', 'external', 'arrayBuffers']) console.log(`${k}: ${((full.usage[k] - empty.usage[k]) / 1024 / held.length).toFixed(2)} KiB per stream after a full GC (${(empty.usage[k] / 2 ** 20).toFixed(1)} → ${(full.usage[k] / 2 ** 20).toFixed(1)} MiB)`);
  const diff = [...full.byKind].map(([k, v]) => ({ k, count: v.count - (empty.byKind.get(k)?.count ?? 0), size: v.size - (empty.byKind.get(k)?.size ?? 0) }));
  diff.sort((a, b) => b.size - a.size);
  console.log('bytes/stream  objects/stream  kind');
  for (const d of diff.slice(0, 45)) console.log(`${(d.size / held.length).toFixed(0).padStart(12)}  ${(d.count / held.length).toFixed(2).padStart(14)}  ${d.k}`);
  // Who holds what the streams added: each new node by its kind and its first retainer (owner, edge).
  const snap = lastSnapshot;
  const { node_fields: nf, edge_fields: ef, node_types: [nt], edge_types: [et] } = snap.snapshot.meta;
  const ns = nf.length;
  const es = ef.length;
  const [nType, nName, nSize, nId, nEdges] = ['type', 'name', 'self_size', 'id', 'edge_count'].map((f) => nf.indexOf(f));
  const [eType, eName, eTo] = ['type', 'name_or_index', 'to_node'].map((f) => ef.indexOf(f));
  const label = (i) => {
    const type = nt[snap.nodes[i + nType]];
    return type === 'object' || type === 'closure' || type === 'native' ? `${type} ${snap.strings[snap.nodes[i + nName]].slice(0, 40)}` : type;
  };
  const retainer = new Map();
  for (let i = 0, e = 0; i < snap.nodes.length; i += ns) {
    for (let k = 0; k < snap.nodes[i + nEdges]; k++, e += es) {
      const to = snap.edges[e + eTo];
      const t = et[snap.edges[e + eType]];
      if (t === 'weak' || retainer.has(to)) continue;
      const name = t === 'element' || t === 'hidden' ? `[${t}]` : snap.strings[snap.edges[e + eName]];
      retainer.set(to, [i, String(name).slice(0, 30)]);
    }
  }
  const byOwner = new Map();
  for (let i = 0; i < snap.nodes.length; i += ns) {
    if (empty.ids.has(snap.nodes[i + nId])) continue;
    // Three links up: enough to tell whose plain objects and arrays these are.
    let key = label(i);
    for (let at = i, depth = 0; depth < 3 && retainer.has(at); depth++) {
      const [from, edge] = retainer.get(at);
      key += `  ←  ${label(from)} .${edge}`;
      at = from;
    }
    byOwner.set(key, (byOwner.get(key) ?? 0) + snap.nodes[i + nSize]);
  }
  console.log('\nnew since the empty snapshot, bytes/stream, by kind ← its first retainers');
  for (const [k, v] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, 60)) console.log(`${(v / held.length).toFixed(0).padStart(8)}  ${k}`);
  if (process.env.HEAP_DUMP_PROPS) {
    // The property names of two new objects of the kind named, to see what sets each apart.
    const firstEdge = [];
    for (let i = 0, e = 0; i < snap.nodes.length; i += ns) {
      firstEdge.push(e);
      e += snap.nodes[i + nEdges] * es;
    }
    let shown = 0;
    for (let i = 0, n = 0; i < snap.nodes.length && shown < 2; i += ns, n++) {
      if (label(i) !== `object ${process.env.HEAP_DUMP_PROPS}` || empty.ids.has(snap.nodes[i + nId])) continue;
      shown += 1;
      const names = [];
      for (let k = 0, e = firstEdge[n]; k < snap.nodes[i + nEdges]; k++, e += es) names.push(`${et[snap.edges[e + eType]]}:${snap.strings[snap.edges[e + eName]] ?? snap.edges[e + eName]}`);
      console.log(names.join(' '));
    }
  }
  for (const r of all) r.destroy();
} finally {
  await stopAll([api]);
  await db.end();
  await cleanupPrefix(prefix);
  await dropDatabase();
}
