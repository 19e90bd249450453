import type { OrderStatus } from '@telisik/contract';
import type { BadgeTone } from '@/components/ui/badge';

const dateTimeFormat = new Intl.DateTimeFormat('id-ID', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Jakarta',
});
const dateFormat = new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeZone: 'Asia/Jakarta' });
const amountFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

export const formatAdminDateTime = (iso: string): string => dateTimeFormat.format(new Date(iso));
export const formatAdminDate = (iso: string): string => dateFormat.format(new Date(iso));
export const formatAdminAmount = (amount: number): string => `Rp ${amountFormat.format(amount)}`;

export function statusTone(status: OrderStatus): BadgeTone {
  if (status === 'paid') return 'success';
  if (status === 'pending' || status === 'creating') return 'warning';
  if (status === 'refunded' || status === 'charged_back') return 'neutral';
  return 'danger';
}
