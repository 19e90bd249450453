import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AccountExport, AdminPayment, AdminPeriod } from '@telisik/contract';
import { In, type Repository } from 'typeorm';
import { paymentMethodLabel } from './billing-format';
import { PaymentNotification } from './entities/payment-notification.entity';
import { PaymentOrder } from './entities/payment-order.entity';
import { PremiumPeriod } from './entities/premium-period.entity';

/**
 * Billing's records as others read them: a user's periods and payments, the newest payments, each
 * order with the gateway's notifications (the operators), a user's periods (their data export).
 * Read-only; admin and account ask here rather than reading billing's tables.
 */
@Injectable()
export class PaymentRecordsService {
  constructor(
    @InjectRepository(PremiumPeriod) private readonly periods: Repository<PremiumPeriod>,
    @InjectRepository(PaymentOrder) private readonly orders: Repository<PaymentOrder>,
    @InjectRepository(PaymentNotification) private readonly notifications: Repository<PaymentNotification>,
  ) {}

  /** Every period the user was given, newest first, each with the order that bought it. */
  async periodsOf(userId: string): Promise<AdminPeriod[]> {
    const periods = await this.periods.find({ where: { userId }, order: { startsAt: 'DESC' } });
    const orderIds = periods.flatMap((period) => (period.paymentOrderId ? [period.paymentOrderId] : []));
    const orders = orderIds.length === 0 ? [] : await this.orders.findBy({ id: In(orderIds) });
    const orderIdOf = new Map(orders.map((order) => [order.id, order.orderId]));
    return periods.map((period) => ({
      id: period.id,
      source: period.source,
      orderId: period.paymentOrderId ? (orderIdOf.get(period.paymentOrderId) ?? null) : null,
      days: period.days,
      startsAt: period.startsAt.toISOString(),
      endsAt: period.endsAt.toISOString(),
      revokedAt: period.revokedAt?.toISOString() ?? null,
      revokeReason: period.revokeReason,
      reason: period.reason,
      grantedBy: period.grantedBy,
    }));
  }

  /** The user's periods as their own data export lists them, oldest first. */
  async exportedPeriodsOf(userId: string): Promise<AccountExport['premiumPeriods']> {
    const periods = await this.periods.find({ where: { userId }, order: { startsAt: 'ASC' } });
    return periods.map((period) => ({
      source: period.source,
      startsAt: period.startsAt.toISOString(),
      endsAt: period.endsAt.toISOString(),
      revokedAt: period.revokedAt?.toISOString() ?? null,
    }));
  }

  /** The user's orders, newest first. */
  async paymentsOf(userId: string): Promise<AdminPayment[]> {
    return this.views(await this.orders.find({ where: { userId }, order: { createdAt: 'DESC' } }));
  }

  /** Everyone's newest orders. */
  async recentPayments(limit: number): Promise<AdminPayment[]> {
    return this.views(await this.orders.find({ order: { createdAt: 'DESC' }, take: limit }));
  }

  private async views(orders: PaymentOrder[]): Promise<AdminPayment[]> {
    const notifications =
      orders.length === 0
        ? []
        : await this.notifications.find({
            where: { paymentOrderId: In(orders.map((order) => order.id)) },
            order: { receivedAt: 'ASC' },
          });
    return orders.map((order) => ({
      orderId: order.orderId,
      userId: order.userId,
      customerEmail: order.customerEmail,
      status: order.status,
      gatewayStatus: order.gatewayStatus,
      amount: order.amount,
      currency: order.currency,
      paymentMethod: paymentMethodLabel(order.paymentType, order.paymentInstructions),
      receiptNumber: order.receiptNumber,
      createdAt: order.createdAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
      failureReason: order.failureReason,
      notifications: notifications
        .filter((notification) => notification.paymentOrderId === order.id)
        .map((notification) => ({
          id: notification.id,
          source: notification.source,
          notifiedStatus: notification.notifiedStatus,
          confirmedStatus: notification.confirmedStatus,
          fraudStatus: notification.fraudStatus,
          paymentType: notification.paymentType,
          effect: notification.effect,
          receivedAt: notification.receivedAt.toISOString(),
        })),
    }));
  }
}
