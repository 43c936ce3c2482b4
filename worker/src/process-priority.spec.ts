import { spawnSync } from 'node:child_process';
import { getPriority } from 'node:os';
import { join } from 'node:path';

describe('lowerProcessPriority', () => {
  // In a child process: niceness cannot be raised back, and Jest's own process must keep its own.
  const run = (nice: number) => {
    const script = `
      require('ts-node').register({ transpileOnly: true, compilerOptions: { module: 'commonjs' } });
      const { readdirSync } = require('node:fs');
      const { getPriority } = require('node:os');
      const { lowerProcessPriority } = require(${JSON.stringify(join(__dirname, 'process-priority.ts'))});
      const main = lowerProcessPriority(${nice});
      const threads = readdirSync('/proc/self/task').map((t) => getPriority(Number(t)));
      console.log(JSON.stringify({ main, threads }));
    `;
    const out = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
    if (out.status !== 0) throw new Error(out.stderr);
    return JSON.parse(out.stdout.trim()) as { main: number; threads: number[] };
  };

  it('lowers the priority of every thread of the process, not only the main one', () => {
    const { main, threads } = run(10);
    expect(main).toBe(10);
    expect(threads.length).toBeGreaterThan(1);
    expect(threads.every((n) => n >= 10)).toBe(true);
  });

  it('never raises a priority: at niceness 0 the process keeps the one it started with', () => {
    const { main } = run(0);
    expect(main).toBe(getPriority());
  });
});
