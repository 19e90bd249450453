import { createHmac } from 'node:crypto';
import { SESSION_COOKIE, sessionIdReader } from './session.middleware';

const SECRET = 'a-session-secret-of-the-right-length-000';
const signed = (sid: string, secret = SECRET) =>
  `s:${sid}.${createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '')}`;
const header = (value: string) => `theme=dark; ${SESSION_COOKIE}=${encodeURIComponent(value)}; other=1`;

describe('sessionIdReader', () => {
  it('reads the id of a cookie signed with the secret, again and again', () => {
    const read = sessionIdReader(SECRET);
    const cookie = header(signed('abcDEF123'));
    expect(read(cookie)).toBe('abcDEF123');
    expect(read(cookie)).toBe('abcDEF123');
  });

  it('refuses a cookie signed with another secret, every time it comes (a refusal is not remembered as an id)', () => {
    const read = sessionIdReader(SECRET);
    const forged = header(signed('abcDEF123', 'another-secret-of-the-same-length-00000'));
    expect(read(forged)).toBeNull();
    expect(read(forged)).toBeNull();
  });

  it('refuses an id whose signature belongs to another id, after that other id was read', () => {
    const read = sessionIdReader(SECRET);
    const genuine = signed('first-id');
    expect(read(header(genuine))).toBe('first-id');
    const swapped = `s:second-id.${genuine.slice(genuine.lastIndexOf('.') + 1)}`;
    expect(read(header(swapped))).toBeNull();
  });

  it('reads no id without the cookie, or from one that is not a signed value', () => {
    const read = sessionIdReader(SECRET);
    expect(read(undefined)).toBeNull();
    expect(read('theme=dark')).toBeNull();
    expect(read(header('plain-id'))).toBeNull();
    expect(read(`${SESSION_COOKIE}=%E0%A4%A`)).toBeNull();
  });
});
