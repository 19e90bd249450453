import { plainToInstance, Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUrl, Max, Min, MinLength, validateSync } from 'class-validator';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { emptyToUndefined } from './environment-parsing';

/**
 * The app's own variables, validated once at boot (names match the README's table). Each feature
 * parses its own (auth: OIDC_*, narrative: OPENAI_* and LLM_TIMEOUT_MS, market-data: MARKET_DATA_*,
 * IDX_API_URL and YAHOO_TIMEOUT_MS, billing, mail, support, admin, push), and src/app-config.ts
 * puts them together: config/ knows no feature.
 */
class Environment {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(({ value }) => (value === undefined ? 3000 : Number(value)))
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  APP_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  DATABASE_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  DATA_DIR?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'SESSION_SECRET must be at least 32 characters' })
  SESSION_SECRET?: string;

  /** Keys the hash of a deleted account's identity (its free analysis stays used); 32+ characters. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'IDENTITY_HASH_SECRET must be at least 32 characters' })
  IDENTITY_HASH_SECRET?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  TRUST_PROXY?: string;

  /** json: one JSON object per line (the default in production); pretty: readable lines. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsIn(['json', 'pretty'])
  LOG_FORMAT?: 'json' | 'pretty';

  /** The bearer token a Prometheus scraper sends to GET /metrics; unset, /metrics is off. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @MinLength(16, { message: 'METRICS_TOKEN must be at least 16 characters' })
  METRICS_TOKEN?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  FRONTEND_DIST?: string;

  @Transform(({ value }) => (value === undefined || value === '' ? 5 : Number(value)))
  @IsInt()
  @Min(1)
  @Max(100000)
  ANALYSES_PER_MINUTE = 5;

  /** Sign-in starts (GET /api/login) per client address per minute: each stores a session row. */
  @Transform(({ value }) => (value === undefined || value === '' ? 20 : Number(value)))
  @IsInt()
  @Min(1)
  @Max(100000)
  SIGN_IN_STARTS_PER_MINUTE = 20;
}

/** What the app itself needs, whichever features it runs; every feature reads these. */
export interface CoreConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  /** Public origin of the app, used for OpenID redirect URIs. */
  appUrl: string;
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };
  dataDir: string;
  sessionSecret: string;
  /**
   * IDENTITY_HASH_SECRET, or (development) a secret generated into `file` on first use: keys the
   * hash that remembers a deleted identity's used free analysis.
   */
  identityHash: { secret: string | null; file: string };
  /** Express `trust proxy` value; when set, cookies are Secure behind HTTPS. */
  trustProxy: boolean | number | string;
  frontendDist: string;
  /** Analysis requests a user may make per minute (the expensive call). */
  analysesPerMinute: number;
  signInStartsPerMinute: number;
  /** The log's form and the token of GET /metrics (null: off). */
  observability: { logFormat: 'json' | 'pretty'; metricsToken: string | null };
}

export const APP_CONFIG = Symbol('APP_CONFIG');

export class ConfigError extends Error {}

function parseTrustProxy(raw: string | undefined): boolean | number | string {
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw;
}

/** The embedded sign-in is for development only, so its session secret can live on disk. */
function developmentSessionSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadCoreConfig(rawEnv: NodeJS.ProcessEnv = process.env): CoreConfig {
  const env = plainToInstance(Environment, { ...rawEnv }, { exposeDefaultValues: true });
  const errors = validateSync(env, { skipMissingProperties: false, forbidUnknownValues: false });
  if (errors.length > 0) {
    const lines = errors.map(
      (e) => `${e.property}: ${Object.values(e.constraints ?? {}).join(', ')}`,
    );
    throw new ConfigError(`Invalid environment:\n  ${lines.join('\n  ')}`);
  }

  const production = env.NODE_ENV === 'production';
  if (production && env.SESSION_SECRET === undefined) {
    throw new ConfigError('NODE_ENV=production needs SESSION_SECRET (at least 32 characters)');
  }
  if (production && env.IDENTITY_HASH_SECRET === undefined) {
    throw new ConfigError('NODE_ENV=production needs IDENTITY_HASH_SECRET (at least 32 characters)');
  }

  const dataDir = resolve(env.DATA_DIR ?? '.data');
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    appUrl,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
    dataDir,
    sessionSecret: env.SESSION_SECRET ?? developmentSessionSecret(dataDir),
    identityHash: { secret: env.IDENTITY_HASH_SECRET ?? null, file: join(dataDir, 'identity-hash-secret') },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    observability: {
      logFormat: env.LOG_FORMAT ?? (production ? 'json' : 'pretty'),
      metricsToken: env.METRICS_TOKEN ?? null,
    },
    analysesPerMinute: env.ANALYSES_PER_MINUTE,
    signInStartsPerMinute: env.SIGN_IN_STARTS_PER_MINUTE,
    frontendDist: resolve(env.FRONTEND_DIST ?? join(__dirname, '..', '..', '..', 'frontend', 'dist')),
  };
}
