import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { createLogDestination, LOG_BATCH_BYTES, type LogDestination } from './log-destination';

describe('the batched log destination', () => {
  let dir: string;
  let file: string;
  let dest: LogDestination;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'juxta-log-'));
    file = join(dir, 'out.log');
    dest = createLogDestination(file);
  });
  afterEach(() => {
    dest.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const written = () => readFileSync(file, 'utf8');
  async function until(condition: () => boolean): Promise<void> {
    for (let i = 0; i < 150 && !condition(); i++) await new Promise((r) => setTimeout(r, 20));
  }

  it('keeps a few lines back, then writes every one of them, in order, within about a second', async () => {
    await new Promise((r) => dest.once('ready', r));
    const log = pino(dest);
    for (let i = 0; i < 3; i++) log.info({ n: i }, 'request completed');
    expect(written()).toBe('');
    await until(() => written().split('\n').length > 3);
    expect(written().trim().split('\n').map((l) => JSON.parse(l).n)).toEqual([0, 1, 2]);
  });

  it('writes a full batch at once, and whatever waits on a synchronous flush (as at exit)', async () => {
    await new Promise((r) => dest.once('ready', r));
    const line = `${'x'.repeat(200)}\n`;
    const batch = Math.ceil(LOG_BATCH_BYTES / line.length) + 1;
    for (let i = 0; i < batch; i++) dest.write(line);
    // Read once the write has returned: a read during the write syscall can see only its first page.
    const writing = () => (dest as unknown as { _writing: boolean })._writing;
    await until(() => written().length > 0 && !writing());
    expect(written().length).toBeGreaterThan(LOG_BATCH_BYTES);
    dest.write('last\n');
    await until(() => !writing());
    dest.flushSync();
    expect(written().endsWith('last\n')).toBe(true);
    expect(written().split('\n').length).toBe(batch + 2);
  });
});
