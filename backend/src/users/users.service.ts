import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { User } from './entities/user.entity';

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
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  /**
   * Creates the user on first sign-in and refreshes the profile from the provider's claims after. A
   * claim the provider leaves out (an optional field left empty) says nothing new: the stored value
   * stays, rather than a returning user losing the name they gave last time.
   */
  async upsertFromClaims(claims: IdentityClaims): Promise<User> {
    await this.users.query(
      `INSERT INTO users (issuer, subject, email, first_name, last_name, profile_image_url)
       VALUES ($1, $2, $3, $4, $5, $6)
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
      ],
    );
    return this.users.findOneByOrFail({ issuer: claims.issuer, subject: claims.subject });
  }

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }
}
