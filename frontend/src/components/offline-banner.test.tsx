import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/fetch-stub';
import { renderWithApp } from '@/testing/render';
import { OfflineBanner } from './offline-banner';

const offlineText = /Anda sedang offline/;
const unreachableText = /Server Telisik tidak dapat dihubungi/;

describe('OfflineBanner', () => {
  it('says so when the browser is offline, and goes when it is back', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithApp(<OfflineBanner />);
    expect(screen.getByRole('status').textContent).toMatch(offlineText);

    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says the server cannot be reached when a request got no answer; Coba lagi asks again', async () => {
    const user = userEvent.setup();
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    function QuotaReader() {
      useQuery({ queryKey: ['/api/quota'] });
      return null;
    }
    renderWithApp(
      <>
        <OfflineBanner />
        <QuotaReader />
      </>,
    );
    expect(await screen.findByText(unreachableText)).toBeTruthy();
    expect(screen.queryByText(offlineText)).toBeNull();

    const { calls } = stubFetch(() => jsonResponse(200, { quota: { analysesUsed: 0 } }));
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(screen.queryByText(unreachableText)).toBeNull());
    expect(calls.map((call) => call.url)).toEqual(['/api/quota']);
  });
});
