import { Column, Entity, PrimaryColumn } from 'typeorm';

/** 'filings': a stock's quarterly statements (the code is the stock's). */
export type RefreshSubject = 'stock' | 'index' | 'filings';
export type RefreshOutcome = 'updated' | 'no-new-data' | 'failed';

/**
 * The last live refresh attempt per stock (or index): what it was for and how it went, so a day
 * without new bars (an exchange holiday) or a failing feed is not asked again on every analysis.
 */
@Entity('market_data_refreshes')
export class MarketDataRefresh {
  @PrimaryColumn({ type: 'varchar', length: 8 })
  subject!: RefreshSubject;

  /** A stock code, or an index code such as COMPOSITE. */
  @PrimaryColumn({ type: 'varchar', length: 20 })
  code!: string;

  @Column({ name: 'attempted_at', type: 'timestamptz' })
  attemptedAt!: Date;

  /** The last completed trading day the attempt tried to reach. */
  @Column({ name: 'target_date', type: 'date' })
  targetDate!: string;

  @Column({ type: 'varchar', length: 12 })
  outcome!: RefreshOutcome;

  /** The newest stored date after the attempt. */
  @Column({ name: 'latest_date', type: 'date', nullable: true })
  latestDate!: string | null;

  /** The failure's message, for operators. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  detail!: string | null;
}
