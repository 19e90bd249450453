import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type EntityManager, type Repository } from 'typeorm';
import { APP_CONFIG, type CoreConfig } from '../config/core-config';
import { FREE_ANALYSIS_LIMIT } from './users.constants';
import { SpentFreeAnalysis } from './entities/spent-free-analysis.entity';
import { User } from './entities/user.entity';
import { developmentIdentityHashSecret, identityHash } from './identity-hash';
import type { SignedInUser } from './signed-in-user';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface IdentityClaims {
  issuer: string;
  subject: string;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  profileImageUrl?: string | null;
}

@Injectable()
export class UsersService {
  private readonly identityHashSecret: string;

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @Inject(APP_CONFIG) config: CoreConfig,
  ) {
    this.identityHashSecret = config.identityHash.secret ?? developmentIdentityHashSecret(config.identityHash.file);
  }

  /**
   * Creates the user on first sign-in and refreshes the profile from the provider's claims after. A
   * claim the provider leaves out (an optional field left empty) says nothing new: the stored value
   * stays, rather than a returning user losing the name they gave last time. An identity whose
   * deleted account had used its free analysis comes back with it used: deleting an account must
   * not be a way to a fresh free analysis.
   */
  async upsertFromClaims(claims: IdentityClaims): Promise<SignedInUser> {
    await this.users.query(
      `INSERT INTO users (issuer, subject, email, first_name, last_name, profile_image_url, analyses_used)
       VALUES ($1, $2, $3, $4, $5, $6,
               CASE WHEN EXISTS (SELECT 1 FROM spent_free_analyses WHERE identity_hash = $7) THEN $8 ELSE 0 END)
       ON CONFLICT (issuer, subject) DO UPDATE SET
         email = COALESCE(EXCLUDED.email, users.email),
         first_name = COALESCE(EXCLUDED.first_name, users.first_name),
         last_name = COALESCE(EXCLUDED.last_name, users.last_name),
         profile_image_url = COALESCE(EXCLUDED.profile_image_url, users.profile_image_url),
         updated_at = now()`,
      [
        claims.issuer,
        claims.subject,
        claims.email ?? null,
        claims.firstName ?? null,
        claims.lastName ?? null,
        claims.profileImageUrl ?? null,
        identityHash(this.identityHashSecret, claims),
        FREE_ANALYSIS_LIMIT,
      ],
    );
    return this.users.findOneByOrFail({ issuer: claims.issuer, subject: claims.subject });
  }

  /**
   * Before an account is deleted (in the deleting transaction): if it used its free analysis, keeps
   * the keyed hash of its identity and that fact, and nothing else (the privacy policy says so).
   */
  async rememberSpentFreeAnalysis(manager: EntityManager, userId: string): Promise<void> {
    const [user] = await manager.query<Array<{ issuer: string; subject: string; analyses_used: number }>>(
      'SELECT issuer, subject, analyses_used FROM users WHERE id = $1 FOR UPDATE',
      [userId],
    );
    if (!user || user.analyses_used < 1) return;
    await manager
      .createQueryBuilder()
      .insert()
      .into(SpentFreeAnalysis)
      .values({ identityHash: identityHash(this.identityHashSecret, user) })
      .orIgnore()
      .execute();
  }

  /**
   * Deletes the user in the caller's transaction; the rows other features keep for them go with it
   * (their foreign keys cascade) or lose the link (SET NULL).
   */
  async deleteWith(manager: EntityManager, userId: string): Promise<void> {
    await manager.delete(User, { id: userId });
  }

  /** The user, or null when the account is gone; in the caller's transaction when given one. */
  findById(id: string, manager?: EntityManager): Promise<SignedInUser | null> {
    return (manager?.getRepository(User) ?? this.users).findOneBy({ id });
  }

  /**
   * The user, its row locked until the caller's transaction ends: concurrent quota checks of one
   * user (and the Premium periods granted to them) queue here rather than race.
   */
  lockWith(manager: EntityManager, userId: string): Promise<SignedInUser> {
    return manager
      .getRepository(User)
      .createQueryBuilder('user')
      .setLock('pessimistic_write')
      .where('user.id = :userId', { userId })
      .getOneOrFail();
  }

  /** One more completed analysis counted against the free quota, in the transaction that stores it. */
  async countAnalysisWith(manager: EntityManager, userId: string): Promise<void> {
    await manager.increment(User, { id: userId }, 'analysesUsed', 1);
  }

  /**
   * The users with these ids that still exist (a deleted one is simply absent); in the caller's
   * transaction when given one (on one connection, as with PGlite, a read beside it would wait forever).
   */
  async findByIds(ids: readonly string[], manager?: EntityManager): Promise<SignedInUser[]> {
    if (ids.length === 0) return [];
    return (manager?.getRepository(User) ?? this.users).findBy({ id: In([...new Set(ids)]) });
  }

  /** The user who signed in with this email (case and surrounding spaces ignored), if any. */
  findByEmail(email: string): Promise<SignedInUser | null> {
    return this.users
      .createQueryBuilder('u')
      .where('lower(u.email) = lower(:email)', { email: email.trim() })
      .getOne();
  }

  /** The operators' search: by email or name (contains, case-insensitive) or exact id; newest first. */
  search(query: string | undefined, limit: number): Promise<SignedInUser[]> {
    const builder = this.users.createQueryBuilder('u').orderBy('u.created_at', 'DESC').take(limit);
    const q = query?.trim();
    if (q) {
      const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      builder.where('(u.email ILIKE :pattern OR u.first_name ILIKE :pattern OR u.last_name ILIKE :pattern)', {
        pattern,
      });
      if (UUID_PATTERN.test(q)) builder.orWhere('u.id = :id', { id: q });
    }
    return builder.getMany();
  }
}
