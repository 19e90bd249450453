import type { AlertKind } from './alerts.js';
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
  /** The watched tickers, oldest first. */
  watchlist: { ticker: string; addedAt: string }[];
  /** The alert preferences, or null when never set. */
  alertSettings: {
    mailEnabled: boolean;
    pushEnabled: boolean;
    scorePoints: number;
    pricePercent: number;
    mailUnsubscribedAt: string | null;
  } | null;
  alerts: {
    id: string;
    ticker: string;
    asOf: string;
    kind: AlertKind;
    title: string;
    body: string;
    readAt: string | null;
    createdAt: string;
  }[];
  /** The browsers subscribed to push. */
  pushDevices: { endpoint: string; userAgent: string | null; createdAt: string }[];
  shareLinks: { url: string; analysisId: string; createdAt: string; revokedAt: string | null }[];
  comparisons: { id: string; analysisIds: string[]; dataAsOf: string; createdAt: string }[];
  /** The mails Telisik wrote to the user (their subject and fate; the bodies were about the items above). */
  mails: { kind: string; subject: string; status: string; createdAt: string; sentAt: string | null }[];
}

/** DELETE /api/account (204): the user types HAPUS ("delete") to say they mean it. */
export interface DeleteAccountRequest {
  /** Must be exactly 'HAPUS'; anything else is a 400 and deletes nothing. */
  confirmation: string;
}
