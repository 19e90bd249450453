import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { OrderStatus, PaymentEventEffect } from '@telisik/contract';
import type { DataSource, EntityManager } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { messages } from '../common/messages';
import { APP_CONFIG, type CoreConfig } from '../config/core-config';
import type { BillingConfig } from './billing-config';
import { MailOutboxService } from '../mail';
import { UsersService } from '../users';
import { PREMIUM_ITEM, PREMIUM_PERIOD_DAYS } from './billing.constants';
import { paymentMethodLabel } from './billing-format';
import { paymentReversedMail, receiptMail } from './billing-mails';
import { EntitlementService } from '../entitlement';
import { PaymentNotification } from './entities/payment-notification.entity';
import { PaymentOrder } from './entities/payment-order.entity';
import { MIDTRANS_CLIENT } from './midtrans/midtrans.provider';
import { MidtransClient, MidtransUnavailableError } from './midtrans/midtrans-client';
import type { MidtransTransaction } from './midtrans/midtrans-types';
import { isValidMidtransSignature } from './midtrans/signature';
import { interpretStatus, parseGrossAmount, paymentInstructions } from './midtrans/transaction-status';
import { nextOrderState } from './order-transitions';

const NOTIFICATION_FIELDS = [
  'order_id',
  'status_code',
  'gross_amount',
  'signature_key',
  'transaction_status',
] as const;
type SignedNotification = MidtransTransaction & { signature_key: string } & Record<string, unknown>;

export interface AppliedEvent {
  orderStatus: OrderStatus;
  effect: PaymentEventEffect;
}

/**
 * Everything the gateway tells us about an order goes through here: notifications (checked
 * signature, then confirmed with the status API) and our own status checks. One transaction per
 * event with the order row locked, so duplicates and out-of-order deliveries, on any instance,
 * grant a period once.
 */
@Injectable()
export class PaymentEventsService {
  private readonly log = new Logger('Billing');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(MIDTRANS_CLIENT) private readonly midtrans: MidtransClient,
    @Inject(APP_CONFIG) private readonly config: CoreConfig & { billing: BillingConfig },
    private readonly entitlement: EntitlementService,
    private readonly outbox: MailOutboxService,
    private readonly users: UsersService,
  ) {}

  /**
   * POST /api/billing/midtrans/notification. Refused with nothing written: a malformed body, a bad
   * signature, an unknown order, an amount or currency not ours. When the status API cannot be
   * reached the answer is 503, so Midtrans sends the notification again later.
   */
  async handleNotification(body: unknown): Promise<AppliedEvent> {
    const notification = parseNotification(body);
    if (!isValidMidtransSignature(notification, this.serverKey())) {
      this.log.warn(`notification for ${notification.order_id} refused: bad signature`);
      throw new DomainError('PAYMENT_SIGNATURE_INVALID', messages.paymentSignatureInvalid);
    }
    const order = await this.dataSource
      .getRepository(PaymentOrder)
      .findOneBy({ orderId: notification.order_id });
    if (!order) {
      this.log.warn(`notification for unknown order ${notification.order_id} refused`);
      throw new DomainError('ORDER_NOT_FOUND', messages.orderNotFound);
    }
    this.assertMatchesOrder(order, notification);

    let confirmed: MidtransTransaction | null;
    try {
      confirmed = await this.midtrans.getStatus(order.orderId);
    } catch (error) {
      this.log.warn(`notification for ${order.orderId} not confirmed yet: ${String(error)}`);
      throw new DomainError('PAYMENT_GATEWAY_UNAVAILABLE', messages.paymentGatewayUnavailable);
    }
    if (!confirmed || confirmed.order_id !== order.orderId) {
      this.log.warn(
        `notification for ${order.orderId} refused: the status API does not know the transaction`,
      );
      throw new DomainError('PAYMENT_UNCONFIRMED', messages.paymentUnconfirmed);
    }
    this.assertMatchesOrder(order, confirmed);
    return this.apply(order.orderId, confirmed, {
      source: 'notification',
      notifiedStatus: notification.transaction_status,
      payload: notification,
    });
  }

  /**
   * Asks the status API about an order (finish page, a reused or expired order) and applies what
   * it says. Returns null when the gateway knows no transaction for it yet.
   */
  async checkStatus(order: PaymentOrder): Promise<AppliedEvent | null> {
    const confirmed = await this.midtrans.getStatus(order.orderId);
    if (!confirmed) return null;
    if (confirmed.order_id !== order.orderId)
      throw new MidtransUnavailableError('status API answered for another order');
    this.assertMatchesOrder(order, confirmed);
    return this.apply(order.orderId, confirmed, {
      source: 'status_check',
      notifiedStatus: confirmed.transaction_status,
      payload: confirmed as unknown as Record<string, unknown>,
    });
  }

  private async apply(
    orderId: string,
    confirmed: MidtransTransaction,
    event: {
      source: 'notification' | 'status_check';
      notifiedStatus: string;
      payload: Record<string, unknown>;
    },
  ): Promise<AppliedEvent> {
    let mailQueued = false;
    const applied = await this.dataSource.transaction(async (manager) => {
      const order = await manager
        .getRepository(PaymentOrder)
        .createQueryBuilder('o')
        .setLock('pessimistic_write')
        .where('o.order_id = :orderId', { orderId })
        .getOneOrFail();
      const outcome = interpretStatus(confirmed.transaction_status, confirmed.fraud_status);
      if (outcome === 'unknown')
        this.log.warn(`order ${orderId}: undocumented status ${confirmed.transaction_status}`);
      const transition = nextOrderState(order.status, outcome);
      const now = new Date();

      order.gatewayStatus = confirmed.transaction_status;
      order.fraudStatus = confirmed.fraud_status ?? null;
      order.paymentType = confirmed.payment_type ?? order.paymentType;
      order.gatewayTransactionId = confirmed.transaction_id ?? order.gatewayTransactionId;
      order.lastCheckedAt = now;
      if (confirmed.payment_type) order.paymentInstructions = paymentInstructions(confirmed);
      order.status = transition.status;

      let effect = transition.effect;
      if (effect === 'granted') {
        effect = await this.grant(manager, order, now);
        mailQueued = effect === 'granted';
      } else if (effect === 'revoked' && order.userId) {
        await this.entitlement.revokeForPayment(manager, {
          userId: order.userId,
          paymentOrderId: order.id,
          reason: `Midtrans: ${confirmed.transaction_status}`,
          at: now,
        });
        mailQueued = await this.queueReversalMail(manager, order);
      } else if (effect === 'ended') {
        order.failureReason = `Midtrans: ${confirmed.transaction_status}`;
      }
      await manager.save(order);

      // Notifications are all kept (retries included); our own checks only when they changed something.
      if (event.source === 'notification' || effect !== 'none') {
        await manager.save(
          manager.create(PaymentNotification, {
            paymentOrderId: order.id,
            source: event.source,
            notifiedStatus: event.notifiedStatus,
            confirmedStatus: confirmed.transaction_status,
            fraudStatus: confirmed.fraud_status ?? null,
            paymentType: confirmed.payment_type ?? null,
            effect,
            payload: event.payload,
          }),
        );
      }
      if (effect !== 'none')
        this.log.log(`order ${orderId}: ${confirmed.transaction_status} → ${order.status} (${effect})`);
      return { orderStatus: order.status, effect };
    });
    if (mailQueued) this.outbox.kick();
    return applied;
  }

  /** The paid order's period, receipt number and receipt mail, in the event's transaction. */
  private async grant(manager: EntityManager, order: PaymentOrder, now: Date): Promise<PaymentEventEffect> {
    order.paidAt ??= now;
    if (!order.receiptNumber) {
      const [{ seq }] = await manager.query<{ seq: string }[]>(
        "SELECT nextval('payment_receipt_number_seq') AS seq",
      );
      order.receiptNumber = `TLS/${now.getUTCFullYear()}/${seq.padStart(6, '0')}`;
    }
    if (!order.userId) {
      // The account was deleted while the payment was open: the money has no one to serve.
      this.log.error(
        `order ${order.orderId} was paid after its account was deleted: refund it in the Midtrans dashboard`,
      );
      return 'none';
    }
    // A period starts when we grant it, so a late notification costs the user no days.
    const period = await this.entitlement.grantForPayment(manager, {
      userId: order.userId,
      paymentOrderId: order.id,
      paidAt: now,
      days: PREMIUM_PERIOD_DAYS,
    });
    const user = await this.users.findById(order.userId, manager);
    const email = user?.email ?? order.customerEmail;
    if (email) {
      const mail = receiptMail(
        {
          receiptNumber: order.receiptNumber,
          orderId: order.orderId,
          paidAt: order.paidAt,
          amount: order.amount,
          itemName: PREMIUM_ITEM.name,
          paymentMethod: paymentMethodLabel(order.paymentType, order.paymentInstructions),
          periodStart: period.startsAt,
          periodEnd: period.endsAt,
          customerName: user?.firstName ?? order.customerName,
          customerEmail: email,
          company: this.config.billing.company,
        },
        { receiptUrl: `${this.config.appUrl}/settings/receipts/${encodeURIComponent(order.orderId)}` },
      );
      await this.outbox.enqueue(manager, {
        ...mail,
        kind: 'receipt',
        // Per period: a payment settled after a reversal gets a receipt for its new period too.
        dedupeKey: `receipt:${order.id}:${period.startsAt.getTime()}`,
        to: email,
        userId: order.userId,
      });
    }
    return 'granted';
  }

  private async queueReversalMail(manager: EntityManager, order: PaymentOrder): Promise<boolean> {
    const user = order.userId ? await this.users.findById(order.userId, manager) : null;
    if (!user?.email) return false;
    const reason =
      order.status === 'refunded' || order.status === 'charged_back' ? order.status : 'cancelled';
    const mail = paymentReversedMail({
      name: user.firstName,
      orderId: order.orderId,
      amount: order.amount,
      reason,
      settingsUrl: `${this.config.appUrl}/settings`,
    });
    await this.outbox.enqueue(manager, {
      ...mail,
      kind: 'payment_reversed',
      dedupeKey: `reversed:${order.id}`,
      to: user.email,
      userId: user.id,
    });
    return true;
  }

  private assertMatchesOrder(
    order: PaymentOrder,
    transaction: Pick<MidtransTransaction, 'gross_amount' | 'currency' | 'order_id'>,
  ): void {
    const amount = parseGrossAmount(transaction.gross_amount);
    const currency = transaction.currency ?? order.currency;
    if (amount !== order.amount || currency !== order.currency) {
      this.log.warn(
        `order ${order.orderId}: ${transaction.gross_amount} ${currency} does not match ${order.amount} ${order.currency}; refused`,
      );
      throw new DomainError('PAYMENT_AMOUNT_MISMATCH', messages.paymentAmountMismatch);
    }
  }

  private serverKey(): string {
    const key = this.config.billing.midtrans?.serverKey;
    if (!key)
      throw new Error('Midtrans is not configured (the app factory mounts the simulator when it is not)');
    return key;
  }
}

function parseNotification(body: unknown): SignedNotification {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new DomainError('PAYMENT_NOTIFICATION_INVALID', messages.bodyMustBeObject);
  }
  const record = body as Record<string, unknown>;
  for (const field of NOTIFICATION_FIELDS) {
    const value = record[field];
    if (typeof value !== 'string' || value === '' || value.length > 1000) {
      throw new DomainError('PAYMENT_NOTIFICATION_INVALID', messages.paymentNotificationInvalid(field));
    }
  }
  for (const field of ['currency', 'fraud_status', 'payment_type', 'transaction_id'] as const) {
    if (record[field] !== undefined && typeof record[field] !== 'string') {
      throw new DomainError('PAYMENT_NOTIFICATION_INVALID', messages.paymentNotificationInvalid(field));
    }
  }
  return record as SignedNotification;
}
