import { Transform } from 'class-transformer';
import { IsOptional, IsString, IsUrl, Matches } from 'class-validator';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { generateVAPIDKeys } from 'web-push';
import { emptyToUndefined, parseEnvironment, requireInProduction } from '../config/environment-parsing';
import { KNOWN_PUSH_SERVICE_HOSTS } from './push-endpoint';

/** An uncompressed P-256 public key (65 bytes) and its private scalar (32 bytes), base64url. */
const PUBLIC_KEY = /^[A-Za-z0-9_-]{87}$/;
const PRIVATE_KEY = /^[A-Za-z0-9_-]{43}$/;

class PushEnvironment {
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(PUBLIC_KEY, { message: 'VAPID_PUBLIC_KEY must be an uncompressed P-256 public key, base64url (87 characters)' })
  VAPID_PUBLIC_KEY?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(PRIVATE_KEY, { message: 'VAPID_PRIVATE_KEY must be a P-256 private key, base64url (43 characters)' })
  VAPID_PRIVATE_KEY?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @Matches(/^(mailto:.+@.+|https:\/\/.+)$/, { message: 'VAPID_SUBJECT must be a mailto: or https: URL (RFC 8292)' })
  VAPID_SUBJECT?: string;

  /** Tests only: a plain-http origin accepted as a push service besides https ones. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  PUSH_TEST_ORIGIN?: string;

  /** The push services' host names an endpoint may be on (or under); the browsers' own by default. */
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value.trim() !== ''
      ? value
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter((host) => host !== '')
      : undefined,
  )
  @IsOptional()
  @Matches(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, { each: true, message: 'PUSH_SERVICE_HOSTS must be a comma-separated list of host names' })
  PUSH_SERVICE_HOSTS?: string[];

  /** Tests only: a JSON file answering DNS for push endpoints ({"host": ["address"]}). */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  PUSH_TEST_DNS?: string;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The application server's identity (RFC 8292): the browser subscribes with the public key. */
export interface VapidDetails extends VapidKeys {
  subject: string;
}

export interface PushConfig {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or null: development keys kept in `keyFile`. */
  vapidKeys: VapidKeys | null;
  vapidSubject: string;
  keyFile: string;
  /** An http origin a subscription's endpoint may have besides https ones (tests), or null. */
  testOrigin: string | null;
  /** Host names (and their subdomains) of the push services an endpoint may be on. */
  serviceHosts: string[];
  /** Tests only: the file answering DNS for endpoints (push-endpoint.ts fileResolver), or null. */
  testDnsFile: string | null;
  /** How long one request to a push service may take. */
  timeoutMs: number;
}

/**
 * Development keys live in the data folder, generated on first start and reused: a browser's
 * subscription is bound to the public key, so new keys on every start would orphan every device.
 */
function developmentVapidKeys(file: string): VapidKeys {
  const stored = readVapidKeys(file);
  if (stored) return stored;
  mkdirSync(dirname(file), { recursive: true });
  const keys = generateVAPIDKeys();
  // Written beside, then linked into place: linking fails when the file exists, so instances
  // starting together on one data folder all end up with the first one's keys, never half a file.
  const draft = `${file}.${process.pid}.${Date.now()}`;
  writeFileSync(draft, JSON.stringify({ publicKey: keys.publicKey, privateKey: keys.privateKey }), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  const kept = readVapidKeys(file);
  if (!kept) throw new Error(`${file} does not hold a VAPID key pair: delete it to generate a new one`);
  return kept;
}

function readVapidKeys(file: string): VapidKeys | null {
  if (!existsSync(file)) return null;
  const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
  const valid =
    typeof stored.publicKey === 'string' &&
    PUBLIC_KEY.test(stored.publicKey) &&
    typeof stored.privateKey === 'string' &&
    PRIVATE_KEY.test(stored.privateKey);
  return valid ? { publicKey: stored.publicKey!, privateKey: stored.privateKey! } : null;
}

/** VAPID keys from the environment (required in production), else kept in the data folder (see resolveVapidDetails). */
export function loadPushConfig(
  rawEnv: NodeJS.ProcessEnv,
  context: { production: boolean; appUrl: string; dataDir: string },
): PushConfig {
  const env = parseEnvironment(PushEnvironment, rawEnv);
  const variables = {
    VAPID_PUBLIC_KEY: env.VAPID_PUBLIC_KEY,
    VAPID_PRIVATE_KEY: env.VAPID_PRIVATE_KEY,
    VAPID_SUBJECT: env.VAPID_SUBJECT,
  };
  if (context.production) {
    requireInProduction('web push keys (the generated ones are for development only)', variables);
    if (env.PUSH_TEST_ORIGIN) throw new Error('PUSH_TEST_ORIGIN is for tests only; unset it in production');
    if (env.PUSH_TEST_DNS) throw new Error('PUSH_TEST_DNS is for tests only; unset it in production');
  }
  // Half a pair is a mistake, not a request for generated keys.
  if ((env.VAPID_PUBLIC_KEY === undefined) !== (env.VAPID_PRIVATE_KEY === undefined)) {
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all');
  }
  const host = new URL(context.appUrl).hostname;
  return {
    vapidKeys:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY } : null,
    vapidSubject: env.VAPID_SUBJECT ?? `mailto:noreply@${host}`,
    keyFile: join(context.dataDir, 'vapid-keys.json'),
    testOrigin: env.PUSH_TEST_ORIGIN ? new URL(env.PUSH_TEST_ORIGIN).origin : null,
    serviceHosts: env.PUSH_SERVICE_HOSTS ?? KNOWN_PUSH_SERVICE_HOSTS,
    testDnsFile: env.PUSH_TEST_DNS ?? null,
    timeoutMs: 10_000,
  };
}

/**
 * The keys the app signs and subscribes with: the configured ones, else the data folder's
 * (generated on first use). Called once at start by the push module, not while parsing the
 * environment, so reading the configuration writes nothing.
 */
export function resolveVapidDetails(config: PushConfig): VapidDetails {
  return { ...(config.vapidKeys ?? developmentVapidKeys(config.keyFile)), subject: config.vapidSubject };
}
