/**
 * Sharia screen, our estimate (not the OJK Daftar Efek Syariah): the two financial ratios of the
 * OJK screen (POJK 35/POJK.04/2017):
 * - interest-bearing debt at most 45% of total assets (the bundle's `total_debt`, the latest balance);
 * - non-halal income at most 10% of revenue. The bundle does not split income by kind, so this is
 *   judged only where the business itself answers it: a conventional bank or insurer earns its revenue
 *   from interest or conventional premiums (fails); a sharia bank or insurer by name passes; anything
 *   else "tidak dapat dinilai".
 */
import type { Financials } from './financials';
import { periodLabel } from './financials';
import { pct } from './format';
import { round } from './math';
import type { CompanyProfile } from './scoring-input';

export type ShariaCheck = 'lolos' | 'tidak lolos' | 'tidak dapat dinilai';

export interface ShariaScreen {
  /** Percent of total assets; null when unknown. */
  debtToAssets: number | null;
  debtCheck: ShariaCheck;
  nonHalalIncomeCheck: ShariaCheck;
  /** Both known and passed: 'lolos'; either failed: 'tidak lolos'; else 'tidak dapat dinilai'. */
  overall: ShariaCheck;
  /** Indonesian sentences: one per criterion, and that it is an estimate. */
  reasons: string[];
}

export const SHARIA_CONFIG = { maxDebtToAssets: 45, maxNonHalalIncome: 10 } as const;

const SHARIA_NAME = /syariah|sharia|takaful/i;

export function shariaScreen(company: CompanyProfile, fin: Financials): ShariaScreen {
  const balance = [...fin.rows]
    .reverse()
    .find((s) => s.totalDebt !== null && s.totalAssets !== null && s.totalAssets > 0);
  const debtToAssets =
    balance && balance.totalDebt !== null && balance.totalAssets !== null
      ? round((balance.totalDebt / balance.totalAssets) * 100, 1)
      : null;
  const reasons: string[] = [];
  let debtCheck: ShariaCheck = 'tidak dapat dinilai';
  if (debtToAssets !== null && balance) {
    debtCheck = debtToAssets <= SHARIA_CONFIG.maxDebtToAssets ? 'lolos' : 'tidak lolos';
    reasons.push(
      `Utang berbunga ${pct(debtToAssets)} dari total aset (${periodLabel(balance)}), batasnya ${SHARIA_CONFIG.maxDebtToAssets}%.`,
    );
  } else {
    reasons.push('Rasio utang berbunga terhadap aset tidak dapat dihitung dari data laporan keuangan.');
  }

  const revenueKind = [...fin.rows].reverse().find((s) => s.revenueKind !== null)?.revenueKind ?? null;
  const financial = company.isBank || revenueKind === 'interest_income' || revenueKind === 'premiums';
  const shariaByName = SHARIA_NAME.test(company.name);
  let nonHalalIncomeCheck: ShariaCheck = 'tidak dapat dinilai';
  if (financial && shariaByName) {
    nonHalalIncomeCheck = 'lolos';
    reasons.push('Lembaga keuangan syariah: pendapatannya dari akad syariah, bukan bunga.');
  } else if (financial) {
    nonHalalIncomeCheck = 'tidak lolos';
    reasons.push(
      `Lembaga keuangan konvensional: pendapatan utamanya bunga atau premi konvensional, jauh di atas batas ${SHARIA_CONFIG.maxNonHalalIncome}% pendapatan non-halal.`,
    );
  } else {
    reasons.push(
      `Porsi pendapatan non-halal (batas ${SHARIA_CONFIG.maxNonHalalIncome}%) tidak dapat dinilai: data kami tidak merinci sumber pendapatan.`,
    );
  }
  const overall: ShariaCheck =
    debtCheck === 'tidak lolos' || nonHalalIncomeCheck === 'tidak lolos'
      ? 'tidak lolos'
      : debtCheck === 'lolos' && nonHalalIncomeCheck === 'lolos'
        ? 'lolos'
        : 'tidak dapat dinilai';
  reasons.push('Ini perkiraan kami dari rasio keuangan, bukan Daftar Efek Syariah resmi OJK.');
  return { debtToAssets, debtCheck, nonHalalIncomeCheck, overall, reasons };
}
