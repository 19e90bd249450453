import type { PaymentInstructions } from '@telisik/contract';
import type { MidtransTransaction } from './midtrans-types';

/**
 * What a confirmed Midtrans status means for our order:
 * - paid: the money is ours (settlement; capture accepted by fraud detection);
 * - waiting: nothing decided yet (pending; a card authorised or challenged, not captured);
 * - denied, cancelled, expired, failed: ended, no money taken;
 * - refunded, charged_back: the money went back, the period goes with it;
 * - partially_returned: part of the money went back; the payment stands (an operator decides more);
 * - unknown: a status Midtrans does not document; changes nothing and is logged.
 */
export type StatusOutcome =
  | 'paid'
  | 'waiting'
  | 'denied'
  | 'cancelled'
  | 'expired'
  | 'failed'
  | 'refunded'
  | 'charged_back'
  | 'partially_returned'
  | 'unknown';

export function interpretStatus(transactionStatus: string, fraudStatus: string | undefined): StatusOutcome {
  switch (transactionStatus) {
    case 'settlement':
      return 'paid';
    case 'capture':
      // Cards: captured but held by fraud detection until the merchant accepts or denies it.
      if (fraudStatus === 'challenge') return 'waiting';
      if (fraudStatus === 'deny') return 'denied';
      return 'paid';
    case 'pending':
    case 'authorize':
      return 'waiting';
    case 'deny':
      return 'denied';
    case 'cancel':
      return 'cancelled';
    case 'expire':
      return 'expired';
    case 'failure':
      return 'failed';
    case 'refund':
      return 'refunded';
    case 'chargeback':
      return 'charged_back';
    case 'partial_refund':
    case 'partial_chargeback':
      return 'partially_returned';
    default:
      return 'unknown';
  }
}

/** "199000.00" → 199000; anything that is not a plain decimal amount → NaN. */
export function parseGrossAmount(value: string): number {
  return /^\d+(\.\d{1,2})?$/.test(value) ? Number(value) : Number.NaN;
}

/** Midtrans writes times in WIB (UTC+7) without an offset. */
export function parseMidtransTime(value: string | undefined): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)) return null;
  const date = new Date(`${value.replace(' ', 'T')}+07:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** How to pay a pending transaction, from the fields each payment type carries. */
export function paymentInstructions(transaction: MidtransTransaction): PaymentInstructions {
  const paymentType = transaction.payment_type ?? 'unknown';
  const payBefore = parseMidtransTime(transaction.expiry_time)?.toISOString() ?? null;
  const common = { paymentType, payBefore };
  const va = transaction.va_numbers?.[0];
  if (va) return { kind: 'virtual_account', bank: va.bank, number: va.va_number, ...common };
  if (transaction.permata_va_number) {
    return { kind: 'virtual_account', bank: 'permata', number: transaction.permata_va_number, ...common };
  }
  if (transaction.bill_key && transaction.biller_code) {
    return {
      kind: 'bill_payment',
      billerCode: transaction.biller_code,
      billKey: transaction.bill_key,
      ...common,
    };
  }
  if (transaction.payment_code) {
    return {
      kind: 'payment_code',
      store: transaction.store ?? paymentType,
      code: transaction.payment_code,
      ...common,
    };
  }
  const qr = transaction.actions?.find((action) => action.name === 'generate-qr-code');
  if (qr && /^https?:\/\//.test(qr.url)) return { kind: 'qr_code', imageUrl: qr.url, ...common };
  return { kind: 'other', ...common };
}
