import type { PaymentEventEffect } from '@telisik/contract';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { PaymentOrder } from './payment-order.entity';

/**
 * Every verified event about an order: notifications Midtrans sent (after the signature and the
 * status API agreed) and status checks that changed something. The operator view lists them.
 */
@Entity('payment_notifications')
@Index('IDX_payment_notifications_order', ['paymentOrderId', 'receivedAt'])
export class PaymentNotification {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'payment_order_id', type: 'uuid' })
  paymentOrderId!: string;

  @ManyToOne(() => PaymentOrder, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'payment_order_id' })
  paymentOrder?: PaymentOrder;

  /** notification: Midtrans called us; status_check: we asked (finish page, reused order). */
  @Column({ type: 'varchar', length: 16 })
  source!: 'notification' | 'status_check';

  /** The status the notification claimed (or the status API answered, for a check). */
  @Column({ name: 'notified_status', type: 'varchar', length: 32 })
  notifiedStatus!: string;

  /** The status the status API confirmed: the one acted on. */
  @Column({ name: 'confirmed_status', type: 'varchar', length: 32 })
  confirmedStatus!: string;

  @Column({ name: 'fraud_status', type: 'varchar', length: 16, nullable: true })
  fraudStatus!: string | null;

  @Column({ name: 'payment_type', type: 'varchar', length: 40, nullable: true })
  paymentType!: string | null;

  @Column({ type: 'varchar', length: 16 })
  effect!: PaymentEventEffect;

  /** The body as received (signature included), for audits and disputes. */
  @Column({ type: 'jsonb' })
  payload!: Record<string, unknown>;

  @CreateDateColumn({ name: 'received_at', type: 'timestamptz' })
  receivedAt!: Date;
}
