import { statement } from '../../test/scoring/fixtures';
import {
  buildFinancials,
  flowPair,
  latestBalance,
  recentGrowthPair,
  ttmLabel,
  ttmValue,
  usableAt,
} from './financials';

const fy = (fiscalYear: number, netIncome: number, revenue: number | null = 1000) =>
  statement({ fiscalYear, netIncome, revenue, equity: 500 + fiscalYear - 2020, totalAssets: 2000 });
const ytd = (
  fiscalYear: number,
  fiscalPeriod: 'Q1' | 'Q2' | 'Q3',
  netIncome: number,
  revenue: number | null = 100,
) => statement({ fiscalYear, fiscalPeriod, netIncome, revenue });

describe('statement selection', () => {
  it('uses a statement only 90 days after its period end', () => {
    const q1 = ytd(2025, 'Q1', 10);
    expect(usableAt(q1, '2025-06-28')).toBe(false);
    expect(usableAt(q1, '2025-06-29')).toBe(true);
    const fin = buildFinancials([fy(2024, 100), q1], '2025-06-28');
    expect(fin.rows).toHaveLength(1);
  });

  it('builds TTM from the newest YTD quarter whose prior-year quarter exists: Q2 2025 + FY2024 − Q2 2024', () => {
    const fin = buildFinancials(
      [
        fy(2023, 80),
        ytd(2024, 'Q1', 20),
        ytd(2024, 'Q2', 45),
        fy(2024, 100),
        ytd(2025, 'Q1', 30),
        ytd(2025, 'Q2', 60),
        ytd(2025, 'Q3', 90),
      ],
      '2025-12-30',
    );
    // Q3 2025 has no Q3 2024 to subtract (as for every issuer in the bundle), so Q2 is the basis.
    expect(fin.ttm?.current.fiscalPeriod).toBe('Q2');
    expect(ttmValue(fin, 'netIncome')).toBe(60 + 100 - 45);
    expect(ttmLabel(fin)).toBe('TTM s.d. Q2 2025');
  });

  it('falls back to the latest FY when no quarter pair exists', () => {
    const fin = buildFinancials([fy(2023, 80), fy(2024, 100), ytd(2025, 'Q1', 30)], '2025-12-30');
    expect(fin.ttm).toBeNull();
    expect(ttmValue(fin, 'netIncome')).toBe(100);
    expect(ttmLabel(fin)).toBe('FY2024');
  });

  it('keeps both sides of a ratio on one basis: FY for both when one TTM side is missing', () => {
    const fin = buildFinancials(
      [fy(2024, 100, 1000), ytd(2024, 'Q1', 20, null), ytd(2025, 'Q1', 30, 300)],
      '2025-12-30',
    );
    expect(ttmValue(fin, 'netIncome')).toBe(110);
    expect(flowPair(fin, 'netIncome', 'revenue')).toEqual([100, 1000]);
  });

  it('drops rows in another currency than the latest one, so history never mixes IDR and USD', () => {
    const usd = { ...fy(2024, 5), currency: 'USD' as const };
    const fin = buildFinancials([fy(2022, 80), fy(2023, 90), usd], '2025-12-30');
    expect(fin.currency).toBe('USD');
    expect(fin.annual.map((s) => s.fiscalYear)).toEqual([2024]);
    expect(fin.otherCurrencyRows).toBe(2);
  });

  it('latest balance is the newest row with every field asked for', () => {
    const q = { ...ytd(2025, 'Q1', 30), equity: 900, totalAssets: null };
    const fin = buildFinancials([fy(2024, 100), q], '2025-12-30');
    expect(latestBalance(fin, ['equity'])?.periodEnd).toBe('2025-03-31');
    expect(latestBalance(fin, ['equity', 'totalAssets'])?.periodEnd).toBe('2024-12-31');
  });

  it('recent growth compares YTD with YTD a year earlier, else FY with FY', () => {
    const withQuarters = buildFinancials(
      [fy(2024, 100), ytd(2024, 'Q1', 20), ytd(2025, 'Q1', 25)],
      '2025-12-30',
    );
    expect(recentGrowthPair(withQuarters, 'netIncome')).toEqual({ base: 20, value: 25 });
    const annualOnly = buildFinancials([fy(2023, 80), fy(2024, 100)], '2025-12-30');
    expect(recentGrowthPair(annualOnly, 'netIncome')).toEqual({ base: 80, value: 100 });
  });
});
