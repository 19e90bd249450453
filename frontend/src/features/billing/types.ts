/**
 * Bodies of the billing API, mirrored from backend/src/billing/billing.types.ts until the shared
 * contract package (@telisik/contract) holds them.
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

export type PaymentInstructions = (
  | { kind: 'virtual_account'; bank: string; number: string }
  | { kind: 'bill_payment'; billerCode: string; billKey: string }
  | { kind: 'payment_code'; store: string; code: string }
  | { kind: 'qr_code'; imageUrl: string }
  | { kind: 'other' }
) & { paymentType: string; payBefore: string | null };

/** GET /api/billing/subscription */
export type Subscription = {
  plan: 'free' | 'premium';
  isPremium: boolean;
  premiumUntil: string | null;
  price: { amount: number; currency: 'IDR'; periodDays: number };
  openOrder: { orderId: string; redirectUrl: string; expiresAt: string } | null;
};

/** POST /api/billing/orders */
export type CreateOrderResponse = {
  orderId: string;
  redirectUrl: string;
  reused: boolean;
};

/** GET /api/billing/orders/:orderId */
export type Order = {
  orderId: string;
  status: OrderStatus;
  amount: number;
  currency: string;
  createdAt: string;
  expiresAt: string;
  paidAt: string | null;
  paymentMethod: string | null;
  instructions: PaymentInstructions | null;
  redirectUrl: string | null;
  receiptNumber: string | null;
  premiumUntil: string | null;
};

/** GET /api/billing/payments */
export type PaymentHistoryItem = {
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
};

/** GET /api/billing/payments/:orderId/receipt */
export type Receipt = {
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
};
