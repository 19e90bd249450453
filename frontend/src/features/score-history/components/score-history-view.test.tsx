import type { ScoreHistory } from '@telisik/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { ScoreHistoryView } from './score-history-view';

function history(): ScoreHistory {
  const months = ['2024-01-31', '2024-02-29', '2024-03-28', '2024-04-30'];
  return {
    ticker: 'BBCA',
    companyName: 'PT Bank Central Asia Tbk.',
    engineVersion: '3.0.0',
    points: months.map((date, index) => ({
      date,
      close: 9000 + index * 100,
      totalScore: 30 + index * 2,
      fundamentalScore: 20,
      technicalScore: 6 + index,
      sentimentScore: 4 + index,
      recommendation: index < 1 ? 'HOLD' : 'BUY',
    })),
    changes: [
      {
        date: '2024-02-29',
        previousDate: '2024-01-31',
        from: 'HOLD',
        to: 'BUY',
        totalFrom: 30,
        totalTo: 32,
        movers: [{ ruleId: 'rsi', label: 'RSI 14 hari', pillar: 'technical', delta: 2 }],
      },
    ],
    analyses: [
      {
        id: 'a1',
        dataAsOf: '2024-03-15',
        createdAt: '2024-03-16T02:00:00.000Z',
        totalScore: 33,
        recommendation: 'BUY',
      },
    ],
  };
}

describe('ScoreHistoryView without a canvas (old browsers, this test DOM)', () => {
  it('draws the static chart with the bands and the user analysis marked, and lists the changes', () => {
    const { container } = renderWithApp(<ScoreHistoryView history={history()} />);
    // The interactive chart is not loaded; the static one stands in its place.
    expect(screen.getByTestId('interactive-score-history-chart').getAttribute('data-ready')).toBe('false');
    expect(screen.getByRole('img', { name: 'Skor total dan harga per akhir bulan' })).toBeTruthy();
    expect(container.querySelectorAll('svg rect')).toHaveLength(5);
    // Engine 4 labels by score plus upside: the caption gives those bands and says why a month's label
    // can sit outside the band the score line is in.
    expect(screen.getByText(/^Pita rekomendasi menurut skor panggilan.*STRONG BUY ≥ 31,9, BUY ≥ 27,1, HOLD ≥ 15,3, REDUCE ≥ 10,3/)).toBeTruthy();
    expect(container.querySelector('[data-analysis="a1"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: /15 Maret 2024: 33\/50 BUY/ }).getAttribute('href')).toBe(
      '/analysis/a1',
    );
    const changes = screen.getByRole('table', { name: 'Perubahan Rekomendasi' });
    expect(changes.textContent).toContain('RSI 14 hari');
    expect(changes.textContent).toContain('30 → 32');
  });
});
