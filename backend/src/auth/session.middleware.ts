import { Logger } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { CoreConfig } from '../config/core-config';
import type { Session, SessionCookie, SessionData } from './session';
import { keepUserReadWithSession, SessionStore } from './session-store';

export const SESSION_COOKIE = 'telisik.sid';
const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

const logger = new Logger('Session');

/**
 * The session cookie's value: "s:<id>.<HMAC-SHA256 of the id under SESSION_SECRET, base64 without
 * padding>", express-session's format, so that sessions made before this middleware still hold.
 */
const signature = (sid: string, secret: string) => createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '');

/** The first value of the cookie `name` in a Cookie header, as sent. */
function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const equals = part.indexOf('=');
    if (equals > 0 && part.slice(0, equals).trim() === name) return part.slice(equals + 1).trim();
  }
  return undefined;
}

/** The session id a cookie's value (as sent) names, if its signature holds (compared in constant time). */
function signedSessionId(raw: string, secret: string): string | null {
  let value: string;
  try {
    value = decodeURIComponent(raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (!value.startsWith('s:') || dot < 3) return null;
  const sid = value.slice(2, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(signature(sid, secret));
  return given.length === expected.length && timingSafeEqual(given, expected) ? sid : null;
}

/** How many verified cookie values one process remembers before it starts again. */
const VERIFIED_COOKIES_KEPT = 10_000;

/**
 * Reads the session id the request's cookie names. Verifying the signature (an HMAC) was the
 * dearest step of every request's session read, and a signed-in browser sends the same value on
 * every request for a month: a value once verified is remembered, per process, as the id it names.
 * Only values whose signature held are kept, and the memory is emptied when full: a forged cookie
 * costs an HMAC every time, as before, and a flood of them neither fills it nor learns anything
 * (an id whose row is gone still reads as no session: the store is asked every time).
 */
export function sessionIdReader(secret: string): (cookieHeader: string | undefined) => string | null {
  const verified = new Map<string, string>();
  return (cookieHeader) => {
    const raw = cookieHeader === undefined ? undefined : cookieValue(cookieHeader, SESSION_COOKIE);
    if (raw === undefined) return null;
    const known = verified.get(raw);
    if (known !== undefined) return known;
    const sid = signedSessionId(raw, secret);
    if (sid !== null) {
      if (verified.size >= VERIFIED_COOKIES_KEPT) verified.clear();
      verified.set(raw, sid);
    }
    return sid;
  };
}

/** Names a stored key must not take: the session's own members, and the prototype's. */
const NOT_DATA = new Set(['__proto__', 'constructor', 'prototype', 'cookie', 'changed', 'regenerate', 'save', 'destroy']);

/**
 * A request's session. Its data are its own enumerable properties, so what is stored is
 * `JSON.stringify(session)`; a change is seen by comparing that text with the one last stored (or
 * read), whatever changed it (openid-client's strategy writes its flow state under a key of its own).
 * A new session has no id and no row until something is stored in it.
 */
class RequestSession implements Session {
  [key: string]: unknown;
  declare readonly cookie: SessionCookie;
  #sid: string | null;
  #storedJson: string;
  readonly #req: Request;
  readonly #res: Response;
  readonly #store: SessionStore;
  readonly #secret: string;

  constructor(context: { req: Request; res: Response; store: SessionStore; secret: string }, sid: string | null, data: SessionData, maxAge: number) {
    this.#req = context.req;
    this.#res = context.res;
    this.#store = context.store;
    this.#secret = context.secret;
    this.#sid = sid;
    Object.defineProperty(this, 'cookie', { value: { maxAge }, enumerable: false });
    for (const [key, value] of Object.entries(data)) if (!NOT_DATA.has(key)) this[key] = value;
    this.#storedJson = JSON.stringify(this);
  }

  /** Whether the data differ from what is stored (a new session: whether it holds anything). */
  changed(): boolean {
    return JSON.stringify(this) !== this.#storedJson;
  }

  regenerate(done: (error?: unknown) => void): void {
    const old = this.#sid;
    for (const key of Object.keys(this)) delete this[key];
    this.cookie.maxAge = SESSION_MAX_AGE_MS;
    this.#sid = null;
    this.#storedJson = JSON.stringify(this);
    keepUserReadWithSession(this.#req, null);
    (old === null ? Promise.resolve() : this.#store.destroy(old)).then(() => done(), done);
  }

  save(done: (error?: unknown) => void): void {
    const sid = this.#sid ?? randomBytes(24).toString('base64url');
    const json = JSON.stringify(this);
    this.#store.set(sid, JSON.parse(json) as SessionData, this.cookie.maxAge).then((expires) => {
      this.#sid = sid;
      this.#storedJson = json;
      if (this.#res.headersSent) logger.warn('A session was stored after its answer had started: its cookie could not be sent');
      else
        this.#res.cookie(SESSION_COOKIE, `s:${sid}.${signature(sid, this.#secret)}`, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          // Secure whenever the request reached us over HTTPS (directly, or via a trusted proxy).
          secure: this.#req.secure,
          expires,
        });
      done();
    }, done);
  }

  destroy(done: (error?: unknown) => void): void {
    const sid = this.#sid;
    Reflect.deleteProperty(this.#req, 'session');
    keepUserReadWithSession(this.#req, null);
    (sid === null ? Promise.resolve() : this.#store.destroy(sid)).then(() => done(), done);
  }
}

/**
 * Server-side sessions: the cookie carries only a signed random id; the data live in the
 * `sessions` table. A session is stored when something is put in it (never for a visitor who only
 * reads), and stored again when it changes, before the answer leaves; its cookie is not rolling.
 * Every request reads its session and its user in one prepared statement (session-store.ts), the
 * guard takes the user from there. In place of express-session, which for the same work hashed the
 * session four times a request (to see whether it changed), wrapped the answer's end and its
 * header writes, and signed the id twice to compare it: about a tenth of the CPU of a list request.
 */
export function sessionMiddleware(config: CoreConfig, dataSource: DataSource): RequestHandler {
  const store = new SessionStore(dataSource);
  const secret = config.sessionSecret;
  const sessionIdOf = sessionIdReader(secret);
  const begin = (req: Request, res: Response, next: NextFunction, sid: string | null, data: SessionData, maxAge: number) => {
    const session = new RequestSession({ req, res, store, secret }, sid, data, maxAge);
    req.session = session;
    const end = res.end;
    res.end = function (this: Response, ...args: Parameters<Response['end']>) {
      // The session the request ends with (none after destroy), stored first if it changed.
      if (req.session !== session || !session.changed()) return end.apply(this, args);
      session.save((error) => {
        if (error) logger.error(`A changed session could not be stored: ${String(error)}`);
        end.apply(this, args);
      });
      return this;
    } as Response['end'];
    next();
  };
  return (req: Request, res: Response, next: NextFunction) => {
    const sid = sessionIdOf(req.headers.cookie);
    if (sid === null) return begin(req, res, next, null, {}, SESSION_MAX_AGE_MS);
    store.get(sid).then((stored) => {
      if (stored === null) return begin(req, res, next, null, {}, SESSION_MAX_AGE_MS);
      keepUserReadWithSession(req, stored.user);
      begin(req, res, next, sid, stored.data, stored.maxAge ?? SESSION_MAX_AGE_MS);
    }).catch(next);
  };
}
