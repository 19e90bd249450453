import type { PushDevice, PushPublicKey, PushSubscriptionRequest, PushUnsubscribeRequest } from '@telisik/contract';
import { messages } from '@/i18n';
import { apiGet, apiPost, apiRequest, errorStatus } from '@/lib/api-client';

const pushPath = '/api/push';

/** The browser pieces push needs; the settings toggle asks for them, tests stand them in. */
export interface PushBrowser {
  /** Null where the browser has no web push (old browsers; iOS Safari outside an installed app). */
  notifications: { permission: NotificationPermission; requestPermission(): Promise<NotificationPermission> } | null;
  /** The app's service worker registration, when it is active. */
  registration(): Promise<Pick<ServiceWorkerRegistration, 'pushManager'>>;
}

/** The real browser, or null when it cannot do web push at all. */
export function browserPush(): PushBrowser | null {
  if (typeof window === 'undefined' || !('Notification' in window) || !('PushManager' in window) || !('serviceWorker' in navigator)) {
    return null;
  }
  return {
    notifications: window.Notification,
    registration: () => serviceWorkerReady(SERVICE_WORKER_WAIT_MS),
  };
}

/** How long the app's service worker may take to become active (its first install on a slow phone). */
const SERVICE_WORKER_WAIT_MS = 15_000;

/** navigator.serviceWorker.ready never settles where no worker registers (the Vite dev server). */
function serviceWorkerReady(waitMs: number): Promise<ServiceWorkerRegistration> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(messages.alertSettings.push.noServiceWorker)), waitMs);
    void navigator.serviceWorker.ready.then((registration) => {
      clearTimeout(timer);
      resolve(registration);
    });
  });
}

/** base64url to the bytes PushManager.subscribe takes as applicationServerKey. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** This device's subscription, if it has one. */
export async function currentSubscription(browser: PushBrowser): Promise<PushSubscription | null> {
  return (await browser.registration()).pushManager.getSubscription();
}

function sameBytes(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

/**
 * Subscribes this device with the app's public key and registers it with the server (which turns
 * push on for the account). A subscription the device already has is registered as it is, unless
 * it was made with another key (the server's keys changed): that one is replaced.
 */
export async function subscribeDevice(browser: PushBrowser): Promise<PushDevice> {
  const registration = await browser.registration();
  const { publicKey } = await apiGet<PushPublicKey>(`${pushPath}/public-key`);
  const key = applicationServerKey(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  // Browsers that do not report the key (options missing) keep theirs.
  const madeWith = subscription?.options?.applicationServerKey;
  if (subscription && madeWith !== undefined && !sameBytes(madeWith, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const body = subscription.toJSON() as PushSubscriptionRequest;
  return apiPost<PushDevice>(`${pushPath}/subscriptions`, { endpoint: body.endpoint, keys: body.keys });
}

/** Unsubscribes this device in the browser and removes it on the server (already gone there: fine). */
export async function unsubscribeDevice(browser: PushBrowser): Promise<void> {
  const subscription = await currentSubscription(browser);
  if (!subscription) return;
  const request: PushUnsubscribeRequest = { endpoint: subscription.endpoint };
  await subscription.unsubscribe();
  try {
    await apiRequest('DELETE', `${pushPath}/subscriptions`, request);
  } catch (error) {
    if (errorStatus(error) !== 404) throw error;
  }
}
