import { Transform } from 'class-transformer';
import { IsOptional, IsString, IsUrl } from 'class-validator';
import { emptyToUndefined, parseEnvironment } from '../config/environment-parsing';

/** The external OpenID provider; all three or none (then the embedded one, development only). */
class AuthEnvironment {
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
}

export interface OidcClientConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** An external OpenID provider, or null to mount the embedded one (refused in production). */
export function loadOidcConfig(rawEnv: NodeJS.ProcessEnv, context: { production: boolean }): OidcClientConfig | null {
  const env = parseEnvironment(AuthEnvironment, rawEnv);
  const variables = {
    OIDC_ISSUER: env.OIDC_ISSUER,
    OIDC_CLIENT_ID: env.OIDC_CLIENT_ID,
    OIDC_CLIENT_SECRET: env.OIDC_CLIENT_SECRET,
  };
  const missing = Object.entries(variables)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
  if (context.production && missing.length > 0) {
    throw new Error(
      `NODE_ENV=production needs an OpenID provider (the embedded one is for development only); missing: ${missing.join(', ')}`,
    );
  }
  if (env.OIDC_ISSUER !== undefined && missing.length > 0) {
    throw new Error(`OIDC_ISSUER is set but these are missing: ${missing.join(', ')}`);
  }
  return env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
    ? { issuer: env.OIDC_ISSUER, clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET }
    : null;
}
