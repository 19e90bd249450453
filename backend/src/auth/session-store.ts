import type { Request } from 'express';
import { Store, type SessionData } from 'express-session';
import { LessThan, type DataSource, type Repository } from 'typeorm';
import { queryPrepared } from '../database/prepared-statements';
import { type SignedInUser, signedInUserOf, type SignedInUserRow, signedInUserSql } from '../users';
import { Session } from './entities/session.entity';

const DEFAULT_TTL_MS = 24 * 60 * 60 * 1000;

type Callback<T = void> = (error?: unknown, value?: T) => void;

/** The user a session names, as read in the same statement as the session (null: the account is gone). */
interface UserReadWithSession {
  userId: string;
  user: SignedInUser | null;
}

/**
 * Carries the user from the store's get to createSession on the data object: a symbol key, which
 * neither express-session's copy into the Session (for…in) nor its change hash (JSON) sees, so the
 * user is never written back into the row and never makes a session look modified.
 */
const USER_READ = Symbol('user read with the session');
type StoredSession = SessionData & { [USER_READ]?: UserReadWithSession };

/** Per request, and gone with it: the user read with this request's session, if one was. */
const usersReadWithSessions = new WeakMap<Request, UserReadWithSession>();

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
 * express-session store on the app's own database: sessions survive restarts and live beside the
 * users they belong to. Expired rows are ignored on read and swept now and then on write.
 */
export class TypeOrmSessionStore extends Store {
  private readonly sessions: Repository<Session>;
  private writesSinceSweep = 0;

  constructor(private readonly dataSource: DataSource) {
    super();
    this.sessions = dataSource.getRepository(Session);
  }

  /**
   * Every API request reads its session, and every guarded one then its user: both in one prepared
   * statement (the users feature's SQL for its row), without the entity machinery's cost. The user
   * reaches the guard through createSession below.
   */
  override get(sid: string, callback: Callback<SessionData | null>): void {
    queryPrepared<{ data: StoredSession; session_user_id: string | null } & SignedInUserRow>(
      this.dataSource,
      SESSION_WITH_USER_SQL,
      [sid],
    )
      .then(([row]) => {
        if (!row) return callback(undefined, null);
        if (row.session_user_id !== null) row.data[USER_READ] = { userId: row.session_user_id, user: signedInUserOf(row) };
        callback(undefined, row.data);
      })
      .catch((error: unknown) => callback(error));
  }

  /** express-session builds the request's session from what get gave: the user read with it is kept for the request. */
  override createSession(req: Request, session: SessionData): ReturnType<Store['createSession']> {
    const read = (session as StoredSession)[USER_READ];
    if (read) usersReadWithSessions.set(req, read);
    return super.createSession(req, session);
  }

  override set(sid: string, session: SessionData, callback?: Callback): void {
    this.dataSource
      .query(
        `INSERT INTO sessions (sid, data, expires_at) VALUES ($1, $2, $3)
         ON CONFLICT (sid) DO UPDATE SET data = EXCLUDED.data, expires_at = EXCLUDED.expires_at`,
        [sid, JSON.stringify(session), expiry(session)],
      )
      .then(() => this.maybeSweep())
      .then(() => callback?.())
      .catch((error: unknown) => callback?.(error));
  }

  /**
   * express-session touches every unmodified session on every request, to push its expiry out. The
   * cookie is not rolling (session.middleware.ts): the browser drops it at the expiry it got when
   * the session was stored, so a later expiry on the row would outlive the cookie and serve nobody.
   * Nothing to write, then: one UPDATE per API request saved.
   */
  override touch(_sid: string, _session: SessionData, callback?: Callback): void {
    callback?.();
  }

  override destroy(sid: string, callback?: Callback): void {
    this.sessions
      .delete({ sid })
      .then(() => callback?.())
      .catch((error: unknown) => callback?.(error));
  }

  private async maybeSweep(): Promise<void> {
    this.writesSinceSweep += 1;
    if (this.writesSinceSweep < 100) return;
    this.writesSinceSweep = 0;
    await this.sessions.delete({ expiresAt: LessThan(new Date()) });
  }
}

function expiry(session: SessionData): Date {
  const expires = session.cookie?.expires;
  return expires ? new Date(expires) : new Date(Date.now() + DEFAULT_TTL_MS);
}
