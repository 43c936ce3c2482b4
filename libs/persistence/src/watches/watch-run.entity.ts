import type { WatchChangeDetail, WatchRunOutcome } from '@juxta/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One scheduled run of a watch: how it ended and what changed since the run before. */
@Entity({ name: 'watch_runs' })
export class WatchRunEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** The watched comparison. */
  @Column({ name: 'comparison_id', type: 'uuid' })
  comparisonId!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  /** The comparison the run made (null for a skipped run, or once deleted). */
  @Column({ name: 'run_comparison_id', type: 'uuid', nullable: true })
  runComparisonId!: string | null;

  @Column({ type: 'text' })
  outcome!: WatchRunOutcome;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  changes!: WatchChangeDetail[];

  @Column({ type: 'text', nullable: true })
  message!: string | null;

  @Column({ name: 'read_at', type: 'timestamptz', nullable: true })
  readAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
