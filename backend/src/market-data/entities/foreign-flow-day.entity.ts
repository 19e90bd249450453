import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** IDX daily stock summary, regular market only, raw (not split-adjusted) share counts. */
@Entity('foreign_flow')
// The newest day of the whole market (where the live catch-up resumes) at once, not by a scan.
@Index('IDX_foreign_flow_date', ['date'])
export class ForeignFlowDay {
  @PrimaryColumn({ type: 'varchar', length: 12 })
  code!: string;

  @PrimaryColumn({ type: 'date' })
  date!: string;

  @Column({ name: 'foreign_buy_shares', type: 'bigint' })
  foreignBuyShares!: string;

  @Column({ name: 'foreign_sell_shares', type: 'bigint' })
  foreignSellShares!: string;

  @Column({ type: 'bigint' })
  volume!: string;

  /** IDR traded: up to ~1e13 a day, still exact in bigint. */
  @Column({ type: 'bigint' })
  value!: string;

  /** Number of trades. */
  @Column({ type: 'integer' })
  frequency!: number;
}
