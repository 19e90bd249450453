import { plainToInstance, Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadAdminConfig, type AdminConfig } from '../admin/admin-config';
import { loadBillingConfig, type BillingConfig } from '../billing/billing-config';
import { loadMailConfig, type MailConfig } from '../mail/mail-config';
import { loadPushConfig, type PushConfig } from '../push/push-config';
import { ANALYSIS_DEADLINE_MS } from '../quota/quota.constants';
import { loadSupportConfig, type SupportConfig } from '../support/support-config';

const emptyToUndefined = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const DEFAULT_YAHOO_TIMEOUT_MS = 10_000;
export const DEFAULT_IDX_API_URL = 'https://www.idx.co.id';

function idxApiUrl(env: { IDX_API_URL?: string }): string {
  return (env.IDX_API_URL ?? DEFAULT_IDX_API_URL).replace(/\/+$/, '');
}

/** The feeds MARKET_DATA_LIVE turns on (`idx`, `yahoo`, `idx,yahoo`); `off` or empty: none. */
function liveFeeds(raw: string | undefined): Set<'idx' | 'yahoo'> {
  const names = (raw ?? '').toLowerCase().split(',').map((name) => name.trim());
  return new Set(names.filter((name): name is 'idx' | 'yahoo' => name === 'idx' || name === 'yahoo'));
}
const YAHOO_TIMEOUT_MESSAGE = 'YAHOO_TIMEOUT_MS must be a whole number of milliseconds from 1000 to 120000';

/** The repository root: this file sits at backend/{src,dist}/config/. */
const REPO_ROOT = resolve(__dirname, '..', '..', '..');

/** Where the IDX bundle lives in this workplace: `shared/` beside the repository. */
export const DEFAULT_MARKET_DATA_DIR = resolve(REPO_ROOT, '..', 'shared', 'data', 'idx-bundle');

/** Raw environment, validated once at boot. Names match the README's table. */
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
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  OIDC_ISSUER?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  OIDC_CLIENT_ID?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  OIDC_CLIENT_SECRET?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  FRONTEND_DIST?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  OPENAI_API_KEY?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  OPENAI_BASE_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  OPENAI_MODEL?: string;

  @Transform(({ value }) => (value === undefined || value === '' ? 12000 : Number(value)))
  @IsInt()
  @Min(1000)
  @Max(120000)
  LLM_TIMEOUT_MS = 12000;

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

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  MARKET_DATA_DIR?: string;

  @IsOptional()
  @IsString()
  @Matches(/^\s*(off|idx|yahoo|idx\s*,\s*yahoo|yahoo\s*,\s*idx)?\s*$/i, {
    message: ({ value }) =>
      `MARKET_DATA_LIVE must be "off", "idx", "yahoo" or "idx,yahoo", got "${String(value)}"`,
  })
  MARKET_DATA_LIVE?: string;

  /** Base of the IDX trading-summary API (or a licensed vendor serving the same shape). */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] }, {
    message: 'IDX_API_URL must be an http(s) URL such as https://www.idx.co.id',
  })
  IDX_API_URL?: string;

  @Transform(({ value }) =>
    value === undefined || (typeof value === 'string' && value.trim() === '') ? DEFAULT_YAHOO_TIMEOUT_MS : Number(value),
  )
  @IsInt({ message: YAHOO_TIMEOUT_MESSAGE })
  @Min(1000, { message: YAHOO_TIMEOUT_MESSAGE })
  @Max(120_000, { message: YAHOO_TIMEOUT_MESSAGE })
  YAHOO_TIMEOUT_MS = DEFAULT_YAHOO_TIMEOUT_MS;
}

export interface OidcClientConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface AppConfig {
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
  /** An external OpenID provider, or null to mount the embedded one. */
  oidc: OidcClientConfig | null;
  frontendDist: string;
  /** An OpenAI-compatible endpoint for the prose, or null for the offline writer. */
  /** Analysis requests a user may make per minute (the expensive call). */
  analysesPerMinute: number;
  signInStartsPerMinute: number;
  llm: { apiKey: string; baseUrl: string | undefined; model: string; timeoutMs: number; maxTokens: number } | null;
  marketData: MarketDataConfig;
  /** Premium: payments (Midtrans or the embedded simulator), mail, support and the operator view. */
  billing: BillingConfig;
  mail: MailConfig;
  support: SupportConfig;
  admin: AdminConfig;
  /** Web push of the alerts: the VAPID keys. */
  push: PushConfig;
  /** The log's form and the token of GET /metrics (null: off). */
  observability: { logFormat: 'json' | 'pretty'; metricsToken: string | null };
}

export interface MarketDataConfig {
  /** The IDX bundle imported into an empty database at boot (and the import command's default), or null. */
  bundleDir: string | null;
  /**
   * The live feed: `yahoo` keeps watched tickers fresh from Yahoo Finance; null (the default) keeps
   * the app on the stored data alone, so tests, CI and offline runs stay deterministic.
   */
  live: 'yahoo' | null;
  /** How long one HTTP request to Yahoo may take. */
  yahooTimeoutMs: number;
  /**
   * The whole market once a day from the IDX daily trading summaries (MARKET_DATA_LIVE contains
   * `idx`), from `apiUrl` (IDX_API_URL); null when off.
   */
  idx: { apiUrl: string } | null;
  /** IDX_API_URL (or its default) even when the feed is off: the catch-up command uses it. */
  idxApiUrl: string;
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

/**
 * The bundle directory to import at boot: MARKET_DATA_DIR when set (relative paths against the
 * working directory), else the default bundle beside the repository when it exists, else null.
 * A MARKET_DATA_DIR that points nowhere fails loudly: a typo must not silently start an empty app.
 */
export function resolveMarketDataDir(
  env: NodeJS.ProcessEnv = process.env,
  defaultDir: string = DEFAULT_MARKET_DATA_DIR,
): string | null {
  const configured = env.MARKET_DATA_DIR?.trim();
  if (configured) {
    const dir = resolve(configured);
    if (!existsSync(dir) || !statSync(dir).isDirectory()) {
      throw new ConfigError(`MARKET_DATA_DIR does not name a directory: ${dir}`);
    }
    return dir;
  }
  return existsSync(defaultDir) && statSync(defaultDir).isDirectory() ? defaultDir : null;
}

/** The paid features' own variables (each feature parses its own), as ConfigErrors. */
function loadPremiumConfigs(
  rawEnv: NodeJS.ProcessEnv,
  context: { production: boolean; appUrl: string; dataDir: string },
): Pick<AppConfig, 'billing' | 'mail' | 'support' | 'admin' | 'push'> {
  try {
    return {
      billing: loadBillingConfig(rawEnv, context),
      mail: loadMailConfig(rawEnv, context),
      support: loadSupportConfig(rawEnv, context),
      admin: loadAdminConfig(rawEnv),
      push: loadPushConfig(rawEnv, context),
    };
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
}

export function loadAppConfig(rawEnv: NodeJS.ProcessEnv = process.env): AppConfig {
  const env = plainToInstance(Environment, { ...rawEnv }, { exposeDefaultValues: true });
  const errors = validateSync(env, { skipMissingProperties: false, forbidUnknownValues: false });
  if (errors.length > 0) {
    const lines = errors.map(
      (e) => `${e.property}: ${Object.values(e.constraints ?? {}).join(', ')}`,
    );
    throw new ConfigError(`Invalid environment:\n  ${lines.join('\n  ')}`);
  }

  const production = env.NODE_ENV === 'production';
  const oidcVars = {
    OIDC_ISSUER: env.OIDC_ISSUER,
    OIDC_CLIENT_ID: env.OIDC_CLIENT_ID,
    OIDC_CLIENT_SECRET: env.OIDC_CLIENT_SECRET,
  };
  const missingOidc = Object.entries(oidcVars)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
  if (production && missingOidc.length > 0) {
    throw new ConfigError(
      `NODE_ENV=production needs an OpenID provider (the embedded one is for development only); missing: ${missingOidc.join(', ')}`,
    );
  }
  if (env.OIDC_ISSUER !== undefined && missingOidc.length > 0) {
    throw new ConfigError(`OIDC_ISSUER is set but these are missing: ${missingOidc.join(', ')}`);
  }
  if (production && env.SESSION_SECRET === undefined) {
    throw new ConfigError('NODE_ENV=production needs SESSION_SECRET (at least 32 characters)');
  }
  if (production && env.IDENTITY_HASH_SECRET === undefined) {
    throw new ConfigError('NODE_ENV=production needs IDENTITY_HASH_SECRET (at least 32 characters)');
  }

  checkAnalysisBudget(env);

  const dataDir = resolve(env.DATA_DIR ?? '.data');
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const premium = loadPremiumConfigs(rawEnv, { production, appUrl, dataDir });
  return {
    ...premium,
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
    oidc:
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
        ? {
            issuer: env.OIDC_ISSUER,
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
          }
        : null,
    analysesPerMinute: env.ANALYSES_PER_MINUTE,
    signInStartsPerMinute: env.SIGN_IN_STARTS_PER_MINUTE,
    llm:
      env.OPENAI_API_KEY || env.OPENAI_BASE_URL
        ? {
            // Local OpenAI-compatible servers (llama.cpp, vLLM, Ollama) take any key.
            apiKey: env.OPENAI_API_KEY ?? 'not-needed',
            baseUrl: env.OPENAI_BASE_URL,
            model: env.OPENAI_MODEL ?? 'gpt-4o-mini',
            timeoutMs: env.LLM_TIMEOUT_MS,
            // Five fields of up to 140 and 100 words of Indonesian in JSON, with room to spare.
            maxTokens: 2000,
          }
        : null,
    frontendDist: resolve(env.FRONTEND_DIST ?? join(__dirname, '..', '..', '..', 'frontend', 'dist')),
    marketData: {
      bundleDir: resolveMarketDataDir({ MARKET_DATA_DIR: env.MARKET_DATA_DIR }),
      live: liveFeeds(env.MARKET_DATA_LIVE).has('yahoo') ? 'yahoo' : null,
      yahooTimeoutMs: env.YAHOO_TIMEOUT_MS,
      idx: liveFeeds(env.MARKET_DATA_LIVE).has('idx') ? { apiUrl: idxApiUrl(env) } : null,
      idxApiUrl: idxApiUrl(env),
    },
  };
}

/**
 * One analysis must finish within ANALYSIS_DEADLINE_MS, which its quota reservation outlives. Its
 * slow parts run back to back at worst: the live feed's requests (prices and statements, each up
 * to YAHOO_TIMEOUT_MS) and the model's two attempts (each up to LLM_TIMEOUT_MS). Settings whose
 * worst case would not fit are refused at start rather than failing users' analyses.
 */
function checkAnalysisBudget(env: Environment): void {
  const llm = env.OPENAI_API_KEY || env.OPENAI_BASE_URL ? 2 * env.LLM_TIMEOUT_MS : 0;
  const live = liveFeeds(env.MARKET_DATA_LIVE).has('yahoo') ? 2 * env.YAHOO_TIMEOUT_MS : 0;
  if (llm + live > ANALYSIS_DEADLINE_MS) {
    throw new ConfigError(
      `LLM_TIMEOUT_MS and YAHOO_TIMEOUT_MS are too long together: an analysis may wait 2 × LLM_TIMEOUT_MS (${llm} ms)` +
        (live > 0 ? ` + 2 × YAHOO_TIMEOUT_MS (${live} ms)` : '') +
        `, more than its deadline of ${ANALYSIS_DEADLINE_MS} ms; lower them`,
    );
  }
}
