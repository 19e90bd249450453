import type { Order } from '@telisik/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, jsonResponse, stubFetch } from '@/testing/fetch-stub';
import { renderWithApp } from '@/testing/render';
import { PaymentFinish } from './payment-finish';

const base: Order = {
  orderId: 'TLS-20260105-abcdef0123',
  status: 'pending',
  amount: 199000,
  currency: 'IDR',
  createdAt: '2026-01-05T03:00:00.000Z',
  expiresAt: '2026-01-06T03:00:00.000Z',
  paidAt: null,
  paymentMethod: null,
  instructions: null,
  redirectUrl: 'https://app.sandbox.midtrans.com/snap/v4/redirection/abc',
  receiptNumber: null,
  premiumUntil: null,
};

function serve(order: Order | Response) {
  return stubFetch(() => (order instanceof Response ? order : jsonResponse(200, order)));
}

describe('PaymentFinish', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('celebrates a paid order with the Premium end date and tells the page to refresh the plan', async () => {
    serve({
      ...base,
      status: 'paid',
      paidAt: '2026-01-05T03:05:00.000Z',
      receiptNumber: 'TLS/2026/000001',
      premiumUntil: '2026-02-04T03:05:00.000Z',
    });
    const onPaid = vi.fn();
    renderWithApp(<PaymentFinish orderId={base.orderId} onPaid={onPaid} />);
    expect(await screen.findByRole('heading', { name: 'Pembayaran berhasil!' })).toBeTruthy();
    expect(screen.getByText(/aktif hingga 4 Februari 2026/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lihat kuitansi' }).getAttribute('href')).toBe(
      '/settings/receipts/TLS-20260105-abcdef0123',
    );
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it('shows the virtual account, its deadline and the way back to the payment page while pending', async () => {
    serve({
      ...base,
      instructions: {
        kind: 'virtual_account',
        bank: 'bca',
        number: '1234567890123456',
        paymentType: 'bank_transfer',
        payBefore: '2026-01-06T03:00:00.000Z',
      },
    });
    renderWithApp(<PaymentFinish orderId={base.orderId} />);
    expect(await screen.findByRole('heading', { name: 'Menunggu pembayaran' })).toBeTruthy();
    expect(screen.getByText('Nomor Virtual Account BCA')).toBeTruthy();
    expect(screen.getByTestId('payment-code').textContent).toBe('1234567890123456');
    expect(screen.getByText(/Bayar sebelum 6 Januari 2026 pukul 10\.00 WIB/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buka halaman pembayaran' }).getAttribute('href')).toBe(
      base.redirectUrl,
    );
  });

  it('shows the bill payment codes of Mandiri and a store code', async () => {
    serve({
      ...base,
      instructions: {
        kind: 'bill_payment',
        billerCode: '70012',
        billKey: '511224069085',
        paymentType: 'echannel',
        payBefore: null,
      },
    });
    renderWithApp(<PaymentFinish orderId={base.orderId} />);
    expect(await screen.findByText('Kode perusahaan (biller)')).toBeTruthy();
    expect(screen.getAllByTestId('payment-code').map((e) => e.textContent)).toEqual([
      '70012',
      '511224069085',
    ]);
  });

  it('offers to try again after a refused payment, and says nothing was charged', async () => {
    serve({ ...base, status: 'denied', redirectUrl: null });
    renderWithApp(<PaymentFinish orderId={base.orderId} />);
    expect(await screen.findByRole('heading', { name: 'Pembayaran gagal' })).toBeTruthy();
    expect(screen.getByText(/tidak ada biaya yang ditagihkan/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Coba lagi' }).getAttribute('href')).toBe('#upgrade');
  });

  it('says when the payment window passed', async () => {
    serve({ ...base, status: 'expired', redirectUrl: null });
    renderWithApp(<PaymentFinish orderId={base.orderId} />);
    expect(await screen.findByRole('heading', { name: 'Batas waktu pembayaran terlewati' })).toBeTruthy();
  });

  it("does not find another user's (or a made-up) order", async () => {
    serve(apiError(404, 'Not Found', 'Pesanan pembayaran tidak ditemukan.'));
    renderWithApp(<PaymentFinish orderId="TLS-someone-else" />);
    expect(await screen.findByText('Pesanan pembayaran tidak ditemukan.')).toBeTruthy();
  });

  it('needs an order number in the address', () => {
    const { calls } = serve(base);
    renderWithApp(<PaymentFinish orderId={null} />);
    expect(screen.getByText('Nomor pesanan tidak ada di alamat ini.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
