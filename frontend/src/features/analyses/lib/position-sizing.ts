// Position sizing, worked out in the browser so the capital a user types never leaves it. Pure
// arithmetic over the stock's facts the analysis carries (price, ATR14, volume, ARB limit, ticks):
// no React, no storage, no text. The words live in position-sizing-text.ts.
import type { PositionSizingInputs } from '@telisik/contract';

export type RiskLevel = 'konservatif' | 'moderat' | 'agresif';

export interface RiskProfile {
  /** Percent of capital lost if the stop is hit. */
  riskPercent: number;
  /** Percent of capital one position may take at most. */
  maxPositionPercent: number;
}

/**
 * Risk per trade follows the common 1% rule (Van Tharp, Elder's 2% as the ceiling): at 1% a run of
 * ten losing trades costs about a tenth of the capital. The position cap bounds what a gap past the
 * stop can cost: IDX stocks can fall the full ARB (15% a day since April 2025) for days, and a stop
 * does not fill inside a locked limit-down. At 10/20/25% of capital one limit-down day costs at most
 * 1.5/3/3.75% of it, and the caps leave room for 10, 5 or 4 positions.
 */
export const RISK_PROFILES: Record<RiskLevel, RiskProfile> = {
  konservatif: { riskPercent: 0.5, maxPositionPercent: 10 },
  moderat: { riskPercent: 1, maxPositionPercent: 20 },
  agresif: { riskPercent: 2, maxPositionPercent: 25 },
};

export const RISK_LEVELS: readonly RiskLevel[] = ['konservatif', 'moderat', 'agresif'];

export function isRiskLevel(value: unknown): value is RiskLevel {
  return typeof value === 'string' && (RISK_LEVELS as readonly string[]).includes(value);
}

/** The stop sits this many ATR14 below the price: outside a normal day's noise (two average days' moves). */
export const STOP_ATR_MULTIPLE = 2;

/**
 * Above Rp10 triliun a figure is a typing slip, not a retail account: it is more than the whole free
 * float of all but the largest IDX stocks.
 */
export const MAX_CAPITAL = 10_000_000_000_000;

/** Selling at most this share of a normal day's volume keeps the sale from moving the price much. */
export const EXIT_VOLUME_SHARES = { low: 0.1, high: 0.2 } as const;

/** Days to sell above which the position is large for the stock's liquidity (a trading week). */
export const SLOW_EXIT_DAYS = 5;

export type CapitalProblem = 'empty' | 'not_a_number' | 'not_positive' | 'too_large';

export type CapitalReading = { ok: true; capital: number } | { ok: false; problem: CapitalProblem };

const SUFFIXES: Record<string, number> = {
  rb: 1e3,
  ribu: 1e3,
  jt: 1e6,
  juta: 1e6,
  m: 1e9,
  miliar: 1e9,
  milyar: 1e9,
  t: 1e12,
  triliun: 1e12,
};

/**
 * Reads capital as an Indonesian writes it: "100000000", "100.000.000", "Rp 100.000.000",
 * "100 juta", "1,5 miliar". Dots group thousands, a comma starts decimals (kept only before a
 * word like "juta"; rupiah are whole).
 */
export function parseCapital(text: string): CapitalReading {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === '') return { ok: false, problem: 'empty' };
  const body = trimmed.replace(/^rp\.?\s*/, '').replace(/\s+/g, ' ');
  if (/^[-−]/.test(body)) return { ok: false, problem: 'not_positive' };
  const match = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?\s*([a-z]+)?$/.exec(body);
  if (!match) return { ok: false, problem: 'not_a_number' };
  const [, whole, fraction, suffix] = match;
  const multiplier = suffix === undefined ? 1 : SUFFIXES[suffix];
  if (multiplier === undefined) return { ok: false, problem: 'not_a_number' };
  const value = Number(`${whole!.replaceAll('.', '')}.${fraction ?? '0'}`) * multiplier;
  if (!Number.isFinite(value)) return { ok: false, problem: 'too_large' };
  const capital = Math.floor(value);
  if (capital <= 0) return { ok: false, problem: 'not_positive' };
  if (capital > MAX_CAPITAL) return { ok: false, problem: 'too_large' };
  return { ok: true, capital };
}

type TickBands = PositionSizingInputs['tickBands'];

/** The tick of the band `price` falls in (bands highest first). */
export function tickAt(price: number, bands: TickBands): number {
  for (const band of bands) if (price >= band.from) return band.tick;
  return bands.at(-1)?.tick ?? 1;
}

/** Ten-millionths absorb float noise such as 4.999999999 ticks. */
const EPSILON = 1e-7;

/** The highest price on the tick grid at or below `price` (never below Rp1). */
export function tickFloor(price: number, bands: TickBands): number {
  if (price <= 1) return 1;
  const tick = tickAt(price, bands);
  return Math.max(1, Math.floor(price / tick + EPSILON) * tick);
}

/** The lowest price on the tick grid at or above `price`. Band edges are multiples of the next tick. */
export function tickCeil(price: number, bands: TickBands): number {
  if (price <= 1) return 1;
  const tick = tickAt(price, bands);
  return Math.ceil(price / tick - EPSILON) * tick;
}

/** The next price on the grid below `price`. */
function oneTickBelow(price: number, bands: TickBands): number {
  return tickFloor(price - tickAt(price - 1, bands), bands);
}

export interface Stop {
  /** The stop to use, rupiah, on the tick grid. */
  price: number;
  /** Price − 2×ATR14, rounded down to the grid. */
  volatilityStop: number;
  /** The lowest price one day's ARB allows from the close, rounded up to the grid. */
  arbFloor: number;
  /** The volatility stop sat below the ARB floor and was raised to it. */
  raisedToArb: boolean;
}

/** Null when the price is already Rp1: nothing is below it. */
export function stopFor(
  inputs: Pick<PositionSizingInputs, 'price' | 'arbPercent' | 'tickBands'>,
  atr: number,
): Stop | null {
  const { price, tickBands } = inputs;
  if (price <= 1) return null;
  const below = oneTickBelow(price, tickBands);
  // Rounded down: a stop a little further away sizes the position a little smaller, never larger.
  const volatilityStop = Math.min(below, tickFloor(price - STOP_ATR_MULTIPLE * atr, tickBands));
  // At the lowest prices the ARB's rounding can land on the price itself; a day can still fall one tick.
  const arbFloor = Math.min(below, tickCeil(price * (1 - inputs.arbPercent / 100), tickBands));
  const raisedToArb = volatilityStop < arbFloor;
  return { price: raisedToArb ? arbFloor : volatilityStop, volatilityStop, arbFloor, raisedToArb };
}

export interface SizedPosition {
  kind: 'sized';
  capital: number;
  level: RiskLevel;
  profile: RiskProfile;
  entry: number;
  stop: Stop;
  lots: number;
  shares: number;
  positionValue: number;
  /** Percent of capital. */
  positionShare: number;
  /** Rupiah lost if the stop fills. */
  amountAtRisk: number;
  /** Percent of capital. */
  riskShare: number;
  /** The position cap, not the risk budget, set the size. */
  capped: boolean;
  /** Trading days to sell at 20% and at 10% of the median daily volume; null without volume. */
  daysToExit: { fast: number; slow: number } | null;
}

export interface BelowOneLot {
  kind: 'below_one_lot';
  capital: number;
  level: RiskLevel;
  profile: RiskProfile;
  entry: number;
  stop: Stop;
  /** The smallest capital that buys one lot at this risk level, rupiah. */
  minimumCapital: number;
}

export type SizingUnavailableReason = 'no_inputs' | 'no_atr' | 'minimum_price';

export interface SizingUnavailable {
  kind: 'unavailable';
  reason: SizingUnavailableReason;
}

export type SizingOutcome = SizedPosition | BelowOneLot | SizingUnavailable;

/** Lots from the risk budget and the position cap, whichever allows fewer, in whole lots. */
export function sizePosition(
  inputs: PositionSizingInputs | null,
  capital: number,
  level: RiskLevel,
): SizingOutcome {
  if (inputs === null || !(inputs.price > 0)) return { kind: 'unavailable', reason: 'no_inputs' };
  if (inputs.atr14 === null || !Number.isFinite(inputs.atr14))
    return { kind: 'unavailable', reason: 'no_atr' };
  const stop = stopFor(inputs, inputs.atr14);
  if (stop === null) return { kind: 'unavailable', reason: 'minimum_price' };

  const profile = RISK_PROFILES[level];
  const entry = inputs.price;
  const lot = inputs.lotShares;
  const riskPerShare = entry - stop.price;
  const lotsByRisk = Math.floor((capital * profile.riskPercent) / 100 / riskPerShare / lot + EPSILON);
  const lotsByCap = Math.floor((capital * profile.maxPositionPercent) / 100 / entry / lot + EPSILON);
  const lots = Math.min(lotsByRisk, lotsByCap);

  if (lots < 1) {
    const forRisk = (lot * riskPerShare * 100) / profile.riskPercent;
    const forCap = (lot * entry * 100) / profile.maxPositionPercent;
    return {
      kind: 'below_one_lot',
      capital,
      level,
      profile,
      entry,
      stop,
      minimumCapital: Math.ceil(Math.max(forRisk, forCap) - EPSILON),
    };
  }

  const shares = lots * lot;
  const positionValue = shares * entry;
  const amountAtRisk = shares * riskPerShare;
  const adv = inputs.averageDailyVolume;
  return {
    kind: 'sized',
    capital,
    level,
    profile,
    entry,
    stop,
    lots,
    shares,
    positionValue,
    positionShare: (positionValue / capital) * 100,
    amountAtRisk,
    riskShare: (amountAtRisk / capital) * 100,
    capped: lotsByCap < lotsByRisk,
    daysToExit:
      adv === null || !(adv > 0)
        ? null
        : { fast: shares / (adv * EXIT_VOLUME_SHARES.high), slow: shares / (adv * EXIT_VOLUME_SHARES.low) },
  };
}
