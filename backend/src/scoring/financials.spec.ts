import fc from 'fast-check';
import { statement } from '../../test/scoring/fixtures';
import { daysBetween } from '../common/dates';
import {
  basisLabel,
  buildFinancials,
  flowPair,
  latestBalance,
  monthsBetween,
  recentGrowthPair,
  trailingFlow,
  usableAt,
} from './financials';
import type { FinancialStatement } from './scoring-input';

const fy = (fiscalYear: number, netIncome: number, revenue: number | null = 1000) =>
  statement({ fiscalYear, netIncome, revenue, equity: 500 + fiscalYear - 2020, totalAssets: 2000 });
const ytd = (
  fiscalYear: number,
  fiscalPeriod: 'Q1' | 'Q2' | 'Q3',
  netIncome: number,
  revenue: number | null = 100,
  equity: number | null = 900,
) =>
  statement({
    fiscalYear,
    fiscalPeriod,
    netIncome,
    revenue,
    equity,
    totalAssets: equity === null ? null : 3000,
  });

describe('statement selection', () => {
  it('uses a statement only 90 days after its period end', () => {
    const q1 = ytd(2025, 'Q1', 10);
    expect(usableAt(q1, '2025-06-28')).toBe(false);
    expect(usableAt(q1, '2025-06-29')).toBe(true);
    const fin = buildFinancials([fy(2024, 100), q1], '2025-06-28');
    expect(fin.rows).toHaveLength(1);
  });

  it('takes twelve months ending at the newest statement when its prior-year quarter exists', () => {
    const fin = buildFinancials([fy(2024, 100), ytd(2024, 'Q3', 70), ytd(2025, 'Q3', 90)], '2025-12-30');
    expect(fin.basis?.kind).toBe('ttm');
    expect(trailingFlow(fin, 'netIncome')).toBe(90 + 100 - 70);
    expect(basisLabel(fin.basis)).toBe('TTM s.d. Q3 2025');
  });

  it('takes the TTM a quarter before the newest when only that one has a pair: Q2 2025 + FY2024 − Q2 2024', () => {
    const fin = buildFinancials(
      [
        fy(2023, 80),
        ytd(2024, 'Q1', 20, 100, null),
        ytd(2024, 'Q2', 45, 100, null),
        fy(2024, 100),
        ytd(2025, 'Q1', 30),
        ytd(2025, 'Q2', 60),
        ytd(2025, 'Q3', 90),
      ],
      '2025-12-30',
    );
    // Q3 2025 has no Q3 2024 to subtract (as for every issuer in the bundle), so Q2 is the basis ...
    expect(basisLabel(fin.basis)).toBe('TTM s.d. Q2 2025');
    expect(trailingFlow(fin, 'netIncome')).toBe(60 + 100 - 45);
    // ... and its balance sheet is Q3 2025, one quarter later: never further apart.
    expect(latestBalance(fin, ['equity'])?.periodEnd).toBe('2025-09-30');
  });

  it('annualises the newest YTD when no TTM ends within a quarter of it (ANTM: no FY2024 on file)', () => {
    const fin = buildFinancials(
      [
        fy(2022, 300),
        fy(2023, 307),
        ytd(2025, 'Q1', 213),
        ytd(2025, 'Q2', 470),
        ytd(2025, 'Q3', 597, 7200, 3520),
      ],
      '2025-12-30',
    );
    expect(fin.basis?.kind).toBe('annualised');
    expect(basisLabel(fin.basis)).toBe('9 bulan s.d. Q3 2025, disetahunkan');
    expect(trailingFlow(fin, 'netIncome')).toBeCloseTo((597 * 12) / 9, 9);
    expect(flowPair(fin, 'netIncome', 'revenue')).toEqual([(597 * 12) / 9, (7200 * 12) / 9]);
    // FY2023 profit is never set against the Q3 2025 equity (21 months apart).
    expect(latestBalance(fin, ['equity'])?.periodEnd).toBe('2025-09-30');
  });

  it('falls back to the latest FY, with its own balance sheet, when the quarters after it have none', () => {
    const fin = buildFinancials(
      [fy(2022, 80), fy(2023, 90), ytd(2024, 'Q1', 20, 100, null), ytd(2024, 'Q2', 45, 100, null)],
      '2024-12-30',
    );
    expect(basisLabel(fin.basis)).toBe('FY2023');
    expect(latestBalance(fin, ['equity'])?.periodEnd).toBe('2023-12-31');
  });

  it('never sets a flow against a balance sheet more than a quarter away (any statements, any date)', () => {
    const period = fc.constantFrom<'Q1' | 'Q2' | 'Q3' | 'FY'>('Q1', 'Q2', 'Q3', 'FY');
    const row = fc.record({
      year: fc.integer({ min: 2019, max: 2025 }),
      period,
      income: fc.integer({ min: -50, max: 200 }),
      equity: fc.option(fc.integer({ min: 1, max: 1000 }), { nil: null }),
    });
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 14 }),
        fc.constantFrom('2024-06-30', '2024-12-30', '2025-12-30'),
        (rows, asOf) => {
          const statements: FinancialStatement[] = rows.map((r) =>
            statement({ fiscalYear: r.year, fiscalPeriod: r.period, netIncome: r.income, equity: r.equity }),
          );
          const fin = buildFinancials(statements, asOf);
          const balance = latestBalance(fin, ['equity']);
          if (fin.basis !== null && balance !== null) {
            expect(Math.abs(daysBetween(balance.periodEnd, fin.basis.end))).toBeLessThanOrEqual(93);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps both sides of a ratio on one basis: a field missing in a TTM row leaves the ratio unknown', () => {
    const fin = buildFinancials(
      [fy(2024, 100, 1000), ytd(2024, 'Q1', 20, null), ytd(2025, 'Q1', 30, 300)],
      '2025-12-30',
    );
    expect(trailingFlow(fin, 'netIncome')).toBe(110);
    expect(flowPair(fin, 'netIncome', 'revenue')).toEqual([110, null]);
  });

  it('drops rows in another currency than the latest one, so history never mixes IDR and USD', () => {
    const usd = { ...fy(2024, 5), currency: 'USD' as const };
    const fin = buildFinancials([fy(2022, 80), fy(2023, 90), usd], '2025-12-30');
    expect(fin.currency).toBe('USD');
    expect(fin.annual.map((s) => s.fiscalYear)).toEqual([2024]);
    expect(fin.otherCurrencyRows).toBe(2);
  });

  it('latest balance is the newest row near the basis with every field asked for', () => {
    const q = { ...ytd(2025, 'Q1', 30), equity: 900, totalAssets: null };
    const fin = buildFinancials([fy(2024, 100), q], '2025-12-30');
    expect(latestBalance(fin, ['equity'])?.periodEnd).toBe('2025-03-31');
    expect(latestBalance(fin, ['equity', 'totalAssets'])?.periodEnd).toBe('2024-12-31');
  });

  it('recent growth compares the newest YTD with the same YTD a year earlier, never a two-year-old FY', () => {
    const withQuarters = buildFinancials(
      [fy(2024, 100), ytd(2024, 'Q1', 20), ytd(2025, 'Q1', 25)],
      '2025-12-30',
    );
    expect(recentGrowthPair(withQuarters, 'netIncome')).toEqual({ base: 20, value: 25, period: 'Q1 2025' });
    const annualOnly = buildFinancials([fy(2023, 80), fy(2024, 100)], '2025-12-30');
    expect(recentGrowthPair(annualOnly, 'netIncome')).toEqual({ base: 80, value: 100, period: 'FY2024' });
    const stale = buildFinancials([fy(2022, 70), fy(2023, 80), ytd(2025, 'Q3', 90)], '2025-12-30');
    expect(recentGrowthPair(stale, 'netIncome').value).toBeNull();
  });
});

describe('staleness', () => {
  it('counts whole months from the newest period end, a month-end to the same day counting whole', () => {
    expect(monthsBetween('2025-09-30', '2025-12-30')).toBe(3);
    expect(monthsBetween('2024-12-31', '2025-12-30')).toBe(11);
    expect(monthsBetween('2024-12-31', '2025-02-28')).toBe(2);
  });

  it('is stale when the newest statement ended more than nine months before the analysis', () => {
    expect(buildFinancials([fy(2024, 100), ytd(2025, 'Q1', 20)], '2025-12-30').stale).toBe(false);
    const old = buildFinancials([fy(2023, 90), fy(2024, 100)], '2025-12-30');
    expect(old.stale).toBe(true);
    expect(old.ageMonths).toBe(11);
    expect(buildFinancials([], '2025-12-30').stale).toBe(true);
  });

  it('reads nothing once the newest statement is more than fifteen months old (an annual filing missed)', () => {
    const rows = [fy(2022, 80), fy(2023, 90), ytd(2024, 'Q1', 20), ytd(2024, 'Q2', 45)];
    // Q2 2024 ended 2024-06-30: fifteen months before 2025-09-30 it is still read, as stale ...
    const late = buildFinancials(rows, '2025-09-30');
    expect(late).toMatchObject({ stale: true, expired: false, ageMonths: 15, currency: 'IDR' });
    expect(trailingFlow(late, 'netIncome')).not.toBeNull();
    // ... sixteen months before 2025-10-31 it is not read at all, only its age is known.
    const expired = buildFinancials(rows, '2025-10-31');
    expect(expired).toMatchObject({
      stale: true,
      expired: true,
      ageMonths: 16,
      currency: null,
      rows: [],
      annual: [],
      latestAnnual: null,
      basis: null,
    });
    expect(expired.newest?.periodEnd).toBe('2024-06-30');
    expect(trailingFlow(expired, 'netIncome')).toBeNull();
    expect(latestBalance(expired, ['equity'])).toBeNull();
    expect(recentGrowthPair(expired, 'netIncome').value).toBeNull();
  });
});

describe('after a capital distribution (a spin-off)', () => {
  const rows = [
    fy(2021, 900),
    fy(2022, 2500),
    fy(2023, 1600),
    fy(2024, 1400),
    ytd(2024, 'Q2', 780),
    ytd(2025, 'Q2', 175),
    ytd(2025, 'Q3', 300),
  ];
  const fin = buildFinancials(rows, '2025-12-30', { comparableFrom: '2024-11-28' });

  it('measures profit only over periods that begin after it', () => {
    expect(fin.basis?.kind).toBe('annualised');
    expect(fin.basis?.start).toBe('2025-01-01');
    expect(trailingFlow(fin, 'netIncome')).toBeCloseTo(400, 9);
  });

  it('compares no growth across it', () => {
    expect(fin.comparableAnnual).toEqual([]);
    expect(recentGrowthPair(fin, 'netIncome').value).toBeNull();
    const without = buildFinancials(rows, '2025-12-30');
    expect(recentGrowthPair(without, 'netIncome')).toEqual({ base: 780, value: 175, period: 'Q2 2025' });
  });
});
