/**
 * Statement selection: which rows are usable at `asOf`, the one period every flow of the analysis is
 * measured over (its "basis"), the balance sheet that goes with it, and whether the statements are
 * too old to trust. Everything stays in the statements' own currency.
 *
 * The rule: a ratio never mixes periods more than one quarter apart. Flows come from one basis,
 * chosen in this order (the first whose end has a balance sheet within a quarter of it wins):
 *   1. twelve months ending at the newest statement: TTM (YTD + last FY − the same YTD a year
 *      earlier) or the FY itself;
 *   2. the same, ending one quarter before the newest statement;
 *   3. the newest year-to-date quarter annualised (× 12 / months; seasonal businesses read high or
 *      low, which the data notes say);
 *   4. the latest FY, however old (with its own balance sheet).
 * Balance-sheet figures come from the newest row within a quarter of the basis's end.
 */
import { SCORING_CONFIG } from './config';
import { addDays, addMonths, daysBetween } from '../common/dates';
import type { FinancialStatement } from './scoring-input';

export type FlowField =
  | 'revenue'
  | 'grossProfit'
  | 'operatingIncome'
  | 'netIncome'
  | 'operatingCf'
  | 'investingCf'
  | 'freeCf'
  | 'dividendsPaid';

export type BalanceField = 'totalAssets' | 'totalLiabilities' | 'equity' | 'cash' | 'totalDebt';

export type FlowBasisKind = 'ttm' | 'fy' | 'annualised';

/** The twelve months (or the annualised months) every flow of an analysis is measured over. */
export interface FlowBasis {
  kind: FlowBasisKind;
  /** The row that ends the basis: a YTD quarter (TTM, annualised) or the FY. */
  current: FinancialStatement;
  /** TTM only: the last FY and the same YTD quarter of that FY. */
  annual: FinancialStatement | null;
  prior: FinancialStatement | null;
  /** Months the underlying figures cover: 12, or 3/6/9 for an annualised YTD. */
  months: number;
  /** First and last day covered. */
  start: string;
  end: string;
}

export interface Financials {
  currency: 'IDR' | 'USD' | null;
  /** Usable rows in `currency`, oldest first by period end. */
  rows: FinancialStatement[];
  /** One annual row per fiscal year, oldest first. */
  annual: FinancialStatement[];
  /** Annual rows that begin on or after `comparableFrom`: the ones growth may compare. */
  comparableAnnual: FinancialStatement[];
  latestAnnual: FinancialStatement | null;
  basis: FlowBasis | null;
  /** The newest usable row of any kind: what "how old are the statements" is measured on. */
  newest: FinancialStatement | null;
  /** Whole months from the newest row's period end to asOf. */
  ageMonths: number | null;
  /** The newest statement ended more than `staleAfterMonths` before asOf (or there is none). */
  stale: boolean;
  /** Statements covering time before this date are not comparable with later ones (a spin-off). */
  comparableFrom: string | null;
  /** Rows dropped because they are in another currency than the latest one. */
  otherCurrencyRows: number;
}

export interface FinancialsOptions {
  /** Ex-date of a capital distribution: flows and growth use only periods that begin on or after it. */
  comparableFrom?: string | null;
}

/** Period ends one quarter apart are 90–92 days apart. */
const ONE_QUARTER_DAYS = 93;

const PERIOD_ORDER: Record<FinancialStatement['fiscalPeriod'], number> = { Q1: 1, Q2: 2, Q3: 3, FY: 4 };
const PERIOD_MONTHS: Record<FinancialStatement['fiscalPeriod'], number> = { Q1: 3, Q2: 6, Q3: 9, FY: 12 };

export function usableAt(statement: FinancialStatement, date: string): boolean {
  return addDays(statement.periodEnd, SCORING_CONFIG.statementLagDays) <= date;
}

/** First day of the months `months` back from a period end (period ends are month ends). */
export function periodStart(end: string, months: number): string {
  return addMonths(`${addMonths(end, -months).slice(0, 7)}-01`, 1);
}

/** First day a row's (year-to-date) figures cover. */
export function rowStart(s: FinancialStatement): string {
  return periodStart(s.periodEnd, PERIOD_MONTHS[s.fiscalPeriod]);
}

/** Whole calendar months from one date to a later one (Sep 30 → Dec 30 is 3). */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number);
  const [ty, tm, td] = to.split('-').map(Number);
  // A month is complete once its day is reached, the day clamped to the later month's length.
  const lastOfTo = new Date(Date.UTC(ty, tm, 0)).getUTCDate();
  return (ty - fy) * 12 + (tm - fm) - (td < Math.min(fd, lastOfTo) ? 1 : 0);
}

const isFlowRow = (s: FinancialStatement): boolean =>
  s.netIncome !== null && (s.periodType === 'annual' || s.isCumulative);

function comparable(start: string, from: string | null): boolean {
  return from === null || start >= from;
}

function twelveMonthsEndingAt(
  rows: readonly FinancialStatement[],
  row: FinancialStatement,
): FlowBasis | null {
  if (row.fiscalPeriod === 'FY') {
    return {
      kind: 'fy',
      current: row,
      annual: null,
      prior: null,
      months: 12,
      start: rowStart(row),
      end: row.periodEnd,
    };
  }
  const annual = rows.find(
    (s) => s.fiscalPeriod === 'FY' && s.fiscalYear === row.fiscalYear - 1 && s.periodEnd < row.periodEnd,
  );
  const prior = rows.find(
    (s) =>
      s.periodType === 'quarter' &&
      s.isCumulative &&
      s.fiscalYear === row.fiscalYear - 1 &&
      s.fiscalPeriod === row.fiscalPeriod,
  );
  if (!annual || !prior || annual.netIncome === null || prior.netIncome === null) return null;
  return {
    kind: 'ttm',
    current: row,
    annual,
    prior,
    months: 12,
    start: periodStart(row.periodEnd, 12),
    end: row.periodEnd,
  };
}

function annualised(row: FinancialStatement): FlowBasis | null {
  if (row.fiscalPeriod === 'FY') return null;
  const months = PERIOD_MONTHS[row.fiscalPeriod];
  return {
    kind: 'annualised',
    current: row,
    annual: null,
    prior: null,
    months,
    start: rowStart(row),
    end: row.periodEnd,
  };
}

/** The newest row with every field asked for whose period end is within a quarter of `end`. */
function balanceNear(
  rows: readonly FinancialStatement[],
  end: string,
  fields: readonly BalanceField[],
): FinancialStatement | null {
  for (let i = rows.length - 1; i >= 0; i--) {
    const s = rows[i];
    if (Math.abs(daysBetween(s.periodEnd, end)) <= ONE_QUARTER_DAYS && fields.every((f) => s[f] !== null))
      return s;
  }
  return null;
}

function chooseBasis(
  rows: readonly FinancialStatement[],
  annual: readonly FinancialStatement[],
  comparableFrom: string | null,
): FlowBasis | null {
  const flows = rows.filter(isFlowRow);
  const newest = flows.at(-1);
  if (!newest) return null;
  const quarterBefore = [...flows]
    .reverse()
    .find(
      (s) => s.periodEnd < newest.periodEnd && daysBetween(s.periodEnd, newest.periodEnd) <= ONE_QUARTER_DAYS,
    );
  const latestFy = [...annual].reverse().find((s) => s.netIncome !== null);
  const candidates = [
    twelveMonthsEndingAt(rows, newest),
    quarterBefore ? twelveMonthsEndingAt(rows, quarterBefore) : null,
    annualised(newest),
    latestFy ? twelveMonthsEndingAt(rows, latestFy) : null,
  ].filter((b): b is FlowBasis => b !== null && comparable(b.start, comparableFrom));
  return candidates.find((b) => balanceNear(rows, b.end, ['equity']) !== null) ?? candidates[0] ?? null;
}

export function buildFinancials(
  statements: readonly FinancialStatement[],
  asOf: string,
  options: FinancialsOptions = {},
): Financials {
  const usable = statements.filter((s) => usableAt(s, asOf));
  const byKey = new Map<string, FinancialStatement>();
  for (const s of usable) {
    const key = `${s.periodType}:${s.fiscalYear}:${s.fiscalPeriod}`;
    const seen = byKey.get(key);
    if (!seen || seen.periodEnd < s.periodEnd) byKey.set(key, s);
  }
  const all = [...byKey.values()].sort((a, b) =>
    a.periodEnd !== b.periodEnd
      ? a.periodEnd < b.periodEnd
        ? -1
        : 1
      : PERIOD_ORDER[a.fiscalPeriod] - PERIOD_ORDER[b.fiscalPeriod],
  );
  const currency = all.length > 0 ? all[all.length - 1].currency : null;
  const rows = all.filter((s) => s.currency === currency);
  const annual = rows.filter((s) => s.periodType === 'annual' && s.fiscalPeriod === 'FY');
  const comparableFrom = options.comparableFrom ?? null;
  const newest = rows.at(-1) ?? null;
  const ageMonths = newest === null ? null : monthsBetween(newest.periodEnd, asOf);
  return {
    currency,
    rows,
    annual,
    comparableAnnual: annual.filter((s) => comparable(rowStart(s), comparableFrom)),
    latestAnnual: annual.at(-1) ?? null,
    basis: chooseBasis(rows, annual, comparableFrom),
    newest,
    ageMonths,
    stale: newest === null || newest.periodEnd < addMonths(asOf, -SCORING_CONFIG.staleAfterMonths),
    comparableFrom,
    otherCurrencyRows: all.length - rows.length,
  };
}

export function periodLabel(s: FinancialStatement): string {
  return s.fiscalPeriod === 'FY' ? `FY${s.fiscalYear}` : `${s.fiscalPeriod} ${s.fiscalYear}`;
}

/** e.g. "TTM s.d. Q2 2025", "FY2024", "9 bulan s.d. Q3 2025, disetahunkan". */
export function basisLabel(basis: FlowBasis | null): string | null {
  if (basis === null) return null;
  if (basis.kind === 'ttm') return `TTM s.d. ${periodLabel(basis.current)}`;
  if (basis.kind === 'fy') return periodLabel(basis.current);
  return `${basis.months} bulan s.d. ${periodLabel(basis.current)}, disetahunkan`;
}

export function flowLabel(fin: Financials): string | null {
  return basisLabel(fin.basis);
}

/** A flow over the basis: TTM, the FY, or the YTD annualised. Null when a row of the basis lacks it. */
export function trailingFlow(fin: Financials, field: FlowField): number | null {
  const b = fin.basis;
  if (b === null) return null;
  const current = b.current[field];
  if (current === null) return null;
  if (b.kind === 'fy') return current;
  if (b.kind === 'annualised') return (current * 12) / b.months;
  const annual = b.annual?.[field] ?? null;
  const prior = b.prior?.[field] ?? null;
  return annual === null || prior === null ? null : current + annual - prior;
}

/** Two flows of the same basis, so a ratio of them never mixes periods. */
export function flowPair(fin: Financials, a: FlowField, b: FlowField): [number | null, number | null] {
  return [trailingFlow(fin, a), trailingFlow(fin, b)];
}

/**
 * The balance sheet that goes with the basis: the newest row within a quarter of its end that
 * reports every field asked for (the 2024 Q1/Q2 rows have no balance sheet, which this skips).
 * Without a basis, the newest row with the fields.
 */
export function latestBalance(fin: Financials, fields: readonly BalanceField[]): FinancialStatement | null {
  if (fin.basis !== null) return balanceNear(fin.rows, fin.basis.end, fields);
  for (let i = fin.rows.length - 1; i >= 0; i--) {
    const s = fin.rows[i];
    if (fields.every((f) => s[f] !== null)) return s;
  }
  return null;
}

/** Like latestBalance without a basis, as the market could see it on `date`. */
export function balanceUsableAt(
  fin: Financials,
  date: string,
  fields: readonly BalanceField[],
): FinancialStatement | null {
  for (let i = fin.rows.length - 1; i >= 0; i--) {
    const s = fin.rows[i];
    if (usableAt(s, date) && fields.every((f) => s[f] !== null)) return s;
  }
  return null;
}

export function annualUsableAt(fin: Financials, date: string): FinancialStatement | null {
  for (let i = fin.annual.length - 1; i >= 0; i--) if (usableAt(fin.annual[i], date)) return fin.annual[i];
  return null;
}

/** The fiscal years before the basis began, newest first (the DCF's history). */
export function annualsBeforeBasis(fin: Financials): FinancialStatement[] {
  const start = fin.basis?.start;
  if (start === undefined) return [];
  return fin.comparableAnnual.filter((s) => s.periodEnd < start).reverse();
}

export interface RecentGrowthPair {
  base: number | null;
  value: number | null;
  /** The later period, e.g. "Q3 2025" (YTD) or "FY2024". */
  period: string | null;
}

/**
 * The latest year-to-date (or FY) against the same period a year earlier. Only a recent period
 * counts: the newest statement or the one a quarter before it, so "recent growth" is never two
 * years old. Both periods must be comparable (no spin-off between them).
 */
export function recentGrowthPair(fin: Financials, field: FlowField): RecentGrowthPair {
  const flows = fin.rows.filter(isFlowRow);
  const newest = flows.at(-1);
  const none = { base: null, value: null, period: null };
  if (!newest) return none;
  for (const row of [...flows].reverse()) {
    if (daysBetween(row.periodEnd, newest.periodEnd) > ONE_QUARTER_DAYS) break;
    const before = flows.find(
      (s) =>
        s.fiscalYear === row.fiscalYear - 1 &&
        s.fiscalPeriod === row.fiscalPeriod &&
        s.periodType === row.periodType,
    );
    if (!before || !comparable(rowStart(before), fin.comparableFrom)) continue;
    const value = row[field];
    const base = before[field];
    if (value !== null && base !== null) return { base, value, period: periodLabel(row) };
  }
  return none;
}
