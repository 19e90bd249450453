import { AS_OF, barsFrom, defaultCloses, makeScoringInput, statement } from '../../test/scoring/fixtures';
import { addDays } from '../common/dates';
import { hasEnoughData, MAX_STALE_DAYS, MIN_PRICE_BARS } from './data-sufficiency';

describe('hasEnoughData', () => {
  it('accepts a stock with recent trades, a year of history and a usable statement', () => {
    expect(hasEnoughData(makeScoringInput())).toBe(true);
  });

  it('refuses a stock whose last trade is older than MAX_STALE_DAYS (suspended, delisted)', () => {
    // The bars end on AS_OF; the analysis is dated later.
    const analysedAfter = (days: number) => ({ ...makeScoringInput(), asOf: addDays(AS_OF, days) });
    expect(hasEnoughData(analysedAfter(MAX_STALE_DAYS))).toBe(true);
    expect(hasEnoughData(analysedAfter(MAX_STALE_DAYS + 1))).toBe(false);
    expect(hasEnoughData(makeScoringInput({ prices: [] }))).toBe(false);
  });

  it('needs MIN_PRICE_BARS trades within the last year', () => {
    const withBars = (count: number) => makeScoringInput({ prices: barsFrom(defaultCloses(count)) });
    expect(hasEnoughData(withBars(MIN_PRICE_BARS))).toBe(true);
    expect(hasEnoughData(withBars(MIN_PRICE_BARS - 1))).toBe(false);
  });

  it('needs a statement with both net income and equity', () => {
    expect(hasEnoughData(makeScoringInput({ statements: [] }))).toBe(false);
    expect(
      hasEnoughData(makeScoringInput({ statements: [statement({ fiscalYear: 2024, netIncome: 100, equity: null })] })),
    ).toBe(false);
    expect(
      hasEnoughData(makeScoringInput({ statements: [statement({ fiscalYear: 2024, netIncome: -5, equity: 900 })] })),
    ).toBe(true);
  });
});
