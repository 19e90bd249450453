import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUrl, Max, MaxLength, Min } from 'class-validator';
import { emptyToUndefined, parseEnvironment, requireInProduction } from '../config/environment-parsing';

const MIDTRANS_BASE_URLS = {
  sandbox: { snap: 'https://app.sandbox.midtrans.com/snap/v1', api: 'https://api.sandbox.midtrans.com' },
  production: { snap: 'https://app.midtrans.com/snap/v1', api: 'https://api.midtrans.com' },
} as const;

class BillingEnvironment {
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  MIDTRANS_SERVER_KEY?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  MIDTRANS_CLIENT_KEY?: string;

  @Transform(({ value }: { value: unknown }) => emptyToUndefined({ value }) ?? 'sandbox')
  @IsIn(['sandbox', 'production'])
  MIDTRANS_ENVIRONMENT: 'sandbox' | 'production' = 'sandbox';

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  MIDTRANS_SNAP_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  MIDTRANS_API_URL?: string;

  @Transform(({ value }) => (value === undefined || value === '' ? 10000 : Number(value)))
  @IsInt()
  @Min(1000)
  @Max(60000)
  MIDTRANS_TIMEOUT_MS = 10000;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(200)
  COMPANY_NAME?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(500)
  COMPANY_ADDRESS?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(50)
  COMPANY_TAX_ID?: string;
}

/** Where the Snap and status calls go and how they authenticate. */
export interface MidtransGatewayConfig {
  serverKey: string;
  /** Snap API base, e.g. https://app.sandbox.midtrans.com/snap/v1 (POST /transactions). */
  snapBaseUrl: string;
  /** Core API base, e.g. https://api.sandbox.midtrans.com (GET /v2/{order_id}/status). */
  apiBaseUrl: string;
  timeoutMs: number;
}

/** The seller printed on receipts. */
export interface CompanyDetails {
  name: string;
  address: string;
  taxId: string | null;
}

export interface BillingConfig {
  /** Midtrans, or null to mount the embedded payment simulator (development only). */
  midtrans: MidtransGatewayConfig | null;
  midtransTimeoutMs: number;
  company: CompanyDetails;
}

/** Midtrans names its sandbox keys `SB-Mid-server-…`/`SB-Mid-client-…` and production keys `Mid-…`. */
function keyEnvironment(key: string): 'sandbox' | 'production' | 'unknown' {
  if (key.startsWith('SB-Mid-')) return 'sandbox';
  if (key.startsWith('Mid-')) return 'production';
  return 'unknown';
}

export function loadBillingConfig(
  rawEnv: NodeJS.ProcessEnv,
  context: { production: boolean },
): BillingConfig {
  const env = parseEnvironment(BillingEnvironment, rawEnv);
  if (context.production) {
    requireInProduction(
      'Midtrans keys and the seller printed on receipts (the payment simulator is for development only)',
      {
        MIDTRANS_SERVER_KEY: env.MIDTRANS_SERVER_KEY,
        MIDTRANS_CLIENT_KEY: env.MIDTRANS_CLIENT_KEY,
        COMPANY_NAME: env.COMPANY_NAME,
        COMPANY_ADDRESS: env.COMPANY_ADDRESS,
      },
    );
  }
  if (env.MIDTRANS_CLIENT_KEY !== undefined && env.MIDTRANS_SERVER_KEY === undefined) {
    throw new Error('MIDTRANS_CLIENT_KEY is set but MIDTRANS_SERVER_KEY is missing');
  }
  // A sandbox key against the production gateway (or the reverse) fails every payment: say so at start.
  for (const [name, key] of [
    ['MIDTRANS_SERVER_KEY', env.MIDTRANS_SERVER_KEY],
    ['MIDTRANS_CLIENT_KEY', env.MIDTRANS_CLIENT_KEY],
  ] as const) {
    const kind = key === undefined ? 'unknown' : keyEnvironment(key);
    if (kind !== 'unknown' && kind !== env.MIDTRANS_ENVIRONMENT) {
      throw new Error(`${name} is a ${kind} key but MIDTRANS_ENVIRONMENT is ${env.MIDTRANS_ENVIRONMENT}`);
    }
  }
  const defaults = MIDTRANS_BASE_URLS[env.MIDTRANS_ENVIRONMENT];
  return {
    midtrans: env.MIDTRANS_SERVER_KEY
      ? {
          serverKey: env.MIDTRANS_SERVER_KEY,
          snapBaseUrl: (env.MIDTRANS_SNAP_URL ?? defaults.snap).replace(/\/+$/, ''),
          apiBaseUrl: (env.MIDTRANS_API_URL ?? defaults.api).replace(/\/+$/, ''),
          timeoutMs: env.MIDTRANS_TIMEOUT_MS,
        }
      : null,
    midtransTimeoutMs: env.MIDTRANS_TIMEOUT_MS,
    company: {
      name: env.COMPANY_NAME ?? 'Telisik (mode pengembangan)',
      address: env.COMPANY_ADDRESS ?? 'Alamat perusahaan belum diatur (COMPANY_ADDRESS)',
      taxId: env.COMPANY_TAX_ID ?? null,
    },
  };
}
