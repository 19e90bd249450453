import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { User } from '../../users/entities/user.entity';

export type OutboxStatus = 'queued' | 'sending' | 'sent' | 'failed';

/**
 * A message waiting to go out, or gone. Written in the same transaction as the event it reports
 * (a payment, a reply), so a message is never lost with a crash and never queued twice (the
 * dedupe key is unique). Workers on every instance claim rows with FOR UPDATE SKIP LOCKED.
 */
@Entity('mail_outbox')
@Index('IDX_mail_outbox_due', ['status', 'nextAttemptAt'])
export class MailOutboxMessage {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** What the message is about (receipt, renewal_reminder …); for logs and the operator. */
  @Column({ type: 'varchar', length: 40 })
  kind!: string;

  /** One message per event: the same key queued again is ignored. */
  @Index('UQ_mail_outbox_dedupe_key', { unique: true })
  @Column({ name: 'dedupe_key', type: 'varchar', length: 200 })
  dedupeKey!: string;

  /** The user it concerns: deleting the account deletes their messages. */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId!: string | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'user_id' })
  user?: User | null;

  @Column({ type: 'varchar', length: 320 })
  recipient!: string;

  @Column({ name: 'reply_to', type: 'varchar', length: 320, nullable: true })
  replyTo!: string | null;

  @Column({ type: 'varchar', length: 300 })
  subject!: string;

  @Column({ type: 'text' })
  text!: string;

  @Column({ type: 'text' })
  html!: string;

  /** Fixed when queued, so a resend after a crash mid-send carries the same Message-ID. */
  /** Extra header fields (a digest's List-Unsubscribe and List-Unsubscribe-Post), or null. */
  @Column({ type: 'jsonb', nullable: true })
  headers!: Record<string, string> | null;

  @Column({ name: 'message_id', type: 'varchar', length: 200 })
  messageId!: string;

  @Column({ type: 'varchar', length: 12, default: 'queued' })
  status!: OutboxStatus;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ name: 'next_attempt_at', type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt!: Date;

  /** A claimed message whose worker died is claimable again after this. */
  @Column({ name: 'locked_until', type: 'timestamptz', nullable: true })
  lockedUntil!: Date | null;

  @Column({ name: 'last_error', type: 'varchar', length: 1000, nullable: true })
  lastError!: string | null;

  /** Where it went: the SMTP server's answer, or the .eml file written in development. */
  @Column({ name: 'delivery', type: 'varchar', length: 1000, nullable: true })
  delivery!: string | null;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
