import { Store, type SessionData } from 'express-session';
import { LessThan, type DataSource, type Repository } from 'typeorm';
import { Session } from './entities/session.entity';

const DEFAULT_TTL_MS = 24 * 60 * 60 * 1000;

type Callback<T = void> = (error?: unknown, value?: T) => void;

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

  /** Every API request reads its session: a plain query, without the entity machinery's cost. */
  override get(sid: string, callback: Callback<SessionData | null>): void {
    this.dataSource
      .query<{ data: SessionData }[]>('SELECT data FROM sessions WHERE sid = $1 AND expires_at > now()', [
        sid,
      ])
      .then(([row]) => callback(undefined, row?.data ?? null))
      .catch((error: unknown) => callback(error));
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
