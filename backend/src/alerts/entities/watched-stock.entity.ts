import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

/** One stock on one user's watchlist. Kept when Premium lapses (alerts pause, the list stays). */
@Entity('watched_stocks')
@Index('UQ_watched_stocks_user_ticker', ['userId', 'ticker'], { unique: true })
@Index('IDX_watched_stocks_ticker', ['ticker'])
export class WatchedStock {
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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
