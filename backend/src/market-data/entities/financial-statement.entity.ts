import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Money columns are numeric(24,4): the published whole units stay exact (bank totals reach 2.6e15,
 * near the 9e15 where doubles stop counting in ones), with room for cents should a later bundle
 * carry them for USD reporters. EPS has up to 6 decimals and, in a few unrepaired rows, absurd
 * magnitudes (1e10), so it gets its own scale.
 */
const money = { type: 'numeric', precision: 24, scale: 4, nullable: true } as const;

/** One IDX XBRL statement; interim income and cash-flow items are year-to-date. */
@Entity('financial_statements')
export class FinancialStatement {
  @PrimaryColumn({ type: 'varchar', length: 12 })
  code!: string;

  @PrimaryColumn({ name: 'period_type', type: 'varchar', length: 8 })
  periodType!: 'annual' | 'quarter';

  @PrimaryColumn({ name: 'period_end', type: 'date' })
  periodEnd!: string;

  @Column({ name: 'fiscal_year', type: 'smallint' })
  fiscalYear!: number;

  @Column({ name: 'fiscal_period', type: 'varchar', length: 2 })
  fiscalPeriod!: 'FY' | 'Q1' | 'Q2' | 'Q3';

  @Column({ name: 'is_cumulative', type: 'boolean' })
  isCumulative!: boolean;

  @Column({ type: 'varchar', length: 3 })
  currency!: 'IDR' | 'USD';

  @Column({ ...money })
  revenue!: string | null;

  @Column({ name: 'revenue_kind', type: 'varchar', length: 16, nullable: true })
  revenueKind!: 'sales' | 'interest_income' | 'premiums' | null;

  @Column({ name: 'gross_profit', ...money })
  grossProfit!: string | null;

  @Column({ name: 'operating_income', ...money })
  operatingIncome!: string | null;

  @Column({ name: 'net_income', ...money })
  netIncome!: string | null;

  @Column({ type: 'numeric', precision: 24, scale: 8, nullable: true })
  eps!: string | null;

  @Column({ name: 'total_assets', ...money })
  totalAssets!: string | null;

  @Column({ name: 'total_liabilities', ...money })
  totalLiabilities!: string | null;

  @Column({ ...money })
  equity!: string | null;

  @Column({ ...money })
  cash!: string | null;

  @Column({ name: 'total_debt', ...money })
  totalDebt!: string | null;

  @Column({ name: 'operating_cf', ...money })
  operatingCf!: string | null;

  @Column({ name: 'investing_cf', ...money })
  investingCf!: string | null;

  @Column({ name: 'financing_cf', ...money })
  financingCf!: string | null;

  @Column({ name: 'free_cf', ...money })
  freeCf!: string | null;

  @Column({ name: 'dividends_paid', ...money })
  dividendsPaid!: string | null;

  /** Provenance, including the bundle's repair markers (`|unit-repair:xF`, `|eps-unit-repair`). */
  @Column({ type: 'varchar', length: 100 })
  source!: string;
}
