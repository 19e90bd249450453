import { Column, CreateDateColumn } from 'typeorm';

/** Where a message of an outbox stands; a table may add its own end states. */
export type OutboxStatus = 'queued' | 'sending' | 'sent' | 'failed';

/**
 * The delivery columns every outbox table has (see outbox.ts): what the claim, the retries and
 * the operator read. An entity extends it and adds what it sends.
 */
export abstract class OutboxDeliveryColumns<Status extends string = OutboxStatus> {
  @Column({ type: 'varchar', length: 12, default: 'queued' })
  status!: Status;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ name: 'next_attempt_at', type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt!: Date;

  /** A claimed message whose worker died is claimable again after this. */
  @Column({ name: 'locked_until', type: 'timestamptz', nullable: true })
  lockedUntil!: Date | null;

  @Column({ name: 'last_error', type: 'varchar', length: 1000, nullable: true })
  lastError!: string | null;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
