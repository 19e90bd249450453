import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Recommendation } from '../../scoring';

/** A rule's points in a snapshot: enough to say which rules moved a score between two days. */
export interface SnapshotRule {
  id: string;
  label: string;
  points: number;
}

/** A red flag in a snapshot: enough to say which flags are new since the day before. */
export interface SnapshotRedFlag {
  id: string;
  label: string;
}

/**
 * A watched stock scored by the analysis engine as of one trading day: what the after-close run
 * compares with the day before. One per (ticker, date): a re-run keeps the first.
 */
@Entity('stock_snapshots')
@Index('UQ_stock_snapshots_ticker_as_of', ['ticker', 'asOf'], { unique: true })
export class StockSnapshot {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 12 })
  ticker!: string;

  @Column({ name: 'as_of', type: 'date' })
  asOf!: string;

  /** The last bar the score used (before `asOf` when the stock did not trade that day). */
  @Column({ name: 'price_date', type: 'date' })
  priceDate!: string;

  @Column({ name: 'total_score', type: 'double precision' })
  totalScore!: number;

  @Column({ name: 'fundamental_score', type: 'double precision' })
  fundamentalScore!: number;

  @Column({ name: 'technical_score', type: 'double precision' })
  technicalScore!: number;

  @Column({ name: 'sentiment_score', type: 'double precision' })
  sentimentScore!: number;

  @Column({ type: 'varchar', length: 12 })
  recommendation!: Recommendation;

  /** Null when the engine set no target that day (engine 4 on). */
  @Column({ name: 'target_price', type: 'double precision', nullable: true })
  targetPrice!: number | null;

  /** Where the label and the target point different ways, the engine's one sentence why. */
  @Column({ name: 'recommendation_note', type: 'text', nullable: true })
  recommendationNote!: string | null;

  @Column({ name: 'current_price', type: 'double precision' })
  currentPrice!: number;

  /** The close of the bar before `priceDate`: the session's move. Null for a stock's first bar. */
  @Column({ name: 'previous_close', type: 'double precision', nullable: true })
  previousClose!: number | null;

  @Column({ type: 'jsonb' })
  rules!: SnapshotRule[];

  /** The red flags of the day (issue 21); null on snapshots taken before they existed. */
  @Column({ name: 'red_flags', type: 'jsonb', nullable: true })
  redFlags!: SnapshotRedFlag[] | null;

  @Column({ name: 'engine_version', type: 'varchar', length: 40 })
  engineVersion!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
