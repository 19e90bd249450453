import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AdminPayment } from '@telisik/contract';
import { In, type Repository } from 'typeorm';
import { paymentMethodLabel } from './billing-format';
import { PaymentNotification } from './entities/payment-notification.entity';
import { PaymentOrder } from './entities/payment-order.entity';

/**
 * Billing's records as the operators read them: a user's payments, the newest payments, each
 * order with the gateway's notifications, the order numbers behind Premium periods. Read-only;
 * admin asks here rather than reading billing's tables.
 */
@Injectable()
export class PaymentRecordsService {
  constructor(
    @InjectRepository(PaymentOrder) private readonly orders: Repository<PaymentOrder>,
    @InjectRepository(PaymentNotification) private readonly notifications: Repository<PaymentNotification>,
  ) {}

  /** The order number (Midtrans's order id) of each of these orders, by their row id. */
  async orderNumbersOf(ids: string[]): Promise<Map<string, string>> {
    const orders = ids.length === 0 ? [] : await this.orders.findBy({ id: In(ids) });
    return new Map(orders.map((order) => [order.id, order.orderId]));
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
