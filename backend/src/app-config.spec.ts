import { ConfigError, loadAppConfig } from './app-config';

describe('loadAppConfig', () => {
  it('runs with embedded defaults: PGlite in ./.data, the embedded provider, port 3000', () => {
    const config = loadAppConfig({ SESSION_SECRET: 'x'.repeat(40) });
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.database).toEqual({ kind: 'pglite', dataDir: expect.stringMatching(/\.data\/pglite$/) });
    expect(config.oidc).toBeNull();
    expect(config.trustProxy).toBe(false);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadAppConfig({ SESSION_SECRET: 'x'.repeat(40), DATABASE_URL: 'postgres://u@h/db' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@h/db' });
  });

  it('refuses to start in production without an OpenID provider, naming what is missing', () => {
    expect(() => loadAppConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) })).toThrow(
      new ConfigError(
        'NODE_ENV=production needs an OpenID provider (the embedded one is for development only); missing: OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET',
      ),
    );
    expect(() =>
      loadAppConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(40),
        OIDC_ISSUER: 'https://id.example.com',
        OIDC_CLIENT_ID: 'telisik',
      }),
    ).toThrow(/missing: OIDC_CLIENT_SECRET$/);
  });

  it('refuses production without a session secret', () => {
    expect(() =>
      loadAppConfig({
        NODE_ENV: 'production',
        OIDC_ISSUER: 'https://id.example.com',
        OIDC_CLIENT_ID: 'telisik',
        OIDC_CLIENT_SECRET: 'secret',
      }),
    ).toThrow(/SESSION_SECRET/);
  });

  it('refuses production without the secret that keys deleted identities’ hashes', () => {
    expect(() =>
      loadAppConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(40),
        OIDC_ISSUER: 'https://id.example.com',
        OIDC_CLIENT_ID: 'telisik',
        OIDC_CLIENT_SECRET: 'secret',
      }),
    ).toThrow(new ConfigError('NODE_ENV=production needs IDENTITY_HASH_SECRET (at least 32 characters)'));
    expect(() => loadAppConfig({ SESSION_SECRET: 'x'.repeat(40), IDENTITY_HASH_SECRET: 'short' })).toThrow(
      /IDENTITY_HASH_SECRET must be at least 32 characters/,
    );
  });

  it('names an invalid variable', () => {
    expect(() => loadAppConfig({ PORT: 'eighty', SESSION_SECRET: 'x'.repeat(40) })).toThrow(/PORT/);
    expect(() => loadAppConfig({ OIDC_ISSUER: 'not a url', SESSION_SECRET: 'x'.repeat(40) })).toThrow(/OIDC_ISSUER/);
  });

  it('reads TRUST_PROXY as a boolean or a hop count', () => {
    expect(loadAppConfig({ TRUST_PROXY: 'true', SESSION_SECRET: 'x'.repeat(40) }).trustProxy).toBe(true);
    expect(loadAppConfig({ TRUST_PROXY: '1', SESSION_SECRET: 'x'.repeat(40) }).trustProxy).toBe(1);
  });

  it('refuses model and feed timeouts whose worst case outlasts an analysis deadline (and so its quota reservation)', () => {
    const base = { SESSION_SECRET: 'x'.repeat(40), OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' };
    // Two model attempts of 120 s each: the reservation (120 s) would lapse under the analysis.
    expect(() => loadAppConfig({ ...base, LLM_TIMEOUT_MS: '120000' })).toThrow(ConfigError);
    expect(() => loadAppConfig({ ...base, LLM_TIMEOUT_MS: '120000' })).toThrow(/LLM_TIMEOUT_MS .* deadline of 90000 ms/);
    expect(() => loadAppConfig({ ...base, LLM_TIMEOUT_MS: '40000', MARKET_DATA_LIVE: 'yahoo', YAHOO_TIMEOUT_MS: '10000' })).toThrow(
      /YAHOO_TIMEOUT_MS \(20000 ms\)/,
    );
    // The defaults fit, and so does a slow model alone.
    expect(loadAppConfig({ ...base, MARKET_DATA_LIVE: 'yahoo' }).llm?.timeoutMs).toBe(12000);
    expect(loadAppConfig({ ...base, LLM_TIMEOUT_MS: '45000' }).llm?.timeoutMs).toBe(45000);
  });
});
