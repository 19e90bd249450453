/**
 * The parts of Midtrans's Snap and Core (status) APIs we use, as they travel on the wire:
 * https://docs.midtrans.com/reference (Snap: POST /snap/v1/transactions; Core: GET /v2/{id}/status;
 * HTTP notifications). Amounts are strings with two decimals ("199000.00"), times are WIB without
 * an offset ("2026-01-31 10:00:00"), status_code is a string.
 */

export interface SnapTransactionRequest {
  transaction_details: { order_id: string; gross_amount: number };
  item_details: { id: string; price: number; quantity: number; name: string }[];
  customer_details: { email?: string; first_name?: string };
  callbacks: { finish: string };
  expiry: { unit: 'minute' | 'hour' | 'day'; duration: number };
}

export interface SnapTransactionResponse {
  token: string;
  redirect_url: string;
}

/** Every status Midtrans documents (transaction status cycle). */
export type MidtransTransactionStatus =
  | 'authorize'
  | 'capture'
  | 'settlement'
  | 'pending'
  | 'deny'
  | 'cancel'
  | 'expire'
  | 'failure'
  | 'refund'
  | 'partial_refund'
  | 'chargeback'
  | 'partial_chargeback';

/** What both a notification and the status API carry about a transaction. */
export interface MidtransTransaction {
  order_id: string;
  status_code: string;
  gross_amount: string;
  transaction_status: string;
  currency?: string;
  transaction_id?: string;
  fraud_status?: string;
  payment_type?: string;
  transaction_time?: string;
  settlement_time?: string;
  expiry_time?: string;
  signature_key?: string;
  status_message?: string;
  va_numbers?: { bank: string; va_number: string }[];
  permata_va_number?: string;
  bill_key?: string;
  biller_code?: string;
  payment_code?: string;
  store?: string;
  actions?: { name: string; method?: string; url: string }[];
}
