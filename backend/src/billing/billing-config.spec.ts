import { ConfigError, loadAppConfig } from '../app-config';

const secret = { SESSION_SECRET: 'x'.repeat(40) };
const productionBasics = {
  NODE_ENV: 'production',
  ...secret,
  IDENTITY_HASH_SECRET: 'y'.repeat(40),
  OIDC_ISSUER: 'https://id.example.com',
  OIDC_CLIENT_ID: 'telisik',
  OIDC_CLIENT_SECRET: 'secret',
};
const productionPremium = {
  MIDTRANS_SERVER_KEY: 'Mid-server-abc',
  MIDTRANS_CLIENT_KEY: 'Mid-client-abc',
  MIDTRANS_ENVIRONMENT: 'production',
  COMPANY_NAME: 'PT Telisik Data Nusantara',
  COMPANY_ADDRESS: 'Jl. Sudirman 1, Jakarta',
  SMTP_URL: 'smtps://user:pass@smtp.example.com',
  MAIL_FROM: 'Telisik <noreply@telisik.id>',
  SUPPORT_EMAIL: 'bantuan@telisik.id',
  VAPID_PUBLIC_KEY: 'BDXjjiygs-0_YXjUUxj1YEkFBbjAivKXZbOdUOAdlctltR1vyezp4fIGm2JSN38AuUS7vrn2PvR0Q5DODmNpH7g',
  VAPID_PRIVATE_KEY: 'vtO7_jgM1rgEvtutjNuIgE86GfhIh4hrQLXbtPMBr_I',
  VAPID_SUBJECT: 'mailto:bantuan@telisik.id',
};

describe('the Premium variables', () => {
  it('run with embedded defaults: the payment simulator, .eml files, no operators', () => {
    const config = loadAppConfig(secret);
    expect(config.billing.midtrans).toBeNull();
    expect(config.mail.transport).toEqual({ kind: 'files', dir: expect.stringMatching(/\.data\/mail$/) });
    expect(config.mail.from).toBe('Telisik <noreply@localhost>');
    expect(config.support.inbox).toBe('support@localhost');
    expect(config.admin.emails).toEqual([]);
  });

  it('point at Midtrans sandbox or production by MIDTRANS_ENVIRONMENT', () => {
    expect(
      loadAppConfig({
        ...secret,
        MIDTRANS_SERVER_KEY: 'SB-Mid-server-x',
        MIDTRANS_CLIENT_KEY: 'SB-Mid-client-x',
      }).billing.midtrans,
    ).toEqual({
      serverKey: 'SB-Mid-server-x',
      snapBaseUrl: 'https://app.sandbox.midtrans.com/snap/v1',
      apiBaseUrl: 'https://api.sandbox.midtrans.com',
      timeoutMs: 10000,
    });
    expect(loadAppConfig({ ...productionBasics, ...productionPremium }).billing.midtrans).toMatchObject({
      snapBaseUrl: 'https://app.midtrans.com/snap/v1',
      apiBaseUrl: 'https://api.midtrans.com',
    });
  });

  it('refuse production without Midtrans keys, mail, support inbox or the seller, naming what is missing', () => {
    expect(() => loadAppConfig(productionBasics)).toThrow(
      new ConfigError(
        'NODE_ENV=production needs Midtrans keys and the seller printed on receipts (the payment simulator is for development only); missing: MIDTRANS_SERVER_KEY, MIDTRANS_CLIENT_KEY, COMPANY_NAME, COMPANY_ADDRESS',
      ),
    );
    const { SMTP_URL: _smtp, ...noMail } = productionPremium;
    expect(() => loadAppConfig({ ...productionBasics, ...noMail })).toThrow(
      /needs a mail server .*missing: SMTP_URL$/,
    );
    const { SUPPORT_EMAIL: _support, ...noSupport } = productionPremium;
    expect(() => loadAppConfig({ ...productionBasics, ...noSupport })).toThrow(/missing: SUPPORT_EMAIL$/);
    expect(loadAppConfig({ ...productionBasics, ...productionPremium }).mail.transport).toEqual({
      kind: 'smtp',
      url: 'smtps://user:pass@smtp.example.com',
    });
  });

  it('catch a sandbox key on the production gateway (and the reverse)', () => {
    expect(() =>
      loadAppConfig({ ...productionBasics, ...productionPremium, MIDTRANS_SERVER_KEY: 'SB-Mid-server-x' }),
    ).toThrow('MIDTRANS_SERVER_KEY is a sandbox key but MIDTRANS_ENVIRONMENT is production');
    expect(() => loadAppConfig({ ...secret, MIDTRANS_SERVER_KEY: 'Mid-server-x' })).toThrow(
      'MIDTRANS_SERVER_KEY is a production key but MIDTRANS_ENVIRONMENT is sandbox',
    );
    expect(() => loadAppConfig({ ...secret, MIDTRANS_CLIENT_KEY: 'SB-Mid-client-x' })).toThrow(
      'MIDTRANS_CLIENT_KEY is set but MIDTRANS_SERVER_KEY is missing',
    );
  });

  it('name invalid values', () => {
    expect(() => loadAppConfig({ ...secret, SMTP_URL: 'mail.example.com' })).toThrow(
      /SMTP_URL must be an smtp/,
    );
    expect(() => loadAppConfig({ ...secret, ADMIN_EMAILS: 'ops@example.com, nope' })).toThrow(/ADMIN_EMAILS/);
    expect(() => loadAppConfig({ ...secret, MIDTRANS_ENVIRONMENT: 'staging' })).toThrow(
      /MIDTRANS_ENVIRONMENT/,
    );
    expect(() => loadAppConfig({ ...secret, MIDTRANS_TIMEOUT_MS: '10' })).toThrow(/MIDTRANS_TIMEOUT_MS/);
    expect(
      loadAppConfig({ ...secret, ADMIN_EMAILS: ' Ops@Example.com ,, boss@example.com ' }).admin.emails,
    ).toEqual(['ops@example.com', 'boss@example.com']);
  });
});
