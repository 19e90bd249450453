import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/fetch-stub';
import { newAnalysis } from '@/testing/fixtures';
import { renderWithApp } from '@/testing/render';
import { TotalAnalysesCard } from './total-analyses-card';

describe('TotalAnalysesCard', () => {
  it('shows the user’s total from X-Total-Count, not the length of the first page', async () => {
    const page = Array.from({ length: 20 }, (_, index) => newAnalysis({ id: `id-${index}` }));
    stubFetch(() => {
      const response = jsonResponse(200, page);
      response.headers.set('X-Total-Count', '3042');
      return response;
    });
    renderWithApp(<TotalAnalysesCard />);
    const card = await screen.findByTestId('total-analyses');
    expect(await screen.findByText('3.042')).toBeTruthy();
    expect(card.textContent).not.toContain('20');
  });

  it('counts the list when the server sends no total', async () => {
    stubFetch(() => jsonResponse(200, [newAnalysis({ id: 'a' }), newAnalysis({ id: 'b' })]));
    renderWithApp(<TotalAnalysesCard />);
    expect(await screen.findByText('2')).toBeTruthy();
  });
});
