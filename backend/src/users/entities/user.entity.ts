import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  VirtualColumn,
} from 'typeorm';
import { premiumCoverageSql } from '../../entitlement';
import type { SignedInUser } from '../signed-in-user';

@Entity('users')
@Index('UQ_users_issuer_subject', ['issuer', 'subject'], { unique: true })
export class User implements SignedInUser {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** The OpenID provider that vouches for this user; `sub` is unique only per issuer. */
  @Column({ type: 'varchar', length: 500 })
  issuer!: string;

  @Column({ type: 'varchar', length: 255 })
  subject!: string;

  @Column({ type: 'varchar', length: 320, nullable: true })
  email!: string | null;

  @Column({ name: 'first_name', type: 'varchar', length: 200, nullable: true })
  firstName!: string | null;

  @Column({ name: 'last_name', type: 'varchar', length: 200, nullable: true })
  lastName!: string | null;

  @Column({ name: 'profile_image_url', type: 'varchar', length: 2000, nullable: true })
  profileImageUrl!: string | null;

  /** Read, never written: a paid period or an operator's grant covers now (the entitlement feature's coverage SQL). */
  @VirtualColumn({ type: 'boolean', query: (alias) => premiumCoverageSql(`${alias}.id`) })
  isPremium!: boolean;

  /** Completed analyses that count against the free quota; updated with the analysis it counts. */
  @Column({ name: 'analyses_used', type: 'integer', default: 0 })
  analysesUsed!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
