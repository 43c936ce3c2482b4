import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { ComparisonData } from '@juxta/contracts';
import { join } from 'node:path';
import { Piscina } from 'piscina';
import { ServiceUnavailableError } from '../../common/errors/app-errors';
import type { PdfRenderTask } from './pdf-render.task';

/** PDFs rendered at once per API process, each in a thread of its own. */
export const PDF_RENDER_THREADS = 2;
/** Exports waiting for a thread; beyond them an export is refused with 503 at once rather than queued for long. */
export const PDF_RENDER_QUEUE = 8;
const ROOT = join(__dirname, '../../../..');
/** A render thread left idle this long exits (fonts and pdfkit cost it ~40 MB). */
const IDLE_MS = 60_000;

/** The task's file: compiled JavaScript in a build; under ts-jest, the TypeScript source loaded through ts-node. */
const TASK_FILE = join(__dirname, `pdf-render.task${__filename.endsWith('.ts') ? '.ts' : '.js'}`);

/** The refusal when every thread is busy and the queue is full. */
export class PdfExportBusyError extends ServiceUnavailableError {
  constructor() {
    super('Too many PDF exports are being made right now. Try again in a few seconds.');
  }
}

/**
 * PDF exports off the event loop: a 10 × 10 comparison's layout costs ~0.3 s of CPU, which on the
 * main thread held every other request (four at once held /api/health over a second). At most
 * PDF_RENDER_THREADS render at once per process, PDF_RENDER_QUEUE wait, the rest get 503.
 */
@Injectable()
export class PdfRenderPool implements OnApplicationShutdown {
  private readonly pool = new Piscina<PdfRenderTask, Uint8Array>({
    filename: TASK_FILE,
    minThreads: 0,
    maxThreads: PDF_RENDER_THREADS,
    maxQueue: PDF_RENDER_QUEUE,
    idleTimeout: IDLE_MS,
    // A comparison is bounded (10 items, their texts), so is its PDF: a runaway render cannot take the API's memory.
    resourceLimits: { maxOldGenerationSizeMb: 256 },
    // From the sources, the thread needs ts-node and the @juxta/* paths (the renderer imports @juxta/contracts' wording).
    ...(TASK_FILE.endsWith('.ts')
      ? { execArgv: ['-r', 'ts-node/register/transpile-only', '-r', join(ROOT, 'eval/register-paths.js')], env: { ...process.env, TS_NODE_PROJECT: join(ROOT, 'tsconfig.spec.json') } }
      : {}),
  });

  /** The comparison as a PDF, rendered in a thread; PdfExportBusyError (503) when the pool and its queue are full. */
  async render(data: ComparisonData, pageUrl: string): Promise<Buffer> {
    if (this.pool.queueSize >= PDF_RENDER_QUEUE) throw new PdfExportBusyError();
    const pdf = await this.pool.run({ data, pageUrl }).catch((err: unknown) => {
      // Piscina's own refusal when the queue filled up between the check and the run.
      throw err instanceof Error && /queue is at limit/i.test(err.message) ? new PdfExportBusyError() : err;
    });
    return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.destroy();
  }
}
