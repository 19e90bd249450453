/**
 * The IDX bundle's files and how each maps onto a table (layout: shared/data/idx-bundle/README.md).
 * A field's kind is checked in the importer before any value reaches PostgreSQL, so a bad value is
 * reported with its file and line instead of as a failed batch.
 */
export type FieldKind =
  | { kind: 'code' }
  | { kind: 'text'; maxLength: number }
  | { kind: 'date' }
  | { kind: 'integer' }
  | { kind: 'decimal' }
  | { kind: 'boolean' }
  | { kind: 'oneOf'; values: readonly string[] };

export interface BundleField {
  /** Header name in the CSV. */
  csv: string;
  /** Column in the table. */
  column: string;
  /** PostgreSQL element type of the unnest() array the values travel in. */
  pgType: 'varchar' | 'date' | 'bigint' | 'integer' | 'smallint' | 'numeric' | 'boolean';
  type: FieldKind;
  /** An empty field means "unknown" in the bundle; required fields may not be unknown. */
  required: boolean;
}

export interface BundleFile {
  file: string;
  table: MarketDataTable;
  /** The table's primary key: the upsert's conflict target. */
  key: readonly string[];
  fields: readonly BundleField[];
  /** A column the file does not carry, set to one value for every row (the macro series name). */
  constant?: { column: string; value: string };
  /** The CSV column holding a stock code that must exist in companies.csv. */
  stockCodeColumn?: string;
}

export type MarketDataTable =
  | 'companies'
  | 'daily_prices'
  | 'index_prices'
  | 'foreign_flow'
  | 'financial_statements'
  | 'corporate_actions'
  | 'ownership_monthly'
  | 'macro_series';

const CODE: FieldKind = { kind: 'code' };
const DATE: FieldKind = { kind: 'date' };
const INTEGER: FieldKind = { kind: 'integer' };
const DECIMAL: FieldKind = { kind: 'decimal' };
const BOOLEAN: FieldKind = { kind: 'boolean' };

function field(
  csv: string,
  pgType: BundleField['pgType'],
  type: FieldKind,
  required: boolean,
  column: string = csv,
): BundleField {
  return { csv, column, pgType, type, required };
}

const required = true;
const optional = false;

const stockCode = field('code', 'varchar', CODE, required);
const money = (name: string): BundleField => field(name, 'numeric', DECIMAL, optional);

/** In import order: companies first, because every other file's codes are checked against it. */
export const BUNDLE_FILES: readonly BundleFile[] = [
  {
    file: 'companies.csv',
    table: 'companies',
    key: ['code'],
    fields: [
      stockCode,
      field('name', 'varchar', { kind: 'text', maxLength: 300 }, required),
      field('sector', 'varchar', { kind: 'text', maxLength: 100 }, optional),
      field('subsector', 'varchar', { kind: 'text', maxLength: 150 }, optional),
      field('industry', 'varchar', { kind: 'text', maxLength: 150 }, optional),
      field('subindustry', 'varchar', { kind: 'text', maxLength: 150 }, optional),
      field('listing_board', 'varchar', { kind: 'text', maxLength: 40 }, optional),
      field('listing_date', 'date', DATE, optional),
      field('listed_shares', 'bigint', INTEGER, optional),
      field('listed_shares_date', 'date', DATE, optional),
      field('currency_reporting', 'varchar', { kind: 'oneOf', values: ['IDR', 'USD'] }, optional),
      field('is_bank', 'boolean', BOOLEAN, required),
    ],
  },
  {
    file: 'prices_daily.csv.gz',
    table: 'daily_prices',
    key: ['code', 'date'],
    stockCodeColumn: 'code',
    fields: [
      stockCode,
      field('date', 'date', DATE, required),
      field('open', 'numeric', DECIMAL, required),
      field('high', 'numeric', DECIMAL, required),
      field('low', 'numeric', DECIMAL, required),
      field('close', 'numeric', DECIMAL, required),
      field('volume', 'bigint', INTEGER, required),
    ],
  },
  {
    file: 'index_daily.csv',
    table: 'index_prices',
    key: ['index_code', 'date'],
    fields: [
      field('index_code', 'varchar', { kind: 'text', maxLength: 20 }, required),
      field('date', 'date', DATE, required),
      field('open', 'numeric', DECIMAL, optional),
      field('high', 'numeric', DECIMAL, required),
      field('low', 'numeric', DECIMAL, required),
      field('close', 'numeric', DECIMAL, required),
      field('volume', 'bigint', INTEGER, optional),
    ],
  },
  {
    file: 'foreign_flow_daily.csv.gz',
    table: 'foreign_flow',
    key: ['code', 'date'],
    stockCodeColumn: 'code',
    fields: [
      stockCode,
      field('date', 'date', DATE, required),
      field('foreign_buy_shares', 'bigint', INTEGER, required),
      field('foreign_sell_shares', 'bigint', INTEGER, required),
      field('volume', 'bigint', INTEGER, required),
      field('value', 'bigint', INTEGER, required),
      field('frequency', 'integer', INTEGER, required),
    ],
  },
  {
    file: 'financials.csv',
    table: 'financial_statements',
    key: ['code', 'period_type', 'period_end'],
    stockCodeColumn: 'code',
    fields: [
      stockCode,
      field('period_type', 'varchar', { kind: 'oneOf', values: ['annual', 'quarter'] }, required),
      field('period_end', 'date', DATE, required),
      field('fiscal_year', 'smallint', INTEGER, required),
      field('fiscal_period', 'varchar', { kind: 'oneOf', values: ['FY', 'Q1', 'Q2', 'Q3'] }, required),
      field('is_cumulative', 'boolean', BOOLEAN, required),
      field('currency', 'varchar', { kind: 'oneOf', values: ['IDR', 'USD'] }, required),
      money('revenue'),
      field(
        'revenue_kind',
        'varchar',
        { kind: 'oneOf', values: ['sales', 'interest_income', 'premiums'] },
        optional,
      ),
      money('gross_profit'),
      money('operating_income'),
      money('net_income'),
      field('eps', 'numeric', DECIMAL, optional),
      money('total_assets'),
      money('total_liabilities'),
      money('equity'),
      money('cash'),
      money('total_debt'),
      money('operating_cf'),
      money('investing_cf'),
      money('financing_cf'),
      money('free_cf'),
      money('dividends_paid'),
      field('source', 'varchar', { kind: 'text', maxLength: 100 }, required),
    ],
  },
  {
    file: 'corporate_actions.csv',
    table: 'corporate_actions',
    key: ['code', 'ex_date', 'action'],
    stockCodeColumn: 'code',
    fields: [
      stockCode,
      field('ex_date', 'date', DATE, required),
      field('action', 'varchar', { kind: 'oneOf', values: ['dividend', 'split'] }, required),
      field('value', 'numeric', DECIMAL, required),
    ],
  },
  {
    file: 'ownership_monthly.csv.gz',
    table: 'ownership_monthly',
    key: ['code', 'month_end'],
    stockCodeColumn: 'code',
    fields: [
      stockCode,
      field('month_end', 'date', DATE, required),
      field('listed_shares', 'bigint', INTEGER, required),
      field('foreign_total_shares', 'bigint', INTEGER, optional),
      field('local_total_shares', 'bigint', INTEGER, optional),
    ],
  },
  {
    file: 'macro_fx_usd_idr.csv',
    table: 'macro_series',
    key: ['series', 'date'],
    constant: { column: 'series', value: 'usd_idr' },
    fields: [field('date', 'date', DATE, required), field('usd_idr', 'numeric', DECIMAL, required, 'value')],
  },
  {
    file: 'macro_id_bond_10y.csv',
    table: 'macro_series',
    key: ['series', 'date'],
    constant: { column: 'series', value: 'id_bond_10y' },
    fields: [
      field('date', 'date', DATE, required),
      field('yield_pct', 'numeric', DECIMAL, required, 'value'),
    ],
  },
  {
    file: 'macro_bi_rate.csv',
    table: 'macro_series',
    key: ['series', 'date'],
    constant: { column: 'series', value: 'bi_rate' },
    fields: [
      field('effective_date', 'date', DATE, required, 'date'),
      field('rate_pct', 'numeric', DECIMAL, required, 'value'),
    ],
  },
];

/** Every table the importer fills, for counts and ANALYZE. */
export const MARKET_DATA_TABLES: readonly MarketDataTable[] = [
  ...new Set(BUNDLE_FILES.map((file) => file.table)),
];
