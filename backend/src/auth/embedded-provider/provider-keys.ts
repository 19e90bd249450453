import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** What the embedded provider must keep across restarts. */
export interface ProviderKeys {
  /** The RS256 key that signs ID tokens: logout checks the id_token_hint a session kept against it. */
  signingKey: Record<string, unknown>;
  /** Signs the provider's own cookies (its sign-in session). */
  cookieKey: string;
  /** The app's client secret at the provider. */
  clientSecret: string;
}

function generateProviderKeys(): ProviderKeys {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    signingKey: { ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256' },
    cookieKey: randomBytes(32).toString('hex'),
    clientSecret: randomBytes(32).toString('hex'),
  };
}

function readProviderKeys(file: string): ProviderKeys | null {
  if (!existsSync(file)) return null;
  const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<ProviderKeys>;
  const key = stored.signingKey;
  const valid =
    typeof key === 'object' &&
    key !== null &&
    key.kty === 'RSA' &&
    typeof key.d === 'string' &&
    typeof stored.cookieKey === 'string' &&
    stored.cookieKey.length >= 32 &&
    typeof stored.clientSecret === 'string' &&
    stored.clientSecret.length >= 32;
  return valid ? (stored as ProviderKeys) : null;
}

/**
 * The embedded provider's keys live in the data folder, generated on first start and reused, as the
 * session secret and the VAPID keys are: sessions survive a restart in the database, so keys that
 * died with the process left every kept ID token unverifiable and 'Keluar' answered a raw 400.
 */
export function loadProviderKeys(file: string): ProviderKeys {
  const stored = readProviderKeys(file);
  if (stored) return stored;
  mkdirSync(dirname(file), { recursive: true });
  // Written beside, then linked into place: linking fails when the file exists, so instances
  // starting together on one data folder all end up with the first one's keys, never half a file.
  const draft = `${file}.${process.pid}.${Date.now()}`;
  writeFileSync(draft, JSON.stringify(generateProviderKeys()), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  const kept = readProviderKeys(file);
  if (!kept)
    throw new Error(`${file} does not hold the embedded provider's keys: delete it to generate new ones`);
  return kept;
}
