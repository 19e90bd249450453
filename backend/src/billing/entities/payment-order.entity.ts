import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { OrderStatus, PaymentInstructions } from '@telisik/contract';

/**
 * Every status of @telisik/contract's OrderStatus, for the code that walks them all. Where an order
 * stands, in our words:
 * - creating: the row holds the user's one open slot while Snap is asked for a payment page;
 * - pending: the payment page exists (and maybe a virtual account or QR code): waiting for the user;
 * - paid: settled (or captured and accepted): a 30-day period was granted;
 * - denied, cancelled, expired, failed: ended without money; failed also covers "Snap refused";
 * - refunded, charged_back: money went back: the period was taken back.
 */
export const ORDER_STATUSES = [
  'creating',
  'pending',
  'paid',
  'denied',
  'cancelled',
  'expired',
  'failed',
  'refunded',
  'charged_back',
] as const satisfies readonly OrderStatus[];

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
/** Compile-time only: the list names every status the contract knows, so none is left unwalked. */
export type OrderStatusesMatchContract = Holds<Same<(typeof ORDER_STATUSES)[number], OrderStatus>>;

/** Orders that still hold the user's one open slot (see the partial unique index). */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['creating', 'pending'];

/**
 * One attempt to buy a Premium period through Midtrans. Kept for bookkeeping when the user deletes
 * their account (user and contact details are cleared, the money trail stays).
 */
@Entity('payment_orders')
@Index('UQ_payment_orders_one_open_per_user', ['userId'], {
  unique: true,
  where: "status IN ('creating', 'pending')",
})
@Index('IDX_payment_orders_user', ['userId', 'createdAt'])
export class PaymentOrder {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** The order_id Midtrans knows; unique forever (Midtrans refuses a reused one). */
  @Index('UQ_payment_orders_order_id', { unique: true })
  @Column({ name: 'order_id', type: 'varchar', length: 50 })
  orderId!: string;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId!: string | null;

  // The foreign key to users, by name rather than by class: users' row is theirs and never loaded here.
  @ManyToOne('User', { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'user_id' })
  user?: unknown;

  /** Who paid, as at the time of the order (for the receipt); cleared when the account is deleted. */
  @Column({ name: 'customer_email', type: 'varchar', length: 320, nullable: true })
  customerEmail!: string | null;

  @Column({ name: 'customer_name', type: 'varchar', length: 200, nullable: true })
  customerName!: string | null;

  @Column({ type: 'varchar', length: 20 })
  status!: OrderStatus;

  /** Whole rupiah: Midtrans takes IDR without decimals. */
  @Column({ type: 'integer' })
  amount!: number;

  @Column({ type: 'varchar', length: 3, default: 'IDR' })
  currency!: string;

  @Column({ name: 'snap_token', type: 'varchar', length: 200, nullable: true })
  snapToken!: string | null;

  @Column({ name: 'redirect_url', type: 'varchar', length: 2000, nullable: true })
  redirectUrl!: string | null;

  /** Midtrans's own words, last confirmed by its status API. */
  @Column({ name: 'gateway_status', type: 'varchar', length: 32, nullable: true })
  gatewayStatus!: string | null;

  @Column({ name: 'fraud_status', type: 'varchar', length: 16, nullable: true })
  fraudStatus!: string | null;

  @Column({ name: 'payment_type', type: 'varchar', length: 40, nullable: true })
  paymentType!: string | null;

  @Column({ name: 'gateway_transaction_id', type: 'varchar', length: 100, nullable: true })
  gatewayTransactionId!: string | null;

  /** What to pay with while pending (virtual account, payment code, QR), from the status API. */
  @Column({ name: 'payment_instructions', type: 'jsonb', nullable: true })
  paymentInstructions!: PaymentInstructions | null;

  /** When the payment page stops taking payment (we ask Snap for this expiry). */
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt!: Date | null;

  /** Printed on the receipt; given when the order is first paid. */
  @Index('UQ_payment_orders_receipt_number', { unique: true })
  @Column({ name: 'receipt_number', type: 'varchar', length: 40, nullable: true })
  receiptNumber!: string | null;

  /** Last time the status API was asked (the finish page asks at most every few seconds). */
  @Column({ name: 'last_checked_at', type: 'timestamptz', nullable: true })
  lastCheckedAt!: Date | null;

  @Column({ name: 'failure_reason', type: 'varchar', length: 300, nullable: true })
  failureReason!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
