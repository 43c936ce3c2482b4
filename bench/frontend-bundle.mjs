// Frontend: production bundle sizes read from dist/frontend/browser. Initial = the files
// index.html references (script, modulepreload, stylesheet) and their static imports; per lazy
// route = the route's chunk and its static imports not already loaded initially; deferred =
// chunks a route loads later with import() (@defer blocks, e.g. the results page's charts).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import http from 'node:http';
import { benchPrefix, describeTarget, meets, root, TARGETS, verdict } from './lib/env.mjs';
import { dropDatabase, freshDatabase } from './lib/database.mjs';
import { appEnv, startApi, stopAll } from './lib/processes.mjs';
import { cleanupPrefix } from './lib/redis.mjs';
import { printTable, writeResult } from './lib/report.mjs';

const dir = join(root, 'dist/frontend/browser');

if (!existsSync(join(dir, 'index.html'))) {
  console.log('dist/frontend/browser is missing: running `npm run build:frontend`…');
  const r = spawnSync('npm', ['run', 'build:frontend'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('npm run build:frontend failed');
}

const sizes = new Map();
function size(file) {
  if (!sizes.has(file)) {
    const buf = readFileSync(join(dir, file));
    sizes.set(file, {
      raw: buf.length,
      gzip: gzipSync(buf, { level: 6 }).length,
      brotli: brotliCompressSync(buf).length,
    });
  }
  return sizes.get(file);
}

const js = (file) => readFileSync(join(dir, file), 'utf8');
const staticImports = (file) => [...js(file).matchAll(/(?:import|export)\s*(?:[^"'();]*?from\s*)?["']\.\/([\w.-]+\.js)["']/g)].map((m) => m[1]);
const dynamicImports = (file) => [...js(file).matchAll(/import\(\s*["']\.\/([\w.-]+\.js)["']\s*\)/g)].map((m) => m[1]);

function closure(entries) {
  const seen = new Set();
  const stack = [...entries];
  while (stack.length) {
    const f = stack.pop();
    if (seen.has(f) || !f.endsWith('.js')) continue;
    seen.add(f);
    stack.push(...staticImports(f));
  }
  return seen;
}

const total = (files) =>
  [...files].reduce((acc, f) => {
    const s = size(f);
    return { raw: acc.raw + s.raw, gzip: acc.gzip + s.gzip, brotli: acc.brotli + s.brotli, files: acc.files + 1 };
  }, { raw: 0, gzip: 0, brotli: 0, files: 0 });
const kb = (b) => Number((b / 1024).toFixed(1));

const html = readFileSync(join(dir, 'index.html'), 'utf8');
const referenced = [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1].replace(/^\.?\//, ''));
const initialJs = closure(referenced.filter((f) => f.endsWith('.js')));
const initialCss = new Set(referenced.filter((f) => f.endsWith('.css')));
const initialJsTotal = total(initialJs);
const initialCssTotal = total(initialCss);

// The router's table in the initial code: path:"…", … loadComponent:()=>import("./chunk-….js")
const routes = [];
for (const f of initialJs) {
  for (const m of js(f).matchAll(/path:"([^"]*)"[^{}]*?load(?:Component|Children):\(\)=>import\("\.\/([\w.-]+\.js)"\)/g)) {
    routes.push({ path: `/${m[1]}`, chunk: m[2] });
  }
}
const routeRows = routes.map(({ path, chunk }) => {
  const files = [...closure([chunk])].filter((f) => !initialJs.has(f));
  const deferredEntries = new Set([...closure([chunk])].flatMap(dynamicImports));
  const deferred = [...closure([...deferredEntries])].filter((f) => !initialJs.has(f) && !files.includes(f));
  return { path, chunk, lazy: total(files), lazyFiles: files, deferred: total(deferred), deferredFiles: deferred };
});

// As served: the built API serving the app (SERVE_FRONTEND=true), asked with a browser's
// Accept-Encoding. Bytes on the wire, and whether they were compressed.
function fetchRaw(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } }, (res) => {
        let bytes = 0;
        res.on('data', (c) => (bytes += c.length));
        res.on('end', () => resolve({ status: res.statusCode, bytes, encoding: res.headers['content-encoding'] ?? 'none', cache: res.headers['cache-control'] ?? '' }));
      })
      .on('error', reject);
  });
}
const served = { files: [] };
{
  const prefix = benchPrefix('fe');
  const databaseUrl = await freshDatabase({ corpus: false });
  let api;
  try {
    api = await startApi('frontend-api', { ...appEnv({ databaseUrl, prefix }), SERVE_FRONTEND: 'true' });
    for (const f of [...initialJs, ...initialCss]) served.files.push({ file: f, ...(await fetchRaw(`${api.url}/${f}`)) });
    served.index = await fetchRaw(`${api.url}/`);
  } finally {
    await stopAll([api]);
    await cleanupPrefix(prefix);
    await dropDatabase();
  }
  served.jsBytes = served.files.filter((f) => f.file.endsWith('.js')).reduce((a, f) => a + f.bytes, 0);
  served.encodings = [...new Set(served.files.map((f) => f.encoding))];
}

const initialOk = meets('initialJsGzipKB', initialJsTotal.gzip / 1024);
const tables = [
  printTable(
    'Frontend — initial load (files index.html references, with their static imports); kB = 1024 bytes, gzip -6',
    ['part', 'files', 'raw kB', 'gzip kB', 'brotli kB', 'target', 'verdict'],
    [
      ['initial JS', initialJsTotal.files, kb(initialJsTotal.raw), kb(initialJsTotal.gzip), kb(initialJsTotal.brotli), describeTarget('initialJsGzipKB', ' kB gz'), verdict('initialJsGzipKB', initialJsTotal.gzip / 1024)],
      ['initial CSS', initialCssTotal.files, kb(initialCssTotal.raw), kb(initialCssTotal.gzip), kb(initialCssTotal.brotli), '', ''],
    ],
  ),
  printTable(
    'Frontend — per lazy route (chunks fetched on first visit, beyond the initial ones) and deferred (@defer / import() inside the route)',
    ['route', 'lazy files', 'lazy raw kB', 'lazy gzip kB', 'deferred files', 'deferred gzip kB'],
    routeRows.map((r) => [r.path, r.lazy.files, kb(r.lazy.raw), kb(r.lazy.gzip), r.deferred.files, kb(r.deferred.gzip)]),
  ),
];
tables.push(
  printTable(
    'Frontend — as the API serves it (SERVE_FRONTEND=true, Accept-Encoding: gzip, deflate, br)',
    ['what', 'bytes on the wire kB', 'content-encoding', 'cache-control'],
    [
      ['initial JS', kb(served.jsBytes), served.encodings.join(', '), served.files[0]?.cache ?? ''],
      ['index.html', kb(served.index.bytes), served.index.encoding, ''],
    ],
  ),
);
const largest = [...sizes.entries()].sort((a, b) => b[1].gzip - a[1].gzip).slice(0, 5);
tables.push(
  printTable(
    'Frontend — largest files',
    ['file', 'initial', 'raw kB', 'gzip kB'],
    largest.map(([f, s]) => [f, initialJs.has(f) || initialCss.has(f) ? 'yes' : 'no', kb(s.raw), kb(s.gzip)]),
  ),
);

writeResult('frontend-bundle', {
  builtAt: statSync(join(dir, 'index.html')).mtime.toISOString(),
  targets: { initialJsGzipKB: TARGETS.initialJsGzipKB },
  initial: { js: { ...initialJsTotal, list: [...initialJs] }, css: { ...initialCssTotal, list: [...initialCss] } },
  routes: routeRows,
  served,
  pass: { initialJs: initialOk },
  tables,
});
