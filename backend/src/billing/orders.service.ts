import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CreateOrderResponse, Order, PaymentHistoryItem, Receipt, Subscription } from '@telisik/contract';
import { randomBytes } from 'node:crypto';
import { In, type DataSource, type EntityManager, type Repository } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { messages } from '../common/messages';
import { APP_CONFIG, type CoreConfig } from '../config/core-config';
import type { BillingConfig } from './billing-config';
import type { SignedInUser } from '../users';
import {
  ORDER_PAYMENT_WINDOW_HOURS,
  ORDER_STATUS_CHECK_INTERVAL_MS,
  ORDERS_PER_MINUTE,
  PREMIUM_ITEM,
  PREMIUM_PERIOD_DAYS,
  PREMIUM_PRICE_IDR,
} from './billing.constants';
import { paymentMethodLabel } from './billing-format';
import { EntitlementService, type PremiumPeriodRecord } from '../entitlement';
import { PaymentOrder } from './entities/payment-order.entity';
import { MIDTRANS_CLIENT } from './midtrans/midtrans.provider';
import { MidtransClient, MidtransRejectedError } from './midtrans/midtrans-client';
import { PaymentEventsService } from './payment-events.service';

const HOUR_MS = 60 * 60 * 1000;
const ORDER_ID_PATTERN = /^[A-Za-z0-9._~-]{1,50}$/;
/** Orders the user sees in their history: the ones that reached the payment page. */
const VISIBLE_IN_HISTORY = "redirect_url IS NOT NULL AND status <> 'creating'";

/**
 * Buying Premium: one open order per user (a partial unique index, so double clicks and several
 * instances agree), the Snap payment page, and what the finish page and history read.
 */
@Injectable()
export class OrdersService {
  private readonly log = new Logger('Billing');
  private readonly orders: Repository<PaymentOrder>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(MIDTRANS_CLIENT) private readonly midtrans: MidtransClient,
    @Inject(APP_CONFIG) private readonly config: CoreConfig & { billing: BillingConfig },
    private readonly entitlement: EntitlementService,
    private readonly events: PaymentEventsService,
  ) {
    this.orders = dataSource.getRepository(PaymentOrder);
  }

  async subscription(user: SignedInUser): Promise<Subscription> {
    const [entitlement, open] = [await this.entitlement.entitlement(user.id), await this.openOrder(user.id)];
    const resumable =
      open?.status === 'pending' && open.redirectUrl && open.expiresAt > new Date() ? open : null;
    return {
      plan: entitlement.isPremium ? 'premium' : 'free',
      isPremium: entitlement.isPremium,
      premiumUntil: entitlement.premiumUntil?.toISOString() ?? null,
      price: { amount: PREMIUM_PRICE_IDR, currency: 'IDR', periodDays: PREMIUM_PERIOD_DAYS },
      openOrder: resumable
        ? {
            orderId: resumable.orderId,
            redirectUrl: resumable.redirectUrl!,
            expiresAt: resumable.expiresAt.toISOString(),
          }
        : null,
    };
  }

  /**
   * The payment page for the user's open order, or a new order. Nothing is charged and nothing
   * half-made is left when the gateway fails: the order is marked failed and the user told so.
   */
  async startOrder(user: SignedInUser): Promise<CreateOrderResponse> {
    const deadline = Date.now() + this.config.billing.midtransTimeoutMs + 5000;
    for (;;) {
      const open = await this.openOrder(user.id);
      if (open) {
        const reusable = await this.reusable(open);
        if (reusable) return { orderId: reusable.orderId, redirectUrl: reusable.redirectUrl!, reused: true };
      }
      const created = await this.createOrder(user);
      if (created) return created;
      // Another request of this user (a double click) created the order meanwhile: reuse it. Its
      // transaction is committed by now (our insert waited for it), so this loops once, not forever.
      if (Date.now() > deadline) throw new DomainError('PAYMENT_GATEWAY_UNAVAILABLE', messages.paymentGatewayUnavailable);
    }
  }

  /** The finish page's read: the order as we know it, refreshed from the status API while open. */
  async orderForUser(userId: string, orderId: string): Promise<Order> {
    let order = ORDER_ID_PATTERN.test(orderId) ? await this.orders.findOneBy({ orderId, userId }) : null;
    if (!order) throw new DomainError('ORDER_NOT_FOUND', messages.orderNotFound);
    if (order.status === 'pending' && (await this.claimStatusCheck(order))) {
      try {
        await this.events.checkStatus(order);
        if (order.expiresAt <= new Date()) await this.expireIfStillOpen(order);
      } catch (error) {
        // The page shows what we know; the notification (or the next check) brings the rest.
        this.log.warn(`status check for ${order.orderId} failed: ${String(error)}`);
      }
      order = await this.orders.findOneByOrFail({ id: order.id });
    }
    const entitlement = await this.entitlement.entitlement(userId);
    return {
      orderId: order.orderId,
      status: order.status,
      amount: order.amount,
      currency: order.currency,
      createdAt: order.createdAt.toISOString(),
      expiresAt: order.expiresAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
      paymentMethod: paymentMethodLabel(order.paymentType, order.paymentInstructions),
      instructions: order.status === 'pending' ? order.paymentInstructions : null,
      redirectUrl: order.status === 'pending' && order.expiresAt > new Date() ? order.redirectUrl : null,
      receiptNumber: order.receiptNumber,
      premiumUntil: entitlement.premiumUntil?.toISOString() ?? null,
    };
  }

  /** Orders still open (being created or awaiting payment), across users: the metrics' figure. */
  async pendingCount(): Promise<number> {
    const [row] = await this.dataSource.query<{ pending: number }[]>(
      "SELECT count(*)::int AS pending FROM payment_orders WHERE status IN ('creating', 'pending')",
    );
    return row?.pending ?? 0;
  }

  /**
   * Before an account is deleted (in the deleting transaction): its orders stay for the books
   * (Indonesian tax law keeps them ten years) but forget who paid. Locked first, in the order a
   * payment event takes its locks (order, then user).
   */
  async forgetCustomerWith(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('SELECT id FROM payment_orders WHERE user_id = $1 FOR UPDATE', [userId]);
    await manager.query(
      'UPDATE payment_orders SET customer_email = NULL, customer_name = NULL, user_id = NULL WHERE user_id = $1',
      [userId],
    );
  }

  async history(userId: string): Promise<PaymentHistoryItem[]> {
    const orders = await this.orders
      .createQueryBuilder('o')
      .where('o.user_id = :userId', { userId })
      .andWhere(VISIBLE_IN_HISTORY)
      .orderBy('o.created_at', 'DESC')
      .getMany();
    const periods = await this.periodsByOrder(orders.map((order) => order.id));
    return orders.map((order) => {
      const period = periods.get(order.id);
      return {
        orderId: order.orderId,
        status: order.status,
        amount: order.amount,
        currency: order.currency,
        createdAt: order.createdAt.toISOString(),
        paidAt: order.paidAt?.toISOString() ?? null,
        paymentMethod: paymentMethodLabel(order.paymentType, order.paymentInstructions),
        receiptNumber: order.receiptNumber,
        periodStart: period?.startsAt.toISOString() ?? null,
        periodEnd: period?.endsAt.toISOString() ?? null,
      };
    });
  }

  /** A printable receipt, for orders that were paid (also after a refund: the receipt stays true). */
  async receipt(userId: string, orderId: string): Promise<Receipt> {
    const order = ORDER_ID_PATTERN.test(orderId) ? await this.orders.findOneBy({ orderId, userId }) : null;
    if (!order?.receiptNumber || !order.paidAt)
      throw new DomainError('ORDER_NOT_FOUND', messages.orderNotFound);
    const period = (await this.periodsByOrder([order.id])).get(order.id);
    return {
      receiptNumber: order.receiptNumber,
      orderId: order.orderId,
      status: order.status,
      paidAt: order.paidAt.toISOString(),
      amount: order.amount,
      currency: order.currency,
      itemName: PREMIUM_ITEM.name,
      paymentMethod: paymentMethodLabel(order.paymentType, order.paymentInstructions),
      periodStart: period?.startsAt.toISOString() ?? null,
      periodEnd: period?.endsAt.toISOString() ?? null,
      customer: { name: order.customerName, email: order.customerEmail },
      company: this.config.billing.company,
    };
  }

  private openOrder(userId: string): Promise<PaymentOrder | null> {
    return this.orders.findOneBy({ userId, status: In(['creating', 'pending']) });
  }

  /** The open order if its payment page can still be used; null when it is finished with (and now closed). */
  private async reusable(order: PaymentOrder): Promise<PaymentOrder | null> {
    const now = new Date();
    if (order.status === 'creating') {
      await this.reconcileStuck(order);
      return null;
    }
    if (order.expiresAt > now) return order;
    // Past its payment window: the gateway has the last word (it may have been paid at the last minute).
    try {
      await this.events.checkStatus(order);
    } catch (error) {
      this.log.warn(`status check for expired order ${order.orderId} failed: ${String(error)}`);
      throw new DomainError('PAYMENT_GATEWAY_UNAVAILABLE', messages.paymentGatewayUnavailable);
    }
    await this.expireIfStillOpen(order);
    return null;
  }

  /**
   * A `creating` order anyone can see was left by a request that died mid-way: a live one holds
   * its row uncommitted until the payment page is saved (createOrder). The user never saw its page,
   * so it is given up at once; the gateway is asked first, and what it knows (a payment, even) is
   * applied, so no money is lost. Also the reconciler's way with such orders.
   */
  async reconcileStuck(order: PaymentOrder): Promise<void> {
    try {
      await this.events.checkStatus(order);
    } catch (error) {
      // Given up all the same: a payment that arrives later still buys its period (order-transitions).
      this.log.warn(`status check for stuck order ${order.orderId} failed: ${String(error)}`);
    }
    await this.orders
      .createQueryBuilder()
      .update(PaymentOrder)
      .set({ status: 'failed', failureReason: 'Pembuatan transaksi tidak selesai' })
      .where('id = :id', { id: order.id })
      .andWhere("(status = 'creating' OR (status = 'pending' AND redirect_url IS NULL))")
      .execute();
  }

  /**
   * Holds the user's one open slot and creates the gateway transaction in one database
   * transaction: a process that dies mid-way leaves nothing behind (the row is rolled back), so the
   * user can pay again at once; a double click's insert waits for this one's commit, then finds
   * the order. Null when another request holds the slot.
   */
  private async createOrder(user: SignedInUser): Promise<CreateOrderResponse | null> {
    const now = new Date();
    type Outcome = { created: CreateOrderResponse } | { rejected: boolean } | null;
    const outcome = await this.dataSource.transaction(async (manager): Promise<Outcome> => {
      const orders = manager.getRepository(PaymentOrder);
      const result = await orders
        .createQueryBuilder()
        .insert()
        .into(PaymentOrder)
        .values({
          orderId: newOrderId(now),
          userId: user.id,
          customerEmail: user.email,
          customerName: [user.firstName, user.lastName].filter(Boolean).join(' ') || null,
          status: 'creating',
          amount: PREMIUM_PRICE_IDR,
          currency: 'IDR',
          expiresAt: new Date(now.getTime() + ORDER_PAYMENT_WINDOW_HOURS * HOUR_MS),
        })
        // ON CONFLICT DO NOTHING on the one-open-order index: the loser of a double click simply waits.
        .orIgnore()
        .returning(['id'])
        .execute();
      const id = (result.raw as { id: string }[])[0]?.id;
      if (!id) return null;
      await this.checkOrderLimit(manager, user.id);
      const order = await orders.findOneByOrFail({ id });
      try {
        const page = await this.createPaymentPage(order);
        await orders.update({ id }, { status: 'pending', snapToken: page.token, redirectUrl: page.redirect_url });
        return { created: { orderId: order.orderId, redirectUrl: page.redirect_url, reused: false } };
      } catch (error) {
        const rejected = error instanceof MidtransRejectedError;
        this.log.warn(`order ${order.orderId} could not be created: ${String(error)}`);
        // Kept, failed, for the record: the user was told and charged nothing.
        await orders.update(
          { id },
          { status: 'failed', failureReason: rejected ? 'Ditolak oleh Midtrans' : 'Midtrans tidak dapat dihubungi' },
        );
        return { rejected };
      }
    });
    if (outcome === null) return null;
    if ('created' in outcome) {
      this.log.log(`order ${outcome.created.orderId} created for Rp ${PREMIUM_PRICE_IDR}`);
      return outcome.created;
    }
    throw outcome.rejected
      ? new DomainError('PAYMENT_GATEWAY_REJECTED', messages.paymentGatewayRejected)
      : new DomainError('PAYMENT_GATEWAY_UNAVAILABLE', messages.paymentGatewayUnavailable);
  }

  /**
   * New orders a user may start per minute: each calls the gateway and leaves a row (paid, pending
   * or failed), so the rows of the last minute are the count, read in the creating transaction
   * (which counts itself); past the limit it rolls back. Reusing an open order is free, and the
   * losers of a double click never get here.
   */
  private async checkOrderLimit(manager: EntityManager, userId: string): Promise<void> {
    const [window] = await manager.query<{ started: number; oldest_age_ms: number }[]>(
      `SELECT count(*)::int AS started,
              coalesce(extract(epoch FROM clock_timestamp() - min(created_at)) * 1000, 0)::float8 AS oldest_age_ms
         FROM payment_orders
        WHERE user_id = $1 AND created_at > clock_timestamp() - make_interval(secs => 60)`,
      [userId],
    );
    if ((window?.started ?? 0) > ORDERS_PER_MINUTE) {
      const retryAfter = Math.max(1, Math.ceil((60_000 - (window?.oldest_age_ms ?? 0)) / 1000));
      throw new DomainError('RATE_LIMITED', messages.rateLimited(retryAfter), retryAfter);
    }
  }

  private createPaymentPage(order: PaymentOrder) {
    return this.midtrans.createTransaction(
      {
        transaction_details: { order_id: order.orderId, gross_amount: order.amount },
        item_details: [{ id: PREMIUM_ITEM.id, price: order.amount, quantity: 1, name: PREMIUM_ITEM.name }],
        customer_details: {
          ...(order.customerEmail ? { email: order.customerEmail } : {}),
          ...(order.customerName ? { first_name: order.customerName.slice(0, 255) } : {}),
        },
        callbacks: { finish: `${this.config.appUrl}/billing/finish` },
        expiry: { unit: 'hour', duration: ORDER_PAYMENT_WINDOW_HOURS },
      },
      { notificationUrl: `${this.config.appUrl}/api/billing/midtrans/notification` },
    );
  }

  async expireIfStillOpen(order: PaymentOrder): Promise<void> {
    await this.closeIfOpen(order, 'expired', 'Batas waktu pembayaran terlewati');
  }

  private async closeIfOpen(
    order: PaymentOrder,
    status: 'expired',
    reason: string,
  ): Promise<void> {
    await this.orders
      .createQueryBuilder()
      .update(PaymentOrder)
      .set({ status, failureReason: reason })
      .where('id = :id', { id: order.id })
      .andWhere("status IN ('creating', 'pending')")
      .execute();
  }

  /** One status check per order per few seconds, whichever instance or tab asks. */
  private async claimStatusCheck(order: PaymentOrder): Promise<boolean> {
    const result = await this.orders
      .createQueryBuilder()
      .update(PaymentOrder)
      .set({ lastCheckedAt: () => 'now()' })
      .where('id = :id', { id: order.id })
      .andWhere(`(last_checked_at IS NULL OR last_checked_at < now() - make_interval(secs => :seconds))`, {
        seconds: ORDER_STATUS_CHECK_INTERVAL_MS / 1000,
      })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  private periodsByOrder(orderIds: string[]): Promise<Map<string, PremiumPeriodRecord>> {
    return this.entitlement.periodsOfOrders(orderIds);
  }
}

/** TLS-20260131-1a2b3c4d5e: sortable by day, unguessable, within Midtrans's 50 characters. */
export function newOrderId(now: Date): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `TLS-${day}-${randomBytes(5).toString('hex')}`;
}
