/**
 * The operator API (/api/admin/*), for users whose email is in ADMIN_EMAILS; everyone else gets 404
 * from every address under it.
 */
import type { PremiumPeriodSource } from './account.js';
import type { OrderStatus } from './billing.js';

/** What the audit log records. */
export type AdminAction = 'grant_premium' | 'revoke_premium' | 'reply_support';

/** GET /api/admin/me */
export interface AdminMe {
  email: string;
}

/** The items of GET /api/admin/users?q= */
export interface AdminUserSummary {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  createdAt: string;
  isPremium: boolean;
  premiumUntil: string | null;
  analysesUsed: number;
}

/** One Premium period of a user, revoked ones included. */
export interface AdminPeriod {
  id: string;
  source: PremiumPeriodSource;
  orderId: string | null;
  days: number;
  startsAt: string;
  endsAt: string;
  revokedAt: string | null;
  revokeReason: string | null;
  /** The operator's reason for a grant. */
  reason: string | null;
  grantedBy: string | null;
}

/** What a verified payment event did: granted or took back a period, ended the order, or nothing. */
export type PaymentEventEffect = 'granted' | 'waiting' | 'ended' | 'revoked' | 'none';

/** One verified event on an order: a Midtrans notification, or our own status check. */
export interface AdminPaymentNotification {
  id: string;
  source: 'notification' | 'status_check';
  notifiedStatus: string;
  confirmedStatus: string;
  fraudStatus: string | null;
  paymentType: string | null;
  effect: PaymentEventEffect;
  receivedAt: string;
}

/** The items of GET /api/admin/payments?limit= (newest first), and a user's payments. */
export interface AdminPayment {
  orderId: string;
  /** null once the user deleted their account (the record stays for bookkeeping). */
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
  notifications: AdminPaymentNotification[];
}

export interface AdminSupportReply {
  id: string;
  authorEmail: string;
  message: string;
  createdAt: string;
}

/** The items of GET /api/admin/support-requests (open and priority first). */
export interface AdminSupportRequest {
  id: string;
  user: { id: string; email: string | null; firstName: string | null };
  subject: string;
  message: string;
  priority: boolean;
  status: 'open' | 'answered';
  createdAt: string;
  replies: AdminSupportReply[];
}

/** The items of GET /api/admin/audit-log?limit= (newest first). */
export interface AdminAuditEntry {
  id: string;
  adminEmail: string;
  action: AdminAction;
  targetUserId: string | null;
  reason: string;
  details: Record<string, unknown>;
  createdAt: string;
}

/** GET /api/admin/users/{id}, and the answer of a grant or a revocation. */
export interface AdminUserDetail extends AdminUserSummary {
  periods: AdminPeriod[];
  payments: AdminPayment[];
  supportRequests: AdminSupportRequest[];
  audit: AdminAuditEntry[];
}

/** POST /api/admin/users/{id}/premium-grants: 1–366 days from the current end, with a reason. */
export interface GrantPremiumRequest {
  days: number;
  /** 3–500 characters, kept in the audit log. */
  reason: string;
}

/** POST /api/admin/users/{id}/premium-revocations */
export interface RevokePremiumRequest {
  reason: string;
}

/** POST /api/admin/support-requests/{id}/replies: the answer is mailed to the user. */
export interface SupportReplyRequest {
  message: string;
}

/** GET /api/admin/market-data/catch-ups: the newest runs of the IDX catch-up (command or daily job). */
export interface AdminCatchUp {
  id: string;
  trigger: 'command' | 'schedule';
  status: 'running' | 'succeeded' | 'failed';
  startedAt: string;
  finishedAt: string | null;
  /** The first and last day the run set out to fetch ('YYYY-MM-DD'); fromDate null: nothing was due. */
  fromDate: string | null;
  toDate: string;
  daysStored: number;
  holidays: number;
  rowsWritten: number;
  /** The day the run stopped at and why (left for the next run), or null. */
  failure: string | null;
}
