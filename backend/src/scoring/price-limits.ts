/**
 * IDX daily price limits (auto rejection, ARA above and ARB below the reference price), as configuration:
 * the exchange has changed them several times, so a limit is always read as of a date. Used by the red
 * flags (limit-up and limit-down streaks) and by position sizing (a stop cannot sit below what one day's
 * ARB allows the price to fall to).
 *
 * Sources: BEI Kep-00023/BEI/03-2020 and Kep-00024/BEI/03-2020 (pandemic relaxation, ARB 10% then 7%),
 * Kep-00055/BEI/03-2023 (normalisation: ARB 15% from 5 June 2023, symmetric again from 4 September 2023),
 * Kep-00002/BEI/04-2025 and Kep-00003/BEI/04-2025 (ARB 15% on every price range from 8 April 2025).
 * Stocks on the special monitoring board (full call auction) and the acceleration board trade within 10%
 * (Rp1 at Rp10 and below) whatever the regime of the main boards.
 */

/** One price range of the main and development boards: prices from `from` (inclusive) up. */
export interface PriceLimitTier {
  from: number;
  /** Percent above the reference price. */
  upper: number;
  /** Percent below the reference price. */
  lower: number;
}

export interface PriceLimitRegime {
  /** ISO date the regime took effect. */
  from: string;
  /** Highest `from` first. */
  tiers: readonly PriceLimitTier[];
}

const SYMMETRIC: readonly PriceLimitTier[] = [
  { from: 5000.000001, upper: 20, lower: 20 },
  { from: 200.000001, upper: 25, lower: 25 },
  { from: 0, upper: 35, lower: 35 },
];

function withLower(lower: number): PriceLimitTier[] {
  return SYMMETRIC.map((tier) => ({ ...tier, lower }));
}

/** Oldest first. */
export const PRICE_LIMIT_REGIMES: readonly PriceLimitRegime[] = [
  { from: '2000-01-01', tiers: SYMMETRIC },
  { from: '2020-03-10', tiers: withLower(10) },
  { from: '2020-03-13', tiers: withLower(7) },
  { from: '2023-06-05', tiers: withLower(15) },
  { from: '2023-09-04', tiers: SYMMETRIC },
  { from: '2025-04-08', tiers: withLower(15) },
];

/** Boards that trade by full call auction or as the acceleration board: a flat 10% band. */
export const NARROW_BAND_BOARDS: readonly string[] = ['Pemantauan Khusus', 'Akselerasi'];
export const NARROW_BAND_PERCENT = 10;
/** At or below this price a narrow-band stock may move one rupiah a day. */
export const NARROW_BAND_ONE_RUPIAH_MAX = 10;

export interface PriceLimits {
  /** Percent above the reference price. */
  upper: number;
  /** Percent below the reference price. */
  lower: number;
}

export function regimeOn(date: string): PriceLimitRegime {
  let found = PRICE_LIMIT_REGIMES[0]!;
  for (const regime of PRICE_LIMIT_REGIMES) if (regime.from <= date) found = regime;
  return found;
}

/**
 * The day's limits for a stock whose reference price (the previous close) is `reference`, on `date`.
 * `board` is the company's listing board as the bundle names it; null means a main or development board.
 */
export function priceLimits(reference: number, date: string, board: string | null = null): PriceLimits {
  if (board !== null && NARROW_BAND_BOARDS.includes(board)) {
    if (reference <= NARROW_BAND_ONE_RUPIAH_MAX && reference > 0) {
      const oneRupiah = (1 / reference) * 100;
      return { upper: oneRupiah, lower: oneRupiah };
    }
    return { upper: NARROW_BAND_PERCENT, lower: NARROW_BAND_PERCENT };
  }
  for (const tier of regimeOn(date).tiers) {
    if (reference >= tier.from) return { upper: tier.upper, lower: tier.lower };
  }
  return { upper: SYMMETRIC[2]!.upper, lower: SYMMETRIC[2]!.lower };
}
