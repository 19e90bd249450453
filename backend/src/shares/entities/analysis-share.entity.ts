import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { AnalysisRecord } from '../../analyses';

/**
 * A public, read-only link to one analysis. The token is the only secret: 192 random bits, so a
 * link cannot be guessed or walked. Revoking keeps the row (the owner's list shows it no more) so
 * a revoked token can never be handed out again.
 */
@Entity('analysis_shares')
@Index('IDX_analysis_shares_user', ['userId', 'createdAt'])
export class AnalysisShare {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('UQ_analysis_shares_token', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  token!: string;

  @Column({ name: 'analysis_id', type: 'uuid' })
  analysisId!: string;

  // The foreign key to analyses' table, named by string so that shares never imports its entity;
  // never loaded here: the analysis comes from AnalysesService.
  @ManyToOne('Analysis', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'analysis_id' })
  analysis?: AnalysisRecord;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  // The foreign key to users, by name rather than by class: users' row is theirs and never loaded here.
  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: unknown;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;
}
