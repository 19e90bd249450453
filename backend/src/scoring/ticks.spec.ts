import fc from 'fast-check';
import { isOnTick, roundToTick, tickSize } from './ticks';

describe('IDX price ticks', () => {
  it.each([
    [1, 1],
    [199, 1],
    [199.99, 1],
    [200, 2],
    [499, 2],
    [500, 5],
    [1995, 5],
    [2000, 10],
    [4990, 10],
    [5000, 25],
    [8075, 25],
    [120000, 25],
  ])('tick of Rp%p is Rp%p', (price, tick) => {
    expect(tickSize(price)).toBe(tick);
  });

  it.each([
    // [input, nearest, down, up]
    [64.4, 64, 64, 65],
    [199.6, 200, 199, 200],
    [201, 202, 200, 202],
    [499, 500, 498, 500],
    [503, 505, 500, 505],
    [1998, 2000, 1995, 2000],
    [3954, 3950, 3950, 3960],
    [4996, 5000, 4990, 5000],
    [5012.5, 5025, 5000, 5025],
    [7449.9, 7450, 7425, 7450],
    [8075, 8075, 8075, 8075],
  ])('rounds Rp%p to %p (nearest), %p (down), %p (up)', (price, nearest, down, up) => {
    expect(roundToTick(price)).toBe(nearest);
    expect(roundToTick(price, 'down')).toBe(down);
    expect(roundToTick(price, 'up')).toBe(up);
  });

  it('never goes below Rp1 and refuses non-finite prices', () => {
    expect(roundToTick(0.2)).toBe(1);
    expect(roundToTick(-5)).toBe(1);
    expect(() => roundToTick(Number.NaN)).toThrow(RangeError);
  });

  it('absorbs float noise instead of dropping a whole tick', () => {
    expect(roundToTick(0.1 * 3 * 1000 * 10, 'down')).toBe(3000);
    expect(roundToTick(4990.0000000001, 'up')).toBe(4990);
  });

  it('isOnTick accepts only valid IDX prices', () => {
    expect(isOnTick(8075)).toBe(true);
    expect(isOnTick(8080)).toBe(false);
    expect(isOnTick(201)).toBe(false);
    expect(isOnTick(202)).toBe(true);
    expect(isOnTick(0)).toBe(false);
    expect(isOnTick(64.5)).toBe(false);
  });

  it('property: every rounding lands on a tick within one tick of the input', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 200_000, noNaN: true }),
        fc.constantFrom('nearest', 'down', 'up'),
        (price, mode) => {
          const rounded = roundToTick(price, mode as 'nearest' | 'down' | 'up');
          expect(isOnTick(rounded)).toBe(true);
          expect(Math.abs(rounded - price)).toBeLessThanOrEqual(Math.max(tickSize(price), tickSize(rounded)));
          if (mode === 'down') expect(rounded).toBeLessThanOrEqual(price + 1e-6);
          if (mode === 'up') expect(rounded).toBeGreaterThanOrEqual(price - 1e-6);
        },
      ),
    );
  });
});
