/**
 * Red flags: what an IDX retail investor loses most on and ratios do not show. Each is computed from
 * the stock's own data as of `asOf`, explained in one Indonesian sentence, and summed up as a
 * "Risiko gorengan" level. Some of them cap the recommendation (capForRedFlags): a score earned on
 * paper does not make a stock on the special monitoring board, or one the market limits up day after
 * day, something to buy.
 *
 * Pure: reads the scoring context and the metrics; no clock, no I/O. docs/scoring.md lists the
 * thresholds with their reasons; the backtest reports how each flag's stocks did (docs/track-record.md).
 */
import type { ScoringContext } from './context';
import { num, pct, rupiah, tanggal } from './format';
import type { MetricValues } from './metrics/metric-ids';
import { priceLimits } from './price-limits';
import { atMost, type Recommendation, type RecommendationCap } from './recommendation';
import type { FinancialStatement, PriceBar } from './scoring-input';
import { roundToTick, tickSize } from './ticks';
import { addMonths } from '../common/dates';

export type RedFlagId =
  | 'special_monitoring'
  | 'trading_gap'
  | 'limit_up_streak'
  | 'limit_down_streak'
  | 'turnover_anomaly'
  | 'negative_equity'
  | 'persistent_losses'
  | 'thin_liquidity';

export interface RedFlag {
  id: RedFlagId;
  /** Short Indonesian title. */
  label: string;
  /** One Indonesian sentence with the numbers behind the flag. */
  reason: string;
  /** How much the flag weighs in the "Risiko gorengan" level. */
  weight: number;
}

export type GorenganRisk = 'rendah' | 'sedang' | 'tinggi';

export interface RedFlagReport {
  flags: RedFlag[];
  gorenganRisk: GorenganRisk;
  /** One Indonesian sentence per reason for the level (the flags' sentences, or why it is low). */
  gorenganReasons: string[];
}

export const RED_FLAG_CONFIG = {
  specialMonitoringBoard: 'Pemantauan Khusus',
  /** Consecutive exchange days without a trade (a suspension or a market that has stopped). */
  tradingGapDays: 10,
  /** Looked for over the last year (the foreign-flow file lists every listed stock every trading day). */
  tradingGapMonths: 12,
  /** Limit moves are looked for over the last three months ... */
  limitStreakMonths: 3,
  /** ... and this many in a row is a streak. */
  limitStreakDays: 2,
  /**
   * Median daily traded value over the last 60 trading days as a percent of market value: the IDX
   * median is about 0.06%, the 98th percentile 1.7% (bundle, December 2025). At 1.5% the whole
   * company changes hands in under 70 trading days, more than its size explains.
   */
  turnoverPercentOfCap: 1.5,
  /** Median daily traded value below this (IDR) is very thin: a small order moves the price. */
  thinLiquidityValue: 100e6,
  /** Fiscal years of net losses in a row, with operating cash flow negative over them. */
  lossYears: 3,
  /** Level: points at or above `high` are tinggi, at or above `medium` sedang. */
  gorenganHigh: 3,
  gorenganMedium: 1,
} as const;

/** Flags under which no BUY or STRONG BUY is given (see capForRedFlags). */
export const CAPPING_FLAGS: readonly RedFlagId[] = [
  'special_monitoring',
  'limit_up_streak',
  'negative_equity',
  'persistent_losses',
];

const LABELS: Record<RedFlagId, string> = {
  special_monitoring: 'Papan Pemantauan Khusus',
  trading_gap: 'Lama tidak diperdagangkan',
  limit_up_streak: 'ARA beruntun',
  limit_down_streak: 'ARB beruntun',
  turnover_anomaly: 'Perputaran tidak wajar',
  negative_equity: 'Ekuitas negatif',
  persistent_losses: 'Rugi bertahun-tahun',
  thin_liquidity: 'Likuiditas sangat tipis',
};

const WEIGHTS: Record<RedFlagId, number> = {
  special_monitoring: 2,
  limit_up_streak: 2,
  turnover_anomaly: 2,
  trading_gap: 1,
  limit_down_streak: 1,
  negative_equity: 1,
  persistent_losses: 1,
  thin_liquidity: 1,
};

function flag(id: RedFlagId, reason: string): RedFlag {
  return { id, label: LABELS[id], reason, weight: WEIGHTS[id] };
}

/** The longest run of exchange days without a trade in the window, and the day it began. */
export function longestNoTradeRun(
  days: ReadonlyArray<{ date: string; volume: number }>,
  from: string,
): { days: number; start: string | null; ongoing: boolean } {
  let best = 0;
  let bestStart: string | null = null;
  let run = 0;
  let runStart: string | null = null;
  let ongoing = false;
  for (const d of days) {
    if (d.date < from) continue;
    if (d.volume > 0) {
      run = 0;
      continue;
    }
    if (run === 0) runStart = d.date;
    run += 1;
    if (run > best) {
      best = run;
      bestStart = runStart;
    }
  }
  if (days.length > 0 && best > 0 && run === best) ongoing = true;
  return { days: best, start: bestStart, ongoing };
}

export type LimitMove = 'up' | 'down' | null;

/**
 * Whether a day closed at its auto-rejection limit: IDX sets the limit price by rounding the
 * reference × (1 ± band) to a tick towards the reference, so a close within one tick of that
 * price is taken as a close at the limit.
 */
export function limitMove(
  previousClose: number,
  close: number,
  date: string,
  board: string | null,
): LimitMove {
  if (previousClose <= 0) return null;
  const band = priceLimits(previousClose, date, board);
  const upper = roundToTick(previousClose * (1 + band.upper / 100), 'down');
  const lower = roundToTick(previousClose * (1 - band.lower / 100), 'up');
  if (close > previousClose && close >= upper - tickSize(upper) - 1e-9 && upper > previousClose) return 'up';
  if (close < previousClose && close <= lower + tickSize(lower) + 1e-9 && lower < previousClose)
    return 'down';
  return null;
}

export interface LimitStreaks {
  upDays: number;
  downDays: number;
  longestUp: number;
  longestDown: number;
  lastUpStreakEnd: string | null;
  lastDownStreakEnd: string | null;
}

/** Limit-up and limit-down days from `from` on, and the longest runs of each on consecutive bars. */
export function limitStreaks(bars: readonly PriceBar[], from: string, board: string | null): LimitStreaks {
  const out: LimitStreaks = {
    upDays: 0,
    downDays: 0,
    longestUp: 0,
    longestDown: 0,
    lastUpStreakEnd: null,
    lastDownStreakEnd: null,
  };
  let up = 0;
  let down = 0;
  for (let i = 1; i < bars.length; i++) {
    const bar = bars[i]!;
    if (bar.date < from) continue;
    const move = limitMove(bars[i - 1]!.close, bar.close, bar.date, board);
    up = move === 'up' ? up + 1 : 0;
    down = move === 'down' ? down + 1 : 0;
    if (move === 'up') out.upDays += 1;
    if (move === 'down') out.downDays += 1;
    if (up > out.longestUp) out.longestUp = up;
    if (down > out.longestDown) out.longestDown = down;
    if (up >= RED_FLAG_CONFIG.limitStreakDays) out.lastUpStreakEnd = bar.date;
    if (down >= RED_FLAG_CONFIG.limitStreakDays) out.lastDownStreakEnd = bar.date;
  }
  return out;
}

/** The last `count` fiscal years, newest first, when they are consecutive; else fewer. */
function lastConsecutiveYears(annual: readonly FinancialStatement[], count: number): FinancialStatement[] {
  const out: FinancialStatement[] = [];
  for (let i = annual.length - 1; i >= 0 && out.length < count; i--) {
    const s = annual[i]!;
    if (out.length > 0 && out[out.length - 1]!.fiscalYear - 1 !== s.fiscalYear) break;
    out.push(s);
  }
  return out;
}

function money(value: number, currency: 'IDR' | 'USD' | null): string {
  if (currency === 'USD') {
    const abs = Math.abs(value);
    const sign = value < 0 ? '-' : '';
    return abs >= 1e6 ? `${sign}US$${num(abs / 1e6, 1)} jt` : `${sign}US$${num(abs, 0)}`;
  }
  return rupiah(value);
}

export function redFlags(ctx: ScoringContext, metrics: MetricValues): RedFlagReport {
  const c = RED_FLAG_CONFIG;
  const flags: RedFlag[] = [];
  const board = ctx.input.company.listingBoard;

  if (board === c.specialMonitoringBoard) {
    flags.push(
      flag(
        'special_monitoring',
        'Saham ini berada di Papan Pemantauan Khusus BEI (diperdagangkan dengan lelang penuh dan batas harga 10%), biasanya karena masalah keuangan, likuiditas, atau kelangsungan usaha.',
      ),
    );
  }

  // Every listed stock has a foreign-flow row each exchange day, volume 0 when nothing traded.
  const gapFrom = addMonths(ctx.asOf, -c.tradingGapMonths);
  const gap = longestNoTradeRun(ctx.flows, gapFrom);
  if (gap.days >= c.tradingGapDays && gap.start !== null) {
    flags.push(
      flag(
        'trading_gap',
        gap.ongoing
          ? `Saham ini tidak diperdagangkan selama ${gap.days} hari bursa terakhir sejak ${tanggal(gap.start)} (kemungkinan suspensi): posisi bisa terkunci tanpa bisa dijual.`
          : `Dalam 12 bulan terakhir saham ini pernah ${gap.days} hari bursa berturut-turut tanpa transaksi (mulai ${tanggal(gap.start)}), tanda suspensi atau pasar yang berhenti.`,
      ),
    );
  }

  const streakFrom = addMonths(ctx.asOf, -c.limitStreakMonths);
  const streaks = limitStreaks(ctx.bars, streakFrom, board);
  if (streaks.longestUp >= c.limitStreakDays) {
    flags.push(
      flag(
        'limit_up_streak',
        `Dalam 3 bulan terakhir harga menyentuh batas atas (ARA) ${streaks.longestUp} hari berturut-turut (${streaks.upDays} hari ARA seluruhnya), pola khas saham yang digoreng.`,
      ),
    );
  }
  if (streaks.longestDown >= c.limitStreakDays) {
    flags.push(
      flag(
        'limit_down_streak',
        `Dalam 3 bulan terakhir harga jatuh ke batas bawah (ARB) ${streaks.longestDown} hari berturut-turut (${streaks.downDays} hari ARB seluruhnya): penjual bisa tidak mendapat pembeli.`,
      ),
    );
  }

  const value = metrics.median_traded_value_60d;
  const cap = ctx.shares === null ? null : ctx.shares * ctx.lastClose;
  if (value !== null && cap !== null && cap > 0) {
    const turnover = (value / cap) * 100;
    if (turnover >= c.turnoverPercentOfCap) {
      flags.push(
        flag(
          'turnover_anomaly',
          `Nilai transaksi harian (median 60 hari ${rupiah(value)}) setara ${pct(turnover, 1)} dari nilai pasar ${rupiah(cap)} setiap hari, jauh di atas kewajaran untuk ukuran perusahaannya.`,
        ),
      );
    }
  }

  const currency = ctx.fin.currency;
  const balance = [...ctx.fin.rows].reverse().find((s) => s.equity !== null) ?? null;
  if (balance !== null && balance.equity !== null && balance.equity < 0) {
    const period =
      balance.fiscalPeriod === 'FY'
        ? `FY${balance.fiscalYear}`
        : `${balance.fiscalPeriod} ${balance.fiscalYear}`;
    flags.push(
      flag(
        'negative_equity',
        `Ekuitas negatif ${money(balance.equity, currency)} (${period}): utang melebihi seluruh aset, sehingga pemegang saham secara akuntansi tidak memiliki apa-apa.`,
      ),
    );
  }

  const years = lastConsecutiveYears(ctx.fin.annual, c.lossYears);
  if (years.length === c.lossYears && years.every((s) => s.netIncome !== null && s.netIncome < 0)) {
    const ocfs = years.map((s) => s.operatingCf);
    if (ocfs.every((v) => v !== null)) {
      const totalOcf = (ocfs as number[]).reduce((s, v) => s + v, 0);
      if (totalOcf < 0) {
        const first = years[years.length - 1]!.fiscalYear;
        const last = years[0]!.fiscalYear;
        flags.push(
          flag(
            'persistent_losses',
            `Rugi bersih tiga tahun berturut-turut (FY${first}–FY${last}) dengan arus kas operasi negatif ${money(totalOcf, currency)} selama periode itu: usaha belum menghasilkan kas.`,
          ),
        );
      }
    }
  }

  if (value !== null && value < c.thinLiquidityValue) {
    flags.push(
      flag(
        'thin_liquidity',
        `Nilai transaksi harian hanya ${rupiah(value)} (median 60 hari bursa): pesanan kecil pun bisa menggerakkan harga dan sulit keluar saat perlu.`,
      ),
    );
  }

  return { flags, ...gorengan(flags) };
}

export function gorengan(flags: readonly RedFlag[]): {
  gorenganRisk: GorenganRisk;
  gorenganReasons: string[];
} {
  const points = flags.reduce((s, f) => s + f.weight, 0);
  const level: GorenganRisk =
    points >= RED_FLAG_CONFIG.gorenganHigh
      ? 'tinggi'
      : points >= RED_FLAG_CONFIG.gorenganMedium
        ? 'sedang'
        : 'rendah';
  return {
    gorenganRisk: level,
    gorenganReasons:
      flags.length === 0
        ? [
            'Tidak ada tanda bahaya dari papan pencatatan, pola ARA/ARB, perputaran, likuiditas, dan laporan keuangan.',
          ]
        : flags.map((f) => `${f.label}: ${f.reason}`),
  };
}

export interface CappedRecommendation {
  recommendation: Recommendation;
  /** Why it was capped, in Indonesian; null when it was not. */
  note: string | null;
}

/** The ceiling the flags set: HOLD. */
export const RED_FLAG_CEILING: Recommendation = 'HOLD';

/**
 * The flags' ceilings for the one place the call is decided (recommendation.ts, decideCall): HOLD when
 * any capping flag is raised (special monitoring and ARA streaks by the issue; negative equity and years
 * of cash-burning losses by the backtest, docs/track-record.md), with the flags named; none otherwise.
 */
export function redFlagCaps(flags: readonly RedFlag[]): RecommendationCap[] {
  const capping = flags.filter((f) => CAPPING_FLAGS.includes(f.id));
  if (capping.length === 0) return [];
  const names = capping.map((f) => f.label.toLowerCase()).join(', ');
  return [{ cap: RED_FLAG_CEILING, reason: `ada tanda bahaya (${names}), jadi rekomendasi paling tinggi HOLD` }];
}

/** The same cap on a finished recommendation: no BUY or STRONG BUY under a capping flag. */
export function capForRedFlags(recommendation: Recommendation, flags: readonly RedFlag[]): CappedRecommendation {
  const [cap] = redFlagCaps(flags);
  if (!cap) return { recommendation, note: null };
  const capped = atMost(recommendation, cap.cap);
  return capped === recommendation
    ? { recommendation, note: null }
    : { recommendation: capped, note: `${capped}, bukan ${recommendation}: ${cap.reason}.` };
}
