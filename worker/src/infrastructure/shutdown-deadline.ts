import { type BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '@juxta/config';
import { WORKER_CONFIG } from './worker-infrastructure.module';

/**
 * Ends the worker within `SHUTDOWN_GRACE_SECONDS` of a signal. Closing a BullMQ worker waits for
 * Redis, so while Redis is unreachable a stop would hang until the orchestrator's SIGKILL (or for
 * ever under a plain supervisor). Nothing is lost by exiting: a job still held is retried by
 * another worker once its lock expires.
 */
@Injectable()
export class ShutdownDeadline implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Shutdown');

  constructor(@Inject(WORKER_CONFIG) private readonly config: AppConfig) {}

  beforeApplicationShutdown(signal?: string): void {
    // Closed in-process (tests, a host embedding the worker): not this process to end.
    if (signal === undefined) return;
    const { graceMs } = this.config.shutdown;
    setTimeout(() => {
      this.logger.error(`${signal}: the worker did not close within ${graceMs} ms (is Redis reachable?); exiting`);
      process.exit(1);
    }, graceMs).unref();
  }
}
