import {
  BALANCE_COLUMNS,
  FLOW_COLUMNS,
  latestUsableQuarterEnd,
  statementRows,
  type LiveQuarter,
} from './live-statements';

function quarter(
  periodEnd: string,
  netIncome: number,
  equity: number | null = 1000,
  currency: 'IDR' | 'USD' = 'IDR',
): LiveQuarter {
  const flows = Object.fromEntries(FLOW_COLUMNS.map((c) => [c, null])) as LiveQuarter['flows'];
  const balance = Object.fromEntries(BALANCE_COLUMNS.map((c) => [c, null])) as LiveQuarter['balance'];
  return {
    periodEnd,
    currency,
    flows: { ...flows, net_income: netIncome, revenue: netIncome * 10 },
    balance: { ...balance, equity },
  };
}

describe('mapping single quarters to the bundle’s year-to-date rows', () => {
  it('sums the quarters of a calendar year: Q1, Q1+Q2, Q1+Q2+Q3 and the FY with the December quarter', () => {
    const rows = statementRows(
      [
        quarter('2025-03-31', 10, 900),
        quarter('2025-06-30', 20, 910),
        quarter('2025-09-30', 30, 920),
        quarter('2025-12-31', 40, 930),
      ],
      [],
    );
    expect(
      rows.map((r) => [
        r.fiscalPeriod,
        r.periodType,
        r.isCumulative,
        r.values.net_income,
        r.values.revenue,
        r.values.equity,
      ]),
    ).toEqual([
      ['Q1', 'quarter', true, 10, 100, 900],
      ['Q2', 'quarter', true, 30, 300, 910],
      ['Q3', 'quarter', true, 60, 600, 920],
      ['FY', 'annual', false, 100, 1000, 930],
    ]);
  });

  it('continues a stored year-to-date when the window starts mid-year, and skips what it cannot continue', () => {
    const stored = [
      { periodEnd: '2025-03-31', currency: 'IDR' as const, flows: { ...quarter('2025-03-31', 12).flows } },
    ];
    expect(statementRows([quarter('2025-06-30', 20)], stored).map((r) => r.values.net_income)).toEqual([32]);
    // No Q1 anywhere: Q2 of 2024 has no year-to-date; a currency change breaks the chain too.
    expect(statementRows([quarter('2024-06-30', 20)], stored)).toEqual([]);
    expect(statementRows([quarter('2025-06-30', 20, 1000, 'USD')], stored)).toEqual([]);
  });

  it('maps only calendar quarter ends (a March fiscal year is not guessed at)', () => {
    expect(statementRows([quarter('2025-01-31', 5), quarter('2025-04-30', 5)], [])).toEqual([]);
  });

  it('knows the newest quarter the 90-day rule admits on a day', () => {
    expect(latestUsableQuarterEnd('2025-12-30', 90)).toBe('2025-09-30');
    expect(latestUsableQuarterEnd('2025-12-28', 90)).toBe('2025-06-30');
    expect(latestUsableQuarterEnd('2026-03-31', 90)).toBe('2025-12-31');
    expect(latestUsableQuarterEnd('2026-03-30', 90)).toBe('2025-09-30');
  });
});
