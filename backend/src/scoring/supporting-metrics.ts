/**
 * The analysis's numbers as data: every metric the rules scored and every figure a rule reason, a data
 * note or the prose quotes (the statement totals behind the ratios, sector medians, the share count),
 * each with an Indonesian label, its unit, the period it covers and the tables it comes from. The page's
 * "Angka pendukung" reads this list, and the grounding check attributes every number in the prose to it.
 * Unknown values are left out: a rule without its inputs says so in its reason.
 */
import { addDays } from '../common/dates';
import { latestBalance, periodLabel, trailingFlow } from './financials';
import { tanggal } from './format';
import { round } from './math';
import type { MetricBook, MetricUnit } from './metrics/metric';
import {
  FIGURE_IDS,
  METRIC_IDS,
  type FigureId,
  type MetricValues,
  type SupportingMetricId,
} from './metrics/metric-ids';
import {
  METRIC_PROVENANCE,
  balancePeriod,
  flowPeriod,
  monthsPeriod,
  priceDatePeriod,
  type MarketTable,
  type PeriodOf,
} from './metrics/provenance';
import { METRICS } from './metrics/registry';
import {
  marketCap,
  ownHistory,
  sectorMedianPb,
  sectorMedianPe,
  trailingDividendsPerShare,
} from './metrics/valuation';
import { bookPerShare } from './valuation/target';

export interface SupportingMetric {
  id: SupportingMetricId;
  /** Indonesian. */
  label: string;
  value: number;
  unit: MetricUnit;
  /** The period the value covers, in Indonesian ("9 bulan s.d. Q3 2025, disetahunkan; neraca Q3 2025"). */
  period: string;
  /** The market-data tables it is computed from. */
  sourceTables: MarketTable[];
}

interface Figure {
  label: string;
  unit: (book: MetricBook) => MetricUnit;
  sources: readonly MarketTable[];
  period: PeriodOf;
  value: (book: MetricBook) => number | null;
}

const statementCurrency = ({ ctx }: MetricBook): MetricUnit => (ctx.fin.currency === 'USD' ? 'USD' : 'IDR');
const idr = (): MetricUnit => 'IDR';
const fixed = (unit: MetricUnit) => (): MetricUnit => unit;
const STATEMENTS: readonly MarketTable[] = ['financial_statements'];
const PEERS: readonly MarketTable[] = ['daily_prices', 'companies', 'financial_statements', 'macro_series'];

/** Corporate actions older than this are history the analysis no longer needs to explain. */
const RECENT_ACTION_DAYS = 5 * 365;
const recent = (book: MetricBook, exDate: string) => exDate > addDays(book.ctx.asOf, -RECENT_ACTION_DAYS);
export const latestSpecial = (book: MetricBook) => {
  const special = book.ctx.corporateActions.special.at(-1);
  return special !== undefined && recent(book, special.exDate) ? special : null;
};
export const latestSplit = (book: MetricBook) => {
  const split = book.ctx.corporateActions.splits.at(-1);
  return split !== undefined && recent(book, split.exDate) ? split : null;
};

const FIGURES: Record<FigureId, Figure> = {
  last_close: {
    label: 'Harga penutupan terakhir',
    unit: idr,
    sources: ['daily_prices'],
    period: priceDatePeriod,
    value: ({ ctx }) => ctx.lastClose,
  },
  listed_shares: {
    label: 'Jumlah saham tercatat',
    unit: fixed('shares'),
    sources: ['companies', 'ownership_monthly'],
    period: ({ ctx }) =>
      ctx.sharesSource === 'ksei' && ctx.ownership.length > 0
        ? `KSEI ${tanggal(ctx.ownership[ctx.ownership.length - 1].monthEnd)}`
        : 'data emiten terbaru',
    value: ({ ctx }) => ctx.shares,
  },
  market_cap: {
    label: 'Kapitalisasi pasar',
    unit: idr,
    sources: ['daily_prices', 'companies'],
    period: priceDatePeriod,
    value: marketCap,
  },
  revenue: {
    label: 'Pendapatan',
    unit: statementCurrency,
    sources: STATEMENTS,
    period: flowPeriod,
    value: ({ ctx }) => trailingFlow(ctx.fin, 'revenue'),
  },
  net_income: {
    label: 'Laba bersih',
    unit: statementCurrency,
    sources: STATEMENTS,
    period: flowPeriod,
    value: ({ ctx }) => trailingFlow(ctx.fin, 'netIncome'),
  },
  operating_cash_flow: {
    label: 'Arus kas operasi',
    unit: statementCurrency,
    sources: STATEMENTS,
    period: flowPeriod,
    value: ({ ctx }) => trailingFlow(ctx.fin, 'operatingCf'),
  },
  free_cash_flow: {
    label: 'Arus kas bebas',
    unit: statementCurrency,
    sources: STATEMENTS,
    period: flowPeriod,
    value: ({ ctx }) => trailingFlow(ctx.fin, 'freeCf'),
  },
  equity: {
    label: 'Ekuitas',
    unit: statementCurrency,
    sources: STATEMENTS,
    period: balancePeriod,
    value: ({ ctx }) => latestBalance(ctx.fin, ['equity'])?.equity ?? null,
  },
  total_assets: {
    label: 'Total aset',
    unit: statementCurrency,
    sources: STATEMENTS,
    period: balancePeriod,
    value: ({ ctx }) => latestBalance(ctx.fin, ['totalAssets'])?.totalAssets ?? null,
  },
  eps: {
    label: 'Laba per saham',
    unit: idr,
    sources: ['financial_statements', 'companies', 'macro_series'],
    period: flowPeriod,
    value: ({ ctx }) => {
      const income = trailingFlow(ctx.fin, 'netIncome');
      return income === null || ctx.fx === null || ctx.shares === null
        ? null
        : (income * ctx.fx) / ctx.shares;
    },
  },
  book_value_per_share: {
    label: 'Nilai buku per saham',
    unit: idr,
    sources: ['financial_statements', 'companies', 'macro_series'],
    period: balancePeriod,
    value: bookPerShare,
  },
  sector_median_pe: {
    label: 'Median P/E sektor',
    unit: fixed('x'),
    sources: PEERS,
    period: priceDatePeriod,
    value: sectorMedianPe,
  },
  sector_median_pb: {
    label: 'Median P/B sektor',
    unit: fixed('x'),
    sources: PEERS,
    period: priceDatePeriod,
    value: sectorMedianPb,
  },
  sector_peers: {
    label: 'Jumlah saham pembanding sektor',
    unit: fixed('count'),
    sources: ['companies', 'daily_prices'],
    period: priceDatePeriod,
    value: ({ ctx }) => (ctx.peers.length > 0 ? ctx.peers.length : null),
  },
  pe_5y_median: {
    label: 'Median P/E 5 tahun saham ini (laba tahunan)',
    unit: fixed('x'),
    sources: ['daily_prices', 'financial_statements', 'companies'],
    period: monthsPeriod(60),
    value: (book) => ownHistory(book, 'pe').median,
  },
  pb_5y_median: {
    label: 'Median P/B 5 tahun saham ini',
    unit: fixed('x'),
    sources: ['daily_prices', 'financial_statements', 'companies'],
    period: monthsPeriod(60),
    value: (book) => ownHistory(book, 'pb').median,
  },
  bond_yield_10y: {
    label: 'Imbal hasil SBN 10 tahun',
    unit: fixed('%'),
    sources: ['macro_series'],
    period: priceDatePeriod,
    value: ({ ctx }) => ctx.input.macro.bondYield10y,
  },
  usd_idr: {
    label: 'Kurs USD/IDR',
    unit: idr,
    sources: ['macro_series'],
    period: priceDatePeriod,
    value: ({ ctx }) => (ctx.fin.currency === 'USD' ? ctx.fx : null),
  },
  statement_age_months: {
    label: 'Umur laporan keuangan terbaru',
    unit: fixed('months'),
    sources: STATEMENTS,
    period: ({ ctx }) =>
      ctx.fin.newest === null ? null : `${periodLabel(ctx.fin.newest)} s.d. ${tanggal(ctx.asOf)}`,
    value: ({ ctx }) => ctx.fin.ageMonths,
  },
  dividends_per_share_12m: {
    label: 'Dividen tunai per saham 12 bulan (tanpa dividen khusus)',
    unit: idr,
    sources: ['corporate_actions'],
    period: monthsPeriod(12),
    value: trailingDividendsPerShare,
  },
  special_dividend_per_share: {
    label: 'Dividen khusus per saham',
    unit: idr,
    sources: ['corporate_actions'],
    period: (book) => {
      const special = latestSpecial(book);
      return special === null ? null : `ex-date ${tanggal(special.exDate)}`;
    },
    value: (book) => latestSpecial(book)?.value ?? null,
  },
  special_dividend_share_of_price: {
    label: 'Dividen khusus terhadap harga sebelum ex-date',
    unit: fixed('%'),
    sources: ['corporate_actions', 'daily_prices'],
    period: (book) => {
      const special = latestSpecial(book);
      return special === null ? null : `ex-date ${tanggal(special.exDate)}`;
    },
    value: (book) => latestSpecial(book)?.shareOfPrice ?? null,
  },
  split_factor: {
    label: 'Faktor pemecahan saham (saham baru per saham lama)',
    unit: fixed('index'),
    sources: ['corporate_actions'],
    period: (book) => {
      const split = latestSplit(book);
      return split === null ? null : `ex-date ${tanggal(split.exDate)}`;
    },
    value: (book) => latestSplit(book)?.value ?? null,
  },
};

/** Money keeps whole units; everything else six decimals (what the metric book keeps). */
function stored(value: number, unit: MetricUnit): number {
  return unit === 'IDR' || unit === 'USD' || unit === 'shares' ? round(value, 2) : round(value, 6);
}

export function supportingMetrics(book: MetricBook, metrics: MetricValues): SupportingMetric[] {
  const list: SupportingMetric[] = [];
  for (const id of METRIC_IDS) {
    const value = metrics[id];
    const provenance = METRIC_PROVENANCE[id];
    const period = provenance.period(book);
    if (value === null || period === null) continue;
    const unit = METRICS[id].unit;
    list.push({
      id,
      label: METRICS[id].name,
      value: stored(value, unit),
      unit,
      period,
      sourceTables: [...provenance.sources],
    });
  }
  for (const id of FIGURE_IDS) {
    const figure = FIGURES[id];
    const value = figure.value(book);
    const period = figure.period(book);
    if (value === null || !Number.isFinite(value) || period === null) continue;
    const unit = figure.unit(book);
    list.push({
      id,
      label: figure.label,
      value: stored(value, unit),
      unit,
      period,
      sourceTables: [...figure.sources],
    });
  }
  return list;
}
