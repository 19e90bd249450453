import { Column, Entity, PrimaryColumn } from 'typeorm';

export type ScheduledRunStatus = 'running' | 'succeeded' | 'failed';

/**
 * One run of one scheduled job for one period (its run key: a day, an hour). The primary key is the
 * claim: whichever instance inserts the row first runs the job, every other instance sees the row
 * and does nothing. A run whose heartbeat has gone stale (its process died) may be claimed again.
 */
@Entity('scheduled_runs')
export class ScheduledRun {
  @PrimaryColumn({ type: 'varchar', length: 80 })
  job!: string;

  @PrimaryColumn({ name: 'run_key', type: 'varchar', length: 80 })
  runKey!: string;

  @Column({ type: 'varchar', length: 16 })
  status!: ScheduledRunStatus;

  /** A random token per claim: only the claimant may beat the heart of, or finish, its run. */
  @Column({ name: 'claim_token', type: 'uuid' })
  claimToken!: string;

  /** How many times the run was claimed: above 1 means a crashed run was resumed. */
  @Column({ type: 'int', default: 1 })
  attempts!: number;

  @Column({ name: 'started_at', type: 'timestamptz' })
  startedAt!: Date;

  @Column({ name: 'heartbeat_at', type: 'timestamptz' })
  heartbeatAt!: Date;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt!: Date | null;

  @Column({ type: 'text', nullable: true })
  error!: string | null;
}

export const scheduledRunEntities = [ScheduledRun];
