import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { AlertKind } from '@telisik/contract';

/**
 * What the after-close run told one user about one watched stock on one trading day. The unique
 * key (user, ticker, date, kind) makes a run idempotent: a re-run inserts nothing new.
 */
@Entity('stock_alerts')
@Index('UQ_stock_alerts_user_ticker_as_of_kind', ['userId', 'ticker', 'asOf', 'kind'], { unique: true })
@Index('IDX_stock_alerts_user_created', ['userId', 'createdAt'])
export class StockAlert {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  // The foreign key to users, by name rather than by class: users' row is theirs and never loaded here.
  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: unknown;

  @Column({ type: 'varchar', length: 12 })
  ticker!: string;

  @Column({ name: 'as_of', type: 'date' })
  asOf!: string;

  @Column({ type: 'varchar', length: 32 })
  kind!: AlertKind;

  /** Indonesian, one line. */
  @Column({ type: 'varchar', length: 300 })
  title!: string;

  /** Indonesian: what changed, with the snapshot's numbers, and the rules that moved most. */
  @Column({ type: 'text' })
  body!: string;

  @Column({ name: 'read_at', type: 'timestamptz', nullable: true })
  readAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
