/**
 * Statement selection: which rows are usable at `asOf`, trailing-twelve-month (TTM) flows from year-to-date
 * quarters, and the latest balance sheet. Everything stays in the statements' own currency.
 */
import { SCORING_CONFIG } from './config';
import { addDays } from '../common/dates';
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

/** TTM = current YTD + last FY − the same YTD period of that FY (quarter rows are year-to-date). */
export interface TtmBasis {
  current: FinancialStatement;
  prior: FinancialStatement;
  annual: FinancialStatement;
}

export interface Financials {
  currency: 'IDR' | 'USD' | null;
  /** Usable rows in `currency`, oldest first by period end. */
  rows: FinancialStatement[];
  /** One annual row per fiscal year, oldest first. */
  annual: FinancialStatement[];
  latestAnnual: FinancialStatement | null;
  ttm: TtmBasis | null;
  /** Rows dropped because they are in another currency than the latest one. */
  otherCurrencyRows: number;
}

export function usableAt(statement: FinancialStatement, date: string): boolean {
  return addDays(statement.periodEnd, SCORING_CONFIG.statementLagDays) <= date;
}

const PERIOD_ORDER: Record<FinancialStatement['fiscalPeriod'], number> = { Q1: 1, Q2: 2, Q3: 3, FY: 4 };

export function buildFinancials(statements: readonly FinancialStatement[], asOf: string): Financials {
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
  const latestAnnual = annual.length > 0 ? annual[annual.length - 1] : null;
  return {
    currency,
    rows,
    annual,
    latestAnnual,
    ttm: latestAnnual ? findTtmBasis(rows, latestAnnual) : null,
    otherCurrencyRows: all.length - rows.length,
  };
}

/** The newest YTD quarter after the last FY whose same period a year earlier is also on file. */
function findTtmBasis(rows: readonly FinancialStatement[], annual: FinancialStatement): TtmBasis | null {
  const quarters = rows.filter((s) => s.periodType === 'quarter' && s.isCumulative);
  const candidates = quarters
    .filter((q) => q.fiscalYear === annual.fiscalYear + 1 && q.periodEnd > annual.periodEnd)
    .sort((a, b) => PERIOD_ORDER[b.fiscalPeriod] - PERIOD_ORDER[a.fiscalPeriod]);
  for (const current of candidates) {
    const prior = quarters.find(
      (q) => q.fiscalYear === annual.fiscalYear && q.fiscalPeriod === current.fiscalPeriod,
    );
    if (prior && current.netIncome !== null && prior.netIncome !== null) return { current, prior, annual };
  }
  return null;
}

export function periodLabel(s: FinancialStatement): string {
  return s.fiscalPeriod === 'FY' ? `FY${s.fiscalYear}` : `${s.fiscalPeriod} ${s.fiscalYear}`;
}

export function ttmLabel(fin: Financials): string | null {
  if (fin.ttm) return `TTM s.d. ${periodLabel(fin.ttm.current)}`;
  return fin.latestAnnual ? periodLabel(fin.latestAnnual) : null;
}

function ttmOf(basis: TtmBasis, field: FlowField): number | null {
  const c = basis.current[field];
  const a = basis.annual[field];
  const p = basis.prior[field];
  return c === null || a === null || p === null ? null : c + a - p;
}

/** A flow over the last twelve months: TTM when the quarters allow it, else the latest FY. */
export function ttmValue(fin: Financials, field: FlowField): number | null {
  if (fin.ttm) {
    const v = ttmOf(fin.ttm, field);
    if (v !== null) return v;
  }
  return fin.latestAnnual?.[field] ?? null;
}

/** Two flows on the same basis (both TTM or both latest FY), so a ratio never mixes periods. */
export function flowPair(fin: Financials, a: FlowField, b: FlowField): [number | null, number | null] {
  if (fin.ttm) {
    const va = ttmOf(fin.ttm, a);
    const vb = ttmOf(fin.ttm, b);
    if (va !== null && vb !== null) return [va, vb];
  }
  return [fin.latestAnnual?.[a] ?? null, fin.latestAnnual?.[b] ?? null];
}

export function annualOf(fin: Financials, fiscalYear: number): FinancialStatement | null {
  return fin.annual.find((s) => s.fiscalYear === fiscalYear) ?? null;
}

/** The newest row (annual or quarter) in which every field asked for is reported. */
export function latestBalance(fin: Financials, fields: readonly BalanceField[]): FinancialStatement | null {
  for (let i = fin.rows.length - 1; i >= 0; i--) {
    const s = fin.rows[i];
    if (fields.every((f) => s[f] !== null)) return s;
  }
  return null;
}

/** Like latestBalance, as the market could see it on `date`. */
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

/**
 * Growth of the latest YTD against the same YTD a year earlier (from the TTM basis), else latest FY
 * against the FY before. Percent; null when the base is not positive.
 */
export function recentGrowthPair(
  fin: Financials,
  field: FlowField,
): { base: number | null; value: number | null } {
  if (fin.ttm) {
    const value = fin.ttm.current[field];
    const base = fin.ttm.prior[field];
    if (value !== null && base !== null) return { base, value };
  }
  const latest = fin.latestAnnual;
  if (!latest) return { base: null, value: null };
  return { base: annualOf(fin, latest.fiscalYear - 1)?.[field] ?? null, value: latest[field] };
}
