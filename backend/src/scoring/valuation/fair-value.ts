/**
 * Engine 4's fair value: value the company with the methods that fit it, blend them by how reliable each
 * is, anchor the blend to the market price, and grade how uncertain the result is.
 *
 *   methods   dcf        free cash flow (median of three years) discounted at the market's own rate
 *             earnings   trailing EPS × the P/E the stock and its sector have traded at (geometric mean)
 *             book       banks: justified P/B from sustainable ROE; others: P/B of its history and sector
 *             net_cash   (cash − debt) per share: a floor, not a vote (BUKA's cash is most of its assets)
 *   blend     weighted geometric mean (a method saying 3× and one saying ⅓× average to 1×, not to 1.7×)
 *   anchor    fair value = price × (blend / price)^modelWeight: the price is the market's estimate with the
 *             information we lack; the models move it part of the way (0.4 in log terms, config.ts).
 *   range     ±15% / ±25% / ±35% / ±50% by uncertainty grade (Morningstar's Low … Very High)
 *   target    the fair value, on the IDX tick, unless the uncertainty is Very High: then no target.
 *
 * Pure: reads the metric book only; all amounts per share in IDR (USD reporters through ctx.fx).
 */
import { SCORING_CONFIG } from '../config';
import { annualsBeforeBasis, latestBalance, trailingFlow } from '../financials';
import { num, pct, rupiah, signedPct, times } from '../format';
import { clamp, round } from '../math';
import type { MetricBook } from '../metrics/metric';
import { ownHistory, sectorMedianPb, sectorMedianPe } from '../metrics/valuation';
import { roundToTick } from '../ticks';
import { dcfValue, justifiedPb } from './dcf';
import { baseGrowth, startingFreeCashFlow, sustainableRoe } from './valuation';

export type FairValueMethod = 'dcf' | 'earnings' | 'book' | 'net_cash';
export type FairValueUncertainty = 'Low' | 'Medium' | 'High' | 'Very High';

export interface FairValueEstimate {
  method: FairValueMethod;
  /** IDR per share, unrounded. */
  value: number;
  /** Share of the blend, 0–1 (0 for the net-cash floor). */
  weight: number;
  explanation: string;
}

export interface FairValue {
  bear: number;
  base: number;
  bull: number;
  uncertainty: FairValueUncertainty;
  uncertaintyReasons: string[];
  estimates: FairValueEstimate[];
  modelValue: number;
  modelWeight: number;
  targetSet: boolean;
  noTargetReason: string | null;
  gapReason: string | null;
}

/** Either a fair value, or why there is none (Indonesian, for the data notes). */
export type FairValueOutcome = { fairValue: FairValue; why: null } | { fairValue: null; why: string };

interface Candidate {
  method: FairValueMethod;
  value: number;
  /** Relative reliability before normalising. */
  reliability: number;
  explanation: string;
}

const UNCERTAINTY_TEXT: Record<FairValueUncertainty, string> = {
  Low: 'rendah',
  Medium: 'sedang',
  High: 'tinggi',
  'Very High': 'sangat tinggi',
};

function perShare(book: MetricBook, amount: number | null): number | null {
  const { ctx } = book;
  if (amount === null || ctx.fx === null || ctx.shares === null || ctx.shares <= 0) return null;
  return (amount * ctx.fx) / ctx.shares;
}

/** The discount rate the market itself has priced in: SBN 10-year + a premium + thin-trading premium. */
export function marketDiscountRate(book: MetricBook): number {
  const c = SCORING_CONFIG.fairValue;
  const macro = book.ctx.input.macro.bondYield10y;
  const bondYield =
    macro !== null && Number.isFinite(macro) && macro > 0
      ? macro
      : SCORING_CONFIG.costOfEquity.bondYieldFallback;
  const traded = book.get('median_traded_value_60d');
  const thin = SCORING_CONFIG.costOfEquity.illiquidityPremium.find(
    (s) => traded !== null && traded < s.below,
  );
  return bondYield + c.marketPremium + (thin?.premium ?? 0);
}

/** Geometric mean of two multiples where both exist, else the one that does. */
function blendMultiples(own: number | null, sector: number | null): number | null {
  if (own !== null && sector !== null) return Math.sqrt(own * sector);
  return own ?? sector;
}

const usable = (multiple: number | null, max: number): number | null =>
  multiple !== null && Number.isFinite(multiple) && multiple > 0 && multiple <= max ? multiple : null;

function dcfCandidate(book: MetricBook, rate: number): Candidate | null {
  const { ctx } = book;
  if (ctx.isBank) return null;
  const d = SCORING_CONFIG.dcf;
  const cashFlow = startingFreeCashFlow(book);
  if (cashFlow === null || cashFlow <= 0) return null;
  const growthHistory = book.get('revenue_cagr_3y') ?? book.get('net_income_cagr_3y');
  const growth = baseGrowth(growthHistory);
  const terminal = Math.min(d.terminalGrowth, rate - d.minSpread);
  const value = perShare(
    book,
    dcfValue({ cashFlow, growth, discountRate: rate, terminalGrowth: terminal, years: d.years }),
  );
  if (value === null || value <= 0) return null;
  // Positive free cash flow in every one of the last three years: the cash flow is a habit, not an event.
  const years = [
    trailingFlow(ctx.fin, 'freeCf'),
    ...annualsBeforeBasis(ctx.fin)
      .slice(0, 2)
      .map((s) => s.freeCf),
  ];
  const steady = years.every((v) => v !== null && v > 0);
  return {
    method: 'dcf',
    value,
    reliability: steady ? 1 : 0.5,
    explanation: `DCF arus kas bebas (median 3 tahun), pertumbuhan ${pct(growth)} selama ${d.years} tahun lalu ${pct(terminal)}, diskonto ${pct(rate)}: ${rupiah(value)} per saham${steady ? '' : ' (arus kas bebas tidak selalu positif, bobot separuh)'}.`,
  };
}

function earningsCandidate(book: MetricBook): Candidate | null {
  const c = SCORING_CONFIG.fairValue;
  const eps = perShare(book, trailingFlow(book.ctx.fin, 'netIncome'));
  if (eps === null || eps <= 0) return null;
  const own = usable(ownHistory(book, 'pe').median, c.maxAnchorPe);
  const sector = usable(sectorMedianPe(book), c.maxAnchorPe);
  const raw = blendMultiples(own, sector);
  if (raw === null) return null;
  const multiple = clamp(raw, c.peMin, c.peMax);
  const value = multiple * eps;
  const source =
    own !== null && sector !== null
      ? `P/E ${times(multiple)} (median 5 tahun ${times(own)}, sektor ${times(sector)})`
      : own !== null
        ? `P/E ${times(multiple)} (median 5 tahun saham ini)`
        : `P/E ${times(multiple)} (median sektor)`;
  return {
    method: 'earnings',
    value,
    reliability: own !== null && sector !== null ? 1 : 0.7,
    explanation: `Laba: ${source} × laba per saham ${rupiah(eps)}: ${rupiah(value)} per saham.`,
  };
}

function bookCandidate(book: MetricBook, rate: number, hasEarningsAnchor: boolean): Candidate | null {
  const { ctx } = book;
  const c = SCORING_CONFIG.fairValue;
  const bvps = perShare(book, latestBalance(ctx.fin, ['equity'])?.equity ?? null);
  if (bvps === null || bvps <= 0) return null;
  if (ctx.isBank) {
    const roe = sustainableRoe(book);
    if (roe === null || roe <= 0) return null;
    const g = Math.min(SCORING_CONFIG.bank.growth, rate - SCORING_CONFIG.dcf.minSpread);
    const pbFair = clamp(justifiedPb(roe, rate, g), c.pbMin, c.pbMax);
    const value = pbFair * bvps;
    return {
      method: 'book',
      value,
      reliability: c.bankBookReliability,
      explanation: `P/B wajar ${times(pbFair, 2)} dari ROE berkelanjutan ${pct(roe)} dan biaya ekuitas ${pct(rate)} × nilai buku ${rupiah(bvps)}: ${rupiah(value)} per saham.`,
    };
  }
  const own = usable(ownHistory(book, 'pb').median, c.pbMax);
  const sector = usable(sectorMedianPb(book), c.pbMax);
  const raw = blendMultiples(own, sector);
  if (raw === null) return null;
  const multiple = clamp(raw, c.pbMin, c.pbMax);
  const value = multiple * bvps;
  return {
    method: 'book',
    value,
    // A loss-maker has only its book to go on; a profitable company is priced on what it earns.
    reliability: hasEarningsAnchor ? c.bookReliability : 1,
    explanation: `Nilai buku: P/B ${times(multiple, 2)}${own !== null && sector !== null ? ` (median 5 tahun ${times(own, 2)}, sektor ${times(sector, 2)})` : own !== null ? ' (median 5 tahun saham ini)' : ' (median sektor)'} × nilai buku per saham ${rupiah(bvps)}: ${rupiah(value)} per saham.`,
  };
}

function netCashPerShare(book: MetricBook): number | null {
  const { ctx } = book;
  if (ctx.isBank) return null;
  const row = latestBalance(ctx.fin, ['cash']);
  if (row === null || row.cash === null) return null;
  const value = perShare(book, row.cash - (row.totalDebt ?? 0));
  return value !== null && value > 0 ? value : null;
}

function weightedGeometricMean(candidates: readonly Candidate[]): number {
  const total = candidates.reduce((s, c) => s + c.reliability, 0);
  return Math.exp(candidates.reduce((s, c) => s + c.reliability * Math.log(c.value), 0) / total);
}

function gradeOf(points: number): FairValueUncertainty {
  const t = SCORING_CONFIG.fairValue.uncertaintyPoints;
  if (points >= t.veryHigh) return 'Very High';
  if (points >= t.high) return 'High';
  if (points >= t.medium) return 'Medium';
  return 'Low';
}

/** The sentence for a target more than 50% from the price: what the price implies and what the target assumes. */
function gapSentence(book: MetricBook, upside: number, lead: Candidate): string {
  const pe = book.get('pe');
  const pb = book.get('pb');
  const now = [pe !== null ? `P/E ${times(pe)}` : null, pb !== null ? `P/B ${times(pb, 2)}` : null]
    .filter((x) => x !== null)
    .join(' dan ');
  const valuedAt = now === '' ? 'harga sekarang' : `harga sekarang (${now})`;
  const methodText: Record<FairValueMethod, string> = {
    dcf: 'arus kas bebasnya',
    earnings: 'labanya dengan kelipatan historis dan sektornya',
    book: 'nilai bukunya',
    net_cash: 'kas bersihnya',
  };
  return upside > 0
    ? `Target ${signedPct(upside, 0)}: ${valuedAt} jauh di bawah nilai ${methodText[lead.method]}; pasar meragukan angka ini bertahan, dan target hanya mengasumsikan sebagian jarak itu tertutup dalam setahun.`
    : `Target ${signedPct(upside, 0)}: ${valuedAt} jauh di atas nilai ${methodText[lead.method]}; pasar membayar pertumbuhan yang belum terlihat di laporan, dan target mengasumsikan sebagian premi itu hilang dalam setahun.`;
}

export function computeFairValue(
  book: MetricBook,
  grounds: { stale: boolean; thin: readonly string[] },
): FairValueOutcome {
  const { ctx } = book;
  const c = SCORING_CONFIG.fairValue;
  if (grounds.stale) {
    return {
      fairValue: null,
      why: 'Target tidak ditetapkan: laporan keuangan terlalu lama untuk dijadikan dasar nilai wajar.',
    };
  }
  if (ctx.shares === null || ctx.fx === null) {
    return {
      fairValue: null,
      why:
        ctx.fx === null
          ? 'Target tidak ditetapkan: kurs USD/IDR tidak tersedia untuk mengonversi laporan berdenominasi USD.'
          : 'Target tidak ditetapkan: jumlah saham tidak tersedia.',
    };
  }
  const rate = marketDiscountRate(book);
  const dcf = dcfCandidate(book, rate);
  const earnings = earningsCandidate(book);
  const bookValue = bookCandidate(book, rate, dcf !== null || earnings !== null);
  const blended = [dcf, earnings, bookValue].filter((x): x is Candidate => x !== null);
  if (blended.length === 0) {
    return {
      fairValue: null,
      why: 'Target tidak ditetapkan: tidak ada laba, arus kas bebas positif, atau nilai buku positif yang dapat dijadikan dasar nilai wajar.',
    };
  }

  const price = ctx.lastClose;
  let model = weightedGeometricMean(blended);
  const netCash = netCashPerShare(book);
  const floorApplies = netCash !== null && netCash > model;
  if (floorApplies) model = netCash;
  const modelWeight = c.modelWeight;
  const anchored = price * (model / price) ** modelWeight;
  // A company with positive equity is never priced at a quarter of its market value by a model that doubts it.
  const centre = Math.max(anchored, c.minFairValueToPrice * price);

  const reasons: string[] = [];
  let points = 0;
  const values = blended.map((x) => x.value);
  const spread = Math.max(...values) / Math.min(...values);
  if (blended.length >= 2 && spread >= c.spreadHigh) {
    points += 2;
    reasons.push(`Metode valuasi berbeda jauh (tertinggi ${num(spread, 1)} kali terendah).`);
  } else if (blended.length >= 2 && spread >= c.spreadMedium) {
    points += 1;
    reasons.push(`Metode valuasi cukup berbeda (tertinggi ${num(spread, 1)} kali terendah).`);
  }
  if (blended.length === 1) {
    points += 1;
    reasons.push('Hanya satu metode valuasi yang dapat dipakai.');
  }
  const netIncome = trailingFlow(ctx.fin, 'netIncome');
  if (netIncome !== null && netIncome <= 0) {
    points += 2;
    reasons.push('Perusahaan merugi: nilai wajar bertumpu pada nilai buku atau arus kas, bukan laba.');
  }
  for (const reason of grounds.thin) {
    points += c.uncertaintyPoints.veryHigh;
    reasons.push(reason);
  }
  const volatility = book.get('volatility_1y');
  if (volatility !== null && volatility >= c.highVolatility) {
    points += 1;
    reasons.push(`Harga sangat bergejolak (volatilitas 1 tahun ${pct(volatility, 0)}).`);
  }
  const gap = Math.abs(Math.log(model / price));
  if (gap >= Math.log(c.farModelRatio)) {
    // Far beyond the price the model more often misses what the market knows (a unit error, a one-off, a
    // business the statements do not yet show) than the market misprices the company by that much.
    points += gap >= Math.log(c.noTargetModelRatio) ? c.uncertaintyPoints.veryHigh : 1;
    reasons.push(
      `Model menilai ${num(model / price, model / price < 0.1 ? 2 : 1)} kali harga pasar: selisih sebesar itu lebih sering berasal dari data atau asumsi daripada dari harga yang salah.`,
    );
  }
  const traded = book.get('median_traded_value_60d');
  if (traded !== null && traded < c.thinTradedValue) {
    points += 1;
    reasons.push(`Perdagangan tipis (nilai transaksi harian median ${rupiah(traded)}).`);
  }
  const uncertainty = gradeOf(points);
  if (reasons.length === 0) reasons.push('Metode valuasi searah dan datanya lengkap.');

  const halfWidth = c.rangeHalfWidth[uncertainty] / 100;
  const base = roundToTick(centre);
  const targetSet = uncertainty !== 'Very High';
  const upside = (base / price - 1) * 100;
  const weightTotal = blended.reduce((s, x) => s + x.reliability, 0);
  const estimates: FairValueEstimate[] = blended
    .map((x) => ({
      method: x.method,
      value: Number(x.value.toPrecision(6)),
      weight: round(x.reliability / weightTotal, 2),
      explanation: x.explanation,
    }))
    .sort((a, b) => b.weight - a.weight);
  if (netCash !== null) {
    estimates.push({
      method: 'net_cash',
      value: Number(netCash.toPrecision(6)),
      weight: 0,
      explanation: `Kas bersih (kas − utang) ${rupiah(netCash)} per saham${floorApplies ? ': di atas nilai metode lain, jadi menjadi batas bawah nilai model' : ': batas bawah, di bawah nilai metode lain'}.`,
    });
  }
  const lead = floorApplies
    ? { method: 'net_cash' as const, value: netCash, reliability: 1, explanation: '' }
    : blended.reduce((a, b) => (b.reliability > a.reliability ? b : a));
  return {
    why: null,
    fairValue: {
      bear: roundToTick(centre * (1 - halfWidth)),
      base,
      bull: roundToTick(centre * (1 + halfWidth)),
      uncertainty,
      uncertaintyReasons: reasons,
      estimates,
      modelValue: Number(model.toPrecision(6)),
      modelWeight,
      targetSet,
      noTargetReason: targetSet
        ? null
        : `Target tidak ditetapkan: ketidakpastian nilai wajar ${UNCERTAINTY_TEXT[uncertainty]} (${reasons.map((r) => r.replace(/\.$/, '')).join('; ')}).`,
      gapReason: targetSet && Math.abs(upside) > c.gapSentenceAbove ? gapSentence(book, upside, lead) : null,
    },
  };
}

export const UNCERTAINTY_LABELS = UNCERTAINTY_TEXT;
