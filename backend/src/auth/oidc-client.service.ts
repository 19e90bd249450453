import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import passport from 'passport';
import { APP_CONFIG, type CoreConfig } from '../config/core-config';
import type { OidcClientConfig } from './auth-config';
import type { IdentityClaims } from '../users';
import type { AuthenticateOptions } from 'openid-client/passport';

export const OIDC_STRATEGY = 'oidc';

export interface SignedInIdentity {
  claims: IdentityClaims;
  idToken: string | undefined;
  /** The provider's `email_verified` is exactly `true` for `claims.email`. */
  emailVerified: boolean;
}

/** RP-initiated logout needs the provider's end-session endpoint, if it has one. */
export interface LogoutTarget {
  endSessionUrl: URL;
}

type OpenIdClient = typeof import('openid-client');

/**
 * The OpenID Connect client: discovery, then openid-client's Passport strategy for the
 * authorization-code flow with PKCE, state and nonce. Discovery is lazy because the embedded
 * provider lives on this same server and answers only once it listens.
 */
@Injectable()
export class OidcClientService {
  private ready: Promise<{ client: OpenIdClient; config: import('openid-client').Configuration }> | null = null;

  constructor(@Inject(APP_CONFIG) private readonly appConfig: CoreConfig & { oidc: OidcClientConfig | null }) {}

  get callbackUrl(): string {
    return `${this.appConfig.appUrl}/api/callback`;
  }

  /** Registers the strategy with Passport on first use; later calls return at once. */
  async ensureStrategy(): Promise<void> {
    await this.discover();
  }

  async logoutTarget(idToken: string | undefined): Promise<LogoutTarget | null> {
    const { client, config } = await this.discover();
    if (!config.serverMetadata().end_session_endpoint) return null;
    const params: Record<string, string> = { post_logout_redirect_uri: `${this.appConfig.appUrl}/` };
    if (idToken) params.id_token_hint = idToken;
    return { endSessionUrl: client.buildEndSessionUrl(config, params) };
  }

  private discover() {
    this.ready ??= this.createStrategy().catch((error: unknown) => {
      this.ready = null; // a provider that was down may be up on the next attempt
      throw error;
    });
    return this.ready;
  }

  private async createStrategy() {
    const oidc = this.appConfig.oidc;
    if (!oidc) throw new Error('No OpenID provider configured');
    const client = await import('openid-client');
    const { Strategy } = await import('openid-client/passport');
    const insecureAllowed = this.appConfig.env !== 'production' && oidc.issuer.startsWith('http://');
    const config = await client.discovery(
      new URL(oidc.issuer),
      oidc.clientId,
      oidc.clientSecret,
      undefined,
      insecureAllowed ? { execute: [client.allowInsecureRequests] } : undefined,
    );
    const appUrl = this.appConfig.appUrl;

    class StrictStrategy extends Strategy {
      // The strategy sends state only when PKCE is unsupported and a nonce only for implicit flows;
      // we send all three, and the strategy checks whatever it sent on the way back.
      override authorizationRequestParams(req: Request, options: AuthenticateOptions) {
        const params = new URLSearchParams(super.authorizationRequestParams(req, options) as URLSearchParams);
        params.set('state', client.randomState());
        params.set('nonce', client.randomNonce());
        return params;
      }

      // The redirect URI must match the registered one exactly, whatever host the request came through.
      override currentUrl(req: Request): URL {
        return new URL(req.originalUrl, appUrl);
      }
    }

    const strategy = new StrictStrategy(
      { config, scope: 'openid email profile', callbackURL: this.callbackUrl, name: OIDC_STRATEGY },
      (tokens, verified) => {
        const idClaims = tokens.claims();
        if (!idClaims) {
          verified(new Error('The provider returned no ID token'));
          return;
        }
        client
          .fetchUserInfo(config, tokens.access_token, idClaims.sub)
          .then((userInfo) => {
            const claims = { ...userInfo, ...idClaims } as Record<string, unknown>;
            const text = (key: string) => (typeof claims[key] === 'string' ? (claims[key] as string) : null);
            const identity: SignedInIdentity = {
              claims: {
                issuer: idClaims.iss,
                subject: idClaims.sub,
                email: text('email'),
                firstName: text('given_name'),
                lastName: text('family_name'),
                profileImageUrl: text('picture'),
              },
              idToken: tokens.id_token,
              emailVerified: claims.email_verified === true,
            };
            verified(null, identity);
          })
          .catch((error: unknown) => verified(error));
      },
    );
    passport.use(OIDC_STRATEGY, strategy);
    return { client, config };
  }
}
