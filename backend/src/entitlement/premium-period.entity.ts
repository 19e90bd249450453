import type { PremiumPeriodSource } from '@telisik/contract';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { PremiumPeriodRecord } from './premium-period-record';

/**
 * A stretch of time in which the user is Premium: bought (one paid order) or granted by an
 * operator. A user is Premium while an unrevoked period covers now (premium-coverage.ts).
 * A new period starts where the user's last one ends, so renewing early loses nothing.
 */
@Entity('premium_periods')
@Index('IDX_premium_periods_user', ['userId', 'endsAt'])
export class PremiumPeriod implements PremiumPeriodRecord {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  // The foreign key to users, by name rather than by class: users' row is theirs and never loaded here.
  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: unknown;

  @Column({ type: 'varchar', length: 16 })
  source!: PremiumPeriodSource;

  /** The order that bought it; one period per order, whatever number of notifications arrive. */
  @Index('UQ_premium_periods_payment_order', { unique: true })
  @Column({ name: 'payment_order_id', type: 'uuid', nullable: true })
  paymentOrderId!: string | null;

  // The foreign key to billing's order, by name rather than by class: the order is billing's, never loaded here.
  @ManyToOne('PaymentOrder', { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'payment_order_id' })
  paymentOrder?: unknown;

  @Column({ type: 'integer' })
  days!: number;

  /** When it was bought or granted: the earliest it may start when periods are chained again. */
  @Column({ name: 'anchored_at', type: 'timestamptz' })
  anchoredAt!: Date;

  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt!: Date;

  @Column({ name: 'ends_at', type: 'timestamptz' })
  endsAt!: Date;

  /** Coverage stops here (refund, chargeback, an operator's revocation); the row stays as history. */
  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  @Column({ name: 'revoke_reason', type: 'varchar', length: 500, nullable: true })
  revokeReason!: string | null;

  /** Why an operator granted it. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  reason!: string | null;

  /** The operator's email (or `cli` for `npm run user:premium`). */
  @Column({ name: 'granted_by', type: 'varchar', length: 320, nullable: true })
  grantedBy!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
