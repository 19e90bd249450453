import type { Analysis, AnalysisResult } from '@telisik/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bbcaAnalysis } from '@/testing/analysis-bbca';
import { acstRedFlags, itmgStatements } from '@/testing/analysis-red-flags';
import { newAnalysis } from '@/testing/fixtures';
import { renderWithApp } from '@/testing/render';
import { AnalysisDetail } from './analysis-detail';

function withResult(overrides: Partial<AnalysisResult>): Analysis {
  return { ...bbcaAnalysis, analysisResult: { ...bbcaAnalysis.analysisResult, ...overrides } };
}

/** A table's rows as arrays of cell texts (the row header first). */
function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('Laporan Keuangan', () => {
  it('BBCA: five fiscal years and the 2025 quarters in Rp triliun, no gross profit line, revenue "–" from 2021', async () => {
    renderWithApp(<AnalysisDetail analysis={bbcaAnalysis} />);
    // The cards below the first screen arrive in React's second, interruptible pass.
    const card = await screen.findByTestId('statements', {}, { timeout: 5000 });
    expect(within(card).getByText('Dalam Rp triliun, kecuali EPS (Rp per saham).')).toBeTruthy();
    const rows = rowsOf(within(card).getByRole('table'));
    expect(rows[0]).toEqual([
      'Pos',
      'FY2020',
      'FY2021',
      'FY2022',
      'FY2023',
      'FY2024',
      'Q1 2025',
      'Q2 2025',
      'Q3 2025',
    ]);
    expect(rows.map((r) => r[0])).not.toContain('Laba kotor');
    const revenue = rows.find((r) => r[0] === 'Pendapatan')!;
    expect(revenue.slice(2)).toEqual(['–', '–', '–', '–', '–', '–', '–']);
    // Net income FY2024 54,836,305,000,000 → 54,8 T, +12,7% on FY2023's 48,639,122,000,000.
    const netIncome = rows.find((r) => r[0] === 'Laba bersih')!;
    expect(netIncome[5]).toBe('54,8+12,7%');
    expect(within(card).getByRole('img', { name: /^Laba bersih FY2020 sampai FY2024/ })).toBeTruthy();
    expect(within(card).getByText(/bukan nol/)).toBeTruthy();
  });

  it('a USD reporter is shown in US$ juta with the rate used; a figure not filed is "–"', () => {
    renderWithApp(<AnalysisDetail analysis={withResult({ statements: itmgStatements })} />);
    const card = screen.getByTestId('statements');
    expect(within(card).getByText(/Dalam US\$ juta.*Rp 16\.760 per US\$/)).toBeTruthy();
    const revenue = rowsOf(within(card).getByRole('table')).find((r) => r[0] === 'Pendapatan')!;
    // FY2020 1,185,336,000 USD → 1.185 (juta), 30,9% below FY2019; FY2023 not filed.
    expect(revenue[1]).toBe('1.185-30,9%');
    expect(revenue[4]).toBe('–');
  });
});

describe('Tanda bahaya, dividen and syariah', () => {
  it('shows the red flags first after the header, each with its sentence, and the gorengan level', () => {
    renderWithApp(<AnalysisDetail analysis={withResult({ redFlags: acstRedFlags })} />);
    const flags = screen.getByTestId('red-flags');
    expect(within(flags).getByTestId('gorengan-level').textContent).toBe('Tinggi');
    // The level is in the header too, above the price chart.
    expect(screen.getByTestId('gorengan-chip').textContent).toBe('Risiko gorengan: Tinggi');
    expect(within(flags).getByText('Papan Pemantauan Khusus')).toBeTruthy();
    expect(within(flags).getByText(/Rugi bersih tiga tahun berturut-turut \(FY2022–FY2024\)/)).toBeTruthy();
    // Above the recommendation card.
    const recommendation = screen.getByRole('heading', { name: 'Rekomendasi Investasi' });
    expect(flags.compareDocumentPosition(recommendation) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('BBCA: no flags (low), dividends per year with yield and payout, the 2021 split, sharia fails as a conventional bank', () => {
    renderWithApp(<AnalysisDetail analysis={bbcaAnalysis} />);
    expect(within(screen.getByTestId('red-flags')).getByTestId('gorengan-level').textContent).toBe('Rendah');
    const dividends = screen.getByTestId('dividends');
    const rows = rowsOf(within(dividends).getByRole('table'));
    expect(rows[1]).toEqual(['2025', 'Rp 305', '3,6%', '69%']);
    expect(within(dividends).getByText(/1 menjadi 5/)).toBeTruthy();
    const sharia = screen.getByTestId('sharia');
    expect(within(sharia).getByText('Tidak lolos (perkiraan)')).toBeTruthy();
    expect(within(sharia).getByText(/bukan Daftar Efek Syariah resmi OJK/)).toBeTruthy();
  });

  it('an analysis stored before these checks shows none of their cards', () => {
    renderWithApp(<AnalysisDetail analysis={newAnalysis()} />);
    expect(screen.queryByTestId('red-flags')).toBeNull();
    expect(screen.queryByTestId('statements')).toBeNull();
    expect(screen.queryByTestId('dividends')).toBeNull();
    expect(screen.queryByTestId('sharia')).toBeNull();
  });
});
