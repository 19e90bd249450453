import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AccountExport, PushDevice, PushSubscriptionRequest } from '@telisik/contract';
import type { DataSource, EntityManager } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { messages } from '../common/messages';
import type { SignedInUser } from '../users';
import type { VapidDetails } from './push-config';
import { VAPID_DETAILS } from './vapid-details';
import { checkPushEndpoint, PushEndpointRefused, type PushEndpointPolicy } from './push-endpoint';
import { PUSH_ENDPOINT_POLICY } from './push-endpoint-policy.provider';

/** The browser's User-Agent, cut to a label: the stored row says which browser it was, nothing more. */
export function userAgentLabel(userAgent: string | undefined): string | null {
  const text = userAgent?.trim();
  return text ? text.slice(0, 120) : null;
}

function decodeBase64Url(value: string): Buffer {
  return Buffer.from(value.replace(/=+$/, ''), 'base64url');
}

/** What a new subscription also turns on, in the subscription's transaction (whenSubscribed). */
export type SubscribedListener = (manager: EntityManager, userId: string) => Promise<void>;

/** A user's devices subscribed to push. Ownership is part of every query. */
@Injectable()
export class PushSubscriptionsService {
  private readonly subscribedListeners: SubscribedListener[] = [];

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(VAPID_DETAILS) private readonly vapid: VapidDetails,
    @Inject(PUSH_ENDPOINT_POLICY) private readonly policy: PushEndpointPolicy,
  ) {}

  /** The user's subscribed browsers, oldest first (their data export). */
  async devicesOf(userId: string): Promise<AccountExport['pushDevices']> {
    const rows = await this.dataSource.query<{ endpoint: string; user_agent: string | null; created_at: Date }[]>(
      'SELECT endpoint, user_agent, created_at FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at',
      [userId],
    );
    return rows.map((row) => ({ endpoint: row.endpoint, userAgent: row.user_agent, createdAt: row.created_at.toISOString() }));
  }

  /**
   * Runs `listener` inside every subscription's transaction, once the device is stored: the alerts
   * feature switches the user's pushes on there. Whether a user wants pushes is alerts' setting,
   * and alerts builds on push, so push cannot ask it; AlertsModule registers at start instead.
   */
  whenSubscribed(listener: SubscribedListener): void {
    this.subscribedListeners.push(listener);
  }

  publicKey(): string {
    return this.vapid.publicKey;
  }

  /**
   * Stores (or refreshes) this device's subscription and, through the listeners, turns push on for
   * the account. An endpoint another account had (one browser profile, two accounts in turn) moves
   * to this one: the device shows the notifications of whoever subscribed it last.
   */
  async subscribe(user: SignedInUser, input: PushSubscriptionRequest, userAgent: string | undefined): Promise<PushDevice> {
    if (!user.isPremium) throw new DomainError('PREMIUM_REQUIRED', messages.premiumRequired(messages.pushFeature));
    await this.checkEndpoint(input.endpoint);
    const key = decodeBase64Url(input.keys.p256dh);
    if (key.length !== 65 || key[0] !== 0x04) {
      throw new DomainError('PUSH_SUBSCRIPTION_INVALID', messages.pushKeyInvalid('p256dh'));
    }
    if (decodeBase64Url(input.keys.auth).length !== 16) {
      throw new DomainError('PUSH_SUBSCRIPTION_INVALID', messages.pushKeyInvalid('auth'));
    }
    return this.dataSource.transaction(async (manager) => {
      const [row] = await manager.query<
        { id: string; endpoint: string; user_agent: string | null; created_at: Date }[]
      >(
        `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, user_agent)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (endpoint) DO UPDATE
            SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth,
                user_agent = EXCLUDED.user_agent
         RETURNING id, endpoint, user_agent, created_at`,
        [user.id, input.endpoint, input.keys.p256dh.replace(/=+$/, ''), input.keys.auth.replace(/=+$/, ''), userAgentLabel(userAgent)],
      );
      for (const listener of this.subscribedListeners) await listener(manager, user.id);
      return {
        id: row!.id,
        endpoint: row!.endpoint,
        userAgent: row!.user_agent,
        // No delivery detail (when a push last got through): it would tell whether a target answers.
        createdAt: row!.created_at.toISOString(),
      };
    });
  }

  /** Removes this device's subscription; another user's endpoint is not found, as if absent. */
  async unsubscribe(user: SignedInUser, endpoint: string): Promise<void> {
    const [, deleted] = await this.dataSource.query<[unknown[], number]>(
      'DELETE FROM push_subscriptions WHERE endpoint = $1 AND user_id = $2',
      [endpoint, user.id],
    );
    if (deleted === 0) throw new DomainError('PUSH_SUBSCRIPTION_NOT_FOUND', messages.pushSubscriptionNotFound);
  }

  /** The endpoint must be a browser push service's, on public addresses (push-endpoint.ts). */
  private async checkEndpoint(endpoint: string): Promise<void> {
    try {
      await checkPushEndpoint(endpoint, this.policy);
    } catch (error) {
      // One answer whatever the reason, so the API tells nothing about a name's addresses.
      if (error instanceof PushEndpointRefused) throw new DomainError('PUSH_SUBSCRIPTION_INVALID', messages.pushEndpointInvalid);
      throw error;
    }
  }
}
