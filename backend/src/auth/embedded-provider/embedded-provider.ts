import { Logger } from '@nestjs/common';
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { OidcClientConfig } from '../auth-config';
import { signInPage, logoutPage, LOGOUT_SCRIPT } from './pages';
import { loadProviderKeys } from './provider-keys';

export const EMBEDDED_PROVIDER_PATH = '/oidc';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Account {
  email: string;
  firstName: string | null;
}

/** A stable subject per email, so signing in again with the same email is the same user. */
export function subjectForEmail(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
}

/**
 * A real OpenID provider (oidc-provider) mounted on the app's own origin for development and tests:
 * the production sign-in code path (discovery, PKCE, state, nonce, ID token checks) runs unchanged
 * against it. Its sign-in page asks only for an email and an optional first name.
 */
export async function mountEmbeddedProvider(
  app: Express,
  options: {
    appUrl: string;
    production: boolean;
    /** Where the provider keeps its keys across restarts (the app's data folder). */
    dataDir: string;
    /** Lower-cased addresses this provider vouches for (email_verified: true); any other is unverified. */
    verifiedEmails: string[];
    /** The app's security headers (helmet), given the logout page's one inline script. */
    securityHeaders: (inlineScripts: string[]) => RequestHandler;
  },
): Promise<OidcClientConfig> {
  if (options.production) {
    throw new Error('The embedded OpenID provider refuses to run with NODE_ENV=production');
  }
  const { default: Provider } = await import('oidc-provider');
  const issuer = `${options.appUrl}${EMBEDDED_PROVIDER_PATH}`;
  const keys = loadProviderKeys(join(options.dataDir, 'oidc-provider-keys.json'));
  const client: OidcClientConfig = {
    issuer,
    clientId: 'telisik-web',
    clientSecret: keys.clientSecret,
  };
  const accounts = new Map<string, Account>();

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [`${options.appUrl}/api/callback`],
        post_logout_redirect_uris: [`${options.appUrl}/`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [keys.signingKey] },
    cookies: { keys: [keys.cookieKey] },
    pkce: { required: () => true },
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Grant: 14 * 24 * 60 * 60,
      Session: 14 * 24 * 60 * 60,
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name', 'picture'],
    },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          // A typed address is proven by nothing here, unless the developer listed it.
          email_verified: options.verifiedEmails.includes(account.email),
          ...(account.firstName ? { given_name: account.firstName, name: account.firstName } : {}),
        }),
      };
    },
    interactions: { url: (_ctx, interaction) => `${EMBEDDED_PROVIDER_PATH}/interaction/${interaction.uid}` },
    // Our own client: consent is implied, so the grant is created without a consent screen.
    loadExistingGrant: async (ctx) => {
      const clientId = ctx.oidc.client?.clientId;
      const accountId = ctx.oidc.session?.accountId;
      if (!clientId || !accountId) return undefined;
      const existingId = ctx.oidc.session?.grantIdFor(clientId);
      if (existingId) {
        const existing = await ctx.oidc.provider.Grant.find(existingId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
      },
    },
    // A browser-facing error (a stale or tampered sign-in link) in the app's own error body.
    renderError: (ctx, out) => {
      ctx.type = 'json';
      ctx.body = {
        statusCode: ctx.status,
        error: STATUS_CODES[ctx.status] ?? 'Error',
        message: `Permintaan masuk tidak valid: ${out.error_description ?? out.error}. Mulai masuk lagi dari aplikasi.`,
      };
    },
  });
  // The provider's URLs (discovery, redirects) come from the request's host and scheme. They are
  // pinned to APP_URL below, so the headers it reads are ours and can be trusted.
  provider.proxy = true;
  const origin = new URL(options.appUrl);
  app.use(EMBEDDED_PROVIDER_PATH, options.securityHeaders([LOGOUT_SCRIPT]), (req: Request, _res: Response, next) => {
    // Never the client's Host: a discovery document that echoed it would point a client elsewhere.
    req.headers.host = origin.host;
    req.headers['x-forwarded-host'] = origin.host;
    req.headers['x-forwarded-proto'] = origin.protocol.slice(0, -1);
    next();
  });
  provider.on('server_error', (_ctx, error) => new Logger('EmbeddedProvider').error(error));

  const form = express.urlencoded({ extended: false, limit: '4kb' });
  app.get(`${EMBEDDED_PROVIDER_PATH}/interaction/:uid`, (req: Request, res: Response, next) => {
    provider
      .interactionDetails(req, res)
      .then((details) => {
        res.setHeader('Cache-Control', 'no-store');
        res.type('html').send(signInPage({ uid: details.uid }));
      })
      .catch(next);
  });
  app.post(`${EMBEDDED_PROVIDER_PATH}/interaction/:uid/login`, form, (req: Request, res: Response, next) => {
    const body = (req.body ?? {}) as { email?: unknown; firstName?: unknown };
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    const firstName = typeof body.firstName === 'string' ? body.firstName.trim().slice(0, 200) : '';
    provider
      .interactionDetails(req, res)
      .then(async (details) => {
        if (!EMAIL_PATTERN.test(email) || email.length > 320) {
          res.status(400).type('html');
          res.send(signInPage({ uid: details.uid, email, firstName, error: 'Masukkan alamat email yang valid.' }));
          return;
        }
        const accountId = subjectForEmail(email);
        accounts.set(accountId, { email: email.toLowerCase(), firstName: firstName || null });
        await provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });
      })
      .catch(next);
  });
  app.use(EMBEDDED_PROVIDER_PATH, provider.callback());
  return client;
}
