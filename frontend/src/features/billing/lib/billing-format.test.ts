import { describe, expect, it } from 'vitest';
import {
  formatBillingDate,
  formatBillingDateTime,
  formatPrice,
  orderStatusLabel,
  orderStatusTone,
} from './billing-format';

describe('billing formats', () => {
  it('writes rupiah the Indonesian way', () => {
    expect(formatPrice(199000)).toBe('Rp 199.000');
    expect(formatPrice(1990000)).toBe('Rp 1.990.000');
  });

  it('writes dates in WIB, whatever the device clock says', () => {
    // 20:00 UTC is already the next day in Jakarta.
    expect(formatBillingDate('2026-01-31T20:00:00.000Z')).toBe('1 Februari 2026');
    expect(formatBillingDateTime('2026-01-31T03:00:00.000Z')).toBe('31 Januari 2026 pukul 10.00 WIB');
  });

  it('names every order status in Indonesian with a fitting colour', () => {
    expect(orderStatusLabel('paid')).toBe('Lunas');
    expect(orderStatusTone('paid')).toBe('success');
    expect(orderStatusLabel('pending')).toBe('Menunggu pembayaran');
    expect(orderStatusTone('denied')).toBe('danger');
    expect(orderStatusLabel('refunded')).toBe('Dikembalikan');
  });
});
