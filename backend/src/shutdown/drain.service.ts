import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '@juxta/config';
import type { Response } from 'express';
import { APP_CONFIG } from '../common/infrastructure/app-config.provider';

/** The `retry:` an SSE client is given before its stream is closed for a drain: reconnect soon, elsewhere. */
export const DRAIN_RECONNECT_MS = 1000;

/**
 * The API's graceful shutdown. On SIGTERM (Nest calls beforeApplicationShutdown before it closes
 * the HTTP server) draining starts: readiness answers 503, every response says `Connection:
 * close`, open progress streams get a `retry:` and are closed so their clients resume with
 * Last-Event-ID on another instance, and new streams are refused (see drain.middleware). The
 * server keeps listening for the drain delay, long enough for a proxy to stop sending here and
 * to close its idle keep-alive connections itself (one it reused as we closed it would fail a
 * POST), then Nest closes the server, which waits for requests in flight.
 */
@Injectable()
export class DrainService implements BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('Drain');
  private startedAt: number | undefined;
  private readonly streams = new Set<Response>();
  /** One 'close' handler for every stream (EventEmitter calls it with the response as `this`): no closure per stream. */
  private readonly forgetStream: (this: Response) => void;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const streams = this.streams;
    this.forgetStream = function (this: Response) {
      streams.delete(this);
    };
  }

  get draining(): boolean {
    return this.startedAt !== undefined;
  }

  /** Open SSE streams that a drain would hand over (for tests and metrics). */
  streamCount(): number {
    return this.streams.size;
  }

  /**
   * Registers an open SSE response: when draining starts (at once if it has) it is told to
   * reconnect and closed; its own 'close' handlers clean up as for any client that left.
   */
  handOver(res: Response): void {
    if (res.writableEnded || res.destroyed) return;
    if (this.draining) return cut(res);
    this.streams.add(res);
    res.on('close', this.forgetStream);
  }

  async beforeApplicationShutdown(signal?: string): Promise<void> {
    if (this.draining) return;
    this.startedAt = Date.now();
    const { drainDelayMs, graceMs } = this.config.shutdown;
    // However a signal's drain goes, the process ends within its grace period (before an
    // orchestrator's SIGKILL). Only for a signal: an app closed in-process (tests, a host embedding
    // the API) must not take the whole process down seconds later.
    if (signal !== undefined) {
      setTimeout(() => {
        this.logger.error(`drain took longer than ${graceMs} ms; exiting with requests still open`);
        process.exit(1);
      }, graceMs).unref();
    }
    this.logger.log(`${signal ?? 'shutdown'}: draining ${this.streams.size} streams, listening ${drainDelayMs} ms more`);
    for (const res of [...this.streams]) cut(res);
    this.streams.clear();
    if (drainDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, drainDelayMs));
  }

  onApplicationShutdown(): void {
    if (this.startedAt !== undefined) this.logger.log(`drained in ${Date.now() - this.startedAt} ms`);
  }
}

/** Tells an SSE client to come back after DRAIN_RECONNECT_MS and ends the response. */
function cut(res: Response): void {
  if (res.writableEnded || res.destroyed) return;
  res.write(`retry: ${DRAIN_RECONNECT_MS}\n\n`);
  res.end();
}
