import { midtransSignature, isValidMidtransSignature } from './signature';
import {
  interpretStatus,
  parseGrossAmount,
  parseMidtransTime,
  paymentInstructions,
} from './transaction-status';

describe('Midtrans statuses, amounts, times and signatures', () => {
  it.each([
    ['settlement', undefined, 'paid'],
    ['capture', 'accept', 'paid'],
    ['capture', undefined, 'paid'],
    ['capture', 'challenge', 'waiting'],
    ['capture', 'deny', 'denied'],
    ['authorize', 'accept', 'waiting'],
    ['pending', undefined, 'waiting'],
    ['deny', undefined, 'denied'],
    ['cancel', undefined, 'cancelled'],
    ['expire', undefined, 'expired'],
    ['failure', undefined, 'failed'],
    ['refund', undefined, 'refunded'],
    ['chargeback', undefined, 'charged_back'],
    ['partial_refund', undefined, 'partially_returned'],
    ['partial_chargeback', undefined, 'partially_returned'],
    ['something_new', undefined, 'unknown'],
  ])('%s (fraud %s) means %s', (status, fraud, outcome) => {
    expect(interpretStatus(status, fraud)).toBe(outcome);
  });

  it('reads gross amounts the way Midtrans writes them, and nothing else', () => {
    expect(parseGrossAmount('199000.00')).toBe(199000);
    expect(parseGrossAmount('199000')).toBe(199000);
    for (const bad of ['', '199.000,00', '1e6', '-199000.00', '199000.001', ' 199000'])
      expect(parseGrossAmount(bad)).toBeNaN();
  });

  it('reads WIB wall-clock times', () => {
    expect(parseMidtransTime('2026-01-31 10:00:00')?.toISOString()).toBe('2026-01-31T03:00:00.000Z');
    expect(parseMidtransTime('31/01/2026')).toBeNull();
    expect(parseMidtransTime(undefined)).toBeNull();
  });

  it('finds how to pay for each pending payment type', () => {
    const base = {
      order_id: 'o',
      status_code: '201',
      gross_amount: '199000.00',
      transaction_status: 'pending',
      expiry_time: '2026-01-31 10:00:00',
    };
    expect(
      paymentInstructions({
        ...base,
        payment_type: 'bank_transfer',
        va_numbers: [{ bank: 'bni', va_number: '988' }],
      }),
    ).toEqual({
      kind: 'virtual_account',
      bank: 'bni',
      number: '988',
      paymentType: 'bank_transfer',
      payBefore: '2026-01-31T03:00:00.000Z',
    });
    expect(
      paymentInstructions({ ...base, payment_type: 'bank_transfer', permata_va_number: '8562' }),
    ).toMatchObject({ kind: 'virtual_account', bank: 'permata', number: '8562' });
    expect(
      paymentInstructions({ ...base, payment_type: 'echannel', bill_key: '5112', biller_code: '70012' }),
    ).toMatchObject({ kind: 'bill_payment', billerCode: '70012', billKey: '5112' });
    expect(
      paymentInstructions({ ...base, payment_type: 'cstore', store: 'indomaret', payment_code: 'ABC123' }),
    ).toMatchObject({ kind: 'payment_code', store: 'indomaret', code: 'ABC123' });
    expect(
      paymentInstructions({
        ...base,
        payment_type: 'qris',
        actions: [{ name: 'generate-qr-code', url: 'https://api.midtrans.com/v2/qris/x/qr-code' }],
      }),
    ).toMatchObject({ kind: 'qr_code', imageUrl: 'https://api.midtrans.com/v2/qris/x/qr-code' });
    expect(
      paymentInstructions({
        ...base,
        payment_type: 'gopay',
        actions: [{ name: 'generate-qr-code', url: 'javascript:alert(1)' }],
      }),
    ).toMatchObject({ kind: 'other' });
  });

  it('signs as Midtrans documents: SHA-512 of order_id, status_code, gross_amount and the server key', () => {
    // Midtrans's own documented example values.
    const input = { order_id: 'Postman-1578568851', status_code: '200', gross_amount: '10000.00' };
    const signature = midtransSignature(input, 'VT-server-HJMpl9HLr_ntOKt5mRONdmKj');
    expect(signature).toMatch(/^[0-9a-f]{128}$/);
    expect(
      isValidMidtransSignature({ ...input, signature_key: signature }, 'VT-server-HJMpl9HLr_ntOKt5mRONdmKj'),
    ).toBe(true);
    expect(
      isValidMidtransSignature(
        { ...input, signature_key: signature.toUpperCase() },
        'VT-server-HJMpl9HLr_ntOKt5mRONdmKj',
      ),
    ).toBe(true);
    expect(
      isValidMidtransSignature(
        { ...input, gross_amount: '10000', signature_key: signature },
        'VT-server-HJMpl9HLr_ntOKt5mRONdmKj',
      ),
    ).toBe(false);
    expect(
      isValidMidtransSignature({ ...input, signature_key: 'short' }, 'VT-server-HJMpl9HLr_ntOKt5mRONdmKj'),
    ).toBe(false);
  });
});
