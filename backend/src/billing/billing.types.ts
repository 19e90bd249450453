/**
 * Bodies of the billing API, as the frontend reads them (mirrored in
 * frontend/src/features/billing/types.ts until the shared contract package lands).
 */
import type { OrderStatus } from './entities/payment-order.entity';
import type { PaymentInstructions } from './midtrans/midtrans-types';

export type { OrderStatus, PaymentInstructions };

/** GET /api/billing/subscription */
export interface SubscriptionResponse {
  plan: 'free' | 'premium';
  isPremium: boolean;
  /** ISO time Premium runs until (the last paid or granted period's end); null when Free. */
  premiumUntil: string | null;
  price: { amount: number; currency: 'IDR'; periodDays: number };
  /** An order waiting for payment: the upgrade button resumes it instead of starting another. */
  openOrder: { orderId: string; redirectUrl: string; expiresAt: string } | null;
}

/** POST /api/billing/orders */
export interface CreateOrderResponse {
  orderId: string;
  /** The payment page (Snap, or the simulator in development) to send the browser to. */
  redirectUrl: string;
  /** True when the user's open order was returned instead of a new one. */
  reused: boolean;
}

/** GET /api/billing/orders/:orderId */
export interface OrderResponse {
  orderId: string;
  status: OrderStatus;
  amount: number;
  currency: string;
  createdAt: string;
  expiresAt: string;
  paidAt: string | null;
  paymentMethod: string | null;
  /** How to pay while pending (virtual account, code, QR); null otherwise. */
  instructions: PaymentInstructions | null;
  /** The payment page, while it can still take payment. */
  redirectUrl: string | null;
  receiptNumber: string | null;
  /** The user's Premium end after this order (null when not Premium). */
  premiumUntil: string | null;
}

/** One row of GET /api/billing/payments */
export interface PaymentHistoryItem {
  orderId: string;
  status: OrderStatus;
  amount: number;
  currency: string;
  createdAt: string;
  paidAt: string | null;
  paymentMethod: string | null;
  receiptNumber: string | null;
  periodStart: string | null;
  periodEnd: string | null;
}

/** GET /api/billing/payments/:orderId/receipt */
export interface ReceiptResponse {
  receiptNumber: string;
  orderId: string;
  status: OrderStatus;
  paidAt: string;
  amount: number;
  currency: string;
  itemName: string;
  paymentMethod: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  customer: { name: string | null; email: string | null };
  company: { name: string; address: string; taxId: string | null };
}

/** POST /api/billing/midtrans/notification */
export interface NotificationResponse {
  status: 'ok';
  orderStatus: OrderStatus;
}
