/**
 * GET /api/account/export: everything Telisik keeps about the user, as a JSON file (mirrored in
 * frontend/src/features/settings/types.ts until the shared contract package lands).
 */
import type { Analysis } from '@telisik/contract';
import type { PaymentHistoryItem } from '../billing/billing.types';
import type { SupportRequestView } from '../support/support.types';

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
    source: 'payment' | 'grant';
    startsAt: string;
    endsAt: string;
    revokedAt: string | null;
  }[];
  payments: PaymentHistoryItem[];
  analyses: Analysis[];
  supportRequests: SupportRequestView[];
}
