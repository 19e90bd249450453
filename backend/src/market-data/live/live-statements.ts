import type { EntityManager } from 'typeorm';
import { addDays } from '../../common/dates';
import { LiveDataUnavailable } from '../market-data.errors';

/**
 * Quarterly statements from a live provider, mapped to the financial_statements table the bundle
 * fills: quarter rows year-to-date (Q1, Q1+Q2, Q1+Q2+Q3) for income and cash flow, the balance sheet
 * at the quarter's end, and a FY row (nine months + the December quarter) when no filed annual row
 * is on file. Providers report single quarters (three months each); the year-to-date sums are built
 * here from the quarters of the same calendar year, taking an earlier year-to-date row already stored
 * where the provider's window starts mid-year. Calendar fiscal years only (the IDX norm): a quarter
 * end that is not the end of March, June, September or December is not mapped.
 *
 * The point-in-time rule is the read side's, as for the bundle: a row is used only from its period
 * end + 90 days. Filed statements (the bundle's) always win: a provider's row never replaces one.
 */

export const LIVE_STATEMENT_SOURCE = 'yahoo-timeseries';

export const FLOW_COLUMNS = [
  'revenue',
  'gross_profit',
  'operating_income',
  'net_income',
  'eps',
  'operating_cf',
  'investing_cf',
  'financing_cf',
  'free_cf',
  'dividends_paid',
] as const;
export const BALANCE_COLUMNS = ['total_assets', 'total_liabilities', 'equity', 'cash', 'total_debt'] as const;

export type FlowColumn = (typeof FLOW_COLUMNS)[number];
export type BalanceColumn = (typeof BALANCE_COLUMNS)[number];

/** One quarter as a provider reports it: three months of flows and the balance sheet at its end. */
export interface LiveQuarter {
  /** YYYY-MM-DD, a calendar quarter end. */
  periodEnd: string;
  currency: 'IDR' | 'USD';
  flows: Record<FlowColumn, number | null>;
  balance: Record<BalanceColumn, number | null>;
}

/** A financial_statements row as the live feed writes it. */
export interface LiveStatementRow {
  periodType: 'annual' | 'quarter';
  fiscalYear: number;
  fiscalPeriod: 'Q1' | 'Q2' | 'Q3' | 'FY';
  periodEnd: string;
  isCumulative: boolean;
  currency: 'IDR' | 'USD';
  values: Record<FlowColumn | BalanceColumn, number | null>;
}

/** A stored row's year-to-date flows, for continuing a year the provider's window starts inside. */
export interface StoredYearToDate {
  periodEnd: string;
  currency: 'IDR' | 'USD';
  flows: Record<FlowColumn, number | null>;
}

const QUARTER_OF_MONTH: Record<string, 1 | 2 | 3 | 4> = { '03-31': 1, '06-30': 2, '09-30': 3, '12-31': 4 };

function quarterOf(periodEnd: string): 1 | 2 | 3 | 4 | null {
  return QUARTER_OF_MONTH[periodEnd.slice(5)] ?? null;
}

function sum(a: number | null, b: number | null): number | null {
  return a === null || b === null ? null : a + b;
}

function addFlows(a: Record<FlowColumn, number | null>, b: Record<FlowColumn, number | null>) {
  return Object.fromEntries(FLOW_COLUMNS.map((c) => [c, sum(a[c], b[c])])) as Record<
    FlowColumn,
    number | null
  >;
}

/**
 * The rows to store: Q1–Q3 year-to-date and, with the December quarter, the FY. A quarter whose
 * earlier quarters of the year are neither in `quarters` nor stored gives no row (its year-to-date
 * is unknown).
 */
export function statementRows(
  quarters: readonly LiveQuarter[],
  stored: readonly StoredYearToDate[],
): LiveStatementRow[] {
  const byEnd = new Map<string, LiveQuarter>();
  for (const q of quarters) if (quarterOf(q.periodEnd) !== null) byEnd.set(q.periodEnd, q);
  const storedByEnd = new Map(stored.map((s) => [s.periodEnd, s]));
  const ytd = new Map<string, { currency: 'IDR' | 'USD'; flows: Record<FlowColumn, number | null> }>();
  const rows: LiveStatementRow[] = [];
  for (const q of [...byEnd.values()].sort((a, b) => (a.periodEnd < b.periodEnd ? -1 : 1))) {
    const n = quarterOf(q.periodEnd)!;
    const year = Number(q.periodEnd.slice(0, 4));
    let flows: Record<FlowColumn, number | null> | null;
    if (n === 1) flows = q.flows;
    else {
      const previousEnd = `${year}-${['03-31', '06-30', '09-30'][n - 2]}`;
      const previous = ytd.get(previousEnd) ?? storedByEnd.get(previousEnd) ?? null;
      flows =
        previous !== null && previous.currency === q.currency ? addFlows(previous.flows, q.flows) : null;
    }
    if (flows === null) continue;
    ytd.set(q.periodEnd, { currency: q.currency, flows });
    rows.push({
      periodType: n === 4 ? 'annual' : 'quarter',
      fiscalYear: year,
      fiscalPeriod: n === 4 ? 'FY' : (`Q${n}` as 'Q1' | 'Q2' | 'Q3'),
      periodEnd: q.periodEnd,
      isCumulative: n !== 4,
      currency: q.currency,
      values: { ...flows, ...q.balance },
    });
  }
  return rows;
}

export interface StatementsWriteOutcome {
  rowsWritten: number;
  /** Newest stored period end before and after the write. */
  previousLatest: string | null;
  latest: string | null;
}

const COLUMNS = [...FLOW_COLUMNS, ...BALANCE_COLUMNS];

async function latestPeriodEnd(db: EntityManager, code: string): Promise<string | null> {
  const rows = await db.query<{ latest: string | null }[]>(
    'SELECT max(period_end)::text AS latest FROM financial_statements WHERE code = $1',
    [code],
  );
  return rows[0]!.latest;
}

/** The stored year-to-date rows a live write may continue (Q1–Q3 of the last two years). */
export async function storedYearToDate(
  db: EntityManager,
  code: string,
  since: string,
): Promise<StoredYearToDate[]> {
  const rows = await db.query<Array<Record<string, string | number | null>>>(
    `SELECT period_end::text AS period_end, currency, ${FLOW_COLUMNS.map((c) => `${c}::float8 AS ${c}`).join(', ')}
       FROM financial_statements
      WHERE code = $1 AND period_type = 'quarter' AND is_cumulative AND period_end >= $2`,
    [code, since],
  );
  return rows.map((r) => ({
    periodEnd: String(r.period_end),
    currency: r.currency === 'USD' ? 'USD' : 'IDR',
    flows: Object.fromEntries(FLOW_COLUMNS.map((c) => [c, r[c] === null ? null : Number(r[c])])) as Record<
      FlowColumn,
      number | null
    >,
  }));
}

/**
 * Writes the rows in one transaction: new periods are inserted, the feed's own earlier rows updated
 * when the provider revised them, filed rows left alone. Returns how many rows changed.
 */
export async function writeStatementRows(
  manager: EntityManager,
  code: string,
  rows: readonly LiveStatementRow[],
  asOf: string,
): Promise<StatementsWriteOutcome> {
  return manager.transaction(async (tx) => {
    const previousLatest = await latestPeriodEnd(tx, code);
    let rowsWritten = 0;
    for (const row of rows) {
      // A period that has not ended yet is no statement.
      if (row.periodEnd > asOf) {
        throw new LiveDataUnavailable(
          code,
          'provider-error',
          `statement for a period ending after today (${row.periodEnd})`,
        );
      }
      const values = COLUMNS.map((c) => (row.values[c] === null ? null : String(row.values[c])));
      const placeholders = COLUMNS.map((_, i) => `$${i + 8}`).join(', ');
      const changed = COLUMNS.map((c) => `financial_statements.${c} IS DISTINCT FROM excluded.${c}`).join(
        ' OR ',
      );
      const result = await tx.query<unknown[]>(
        `INSERT INTO financial_statements
           (code, period_type, period_end, fiscal_year, fiscal_period, is_cumulative, currency, ${COLUMNS.join(', ')}, source)
         VALUES ($1, $2, $3, $4, $5, $6, $7, ${placeholders}, '${LIVE_STATEMENT_SOURCE}')
         ON CONFLICT (code, period_type, period_end) DO UPDATE
           SET ${COLUMNS.map((c) => `${c} = excluded.${c}`).join(', ')}, currency = excluded.currency
         WHERE financial_statements.source = '${LIVE_STATEMENT_SOURCE}'
           AND (financial_statements.currency IS DISTINCT FROM excluded.currency OR ${changed})
         RETURNING 1`,
        [
          code,
          row.periodType,
          row.periodEnd,
          row.fiscalYear,
          row.fiscalPeriod,
          row.isCumulative,
          row.currency,
          ...values,
        ],
      );
      rowsWritten += result.length;
    }
    return { rowsWritten, previousLatest, latest: await latestPeriodEnd(tx, code) };
  });
}

/**
 * The newest quarter end whose statements the point-in-time rule already admits on `today`:
 * a calendar quarter end E with E + lag ≤ today. Stored statements older than it are due a refresh.
 */
export function latestUsableQuarterEnd(today: string, lagDays: number): string {
  const ends = ['12-31', '09-30', '06-30', '03-31'];
  for (let year = Number(today.slice(0, 4)); ; year--) {
    for (const end of ends) {
      const periodEnd = `${year}-${end}`;
      if (addDays(periodEnd, lagDays) <= today) return periodEnd;
    }
  }
}
