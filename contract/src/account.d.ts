import type { Analysis } from './analysis.js';
import type { PaymentHistoryItem } from './billing.js';
import type { SupportRequest } from './support.js';

/** Where a Premium period came from: a payment or an operator's grant. */
export type PremiumPeriodSource = 'payment' | 'grant';

/** GET /api/account/export: everything Telisik keeps about the user, downloaded as a JSON file. */
export interface AccountExport {
  exportedAt: string;
  profile: {
    id: string;
    email: string | null;
    firstName: string | null;
    lastName: string | null;
    profileImageUrl: string | null;
    createdAt: string;
  };
  subscription: { isPremium: boolean; premiumUntil: string | null };
  premiumPeriods: {
    source: PremiumPeriodSource;
    startsAt: string;
    endsAt: string;
    revokedAt: string | null;
  }[];
  payments: PaymentHistoryItem[];
  analyses: Analysis[];
  supportRequests: SupportRequest[];
}

/** DELETE /api/account (204): the user types HAPUS ("delete") to say they mean it. */
export interface DeleteAccountRequest {
  /** Must be exactly 'HAPUS'; anything else is a 400 and deletes nothing. */
  confirmation: string;
}
