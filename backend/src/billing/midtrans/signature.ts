import { createHash, timingSafeEqual } from 'node:crypto';

/** Midtrans's notification signature: SHA-512 hex of order_id + status_code + gross_amount + server key. */
export function midtransSignature(
  input: { order_id: string; status_code: string; gross_amount: string },
  serverKey: string,
): string {
  return createHash('sha512')
    .update(`${input.order_id}${input.status_code}${input.gross_amount}${serverKey}`)
    .digest('hex');
}

export function isValidMidtransSignature(
  input: { order_id: string; status_code: string; gross_amount: string; signature_key: string },
  serverKey: string,
): boolean {
  const expected = Buffer.from(midtransSignature(input, serverKey), 'utf8');
  const given = Buffer.from(input.signature_key.toLowerCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
