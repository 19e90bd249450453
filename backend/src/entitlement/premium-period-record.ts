import type { PremiumPeriodSource } from '@telisik/contract';

/** One Premium period as other features read it (billing's receipts, the operators, the export). */
export interface PremiumPeriodRecord {
  readonly id: string;
  readonly userId: string;
  readonly source: PremiumPeriodSource;
  /** The billing order that bought it; null for an operator's grant. */
  readonly paymentOrderId: string | null;
  readonly days: number;
  readonly anchoredAt: Date;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly revokedAt: Date | null;
  readonly revokeReason: string | null;
  readonly reason: string | null;
  readonly grantedBy: string | null;
}
