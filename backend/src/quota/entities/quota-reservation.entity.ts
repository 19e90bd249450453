import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A quota slot held while an analysis is computed, outside any transaction. It becomes a used
 * analysis in the transaction that stores the analysis, or is released when the work fails. It
 * counts only while live: before its expiry and with a heartbeat from the process running the
 * analysis, so one left behind by a crash stops counting within the lease and is deleted at start.
 */
@Entity('quota_reservations')
@Index('IDX_quota_reservations_user', ['userId'])
export class QuotaReservation {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  // The foreign key to users, by name rather than by class: users' row is theirs and never loaded here.
  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: unknown;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  /** Refreshed by the running analysis (RESERVATION_HEARTBEAT_MS); stale means its process died. */
  @Column({ name: 'heartbeat_at', type: 'timestamptz', default: () => 'now()' })
  heartbeatAt!: Date;
}
