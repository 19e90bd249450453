import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/**
 * A quota slot held while an analysis is computed, outside any transaction. It becomes a used
 * analysis in the transaction that stores the analysis, or is released when the work fails; one
 * left behind by a crash stops counting when it expires.
 */
@Entity('quota_reservations')
@Index('IDX_quota_reservations_user', ['userId'])
export class QuotaReservation {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;
}
