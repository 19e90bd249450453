/**
 * Bodies of the operator API (mirrored in frontend/src/features/admin/types.ts until the shared
 * contract package lands).
 */
import type { AdminAction } from './entities/admin-audit-entry.entity';
import type { OrderStatus } from '../billing/entities/payment-order.entity';

export type { AdminAction, OrderStatus };

/** GET /api/admin/me: 200 for an operator; everyone else gets 404. */
export interface AdminMeResponse {
  email: string;
}

/** GET /api/admin/users?q= */
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

export interface AdminPeriodView {
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
}

export interface AdminNotificationView {
  id: string;
  source: 'notification' | 'status_check';
  notifiedStatus: string;
  confirmedStatus: string;
  fraudStatus: string | null;
  paymentType: string | null;
  effect: string;
  receivedAt: string;
}

export interface AdminPaymentView {
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
  notifications: AdminNotificationView[];
}

export interface AdminSupportReplyView {
  id: string;
  authorEmail: string;
  message: string;
  createdAt: string;
}

export interface AdminSupportRequestView {
  id: string;
  user: { id: string; email: string | null; firstName: string | null };
  subject: string;
  message: string;
  priority: boolean;
  status: 'open' | 'answered';
  createdAt: string;
  replies: AdminSupportReplyView[];
}

export interface AdminAuditEntryView {
  id: string;
  adminEmail: string;
  action: AdminAction;
  targetUserId: string | null;
  reason: string;
  details: Record<string, unknown>;
  createdAt: string;
}

/** GET /api/admin/users/:id (also the answer to a grant or a revocation). */
export interface AdminUserDetail extends AdminUserSummary {
  periods: AdminPeriodView[];
  payments: AdminPaymentView[];
  supportRequests: AdminSupportRequestView[];
  audit: AdminAuditEntryView[];
}
