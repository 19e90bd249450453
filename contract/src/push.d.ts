/** GET /api/push/public-key: the VAPID public key a browser subscribes with (applicationServerKey). */
export interface PushPublicKey {
  publicKey: string;
}

/**
 * POST /api/push/subscriptions: a device's PushSubscription.toJSON(). The endpoint is an https URL
 * of the browser's push service; the keys are base64url (p256dh: 65 bytes, auth: 16 bytes).
 * Subscribing turns push on for the account (AlertSettings.pushEnabled).
 */
export interface PushSubscriptionRequest {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

/** The stored device, as POST answers it (no delivery detail: it would tell whether a target answers). */
export interface PushDevice {
  id: string;
  endpoint: string;
  userAgent: string | null;
  createdAt: string;
}

/** DELETE /api/push/subscriptions: this device leaves push (204; 404 when it is not yours or not there). */
export interface PushUnsubscribeRequest {
  endpoint: string;
}

/**
 * What the service worker receives (the encrypted payload of a push): shown as a notification whose
 * tap opens `url`, an app path.
 */
export interface PushMessage {
  title: string;
  body: string;
  tag: string;
  url: string;
}
