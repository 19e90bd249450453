import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One trading day of one stock. Prices are exact decimals (the bundle has at most 4 places) in
 * IDR per share, adjusted for splits and rights on the 2025-12-31 basis, not for dividends.
 */
@Entity('daily_prices')
// The primary key serves every per-code range read; this one answers "latest trading day" at once.
@Index('IDX_daily_prices_date', ['date'])
export class DailyPrice {
  @PrimaryColumn({ type: 'varchar', length: 12 })
  code!: string;

  @PrimaryColumn({ type: 'date' })
  date!: string;

  @Column({ type: 'numeric', precision: 18, scale: 4 })
  open!: string;

  @Column({ type: 'numeric', precision: 18, scale: 4 })
  high!: string;

  @Column({ type: 'numeric', precision: 18, scale: 4 })
  low!: string;

  @Column({ type: 'numeric', precision: 18, scale: 4 })
  close!: string;

  /** Shares (split-adjusted); 0 means unknown. Up to 6.6e10: bigint. */
  @Column({ type: 'bigint' })
  volume!: string;
}
