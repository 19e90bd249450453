import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { OutboxDeliveryColumns } from '../../common/outbox/outbox-delivery.columns';

/**
 * A message waiting to go out, or gone. Written in the same transaction as the event it reports
 * (a payment, a reply), so a message is never lost with a crash and never queued twice (the
 * dedupe key is unique). Workers on every instance claim rows with FOR UPDATE SKIP LOCKED.
 */
@Entity('mail_outbox')
@Index('IDX_mail_outbox_due', ['status', 'nextAttemptAt'])
export class MailOutboxMessage extends OutboxDeliveryColumns {
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

  // The foreign key to users, by name rather than by class: users' row is theirs and never loaded here.
  @ManyToOne('User', { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'user_id' })
  user?: unknown;

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

  /** Extra header fields (a digest's List-Unsubscribe and List-Unsubscribe-Post), or null. */
  @Column({ type: 'jsonb', nullable: true })
  headers!: Record<string, string> | null;

  /** Fixed when queued, so a resend after a crash mid-send carries the same Message-ID. */
  @Column({ name: 'message_id', type: 'varchar', length: 200 })
  messageId!: string;

  /** Where it went: the SMTP server's answer, or the .eml file written in development. */
  @Column({ name: 'delivery', type: 'varchar', length: 1000, nullable: true })
  delivery!: string | null;
}
