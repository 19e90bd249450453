import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One device's push subscription (a browser profile on a phone or computer). The endpoint is the
 * push service's address for that device and names it: the same device subscribing again updates
 * its row. Deleting the account deletes its devices.
 */
@Entity('push_subscriptions')
export class PushSubscription {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('IDX_push_subscriptions_user')
  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  // The foreign key to users, by name rather than by class: users' row is theirs and never loaded here.
  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: unknown;

  @Index('UQ_push_subscriptions_endpoint', { unique: true })
  @Column({ type: 'varchar', length: 2000 })
  endpoint!: string;

  /** The device's ECDH public key (P-256, uncompressed, base64url): the payload is encrypted to it. */
  @Column({ type: 'varchar', length: 100 })
  p256dh!: string;

  /** The device's 16-byte authentication secret, base64url. */
  @Column({ type: 'varchar', length: 40 })
  auth!: string;

  /** Which browser subscribed, for the user's and the operator's eyes (from User-Agent). */
  @Column({ name: 'user_agent', type: 'varchar', length: 120, nullable: true })
  userAgent!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** The last push the service accepted for it, or null. */
  @Column({ name: 'last_success_at', type: 'timestamptz', nullable: true })
  lastSuccessAt!: Date | null;
}
