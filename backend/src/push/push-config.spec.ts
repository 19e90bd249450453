import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateVAPIDKeys } from 'web-push';
import { ConfigError, loadAppConfig } from '../app-config';
import { resolveVapidDetails } from './push-config';

const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'x'.repeat(40),
  IDENTITY_HASH_SECRET: 'y'.repeat(40),
  OIDC_ISSUER: 'https://id.example.com',
  OIDC_CLIENT_ID: 'telisik',
  OIDC_CLIENT_SECRET: 'secret',
  MIDTRANS_SERVER_KEY: 'Mid-server-abc',
  MIDTRANS_CLIENT_KEY: 'Mid-client-abc',
  MIDTRANS_ENVIRONMENT: 'production',
  COMPANY_NAME: 'PT Telisik',
  COMPANY_ADDRESS: 'Jakarta',
  SMTP_URL: 'smtp://mail.example.com',
  MAIL_FROM: 'Telisik <noreply@telisik.example>',
  SUPPORT_EMAIL: 'support@telisik.example',
  APP_URL: 'https://telisik.example',
};

describe('web push configuration', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'telisik-push-config-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('generates development keys into the data folder once and reuses them', () => {
    const config = loadAppConfig({ SESSION_SECRET: 'x'.repeat(40), DATA_DIR: dataDir });
    expect(config.push.vapidKeys).toBeNull();
    const first = resolveVapidDetails(config.push);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(first.subject).toBe('mailto:noreply@localhost');
    expect(JSON.parse(readFileSync(join(dataDir, 'vapid-keys.json'), 'utf8'))).toEqual({ publicKey: first.publicKey, privateKey: first.privateKey });
    expect(resolveVapidDetails(loadAppConfig({ SESSION_SECRET: 'x'.repeat(40), DATA_DIR: dataDir }).push)).toEqual(first);
    // No draft is left beside it.
    expect(readdirSync(dataDir)).toEqual(['vapid-keys.json']);
  });

  it('refuses a key file that holds no key pair rather than replacing the keys devices use', () => {
    writeFileSync(join(dataDir, 'vapid-keys.json'), '{"publicKey":"x"}');
    expect(() => resolveVapidDetails(loadAppConfig({ SESSION_SECRET: 'x'.repeat(40), DATA_DIR: dataDir }).push)).toThrow(
      /vapid-keys\.json does not hold a VAPID key pair: delete it to generate a new one/,
    );
  });

  it('takes the keys from the environment, and refuses half a pair or a malformed key', () => {
    const keys = generateVAPIDKeys();
    const env = { SESSION_SECRET: 'x'.repeat(40), DATA_DIR: dataDir, VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'mailto:ops@telisik.example' };
    expect(resolveVapidDetails(loadAppConfig(env).push)).toEqual({ ...keys, subject: 'mailto:ops@telisik.example' });
    expect(() => loadAppConfig({ ...env, VAPID_PRIVATE_KEY: '' })).toThrow(
      new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all'),
    );
    expect(() => loadAppConfig({ ...env, VAPID_PUBLIC_KEY: 'abc' })).toThrow(/VAPID_PUBLIC_KEY must be an uncompressed P-256 public key/);
    expect(() => loadAppConfig({ ...env, VAPID_SUBJECT: 'ops@telisik.example' })).toThrow(/VAPID_SUBJECT must be a mailto: or https: URL/);
  });

  it('names the missing keys in production', () => {
    expect(() => loadAppConfig({ ...PRODUCTION, DATA_DIR: dataDir })).toThrow(
      new ConfigError(
        'NODE_ENV=production needs web push keys (the generated ones are for development only); missing: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT',
      ),
    );
  });
});
