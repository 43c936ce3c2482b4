import { Inject, Injectable } from '@nestjs/common';
import { type AppConfig, comparisonStartLimits } from '@juxta/config';
import type { ComparisonRequest } from '@juxta/contracts';
import { type ComparisonEntity, startComparison, type StartOutcome } from '@juxta/persistence';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { WORKER_CONFIG, WORKER_DB } from '../infrastructure/worker-infrastructure.module';

/** Why `start_comparison` refused a start (the owner's limits). */
export type StartRefusal = Exclude<StartOutcome, 'created'>;

export type WatchRunStart = { id: string } | { refused: StartRefusal };

/**
 * Starts a watch's run as a rerun of the comparison before it (the same request, nothing reused),
 * through `start_comparison`: the owner's limits apply exactly as to a rerun they start by hand.
 */
@Injectable()
export class WatchRunStarter {
  constructor(
    @Inject(WORKER_DB) private readonly db: DataSource,
    @Inject(WORKER_CONFIG) private readonly config: AppConfig,
  ) {}

  async start(previous: Pick<ComparisonEntity, 'id' | 'userId' | 'title' | 'query' | 'request' | 'itemNames' | 'isPublic'>): Promise<WatchRunStart> {
    const { basedOn: _reused, ...request }: ComparisonRequest = previous.request;
    const start = { ...previous, id: randomUUID(), request, rerunOf: previous.id };
    const started = await startComparison((sql, params) => this.db.query(sql, params), start, comparisonStartLimits(this.config));
    return started.outcome === 'created' ? { id: start.id } : { refused: started.outcome };
  }
}
