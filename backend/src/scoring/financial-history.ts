/**
 * Laporan Keuangan: the statements an investor checks first, as the bundle has them. The last five
 * fiscal years and the quarters filed after the last of them, each line in the statements' own
 * currency and full units (the page formats them), growth per year, and null where a figure is not
 * reported (shown as "–", never as 0). Banks have no gross profit and, from 2022, no revenue line in
 * the bundle: a line nobody reports is left out rather than shown empty.
 *
 * Quarter rows are year to date (Q3 = nine months), as filed; their growth compares the same
 * year-to-date period a year earlier. EPS is put on today's share basis (divided by every split after
 * the period's end), as prices and dividends are: BBCA's FY2020 EPS of 1,100 before the 1:5 split of
 * October 2021 reads 220, so the year-on-year change is not a fall of 77%.
 */
import type { Financials } from './financials';
import { periodLabel } from './financials';
import { round } from './math';
import type { FinancialStatement } from './scoring-input';

export type StatementLineId =
  | 'revenue'
  | 'grossProfit'
  | 'operatingIncome'
  | 'netIncome'
  | 'totalAssets'
  | 'totalLiabilities'
  | 'equity'
  | 'cash'
  | 'totalDebt'
  | 'operatingCf'
  | 'capex'
  | 'freeCf'
  | 'dividendsPaid'
  | 'eps';

export const STATEMENT_LINES: readonly StatementLineId[] = [
  'revenue',
  'grossProfit',
  'operatingIncome',
  'netIncome',
  'totalAssets',
  'totalLiabilities',
  'equity',
  'cash',
  'totalDebt',
  'operatingCf',
  'capex',
  'freeCf',
  'dividendsPaid',
  'eps',
];

export interface StatementPeriod {
  /** "FY2024", "Q3 2025". */
  period: string;
  periodType: 'annual' | 'quarter';
  fiscalYear: number;
  fiscalPeriod: 'FY' | 'Q1' | 'Q2' | 'Q3';
  /** Null for a fiscal year the bundle has no statement for (inside the five years shown). */
  periodEnd: string | null;
  /** False for such a missing year: every value is null. */
  reported: boolean;
  /** Months the flows cover: 12 for a year, 3/6/9 for a year-to-date quarter. */
  months: number;
  /** Full units of the table's currency (EPS per share); null when not reported. */
  values: Record<StatementLineId, number | null>;
  /**
   * Percent change against the same period a year earlier; null when either is unknown, the earlier
   * one is not positive (a change from a loss has no meaningful percent) or there is no earlier one.
   */
  growth: Record<StatementLineId, number | null>;
}

export interface StatementHistory {
  currency: 'IDR' | 'USD' | null;
  /** IDR per USD used to read a USD reporter in rupiah (the analysis date's rate); null for IDR. */
  usdIdr: number | null;
  /** Lines at least one period reports, in display order. */
  lines: StatementLineId[];
  /** Up to five fiscal years, oldest first; a year missing between filed ones is there with `reported` false. */
  annual: StatementPeriod[];
  /** Year-to-date quarters after the last fiscal year, oldest first. */
  quarters: StatementPeriod[];
}

export const ANNUAL_YEARS = 5;

const MONTHS: Record<FinancialStatement['fiscalPeriod'], number> = { Q1: 3, Q2: 6, Q3: 9, FY: 12 };

/** New shares per old share: splits and bonus adjustments with their ex-dates. */
export interface ShareSplit {
  exDate: string;
  value: number;
}

function lineValue(s: FinancialStatement, line: StatementLineId, splits: readonly ShareSplit[] = []): number | null {
  switch (line) {
    case 'eps': {
      if (s.eps === null) return null;
      const factor = splits.filter((x) => x.exDate > s.periodEnd && x.value > 0).reduce((f, x) => f * x.value, 1);
      return factor === 1 ? s.eps : s.eps / factor;
    }
    case 'capex':
      // The bundle has operating and free cash flow; their difference is what was spent on fixed assets.
      return s.operatingCf !== null && s.freeCf !== null ? s.operatingCf - s.freeCf : null;
    case 'dividendsPaid':
      // Filed as a cash outflow (negative); shown as the amount paid.
      return s.dividendsPaid === null ? null : Math.abs(s.dividendsPaid);
    default:
      return s[line];
  }
}

function growthPct(value: number | null, base: number | null): number | null {
  if (value === null || base === null || base <= 0) return null;
  return round((value / base - 1) * 100, 1);
}

function missingYear(fiscalYear: number): StatementPeriod {
  const empty = Object.fromEntries(STATEMENT_LINES.map((l) => [l, null])) as Record<
    StatementLineId,
    number | null
  >;
  return {
    period: `FY${fiscalYear}`,
    periodType: 'annual',
    fiscalYear,
    fiscalPeriod: 'FY',
    periodEnd: null,
    reported: false,
    months: 12,
    values: empty,
    growth: { ...empty },
  };
}

function period(
  s: FinancialStatement,
  earlier: FinancialStatement | null,
  splits: readonly ShareSplit[],
): StatementPeriod {
  const values = {} as Record<StatementLineId, number | null>;
  const growth = {} as Record<StatementLineId, number | null>;
  for (const line of STATEMENT_LINES) {
    values[line] = lineValue(s, line, splits);
    growth[line] = earlier === null ? null : growthPct(values[line], lineValue(earlier, line, splits));
  }
  return {
    period: periodLabel(s),
    periodType: s.periodType,
    fiscalYear: s.fiscalYear,
    fiscalPeriod: s.fiscalPeriod,
    periodEnd: s.periodEnd,
    reported: true,
    months: MONTHS[s.fiscalPeriod],
    values,
    growth,
  };
}

export function statementHistory(
  fin: Financials,
  usdIdr: number | null,
  splits: readonly ShareSplit[] = [],
): StatementHistory {
  const sameEarlier = (s: FinancialStatement): FinancialStatement | null =>
    fin.rows.find(
      (o) =>
        o.fiscalYear === s.fiscalYear - 1 &&
        o.fiscalPeriod === s.fiscalPeriod &&
        o.periodType === s.periodType,
    ) ?? null;
  const lastYear = fin.annual.at(-1)?.fiscalYear ?? null;
  const quarterRows = fin.rows.filter(
    (s) =>
      s.periodType === 'quarter' && s.fiscalPeriod !== 'FY' && (lastYear === null || s.fiscalYear > lastYear),
  );
  // The five fiscal years up to the last one filed, a year the bundle lacks included (all "–").
  const annual: StatementPeriod[] = [];
  if (lastYear !== null) {
    for (let year = lastYear - ANNUAL_YEARS + 1; year <= lastYear; year++) {
      const s = fin.annual.find((a) => a.fiscalYear === year);
      if (s) annual.push(period(s, sameEarlier(s), splits));
      else if (fin.annual.some((a) => a.fiscalYear < year)) annual.push(missingYear(year));
    }
  }
  const quarters = quarterRows.map((s) => period(s, sameEarlier(s), splits));
  const shown = [...annual, ...quarters];
  return {
    currency: fin.currency,
    usdIdr: fin.currency === 'USD' ? usdIdr : null,
    lines: STATEMENT_LINES.filter((line) => shown.some((p) => p.values[line] !== null)),
    annual,
    quarters,
  };
}
