import { Column, Entity, PrimaryColumn } from 'typeorm';

export type MarketDataDayStatus = 'stored' | 'holiday';

/**
 * One IDX trading-summary day the catch-up has fetched and written (or found to be a day without
 * trading). Written in the same transaction as the day's rows, so a day is either here with all its
 * rows or absent: the next catch-up starts after the newest one here.
 */
@Entity('market_data_days')
export class MarketDataDay {
  @PrimaryColumn({ type: 'date' })
  date!: string;

  @Column({ type: 'varchar', length: 8 })
  status!: MarketDataDayStatus;

  /** Stock rows of the summary (ordinary shares only) and index rows. */
  @Column({ name: 'stock_rows', type: 'integer' })
  stockRows!: number;

  @Column({ name: 'index_rows', type: 'integer' })
  indexRows!: number;

  /** Splits, reverse splits or rights detected on this day (earlier history adjusted). */
  @Column({ name: 'actions', type: 'integer' })
  actions!: number;

  /** The catch-up run that wrote it. */
  @Column({ name: 'catch_up_id', type: 'uuid', nullable: true })
  catchUpId!: string | null;

  @Column({ name: 'fetched_at', type: 'timestamptz' })
  fetchedAt!: Date;
}
