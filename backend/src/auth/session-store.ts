import type { Request } from 'express';
import { LessThan, type DataSource, type Repository } from 'typeorm';
import { queryPrepared } from '../database/prepared-statements';
import { type SignedInUser, signedInUserOf, type SignedInUserRow, signedInUserSql } from '../users';
import { Session } from './entities/session.entity';
import type { SessionData } from './session';

/** The user a session names, as read in the same statement as the session (null: the account is gone). */
export interface UserReadWithSession {
  userId: string;
  user: SignedInUser | null;
}

/** A stored session: its data, its cookie's lifetime (null when the row does not say), and its user as read with it (null when it names none). */
export interface StoredSession {
  data: SessionData;
  maxAge: number | null;
  user: UserReadWithSession | null;
}

/**
 * What a row keeps of its session's cookie beside the data: the lifetime it was given and its
 * expiry, under express-session's names, so rows written before this store and after read alike.
 */
interface StoredCookie {
  originalMaxAge?: unknown;
  expires?: unknown;
}

/** Per request, and gone with it: the user read with this request's session, if one was. */
const usersReadWithSessions = new WeakMap<Request, UserReadWithSession>();

/** Keeps, for this request, the user read with its session (session.middleware.ts). */
export function keepUserReadWithSession(req: Request, read: UserReadWithSession | null): void {
  if (read) usersReadWithSessions.set(req, read);
  else usersReadWithSessions.delete(req);
}

/**
 * The user `userId` names as read with this request's session (null when the account is gone), or
 * undefined when the session was not read with it (no session row, or another user signed in since).
 */
export function userReadWithSession(req: Request, userId: string): SignedInUser | null | undefined {
  const read = usersReadWithSessions.get(req);
  return read?.userId === userId ? read.user : undefined;
}

/** A session and its user: prepared once per connection (queryPrepared), as every API request reads it. */
const SESSION_WITH_USER_SQL = `SELECT s.data, s.data->>'userId' AS session_user_id, u.*
   FROM sessions s
   LEFT JOIN LATERAL (${signedInUserSql("(s.data->>'userId')::uuid")}) u ON true
  WHERE s.sid = $1 AND s.expires_at > now()`;

/**
 * Sessions on the app's own database: they survive restarts and live beside the users they belong
 * to. Expired rows are ignored on read and swept now and then on write.
 */
export class SessionStore {
  private readonly sessions: Repository<Session>;
  private writesSinceSweep = 0;

  constructor(private readonly dataSource: DataSource) {
    this.sessions = dataSource.getRepository(Session);
  }

  /**
   * Every API request reads its session, and every guarded one then its user: both in one prepared
   * statement (the users feature's SQL for its row), without the entity machinery's cost.
   */
  async get(sid: string): Promise<StoredSession | null> {
    const [row] = await queryPrepared<{ data: SessionData; session_user_id: string | null } & SignedInUserRow>(
      this.dataSource,
      SESSION_WITH_USER_SQL,
      [sid],
    );
    if (!row) return null;
    const { cookie, ...data } = row.data;
    const maxAge = (cookie as StoredCookie | undefined)?.originalMaxAge;
    const user = row.session_user_id === null ? null : { userId: row.session_user_id, user: signedInUserOf(row) };
    return { data, maxAge: typeof maxAge === 'number' && maxAge > 0 ? maxAge : null, user };
  }

  /** Stores the session to live `maxAge` milliseconds from now; the expiry, for its cookie. */
  async set(sid: string, data: SessionData, maxAge: number): Promise<Date> {
    const expires = new Date(Date.now() + maxAge);
    const cookie: StoredCookie = { originalMaxAge: maxAge, expires };
    await this.dataSource.query(
      `INSERT INTO sessions (sid, data, expires_at) VALUES ($1, $2, $3)
       ON CONFLICT (sid) DO UPDATE SET data = EXCLUDED.data, expires_at = EXCLUDED.expires_at`,
      [sid, JSON.stringify({ ...data, cookie }), expires],
    );
    await this.maybeSweep();
    return expires;
  }

  async destroy(sid: string): Promise<void> {
    await this.sessions.delete({ sid });
  }

  private async maybeSweep(): Promise<void> {
    this.writesSinceSweep += 1;
    if (this.writesSinceSweep < 100) return;
    this.writesSinceSweep = 0;
    await this.sessions.delete({ expiresAt: LessThan(new Date()) });
  }
}
