import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, jsonResponse, stubFetch } from '@/testing/fetch-stub';
import { renderWithApp } from '@/testing/render';
import { applicationServerKey, type PushBrowser } from '../api/push';
import { PushToggle } from './push-toggle';

const PUBLIC_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/perangkat-1';

/** A browser that can do web push, with its permission prompt and push manager stood in. */
function fakeBrowser({ permission = 'default', answer = 'granted', subscribed = false, madeWith }: {
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  subscribed?: boolean;
  /** The key an existing subscription was made with. */
  madeWith?: Uint8Array;
} = {}) {
  const subscription = {
    endpoint: ENDPOINT,
    options: { applicationServerKey: madeWith?.buffer ?? null, userVisibleOnly: true },
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'kunci-p256dh', auth: 'rahasia' } }),
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  } as unknown as PushSubscription;
  let current: PushSubscription | null = subscribed ? subscription : null;
  const notifications = {
    permission,
    requestPermission: vi.fn(async () => {
      notifications.permission = answer;
      return answer;
    }),
  };
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => (current = subscription)),
  };
  const browser: PushBrowser = {
    notifications,
    registration: async () => ({ pushManager: pushManager as unknown as PushManager }),
  };
  return { browser, notifications, pushManager, subscription };
}

const toggle = () => screen.getByRole('switch', { name: 'Notifikasi push di perangkat ini' }) as HTMLInputElement;

describe('PushToggle', () => {
  afterEach(() => vi.restoreAllMocks());

  it('never asks for permission on load; turning it on asks, subscribes with the app key and registers the device', async () => {
    const { calls } = stubFetch((url) =>
      url === '/api/push/public-key' ? jsonResponse(200, { publicKey: PUBLIC_KEY }) : jsonResponse(201, { id: 'd1', endpoint: ENDPOINT }),
    );
    const { browser, notifications, pushManager } = fakeBrowser();
    const user = userEvent.setup();
    renderWithApp(<PushToggle pushEnabled={false} browser={browser} />);

    await waitFor(() => expect(toggle().disabled).toBe(false));
    expect(toggle().checked).toBe(false);
    expect(notifications.requestPermission).not.toHaveBeenCalled();
    expect(calls).toEqual([]);

    await user.click(toggle());
    await waitFor(() => expect(toggle().checked).toBe(true));
    expect(notifications.requestPermission).toHaveBeenCalledTimes(1);
    expect(pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: applicationServerKey(PUBLIC_KEY) });
    const post = calls.find((call) => call.url === '/api/push/subscriptions');
    expect(post?.init?.method).toBe('POST');
    expect(JSON.parse(String(post?.init?.body))).toEqual({ endpoint: ENDPOINT, keys: { p256dh: 'kunci-p256dh', auth: 'rahasia' } });
    expect(screen.getByText(/Notifikasi push aktif di perangkat ini/)).toBeTruthy();
  });

  it('replaces a subscription made with the server\'s old key', async () => {
    const { calls } = stubFetch((url) =>
      url === '/api/push/public-key' ? jsonResponse(200, { publicKey: PUBLIC_KEY }) : jsonResponse(201, { id: 'd1', endpoint: ENDPOINT }),
    );
    const { browser, pushManager, subscription } = fakeBrowser({ permission: 'granted', subscribed: true, madeWith: new Uint8Array(65).fill(4) });
    const user = userEvent.setup();
    renderWithApp(<PushToggle pushEnabled={false} browser={browser} />);
    await waitFor(() => expect(toggle().disabled).toBe(false));
    await user.click(toggle());
    await waitFor(() => expect(toggle().checked).toBe(true));
    expect(subscription.unsubscribe).toHaveBeenCalledTimes(1);
    expect(pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(calls.filter((call) => call.url === '/api/push/subscriptions')).toHaveLength(1);
  });

  it('shows a subscribed device as on, and turning it off unsubscribes and removes it on the server', async () => {
    const { calls } = stubFetch(() => new Response(null, { status: 204 }));
    const { browser, subscription } = fakeBrowser({ permission: 'granted', subscribed: true });
    const user = userEvent.setup();
    renderWithApp(<PushToggle pushEnabled browser={browser} />);

    await waitFor(() => expect(toggle().checked).toBe(true));
    await user.click(toggle());
    await waitFor(() => expect(toggle().checked).toBe(false));
    expect(subscription.unsubscribe).toHaveBeenCalledTimes(1);
    const remove = calls.find((call) => call.init?.method === 'DELETE');
    expect(remove?.url).toBe('/api/push/subscriptions');
    expect(JSON.parse(String(remove?.init?.body))).toEqual({ endpoint: ENDPOINT });
  });

  it('explains how to allow notifications when they are blocked, before and after asking', async () => {
    stubFetch(() => jsonResponse(200, {}));
    const blocked = fakeBrowser({ permission: 'denied' });
    const first = renderWithApp(<PushToggle pushEnabled={false} browser={blocked.browser} />);
    expect(await screen.findByText(/Notifikasi untuk Telisik diblokir di browser ini\. Untuk mengizinkan/)).toBeTruthy();
    expect(toggle().disabled).toBe(true);
    first.unmount();

    const refusing = fakeBrowser({ answer: 'denied' });
    const user = userEvent.setup();
    renderWithApp(<PushToggle pushEnabled={false} browser={refusing.browser} />);
    await waitFor(() => expect(toggle().disabled).toBe(false));
    await user.click(toggle());
    expect(await screen.findByText(/diblokir di browser ini/)).toBeTruthy();
    expect(toggle().checked).toBe(false);
    expect(refusing.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('says when the browser cannot do push at all', () => {
    stubFetch(() => jsonResponse(200, {}));
    renderWithApp(<PushToggle pushEnabled={false} browser={null} />);
    expect(screen.getByText(/Browser ini tidak mendukung notifikasi push/)).toBeTruthy();
    expect(toggle().disabled).toBe(true);
  });

  it('waits while offline, and reports a server refusal', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubFetch((url) =>
      url === '/api/push/public-key'
        ? jsonResponse(200, { publicKey: PUBLIC_KEY })
        : apiError(403, 'Forbidden', 'Notifikasi push adalah fitur Premium. Upgrade ke Premium untuk menggunakannya.'),
    );
    const { browser } = fakeBrowser({ permission: 'granted' });
    const view = renderWithApp(<PushToggle pushEnabled={false} browser={browser} />);
    expect(await screen.findByText(/Anda sedang offline/)).toBeTruthy();
    expect(toggle().disabled).toBe(true);
    view.unmount();

    online.mockReturnValue(true);
    const user = userEvent.setup();
    renderWithApp(<PushToggle pushEnabled={false} browser={browser} />);
    await waitFor(() => expect(toggle().disabled).toBe(false));
    await user.click(toggle());
    expect(await screen.findByText('Notifikasi push gagal diatur')).toBeTruthy();
    expect(toggle().checked).toBe(false);
  });
});
