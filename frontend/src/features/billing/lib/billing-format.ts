import type { OrderStatus } from '@telisik/contract';
import type { BadgeTone } from '@/components/ui/badge';
import { interpolate, messages } from '@/i18n';

const LOCALE = 'id-ID';
const dateFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: 'Asia/Jakarta' });
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Asia/Jakarta',
});
const amountFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

/** "31 Januari 2026" in WIB, as Indonesian receipts and the plan end read. */
export function formatBillingDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** "31 Januari 2026 pukul 10.00 WIB" */
export function formatBillingDateTime(iso: string): string {
  return `${dateTimeFormat.format(new Date(iso))} WIB`;
}

/** 199000 → "Rp 199.000" */
export function formatPrice(amount: number): string {
  return interpolate(messages.billing.price, { amount: amountFormat.format(amount) });
}

export function orderStatusLabel(status: OrderStatus): string {
  return messages.billing.status[status];
}

export function orderStatusTone(status: OrderStatus): BadgeTone {
  switch (status) {
    case 'paid':
      return 'success';
    case 'creating':
    case 'pending':
      return 'warning';
    case 'refunded':
    case 'charged_back':
      return 'neutral';
    case 'denied':
    case 'cancelled':
    case 'expired':
    case 'failed':
      return 'danger';
  }
}
