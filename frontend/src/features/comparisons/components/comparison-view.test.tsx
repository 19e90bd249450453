import type { Comparison } from '@telisik/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bbcaEngine4, bbriEngine4, bukaNoTarget } from '@/testing/analysis-engine4';
import { renderWithApp } from '@/testing/render';
import { ComparisonView } from './comparison-view';

const comparison: Comparison = {
  id: '44444444-4444-4444-8444-444444444444',
  dataAsOf: '2025-12-30',
  createdAt: '2026-11-26T01:00:00.000Z',
  // A stock with no target first: it must not win a row by having nothing in it.
  analyses: [bukaNoTarget, bbriEngine4, bbcaEngine4],
};

/** The row's cells in the tickers' order. */
function cells(row: string): HTMLElement[] {
  const tr = document.querySelector(`tr[data-row="${row}"]`) as HTMLElement;
  return within(tr).getAllByRole('cell');
}

describe('ComparisonView: targets that may not be set', () => {
  it('says "Target tidak ditetapkan" for a stock with no target, never marks it TERBAIK, and shows the label-target note', () => {
    renderWithApp(<ComparisonView comparison={comparison} />);

    const [bukaTarget, bbriTarget, bbcaTarget] = cells('targetPrice');
    expect(bukaTarget!.textContent).toBe('Target tidak ditetapkan');
    expect(bbriTarget!.textContent).toBe('Rp 5.600');
    expect(bbcaTarget!.textContent).toBe('Rp 8.875');

    const upside = cells('upside');
    expect(upside.map((cell) => cell.textContent)).toEqual(['N/A', '+51,76%Terbaik', '+9,91%']);
    expect(upside.map((cell) => cell.getAttribute('data-best'))).toEqual([null, 'true', null]);
    // No column wins a row on a missing target.
    for (const row of ['targetPrice', 'upside']) expect(cells(row)[0]!.getAttribute('data-best')).toBeNull();

    const [, bbriLabel, bbcaLabel] = cells('recommendation');
    expect(within(bbriLabel!).getByTestId('recommendation-note').textContent).toBe(
      'HOLD meski target +52%: skor teknikal dan sentimen lemah menahan label di HOLD.',
    );
    expect(within(bbcaLabel!).queryByTestId('recommendation-note')).toBeNull();
    expect(screen.queryByText(/NaN|Rp 0\b/)).toBeNull();
  });
});
