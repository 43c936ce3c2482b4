import { execFileSync } from 'node:child_process';

/** What loading a package costs a fresh worker process: time and memory before it reads a word. */
export interface StartUpCost {
  name: string;
  loadMs: number;
  rssMb: number;
  heapMb: number;
}

const LOADERS: Record<string, string> = {
  'wink-nlp + wink-eng-lite-web-model': "const w = require('wink-nlp')(require('wink-eng-lite-web-model')); w.readDoc('Warm up.').out();",
  compromise: "const c = require('compromise'); c('Warm up.').json();",
};

/** Loads each package in a fresh Node process and reports the time and the memory it added. */
export function startUpCosts(): StartUpCost[] {
  return Object.entries(LOADERS).map(([name, load]) => {
    const script = `
      global.gc?.(); const m0 = process.memoryUsage(); const t0 = process.hrtime.bigint();
      ${load}
      const ms = Number(process.hrtime.bigint() - t0) / 1e6; global.gc?.(); const m1 = process.memoryUsage();
      console.log(JSON.stringify({ ms, rss: (m1.rss - m0.rss) / 2 ** 20, heap: (m1.heapUsed - m0.heapUsed) / 2 ** 20 }));`;
    const out = JSON.parse(execFileSync(process.execPath, ['--expose-gc', '-e', script], { encoding: 'utf8' })) as { ms: number; rss: number; heap: number };
    return { name, loadMs: out.ms, rssMb: out.rss, heapMb: out.heap };
  });
}
