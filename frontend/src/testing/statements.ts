import type { StatementLineId } from '@telisik/contract';

/** Every line of the statements table, in the contract's order. */
const STATEMENT_LINES: readonly StatementLineId[] = [
  'revenue',
  'grossProfit',
  'operatingIncome',
  'netIncome',
  'totalAssets',
  'totalLiabilities',
  'equity',
  'cash',
  'totalDebt',
  'operatingCf',
  'capex',
  'freeCf',
  'dividendsPaid',
  'eps',
];

/**
 * One column's figures (values or growth): the lines given, null for every other, so a fixture
 * spells out only what the report has instead of fourteen lines a column.
 */
export function statementLines(
  known: Partial<Record<StatementLineId, number>> = {},
): Record<StatementLineId, number | null> {
  return Object.fromEntries(STATEMENT_LINES.map((id) => [id, known[id] ?? null])) as Record<
    StatementLineId,
    number | null
  >;
}
