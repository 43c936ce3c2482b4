import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '@juxta/config';
import { recordModelReachability } from '@juxta/messaging';
import { probeLanguageModel } from '@juxta/providers';
import type Redis from 'ioredis';
import { WORKER_CONFIG, WORKER_REDIS } from '../infrastructure/worker-infrastructure.module';
import { PeriodicCheck } from './periodic-check';

/**
 * With a model configured (RESEARCH_ANALYST=auto or llm): checks at start and every
 * SEARCH_PROBE_INTERVAL_SECONDS whether it answers. With `auto`, comparisons are read by the model
 * only while it did; the state goes to Redis for the API's capabilities.
 */
@Injectable()
export class ModelProbe implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('ModelProbe');
  private state: { reachable: boolean; reason?: string } | undefined;
  private readonly periodic = new PeriodicCheck(() => this.probe());

  constructor(
    @Inject(WORKER_CONFIG) private readonly config: AppConfig,
    @Inject(WORKER_REDIS) private readonly redis: Redis,
  ) {}

  /** Whether the last probe reached the model (false before the first, or with none configured). */
  reachable(): boolean {
    return this.state?.reachable ?? false;
  }

  /** Why the last probe did not reach the model, in plain words. */
  unreachableReason(): string | undefined {
    return this.state?.reachable === false ? this.state.reason : undefined;
  }

  async onModuleInit(): Promise<void> {
    if (!this.config.llm.configured) return;
    await this.periodic.start(this.config.research.probe.intervalMs);
  }

  onApplicationShutdown(): void {
    this.periodic.stop();
  }

  /** Probes the model once (calls made meanwhile share the probe in flight). */
  check(): Promise<void> {
    return this.periodic.check();
  }

  private async probe(): Promise<void> {
    const { llm, research } = this.config;
    const model = llm.configured;
    if (!model) return;
    const anthropic = model.provider === 'anthropic';
    const found = await probeLanguageModel({
      provider: model.provider,
      baseUrl: anthropic ? llm.anthropicBaseUrl : llm.baseUrl,
      apiKey: anthropic ? llm.anthropicApiKey : llm.apiKey,
      model: model.name,
      timeoutMs: research.probe.timeoutMs,
    });
    if (found.reachable !== this.state?.reachable) {
      this.logger.log(found.reachable ? `the model ${model.name} answers` : `the model ${model.name} is not reachable: ${found.reason}`);
    }
    this.state = found;
    // Kept a little over two probe intervals: with no worker probing, the API reports "unknown".
    const ttlSeconds = Math.ceil((research.probe.intervalMs * 2 + research.probe.timeoutMs) / 1000) + 5;
    await recordModelReachability(this.redis, this.config.redisPrefix, { model: model.name, reachable: found.reachable }, ttlSeconds).catch((err: Error) =>
      this.logger.warn(`could not record the model probe's result: ${err.message}`),
    );
  }
}
