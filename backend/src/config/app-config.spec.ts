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

  it('names an invalid variable', () => {
    expect(() => loadAppConfig({ PORT: 'eighty', SESSION_SECRET: 'x'.repeat(40) })).toThrow(/PORT/);
    expect(() => loadAppConfig({ OIDC_ISSUER: 'not a url', SESSION_SECRET: 'x'.repeat(40) })).toThrow(/OIDC_ISSUER/);
  });

  it('reads TRUST_PROXY as a boolean or a hop count', () => {
    expect(loadAppConfig({ TRUST_PROXY: 'true', SESSION_SECRET: 'x'.repeat(40) }).trustProxy).toBe(true);
    expect(loadAppConfig({ TRUST_PROXY: '1', SESSION_SECRET: 'x'.repeat(40) }).trustProxy).toBe(1);
  });
});
