import { addDays } from '../../common/dates';
import type { ForeignFlowDay, IndexBar } from '../scoring-input';
import { netBuyDays, netFlowShare } from './foreign-flow';

const days = (from: string, count: number): string[] => Array.from({ length: count }, (_, i) => addDays(from, i));
const flow = (date: string, buy: number, sell: number): ForeignFlowDay => ({
  date,
  foreignBuyShares: buy,
  foreignSellShares: sell,
  volume: 1_000,
  value: 1_000_000,
});
const market = (dates: string[]): IndexBar[] => dates.map((date) => ({ date, close: 7000 }));

describe('foreign flow over the market’s last N trading days', () => {
  const calendar = days('2024-01-01', 30);

  it('reads the rows of the last N trading days', () => {
    const flows = calendar.map((d, i) => flow(d, i >= 25 ? 300 : 0, 100));
    // The last five days: 300 bought and 100 sold of 1,000 traded each day.
    expect(netFlowShare(flows, 5, market(calendar))).toBe(20);
    expect(netBuyDays(flows, 20, market(calendar))).toBe(5);
  });

  it('gives nothing when the stock’s rows stop before those days, however many rows there are', () => {
    // Rows up to the 20th day only, while the market traded ten more: the last 5 rows are old.
    const flows = calendar.slice(0, 20).map((d) => flow(d, 300, 100));
    expect(netFlowShare(flows, 5, market(calendar))).toBeNull();
    expect(netBuyDays(flows, 20, market(calendar))).toBeNull();
  });

  it('gives nothing when a day inside the window has no row', () => {
    const flows = calendar.filter((_, i) => i !== 27).map((d) => flow(d, 300, 100));
    expect(netFlowShare(flows, 5, market(calendar))).toBeNull();
    expect(netFlowShare(flows, 2, market(calendar))).toBe(20);
  });
});
