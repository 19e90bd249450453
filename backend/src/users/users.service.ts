import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { APP_CONFIG, type CoreConfig } from '../config/core-config';
import { FREE_ANALYSIS_LIMIT } from './users.constants';
import { SpentFreeAnalysis } from './entities/spent-free-analysis.entity';
import { User } from './entities/user.entity';
import { developmentIdentityHashSecret, identityHash } from './identity-hash';

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
  async upsertFromClaims(claims: IdentityClaims): Promise<User> {
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

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /** The user who signed in with this email (case and surrounding spaces ignored), if any. */
  findByEmail(email: string): Promise<User | null> {
    return this.users.createQueryBuilder('u').where('lower(u.email) = lower(:email)', { email: email.trim() }).getOne();
  }
}
