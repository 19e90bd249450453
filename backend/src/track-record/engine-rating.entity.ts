import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The engine's rating of one liquid stock on one trading day, recorded after the day's market-data
 * refresh: the live half of the track record, kept as it was said (never rescored). One row per
 * day and code: recording a day twice (two instances, a rerun) adds nothing.
 */
@Entity('engine_ratings')
export class EngineRating {
  @PrimaryColumn({ name: 'as_of', type: 'date' })
  asOf!: string;

  @PrimaryColumn({ type: 'varchar', length: 12 })
  code!: string;

  @Column({ name: 'engine_version', type: 'varchar', length: 40 })
  engineVersion!: string;

  /** The close the rating was made at (its date is `price_date`). */
  @Column({ type: 'numeric', precision: 18, scale: 4 })
  close!: string;

  @Column({ name: 'price_date', type: 'date' })
  priceDate!: string;

  @Column({ name: 'total_score', type: 'smallint' })
  totalScore!: number;

  @Column({ name: 'fundamental_score', type: 'smallint' })
  fundamentalScore!: number;

  @Column({ name: 'technical_score', type: 'smallint' })
  technicalScore!: number;

  @Column({ name: 'sentiment_score', type: 'smallint' })
  sentimentScore!: number;

  /** What an analysis showed (after the target guards). */
  @Column({ type: 'varchar', length: 12 })
  recommendation!: string;

  @Column({ name: 'recommendation_from_score', type: 'varchar', length: 12 })
  recommendationFromScore!: string;

  @Column({ type: 'varchar', length: 10 })
  conviction!: string;

  @Column({ name: 'recorded_at', type: 'timestamptz', default: () => 'now()' })
  recordedAt!: Date;
}
