import express from 'express';
import { mountEmbeddedProvider, subjectForEmail } from './embedded-provider';

describe('embedded OpenID provider', () => {
  it('refuses to run in production', async () => {
    await expect(
      mountEmbeddedProvider(express(), { appUrl: 'http://localhost:3000', production: true, verifiedEmails: [], securityHeaders: () => (_req, _res, next) => next() }),
    ).rejects.toThrow('The embedded OpenID provider refuses to run with NODE_ENV=production');
  });

  it('gives one subject per email, whatever its case or padding', () => {
    expect(subjectForEmail(' Budi@Example.com ')).toBe(subjectForEmail('budi@example.com'));
    expect(subjectForEmail('budi@example.com')).not.toBe(subjectForEmail('siti@example.com'));
  });
});
