/**
 * Bodies of the operator API, mirrored from backend/src/admin/admin.types.ts until the shared
 * contract package (@telisik/contract) holds them.
 */

/** An order's state (the same union as the billing feature's; features do not import each other). */
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

export type AdminAction = 'grant_premium' | 'revoke_premium' | 'reply_support';

export type AdminMe = { email: string };

export type AdminUserSummary = {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  createdAt: string;
  isPremium: boolean;
  premiumUntil: string | null;
  analysesUsed: number;
};

export type AdminPeriod = {
  id: string;
  source: 'payment' | 'grant';
  orderId: string | null;
  days: number;
  startsAt: string;
  endsAt: string;
  revokedAt: string | null;
  revokeReason: string | null;
  reason: string | null;
  grantedBy: string | null;
};

export type AdminNotification = {
  id: string;
  source: 'notification' | 'status_check';
  notifiedStatus: string;
  confirmedStatus: string;
  fraudStatus: string | null;
  paymentType: string | null;
  effect: string;
  receivedAt: string;
};

export type AdminPayment = {
  orderId: string;
  userId: string | null;
  customerEmail: string | null;
  status: OrderStatus;
  gatewayStatus: string | null;
  amount: number;
  currency: string;
  paymentMethod: string | null;
  receiptNumber: string | null;
  createdAt: string;
  paidAt: string | null;
  failureReason: string | null;
  notifications: AdminNotification[];
};

export type AdminSupportRequest = {
  id: string;
  user: { id: string; email: string | null; firstName: string | null };
  subject: string;
  message: string;
  priority: boolean;
  status: 'open' | 'answered';
  createdAt: string;
  replies: { id: string; authorEmail: string; message: string; createdAt: string }[];
};

export type AdminAuditEntry = {
  id: string;
  adminEmail: string;
  action: AdminAction;
  targetUserId: string | null;
  reason: string;
  details: Record<string, unknown>;
  createdAt: string;
};

export type AdminUserDetail = AdminUserSummary & {
  periods: AdminPeriod[];
  payments: AdminPayment[];
  supportRequests: AdminSupportRequest[];
  audit: AdminAuditEntry[];
};
