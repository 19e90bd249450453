/**
 * Where an order stands:
 * - creating: the user's one open slot is held while the gateway is asked for a payment page;
 * - pending: the payment page exists (and maybe a virtual account or QR code): waiting for the user;
 * - paid: settled (or captured and accepted): a Premium period was granted;
 * - denied, cancelled, expired, failed: ended without money;
 * - refunded, charged_back: the money went back and the period was taken back.
 */
export type OrderStatus =
  | 'creating'
  | 'pending'
  | 'paid'
  | 'denied'
  | 'cancelled'
  | 'expired'
  | 'failed'
  | 'refunded'
  | 'charged_back';

/** How to finish a pending payment (virtual account, bill key, store code, QR), in our own shape. */
export type PaymentInstructions = (
  | { kind: 'virtual_account'; bank: string; number: string }
  | { kind: 'bill_payment'; billerCode: string; billKey: string }
  | { kind: 'payment_code'; store: string; code: string }
  | { kind: 'qr_code'; imageUrl: string }
  | { kind: 'other' }
) & {
  /** Midtrans's payment_type, e.g. 'bank_transfer', 'qris'. */
  paymentType: string;
  /** ISO 8601; null when the gateway named no deadline. */
  payBefore: string | null;
};

/** The price of one Premium period. */
export interface PremiumPrice {
  /** Whole rupiah. */
  amount: number;
  currency: 'IDR';
  periodDays: number;
}

/** GET /api/billing/subscription */
export interface Subscription {
  plan: 'free' | 'premium';
  isPremium: boolean;
  /** ISO 8601: when Premium ends (the last paid or granted period's end); null when Free. */
  premiumUntil: string | null;
  price: PremiumPrice;
  /** An order waiting for payment: the upgrade button resumes it instead of starting another. */
  openOrder: { orderId: string; redirectUrl: string; expiresAt: string } | null;
}

/** POST /api/billing/orders (no body): 201 with the payment page to send the browser to. */
export interface CreateOrderResponse {
  orderId: string;
  /** The payment page (Midtrans Snap, or the simulator in development). */
  redirectUrl: string;
  /** True when the user's open order was returned instead of a new one. */
  reused: boolean;
}

/** GET /api/billing/orders/{orderId}: the finish page's view of one of the user's orders. */
export interface Order {
  orderId: string;
  status: OrderStatus;
  /** Whole rupiah. */
  amount: number;
  currency: string;
  createdAt: string;
  expiresAt: string;
  paidAt: string | null;
  /** A label for people, e.g. 'BCA Virtual Account', 'QRIS'. */
  paymentMethod: string | null;
  /** How to pay while pending; null otherwise. */
  instructions: PaymentInstructions | null;
  /** The payment page, while it can still take payment. */
  redirectUrl: string | null;
  receiptNumber: string | null;
  /** The user's Premium end after this order (null when not Premium). */
  premiumUntil: string | null;
}

/** One item of GET /api/billing/payments (newest first). */
export interface PaymentHistoryItem {
  orderId: string;
  status: OrderStatus;
  amount: number;
  currency: string;
  createdAt: string;
  paidAt: string | null;
  paymentMethod: string | null;
  receiptNumber: string | null;
  /** The Premium period this payment bought, when it bought one. */
  periodStart: string | null;
  periodEnd: string | null;
}

/** GET /api/billing/payments/{orderId}/receipt: a paid order, printable. */
export interface Receipt {
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
  /** The seller, as Indonesian receipts name it. */
  company: { name: string; address: string; taxId: string | null };
}

/** POST /api/billing/midtrans/notification: the answer Midtrans gets (any non-2xx makes it retry). */
export interface MidtransNotificationResponse {
  status: 'ok';
  orderStatus: OrderStatus;
}
