import type { Subscription } from '@telisik/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, jsonResponse, stubFetch } from '@/testing/fetch-stub';
import { renderWithApp } from '@/testing/render';
import { UpgradeDialog } from './upgrade-dialog';

const navigateAway = vi.hoisted(() => vi.fn());
vi.mock('@/lib/navigation', () => ({ navigateAway }));

const free: Subscription = {
  plan: 'free',
  isPremium: false,
  premiumUntil: null,
  price: { amount: 199000, currency: 'IDR', periodDays: 30 },
  openOrder: null,
};

describe('UpgradeDialog', () => {
  beforeEach(() => navigateAway.mockReset());
  afterEach(() => vi.unstubAllGlobals());

  it('shows what Premium includes and its price, then sends the browser to the payment page', async () => {
    const { calls } = stubFetch((url, init) =>
      url === '/api/billing/subscription'
        ? jsonResponse(200, free)
        : init?.method === 'POST'
          ? jsonResponse(201, {
              orderId: 'TLS-1',
              redirectUrl: 'https://app.sandbox.midtrans.com/snap/v4/redirection/abc',
              reused: false,
            })
          : jsonResponse(404, {}),
    );
    renderWithApp(<UpgradeDialog onClose={() => undefined} />);
    expect((await screen.findByTestId('premium-price')).textContent).toBe('Rp 199.000');
    expect(screen.getByText('/ 30 hari')).toBeTruthy();
    expect(screen.getByText('Dukungan prioritas')).toBeTruthy();
    const pay = screen.getByRole('button', { name: 'Bayar Rp 199.000' });
    await userEvent.click(pay);
    await waitFor(() =>
      expect(navigateAway).toHaveBeenCalledWith('https://app.sandbox.midtrans.com/snap/v4/redirection/abc'),
    );
    expect(calls.filter((c) => c.init?.method === 'POST').map((c) => c.url)).toEqual(['/api/billing/orders']);
    // Leaving for the payment page: the button stays busy, so a second press sends nothing.
    expect(
      (screen.getByRole('button', { name: 'Membuka halaman pembayaran...' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('says why when the gateway is down, charges nothing and lets the user try again', async () => {
    stubFetch((url) =>
      url === '/api/billing/subscription'
        ? jsonResponse(200, free)
        : apiError(
            503,
            'Service Unavailable',
            'Layanan pembayaran sedang tidak dapat dihubungi. Tidak ada biaya yang ditagihkan; silakan coba lagi beberapa saat lagi.',
          ),
    );
    renderWithApp(<UpgradeDialog onClose={() => undefined} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Bayar Rp 199.000' }));
    expect(await screen.findByText('Pembayaran belum bisa dimulai')).toBeTruthy();
    expect(screen.getByText(/^503: Layanan pembayaran sedang tidak dapat dihubungi/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Bayar Rp 199.000' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(navigateAway).not.toHaveBeenCalled();
  });

  it('resumes an open payment instead of starting another', async () => {
    stubFetch(() =>
      jsonResponse(200, {
        ...free,
        openOrder: { orderId: 'TLS-1', redirectUrl: 'https://x', expiresAt: '2026-01-02T00:00:00Z' },
      }),
    );
    renderWithApp(<UpgradeDialog onClose={() => undefined} />);
    expect(await screen.findByRole('button', { name: 'Lanjutkan pembayaran' })).toBeTruthy();
    expect(screen.getByText(/belum selesai/)).toBeTruthy();
  });

  it('is the renewal for a Premium user: 30 more days from the current end', async () => {
    stubFetch(() =>
      jsonResponse(200, {
        ...free,
        plan: 'premium',
        isPremium: true,
        premiumUntil: '2026-01-31T03:00:00.000Z',
      }),
    );
    renderWithApp(<UpgradeDialog onClose={() => undefined} />);
    expect(await screen.findByRole('heading', { name: 'Perpanjang Premium' })).toBeTruthy();
    expect(screen.getByText(/dihitung dari tanggal Premium Anda berakhir \(31 Januari 2026\)/)).toBeTruthy();
  });

  it('closes with its close button', async () => {
    stubFetch(() => jsonResponse(200, free));
    const onClose = vi.fn();
    renderWithApp(<UpgradeDialog onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
