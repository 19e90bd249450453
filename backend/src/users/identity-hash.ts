import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * A keyed hash of a sign-in identity: the same issuer and subject always give the same hash, and
 * without the secret the hash says nothing about whose it was (a plain hash of an email could be
 * found by hashing guessed emails).
 */
export function identityHash(secret: string, identity: { issuer: string; subject: string }): string {
  return createHmac('sha256', secret).update(`${identity.issuer}\n${identity.subject}`).digest('hex');
}

/**
 * The development secret, kept in the data folder like the session secret: a new one on every start
 * would forget every deleted identity. Written beside and linked into place, so instances starting
 * together on one data folder all read the first one's.
 */
export function developmentIdentityHashSecret(file: string): string {
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    const draft = `${file}.${process.pid}.${Date.now()}`;
    writeFileSync(draft, randomBytes(32).toString('hex'), { mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(draft, { force: true });
    }
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32)
    throw new Error(`${file} does not hold an identity hash secret: delete it to generate a new one`);
  return secret;
}
