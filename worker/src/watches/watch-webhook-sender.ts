import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '@juxta/config';
import type { WatchWebhookBody } from '@juxta/contracts';
import type { WatchWebhookJobData } from '@juxta/messaging';
import { ComparisonEntity, WatchEntity, WatchRunEntity } from '@juxta/persistence';
import { postWebhook, vetWebhookUrl } from '@juxta/providers';
import { UnrecoverableError } from 'bullmq';
import { createHmac } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { WORKER_CONFIG, WORKER_DB } from '../infrastructure/worker-infrastructure.module';

const WEBHOOK_TIMEOUT_MS = 10_000;

/** The signature header's value: `sha256=` and the hex HMAC-SHA256 of the exact body with the watch's secret. */
export function webhookSignature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/**
 * Delivers one run's changes to its watch's webhook: a signed JSON POST to the vetted, pinned addresses. A failed delivery (no
 * answer, or not 2xx) throws, so BullMQ retries it with backoff; a URL the address policy refuses
 * now (its name resolves elsewhere since it was saved) is not retried. Redirects are not followed.
 */
@Injectable()
export class WatchWebhookSender {
  constructor(
    @Inject(WORKER_DB) private readonly db: DataSource,
    @Inject(WORKER_CONFIG) private readonly config: AppConfig,
  ) {}

  async deliver({ comparisonId, watchRunId }: WatchWebhookJobData): Promise<string> {
    const watch = await this.db
      .getRepository(WatchEntity)
      .createQueryBuilder('w')
      .addSelect('w.webhookSecret')
      .where('w.comparison_id = :comparisonId', { comparisonId })
      .getOne();
    const run = await this.db.getRepository(WatchRunEntity).findOneBy({ id: watchRunId });
    if (!watch?.webhookUrl || !watch.webhookSecret || !run?.runComparisonId) return 'no webhook';
    // Vetted again now (the name may resolve elsewhere since it was saved), and the connection pinned to what was vetted.
    const vetted = await vetWebhookUrl(watch.webhookUrl, this.config.research.pageReaderAllowPrivate);
    if ('problem' in vetted) throw new UnrecoverableError(vetted.problem);
    const comparison = await this.db.getRepository(ComparisonEntity).findOne({ where: { id: run.runComparisonId }, select: { id: true, slug: true } });
    const payload: WatchWebhookBody = {
      event: 'comparison.changed',
      comparisonId,
      runComparisonId: run.runComparisonId,
      url: `${this.config.publicUrl}/compare/${comparison?.slug ?? run.runComparisonId}`,
      changes: run.changes,
      at: run.createdAt.toISOString(),
    };
    const body = JSON.stringify(payload);
    const status = await postWebhook(
      vetted.url,
      vetted.addresses,
      body,
      {
        'content-type': 'application/json',
        'user-agent': 'Juxta-Webhook',
        'x-juxta-event': payload.event,
        'x-juxta-delivery': watchRunId,
        'x-juxta-signature': webhookSignature(watch.webhookSecret, body),
      },
      WEBHOOK_TIMEOUT_MS,
    );
    if (status < 200 || status >= 300) throw new Error(`The webhook answered ${status}.`);
    return `delivered (${status})`;
  }
}
