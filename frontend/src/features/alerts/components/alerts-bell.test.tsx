import type { AlertsResponse, StockAlert } from '@telisik/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/fetch-stub';
import { renderWithApp } from '@/testing/render';
import { AlertsBell, newUnreadAlerts } from './alerts-bell';

const alert = (id: string, read: boolean): StockAlert => ({
  id,
  ticker: 'DEWA',
  asOf: '2025-12-09',
  kind: 'price_moved',
  title: `DEWA: harga naik 10,26% dalam satu sesi (${id})`,
  body: 'Penutupan 9 Desember 2025: Rp505, dari Rp458 sesi sebelumnya.',
  read,
  createdAt: '2025-12-09T09:30:00.000Z',
});

describe('AlertsBell', () => {
  it('shows the unread count, lists the alerts and marks one read', async () => {
    let body: AlertsResponse = { alerts: [alert('a1', false), alert('a2', true)], unread: 1, alertsActive: true };
    const { calls } = stubFetch((_url, init) => {
      if (init?.method === 'POST') {
        body = { ...body, alerts: body.alerts.map((a) => ({ ...a, read: true })), unread: 0 };
        return jsonResponse(200, body.alerts[0]);
      }
      return jsonResponse(200, body);
    });
    const user = userEvent.setup();
    renderWithApp(<AlertsBell />);

    const bell = await screen.findByRole('button', { name: 'Peringatan, 1 belum dibaca' });
    expect(screen.getByTestId('alerts-unread').textContent).toBe('1');
    await user.click(bell);
    expect(screen.getAllByTestId('alert-row')).toHaveLength(2);
    expect(screen.getByText('DEWA: harga naik 10,26% dalam satu sesi (a1)')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Tandai dibaca' }));
    expect(calls.some((c) => c.url === '/api/alerts/a1/read' && c.init?.method === 'POST')).toBe(true);
    await waitFor(() => expect(screen.queryByTestId('alerts-unread')).toBeNull());
    expect(screen.getByRole('button', { name: 'Peringatan' })).toBeTruthy();
  });

  it('says alerts are paused for a user whose Premium ended', async () => {
    stubFetch(() => jsonResponse(200, { alerts: [], unread: 0, alertsActive: false }));
    const user = userEvent.setup();
    renderWithApp(<AlertsBell />);
    await user.click(await screen.findByRole('button', { name: 'Peringatan' }));
    expect(await screen.findByText('Peringatan dijeda karena Premium Anda telah berakhir.')).toBeTruthy();
  });
});

describe('newUnreadAlerts', () => {
  it('toasts nothing on the first answer, then only unread alerts not seen before', () => {
    expect(newUnreadAlerts(null, [alert('a1', false)])).toEqual([]);
    const known = new Set(['a1']);
    expect(newUnreadAlerts(known, [alert('a3', false), alert('a2', true), alert('a1', false)]).map((a) => a.id)).toEqual(['a3']);
  });
});
