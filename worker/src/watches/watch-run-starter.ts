import { Inject, Injectable } from '@nestjs/common';
import { type AppConfig, comparisonStartLimits } from '@juxta/config';
import { comparisonSlug, type ComparisonRequest } from '@juxta/contracts';
import type { ComparisonEntity } from '@juxta/persistence';
import { randomUUID } from 'node:crypto';
import { type DataSource, QueryFailedError } from 'typeorm';
import { WORKER_CONFIG, WORKER_DB } from '../infrastructure/worker-infrastructure.module';

const START_COMPARISON = 'SELECT outcome FROM start_comparison($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)';

/** Why `start_comparison` refused a start (the owner's limits). */
export type StartRefusal = 'active-limit' | 'hourly-limit' | 'daily-limit';

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
    const id = randomUUID();
    const { basedOn: _reused, ...request }: ComparisonRequest = previous.request;
    for (const suffixLength of [8, 12, 32]) {
      const slug = comparisonSlug(previous.itemNames, id, suffixLength);
      try {
        const [started] = (await this.db.query(START_COMPARISON, [
          id,
          previous.userId,
          previous.title,
          previous.query,
          slug,
          JSON.stringify(request),
          previous.itemNames,
          previous.isPublic,
          previous.id,
          ...comparisonStartLimits(this.config),
        ])) as { outcome: 'created' | StartRefusal }[];
        return started.outcome === 'created' ? { id } : { refused: started.outcome };
      } catch (err) {
        const code = err instanceof QueryFailedError ? (err as QueryFailedError & { code?: string }).code : undefined;
        if (code === '23505') continue; // the slug is taken: a longer one
        throw err;
      }
    }
    throw new Error('could not find a free slug');
  }
}
