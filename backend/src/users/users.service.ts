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

  /** Creates the user on first sign-in and refreshes the profile from the provider's claims after. */
  async upsertFromClaims(claims: IdentityClaims): Promise<User> {
    await this.users
      .createQueryBuilder()
      .insert()
      .into(User)
      .values({
        issuer: claims.issuer,
        subject: claims.subject,
        email: claims.email ?? null,
        firstName: claims.firstName ?? null,
        lastName: claims.lastName ?? null,
        profileImageUrl: claims.profileImageUrl ?? null,
      })
      .orUpdate(
        ['email', 'first_name', 'last_name', 'profile_image_url', 'updated_at'],
        ['issuer', 'subject'],
      )
      .execute();
    return this.users.findOneByOrFail({ issuer: claims.issuer, subject: claims.subject });
  }

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }
}
