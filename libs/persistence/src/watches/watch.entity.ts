import type { WatchFrequency } from '@juxta/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A comparison its owner watches: researched again on a schedule (a BullMQ job scheduler with the comparison's id). */
@Entity({ name: 'watches' })
export class WatchEntity {
  @PrimaryColumn({ name: 'comparison_id', type: 'uuid' })
  comparisonId!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'text' })
  frequency!: WatchFrequency;

  @Column({ name: 'webhook_url', type: 'text', nullable: true })
  webhookUrl!: string | null;

  /** Signs the webhook bodies (HMAC-SHA256); shown to the owner once, never logged. */
  @Column({ name: 'webhook_secret', type: 'text', nullable: true, select: false })
  webhookSecret!: string | null;

  /** The newest run (a rerun comparison); the next run is compared with it. */
  @Column({ name: 'latest_comparison_id', type: 'uuid', nullable: true })
  latestComparisonId!: string | null;

  @Column({ name: 'last_run_at', type: 'timestamptz', nullable: true })
  lastRunAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
