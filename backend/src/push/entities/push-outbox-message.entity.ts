import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { OutboxDeliveryColumns, type OutboxStatus } from '../../common/outbox/outbox-delivery.columns';
import { PushSubscription } from './push-subscription.entity';

/** `gone`: the push service said the subscription no longer exists (404/410), or the user removed it. */
export type PushOutboxStatus = OutboxStatus | 'gone';

/** What the service worker shows: see frontend/public/push-handler.js. */
export interface PushPayload {
  title: string;
  body: string;
  /** Groups a stock's notifications: a newer one replaces the older on the lock screen. */
  tag: string;
  /** The app path a tap opens. */
  url: string;
}

/**
 * A push waiting to go to one device, or gone. Queued in the transaction of the event it reports
 * (the after-close run) and sent like the mail outbox: claimed with FOR UPDATE SKIP LOCKED by one
 * instance, retried with backoff, never queued twice (the dedupe key is unique).
 */
@Entity('push_outbox')
@Index('IDX_push_outbox_due', ['status', 'nextAttemptAt'])
export class PushOutboxMessage extends OutboxDeliveryColumns<PushOutboxStatus> {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('UQ_push_outbox_dedupe_key', { unique: true })
  @Column({ name: 'dedupe_key', type: 'varchar', length: 200 })
  dedupeKey!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  // The foreign key to users, by name rather than by class: users' row is theirs and never loaded here.
  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: unknown;

  /** Null once the device's subscription was removed: the row stays as the record of what happened. */
  @Index('IDX_push_outbox_subscription')
  @Column({ name: 'subscription_id', type: 'uuid', nullable: true })
  subscriptionId!: string | null;

  @ManyToOne(() => PushSubscription, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'subscription_id' })
  subscription?: PushSubscription | null;

  @Column({ type: 'jsonb' })
  payload!: PushPayload;
}
