import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { ReloadPrompt } from './reload-prompt';

// The service worker side is covered by the browser tests; here, what the user sees and does.
const registration = vi.hoisted(() => ({
  onNeedRefresh: undefined as (() => void) | undefined,
  updateServiceWorker: vi.fn(() => Promise.resolve()),
}));

vi.mock('virtual:pwa-register/react', async () => {
  const { useState } = await import('react');
  return {
    useRegisterSW: () => {
      const [needRefresh, setNeedRefresh] = useState(false);
      registration.onNeedRefresh = () => setNeedRefresh(true);
      return {
        needRefresh: [needRefresh, setNeedRefresh],
        offlineReady: [false, () => undefined],
        updateServiceWorker: registration.updateServiceWorker,
      };
    },
  };
});

describe('ReloadPrompt', () => {
  beforeEach(() => registration.updateServiceWorker.mockClear());

  it('offers the new version in a notice and reloads only when the user asks', async () => {
    renderWithApp(<ReloadPrompt />);
    expect(screen.queryByText('Versi baru tersedia')).toBeNull();

    act(() => registration.onNeedRefresh?.());

    const region = await screen.findByRole('region', { name: /Notification/ });
    await waitFor(() => expect(region.textContent).toContain('Versi baru tersedia'));
    expect(region.textContent).toContain('Muat ulang untuk memakai versi terbaru Telisik.');
    expect(registration.updateServiceWorker).not.toHaveBeenCalled();

    // A plain click: jsdom lacks the pointer capture the toast's swipe handling asks for.
    fireEvent.click(screen.getByRole('button', { name: 'Muat ulang' }));
    expect(registration.updateServiceWorker).toHaveBeenCalledTimes(1);
  });
});
