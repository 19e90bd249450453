import type { AlertSettings } from '@telisik/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/fetch-stub';
import { renderWithApp } from '@/testing/render';
import { AlertSettingsSection } from './alert-settings-section';

describe('AlertSettingsSection', () => {
  it('saves the mail and thresholds without touching push, which is the device toggle\'s', async () => {
    const stored: AlertSettings = { mailEnabled: true, pushEnabled: true, scorePoints: 4, pricePercent: 7 };
    const { calls } = stubFetch((_url, init) =>
      init?.method === 'PUT' ? jsonResponse(200, { ...stored, mailEnabled: false }) : jsonResponse(200, stored),
    );
    const user = userEvent.setup();
    renderWithApp(<AlertSettingsSection />);

    // jsdom has no PushManager: the toggle says so instead of offering what cannot work.
    expect(await screen.findByText(/Browser ini tidak mendukung notifikasi push/)).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Kirim email ringkasan harian bila ada perubahan' }));
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(calls.some((call) => call.init?.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.init?.method === 'PUT');
    expect(put?.url).toBe('/api/alerts/settings');
    expect(JSON.parse(String(put?.init?.body))).toEqual({ mailEnabled: false, scorePoints: 4, pricePercent: 7 });
  });
});
