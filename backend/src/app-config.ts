/**
 * The whole configuration, put together above the features (like app.module.ts and entities.ts):
 * config/ reads the app's own variables, each feature parses its own, and this file composes them
 * and checks what spans features. Features never import it: each injects APP_CONFIG typed with the
 * parts it reads (CoreConfig & { its own }), which this AppConfig satisfies.
 */
import { type AdminConfig, loadAdminConfig } from './admin';
import { loadOidcConfig, type OidcClientConfig } from './auth';
import { type BillingConfig, loadBillingConfig } from './billing';
import { ConfigError, type CoreConfig, loadCoreConfig } from './config/core-config';
import { loadMailConfig, type MailConfig } from './mail';
import { loadMarketDataConfig, type MarketDataConfig } from './market-data';
import { type LlmConfig, loadLlmConfig } from './narrative';
import { loadPushConfig, type PushConfig } from './push';
import { ANALYSIS_DEADLINE_MS } from './quota';
import { loadSupportConfig, type SupportConfig } from './support';

export { APP_CONFIG, ConfigError } from './config/core-config';

export interface AppConfig extends CoreConfig {
  /** An external OpenID provider, or null to mount the embedded one. */
  oidc: OidcClientConfig | null;
  /** An OpenAI-compatible endpoint for the prose, or null for the offline writer. */
  llm: LlmConfig | null;
  marketData: MarketDataConfig;
  /** Premium: payments (Midtrans or the embedded simulator), mail, support and the operator view. */
  billing: BillingConfig;
  mail: MailConfig;
  support: SupportConfig;
  admin: AdminConfig;
  /** Web push of the alerts: the VAPID keys. */
  push: PushConfig;
}

/** A feature's loader throws a plain Error naming its variables; the app reports a ConfigError. */
function asConfigError<T>(load: () => T): T {
  try {
    return load();
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
}

export function loadAppConfig(rawEnv: NodeJS.ProcessEnv = process.env): AppConfig {
  // The sign-in provider first: in production its absence is the first thing to fix.
  const oidc = asConfigError(() => loadOidcConfig(rawEnv, { production: rawEnv.NODE_ENV === 'production' }));
  const core = loadCoreConfig(rawEnv);
  const context = { production: core.env === 'production', appUrl: core.appUrl, dataDir: core.dataDir };
  const config: AppConfig = {
    ...core,
    oidc,
    llm: asConfigError(() => loadLlmConfig(rawEnv)),
    marketData: asConfigError(() => loadMarketDataConfig(rawEnv)),
    billing: asConfigError(() => loadBillingConfig(rawEnv, context)),
    mail: asConfigError(() => loadMailConfig(rawEnv, context)),
    support: asConfigError(() => loadSupportConfig(rawEnv, context)),
    admin: asConfigError(() => loadAdminConfig(rawEnv)),
    push: asConfigError(() => loadPushConfig(rawEnv, context)),
  };
  checkAnalysisBudget(config);
  return config;
}

/**
 * One analysis must finish within ANALYSIS_DEADLINE_MS, which its quota reservation outlives. Its
 * slow parts run back to back at worst: the live feed's requests (prices and statements, each up
 * to YAHOO_TIMEOUT_MS) and the model's two attempts (each up to LLM_TIMEOUT_MS). Settings whose
 * worst case would not fit are refused at start rather than failing users' analyses.
 */
function checkAnalysisBudget(config: Pick<AppConfig, 'llm' | 'marketData'>): void {
  const llm = config.llm ? 2 * config.llm.timeoutMs : 0;
  const live = config.marketData.live === 'yahoo' ? 2 * config.marketData.yahooTimeoutMs : 0;
  if (llm + live > ANALYSIS_DEADLINE_MS) {
    throw new ConfigError(
      `LLM_TIMEOUT_MS and YAHOO_TIMEOUT_MS are too long together: an analysis may wait 2 × LLM_TIMEOUT_MS (${llm} ms)` +
        (live > 0 ? ` + 2 × YAHOO_TIMEOUT_MS (${live} ms)` : '') +
        `, more than its deadline of ${ANALYSIS_DEADLINE_MS} ms; lower them`,
    );
  }
}
