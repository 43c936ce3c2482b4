import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { DocumentBoundError, DocumentReaderBusyError, DocumentUnreadableError } from './document-errors';
import type { DocumentReply, DocumentRequest } from './document-request';
import { formatBytes, formatSeconds } from './format-bound';

/** The bounds of a DocumentReaderPool; every one has a default suited to an API process. */
export interface DocumentReaderOptions {
  /** Documents read at once per process (2). */
  concurrency?: number;
  /** Documents waiting for a reader before more are refused as busy (16). */
  queueLimit?: number;
  /** Longest one document may take (15 s); past it the child is killed. */
  timeoutMs?: number;
  /** Resident memory one child may reach (512 MB); past it the child is killed. */
  memoryBytes?: number;
  /** HTML elements a page may open before any tree is built (50,000). */
  maxElements?: number;
}

interface Child {
  process: ChildProcess;
  jobs: number;
  idleTimer?: NodeJS.Timeout;
}

interface Envelope {
  id: number;
  reply: DocumentReply;
}

const CHILD_HEAP_MB = 384;
const IDLE_MS = 30_000;
const JOBS_PER_CHILD = 50;
// A child that grew past this while reading is not kept: its memory goes back to the system.
const RECYCLE_RSS_BYTES = 256 * 1024 * 1024;
const WATCH_INTERVAL_MS = 25;
const PAGE_BYTES = 4096;

/**
 * Reads hostile documents (HTML, PDF) in child processes: a few at once per process, the rest
 * queued (bounded; beyond it DocumentReaderBusyError), each bounded in time and resident memory
 * by a watchdog that kills its child, so neither a slow page nor a decompression bomb reaches
 * the caller's event loop or heap. Idle children are reused for a while, then exit.
 */
export class DocumentReaderPool {
  readonly maxElements: number;
  private readonly concurrency: number;
  private readonly queueLimit: number;
  private readonly timeoutMs: number;
  private readonly memoryBytes: number;
  private readonly idle: Child[] = [];
  private readonly waiting: Array<() => void> = [];
  private running = 0;
  private nextId = 1;

  constructor(options: DocumentReaderOptions = {}) {
    this.concurrency = options.concurrency ?? 2;
    this.queueLimit = options.queueLimit ?? 16;
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.memoryBytes = options.memoryBytes ?? 512 * 1024 * 1024;
    this.maxElements = options.maxElements ?? 50_000;
  }

  /** The main text (and title) of an HTML page; throws DocumentBoundError past a bound. */
  async readHtml(body: Uint8Array, contentType: string, url: string): Promise<{ title?: string; text: string }> {
    return this.read({ kind: 'html', body, contentType, url, maxElements: this.maxElements });
  }

  /** A PDF's text; throws DocumentBoundError when it yields more than `maxTextBytes`. */
  async readPdf(body: Uint8Array, maxTextBytes: number): Promise<{ text: string }> {
    const reply = await this.read({ kind: 'pdf', body, maxTextBytes });
    return { text: reply.text };
  }

  /** Ends every idle child (running ones end with their document). */
  close(): void {
    for (const child of this.idle.splice(0)) this.kill(child);
  }

  private async read(request: DocumentRequest): Promise<{ title?: string; text: string }> {
    await this.acquire();
    try {
      const reply = await this.run(request);
      if (reply.ok) return { title: reply.title, text: reply.text };
      if (reply.bound === 'text' && request.kind === 'pdf') {
        throw new DocumentBoundError('text', `it yields more than ${formatBytes(request.maxTextBytes)} of text`);
      }
      if (reply.bound) throw new DocumentBoundError(reply.bound, reply.error);
      throw new DocumentUnreadableError(reply.error);
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.running < this.concurrency) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.queueLimit) return Promise.reject(new DocumentReaderBusyError(5));
    // The slot is handed over by release(), so running never exceeds concurrency.
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }

  private run(request: DocumentRequest): Promise<DocumentReply> {
    const child = this.idle.pop() ?? this.spawn();
    clearTimeout(child.idleTimer);
    child.jobs += 1;
    const id = this.nextId++;
    return new Promise<DocumentReply>((resolve) => {
      let peakRss = 0;
      let finished = false;
      const finish = (reply: DocumentReply, healthy: boolean): void => {
        if (finished) return;
        finished = true;
        clearTimeout(deadline);
        clearInterval(watchdog);
        child.process.off('message', onMessage);
        child.process.off('exit', onExit);
        if (healthy && peakRss < RECYCLE_RSS_BYTES && child.jobs < JOBS_PER_CHILD && child.process.connected) this.park(child);
        else this.kill(child);
        resolve(reply);
      };
      const onMessage = (message: Envelope): void => {
        if (message.id === id) finish(message.reply, true);
      };
      const onExit = (): void => {
        // A heap past --max-old-space-size ends the child itself.
        finish({ ok: false, error: 'the reader stopped (it ran out of memory or crashed)' }, false);
      };
      const deadline = setTimeout(() => {
        finish({ ok: false, bound: 'time', error: `it took longer than ${formatSeconds(this.timeoutMs)} to read` }, false);
      }, this.timeoutMs);
      const watchdog = setInterval(() => {
        peakRss = Math.max(peakRss, residentBytes(child.process.pid));
        if (peakRss > this.memoryBytes) finish({ ok: false, bound: 'memory', error: `reading it needs more than ${formatBytes(this.memoryBytes)} of memory` }, false);
      }, WATCH_INTERVAL_MS);
      child.process.on('message', onMessage);
      child.process.once('exit', onExit);
      child.process.send({ id, request }, (err) => {
        if (err) finish({ ok: false, error: 'the reader could not be started' }, false);
      });
    });
  }

  private spawn(): Child {
    const entry = join(__dirname, `document-reader.child${extname(__filename)}`);
    // From the TypeScript sources (tests, development) the child is transpiled by ts-node.
    const fromSources = entry.endsWith('.ts');
    const args = [`--max-old-space-size=${CHILD_HEAP_MB}`, ...(fromSources ? ['-r', require.resolve('ts-node/register/transpile-only')] : []), entry];
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, NODE_ENV: process.env.NODE_ENV };
    if (fromSources) {
      env.TS_NODE_SKIP_PROJECT = 'true';
      env.TS_NODE_COMPILER_OPTIONS = JSON.stringify({ module: 'commonjs', target: 'es2022', esModuleInterop: true });
    }
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'ignore', 'ipc'], serialization: 'advanced', env });
    // Idle children never keep the process alive; a running document has its own timer.
    child.unref();
    child.channel?.unref();
    child.on('error', () => undefined);
    preferForOomKiller(child.pid);
    const slot: Child = { process: child, jobs: 0 };
    // A child that dies while idle (killed from outside) is never handed a document.
    child.once('exit', () => this.forget(slot));
    return slot;
  }

  private park(child: Child): void {
    child.idleTimer = setTimeout(() => {
      this.forget(child);
      this.kill(child);
    }, IDLE_MS);
    child.idleTimer.unref();
    this.idle.push(child);
  }

  private forget(child: Child): void {
    clearTimeout(child.idleTimer);
    const index = this.idle.indexOf(child);
    if (index >= 0) this.idle.splice(index, 1);
  }

  private kill(child: Child): void {
    clearTimeout(child.idleTimer);
    if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill('SIGKILL');
  }
}

/**
 * Where memory is capped for the whole container (a cgroup), the kernel's OOM killer then picks
 * a reader child rather than the API or worker it serves. Linux only; a no-op elsewhere.
 */
function preferForOomKiller(pid: number | undefined): void {
  if (!pid) return;
  try {
    writeFileSync(`/proc/${pid}/oom_score_adj`, '1000');
  } catch {
    // No /proc, or a sandbox that forbids it: the watchdog still bounds the child.
  }
}

/** The child's resident memory from /proc (0 where there is no /proc: then only its heap limit holds). */
function residentBytes(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const resident = Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
    return Number.isFinite(resident) ? resident * PAGE_BYTES : 0;
  } catch {
    return 0;
  }
}

let shared: DocumentReaderPool | undefined;

/** The process's one pool, so every caller together stays within its bounds. */
export function sharedDocumentReader(): DocumentReaderPool {
  shared ??= new DocumentReaderPool();
  return shared;
}
