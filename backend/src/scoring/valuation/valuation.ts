/**
 * Intrinsic value per share in IDR, bull/base/bear. Non-banks: DCF of free cash flow (OCF − capex).
 * Banks: justified P/B from ROE and the cost of equity. USD reporters are valued in USD and converted
 * with USD/IDR only where the value meets the IDR price.
 */
import { SCORING_CONFIG } from '../config';
import { annualsBeforeBasis, latestBalance, trailingFlow } from '../financials';
import { clamp, median, round } from '../math';
import type { MetricBook } from '../metrics/metric';
import { roundToTick } from '../ticks';
import { costOfEquity } from './cost-of-equity';
import type { CaseName, CostOfEquity, GrowthAssumptions, Valuation, ValuationCase } from './valuation-types';
import { dcfValue, justifiedPb } from './dcf';

export const IMPLAUSIBLE_NOTE = `Nilai wajar melewati batas ${SCORING_CONFIG.maxFairValueToPrice} kali harga: kemungkinan kesalahan satuan data, tidak ditampilkan.`;

/** A per-share fair value on a tick, or null when it is implausibly far above the price. */
function shownFairValue(raw: number, lastClose: number): number | null {
  if (raw <= 0 || raw > SCORING_CONFIG.maxFairValueToPrice * lastClose) return null;
  return roundToTick(raw);
}

/** Base case against the price in percent, capped where the shown value is: scores still see "very cheap". */
function upsideOf(raw: number | null, lastClose: number): number | null {
  if (raw === null) return null;
  const capped = Math.min(raw, SCORING_CONFIG.maxFairValueToPrice * lastClose);
  return round((Math.max(0, capped) / lastClose - 1) * 100, 2);
}

const emptyCase = (growth: number, discountRate: number, terminalGrowth: number | null): ValuationCase => ({
  fairValue: null,
  growth: round(growth, 2),
  discountRate: round(discountRate, 2),
  terminalGrowth: terminalGrowth === null ? null : round(terminalGrowth, 2),
  fairPb: null,
});

/**
 * Free cash flow the DCF starts from: median of the basis (TTM, FY or annualised YTD) and the two
 * fiscal years before it (one lumpy year must not drive it); at least two of the three.
 */
export function startingFreeCashFlow(book: MetricBook): number | null {
  const fin = book.ctx.fin;
  const before = annualsBeforeBasis(fin).slice(0, 2);
  const values = [trailingFlow(fin, 'freeCf'), ...before.map((s) => s.freeCf)].filter(
    (v): v is number => v !== null,
  );
  return values.length >= 2 ? median(values) : null;
}

function bookValuePerShare(book: MetricBook): number | null {
  const { ctx } = book;
  const equity = latestBalance(ctx.fin, ['equity'])?.equity ?? null;
  if (equity === null || ctx.shares === null || ctx.fx === null) return null;
  return (equity * ctx.fx) / ctx.shares;
}

function growthAssumptions(book: MetricBook): GrowthAssumptions {
  const d = SCORING_CONFIG.dcf;
  const revenue = book.get('revenue_cagr_3y');
  const earnings = book.get('net_income_cagr_3y');
  const historical = revenue ?? earnings;
  const source = revenue !== null ? 'revenue_cagr_3y' : earnings !== null ? 'net_income_cagr_3y' : null;
  return {
    historical: historical === null ? null : round(historical, 2),
    historicalSource: source,
    longRun: d.longRunGrowth,
    explanation:
      'Pertumbuhan 5 tahun = rata-rata pertumbuhan historis 3 tahun (dibatasi -10%..25%) dan pertumbuhan ' +
      `jangka panjang ${d.longRunGrowth}%, lalu dibatasi ${d.growthMin}%..${d.growthMax}%; ` +
      `bull/bear ±${d.growthStep} poin, tingkat diskonto ∓${d.discountStep} poin, pertumbuhan terminal ` +
      `${d.terminalGrowth}% ±${d.terminalStep} poin.`,
  };
}

export function baseGrowth(historical: number | null): number {
  const d = SCORING_CONFIG.dcf;
  if (historical === null) return d.longRunGrowth;
  const own = clamp(historical, d.historicalClampMin, d.historicalClampMax);
  return clamp(
    d.historicalWeight * own + (1 - d.historicalWeight) * d.longRunGrowth,
    d.growthMin,
    d.growthMax,
  );
}

function dcfValuation(book: MetricBook, coe: CostOfEquity): Valuation {
  const { ctx } = book;
  const d = SCORING_CONFIG.dcf;
  const growth = growthAssumptions(book);
  const g = baseGrowth(growth.historical);
  const steps: Record<CaseName, number> = { bull: 1, base: 0, bear: -1 };
  const cashFlow = startingFreeCashFlow(book);
  let note: string | null = null;
  if (cashFlow === null) note = 'Arus kas bebas tidak tersedia: DCF tidak dihitung.';
  else if (cashFlow <= 0) note = 'Arus kas bebas (median 3 tahun) negatif: DCF tidak bermakna.';
  else if (ctx.shares === null) note = 'Jumlah saham tidak tersedia: nilai per saham tidak dihitung.';
  else if (ctx.fx === null) note = 'Kurs USD/IDR tidak tersedia: nilai laporan USD tidak dikonversi.';

  const cases = {} as Record<CaseName, ValuationCase>;
  let baseRaw: number | null = null;
  for (const name of ['bull', 'base', 'bear'] as const) {
    const s = steps[name];
    const rate = coe.value - s * d.discountStep;
    const terminal = Math.min(d.terminalGrowth + s * d.terminalStep, rate - d.minSpread);
    const caseGrowth = g + s * d.growthStep;
    const c = emptyCase(caseGrowth, rate, terminal);
    if (note === null && cashFlow !== null && ctx.shares !== null && ctx.fx !== null) {
      const value = dcfValue({
        cashFlow,
        growth: caseGrowth,
        discountRate: rate,
        terminalGrowth: terminal,
        years: d.years,
      });
      const raw = (value * ctx.fx) / ctx.shares;
      c.fairValue = shownFairValue(raw, ctx.lastClose);
      if (name === 'base') baseRaw = raw;
    }
    cases[name] = c;
  }
  if (note === null && cases.bull.fairValue === null && baseRaw !== null) note = IMPLAUSIBLE_NOTE;
  return {
    method: 'dcf',
    currency: ctx.fin.currency,
    fx: ctx.fx,
    costOfEquity: coe,
    growth,
    startingCashFlow: cashFlow,
    sustainableRoe: null,
    bookValuePerShare: bookValuePerShare(book),
    cases,
    upside: upsideOf(baseRaw, ctx.lastClose),
    note,
  };
}

/** ROE the bank model sustains: mean of the TTM ROE and the 5-year average (one good year is not a franchise). */
export function sustainableRoe(book: MetricBook): number | null {
  const values = [book.get('roe'), book.get('roe_avg_5y')].filter((v): v is number => v !== null);
  return values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;
}

function bankValuation(book: MetricBook, coe: CostOfEquity): Valuation {
  const { ctx } = book;
  const b = SCORING_CONFIG.bank;
  const roe = sustainableRoe(book);
  const bvps = bookValuePerShare(book);
  let note: string | null = null;
  if (roe === null) note = 'ROE tidak tersedia: nilai wajar P/B–ROE tidak dihitung.';
  else if (bvps === null) note = 'Nilai buku per saham tidak tersedia.';
  else if (bvps <= 0) note = 'Ekuitas negatif: nilai wajar tidak bermakna.';

  const steps: Record<CaseName, number> = { bull: 1, base: 0, bear: -1 };
  const cases = {} as Record<CaseName, ValuationCase>;
  const bookGrowth = book.get('equity_cagr_3y');
  let baseRaw: number | null = null;
  for (const name of ['bull', 'base', 'bear'] as const) {
    const s = steps[name];
    const rate = coe.value - s * b.discountStep;
    const growth = Math.min(b.growth + s * b.growthStep, rate - SCORING_CONFIG.dcf.minSpread);
    const c = emptyCase(growth, rate, null);
    if (note === null && roe !== null && bvps !== null) {
      const pb = justifiedPb(roe, rate, growth);
      const raw = pb * bvps;
      c.fairPb = round(pb, 2);
      c.fairValue = shownFairValue(raw, ctx.lastClose);
      if (name === 'base') baseRaw = raw;
    }
    cases[name] = c;
  }
  if (note === null && baseRaw !== null && baseRaw <= 0) note = 'ROE tidak positif: nilai wajar nol.';
  else if (note === null && baseRaw !== null && cases.bull.fairValue === null) note = IMPLAUSIBLE_NOTE;
  return {
    method: 'bank_pb_roe',
    currency: ctx.fin.currency,
    fx: ctx.fx,
    costOfEquity: coe,
    growth: {
      historical: bookGrowth === null ? null : round(bookGrowth, 2),
      historicalSource: null,
      longRun: b.growth,
      explanation:
        `P/B wajar = (ROE − g) / (biaya ekuitas − g), minimal ROE / biaya ekuitas; g = ${b.growth}% ` +
        `(bull/bear ±${b.growthStep} poin), biaya ekuitas ∓${b.discountStep} poin; ROE = rata-rata ROE TTM dan 5 tahun.`,
    },
    startingCashFlow: null,
    sustainableRoe: roe === null ? null : round(roe, 2),
    bookValuePerShare: bvps === null ? null : round(bvps, 2),
    cases,
    upside: upsideOf(baseRaw, ctx.lastClose),
    note,
  };
}

export function computeValuation(book: MetricBook): Valuation {
  const coe = costOfEquity(book);
  return book.ctx.isBank ? bankValuation(book, coe) : dcfValuation(book, coe);
}
