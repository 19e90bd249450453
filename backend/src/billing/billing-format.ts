import type { PaymentInstructions } from '@telisik/contract';
import { formatRupiahValue } from '@telisik/contract/format';

const dateFormat = new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeZone: 'Asia/Jakarta' });
const dateTimeFormat = new Intl.DateTimeFormat('id-ID', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Asia/Jakarta',
});

/** "31 Januari 2026" (WIB): how dates read in Indonesian mail and receipts. */
export const formatDate = (date: Date): string => dateFormat.format(date);
export const formatDateTime = (date: Date): string => `${dateTimeFormat.format(date)} WIB`;
/** "Rp 199.000" */
export const formatRupiah = (amount: number): string => formatRupiahValue(amount);

const PAYMENT_TYPE_LABELS: Record<string, string> = {
  bank_transfer: 'Transfer bank (Virtual Account)',
  echannel: 'Mandiri Bill Payment',
  permata_va: 'Virtual Account Permata',
  qris: 'QRIS',
  gopay: 'GoPay',
  shopeepay: 'ShopeePay',
  credit_card: 'Kartu kredit/debit',
  cstore: 'Gerai ritel',
  akulaku: 'Akulaku',
  kredivo: 'Kredivo',
  bca_klikpay: 'BCA KlikPay',
  bca_klikbca: 'KlikBCA',
  bri_epay: 'BRImo',
  cimb_clicks: 'OCTO Clicks',
  danamon_online: 'Danamon Online Banking',
  uob_ezpay: 'UOB Ezpay',
};

/** How the user paid, in words: "Virtual Account BCA", "QRIS" … */
export function paymentMethodLabel(
  paymentType: string | null,
  instructions: PaymentInstructions | null,
): string | null {
  if (!paymentType) return null;
  if (instructions?.kind === 'virtual_account') return `Virtual Account ${instructions.bank.toUpperCase()}`;
  if (instructions?.kind === 'payment_code' && paymentType === 'cstore') {
    return instructions.store.charAt(0).toUpperCase() + instructions.store.slice(1);
  }
  return PAYMENT_TYPE_LABELS[paymentType] ?? paymentType;
}
