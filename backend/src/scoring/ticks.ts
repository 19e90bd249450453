/**
 * IDX price ticks (fraksi harga). Every price the app shows as a target or an entry is on a tick.
 * The band edges (200, 500, 2,000, 5,000) are multiples of the next band's tick, so rounding inside a
 * band can never land on a price that is invalid in the band above.
 */
export const TICK_BANDS: ReadonlyArray<{ from: number; tick: number }> = [
  { from: 5000, tick: 25 },
  { from: 2000, tick: 10 },
  { from: 500, tick: 5 },
  { from: 200, tick: 2 },
  { from: 0, tick: 1 },
];

/** The lowest price IDX quotes. */
export const MIN_PRICE = 1;

export function tickSize(price: number): number {
  for (const band of TICK_BANDS) if (price >= band.from) return band.tick;
  return 1;
}

export type TickRounding = 'nearest' | 'down' | 'up';

/** Rounds a price to a valid IDX tick (never below Rp1). */
export function roundToTick(price: number, mode: TickRounding = 'nearest'): number {
  if (!Number.isFinite(price)) throw new RangeError(`price must be finite, got ${price}`);
  if (price <= MIN_PRICE) return MIN_PRICE;
  const tick = tickSize(price);
  const steps = price / tick;
  // Ten-millionths absorb float noise such as 4.999999999 ticks.
  const rounded =
    mode === 'down' ? Math.floor(steps + 1e-7) : mode === 'up' ? Math.ceil(steps - 1e-7) : Math.round(steps);
  return Math.max(MIN_PRICE, rounded * tick);
}

export function isOnTick(price: number): boolean {
  return Number.isInteger(price) && price >= MIN_PRICE && price % tickSize(price) === 0;
}
