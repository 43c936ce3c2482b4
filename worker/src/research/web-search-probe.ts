import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '@juxta/config';
import { recordReachability } from '@juxta/messaging';
import { probeMediaWiki } from '@juxta/providers';
import type Redis from 'ioredis';
import { WORKER_CONFIG, WORKER_REDIS } from '../infrastructure/worker-infrastructure.module';
import { PeriodicCheck } from './periodic-check';

/**
 * RESEARCH_SEARCH=auto: checks at start and every SEARCH_PROBE_INTERVAL_SECONDS whether the web
 * providers answer within SEARCH_PROBE_TIMEOUT_MS. Comparisons use only the ones that did, so an
 * offline server never waits on a provider timeout; the state goes to Redis for the API.
 */
@Injectable()
export class WebSearchProbe implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('WebSearchProbe');
  private reachable: string[] = [];
  private readonly periodic = new PeriodicCheck(() => this.probeAll());
  private logged = false;

  constructor(
    @Inject(WORKER_CONFIG) private readonly config: AppConfig,
    @Inject(WORKER_REDIS) private readonly redis: Redis,
  ) {}

  /** The web providers the last probe reached (always empty unless RESEARCH_SEARCH=auto). */
  reachableProviders(): string[] {
    return this.reachable;
  }

  /** Every provider a comparison started now searches. */
  providersInUse(): string[] {
    return [...this.config.research.search, ...this.reachable];
  }

  async onModuleInit(): Promise<void> {
    if (this.config.research.autoWeb.length === 0) return;
    await this.periodic.start(this.config.research.probe.intervalMs);
  }

  onApplicationShutdown(): void {
    this.periodic.stop();
  }

  /** Probes every auto web provider once (calls made meanwhile share the probe in flight). */
  check(): Promise<void> {
    return this.periodic.check();
  }

  private async probeAll(): Promise<void> {
    const { autoWeb, probe } = this.config.research;
    const state: Record<string, boolean> = {};
    for (const name of autoWeb) {
      // Only Wikipedia is automatic: the other web providers need a key or a URL, i.e. an explicit choice.
      state[name] = await probeMediaWiki(this.config.providers.wikipediaUrl, { timeoutMs: probe.timeoutMs });
    }
    const now = autoWeb.filter((name) => state[name]);
    if (now.join(',') !== this.reachable.join(',') || !this.logged) {
      this.logged = true;
      const down = autoWeb.filter((name) => !state[name]);
      this.logger.log(
        `research searches ${[...this.config.research.search, ...now].join(' + ')}` +
          (down.length ? ` (${down.join(', ')} not reachable within ${probe.timeoutMs} ms at ${this.config.providers.wikipediaUrl})` : ''),
      );
    }
    this.reachable = now;
    // Kept a little over two probe intervals: with no worker probing, the API reports "unknown".
    const ttlSeconds = Math.ceil((probe.intervalMs * 2 + probe.timeoutMs) / 1000) + 5;
    await recordReachability(this.redis, this.config.redisPrefix, state, ttlSeconds).catch((err: Error) =>
      this.logger.warn(`could not record the probe's result: ${err.message}`),
    );
  }
}
