import { Column, Entity, PrimaryColumn } from 'typeorm';

export const MACRO_SERIES = ['usd_idr', 'id_bond_10y', 'bi_rate'] as const;
export type MacroSeries = (typeof MACRO_SERIES)[number];

/**
 * The three macro series share one table: each is a (date, value) step series read with
 * "last value on or before", so one shape and one query serve all three.
 * For `bi_rate` the date is the decision's effective date.
 */
@Entity('macro_series')
export class MacroObservation {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  series!: MacroSeries;

  @PrimaryColumn({ type: 'date' })
  date!: string;

  /** IDR per USD (1 decimal), or percent per year (up to 4 decimals). */
  @Column({ type: 'numeric', precision: 14, scale: 4 })
  value!: string;
}
