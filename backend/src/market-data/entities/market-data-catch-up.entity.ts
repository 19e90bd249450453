import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

export type CatchUpTrigger = 'command' | 'schedule';
export type CatchUpStatus = 'running' | 'succeeded' | 'failed';

/** One run of the IDX catch-up (the command or the daily job), for the operator's view. */
@Entity('market_data_catch_ups')
@Index('IDX_market_data_catch_ups_started_at', ['startedAt'])
export class MarketDataCatchUp {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ type: 'varchar', length: 10 })
  trigger!: CatchUpTrigger;

  @Column({ type: 'varchar', length: 10 })
  status!: CatchUpStatus;

  @Column({ name: 'started_at', type: 'timestamptz' })
  startedAt!: Date;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt!: Date | null;

  /** The first and last day the run set out to fetch (null: nothing was due). */
  @Column({ name: 'from_date', type: 'date', nullable: true })
  fromDate!: string | null;

  @Column({ name: 'to_date', type: 'date' })
  toDate!: string;

  /** Trading days stored, days found without trading, rows written over all tables. */
  @Column({ name: 'days_stored', type: 'integer', default: 0 })
  daysStored!: number;

  @Column({ type: 'integer', default: 0 })
  holidays!: number;

  @Column({ name: 'rows_written', type: 'integer', default: 0 })
  rowsWritten!: number;

  /** The day the run stopped at and why (left for the next run), or null. */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  failure!: string | null;
}
