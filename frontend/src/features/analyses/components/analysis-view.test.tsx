import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, jsonResponse, stubFetch } from '@/testing/fetch-stub';
import { newAnalysis } from '@/testing/fixtures';
import { renderWithApp } from '@/testing/render';
import { newTrackRecordClasses } from '@/testing/track-record';
import { AnalysisView } from './analysis-view';

/** The analysis at its address, and the record's classes the page reads beside it. */
const analysisWithClasses = (analysis: ReturnType<typeof newAnalysis>) => (url: string) =>
  url === '/api/track-record/classes' ? jsonResponse(200, newTrackRecordClasses()) : jsonResponse(200, analysis);

describe('AnalysisView', () => {
  it('shows price, signed upside, recommendation and scores out of their maxima', async () => {
    const analysis = newAnalysis();
    const { calls } = stubFetch(analysisWithClasses(analysis));
    renderWithApp(<AnalysisView id={analysis.id} enabled />);

    expect(screen.getByText('Loading analysis...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'PT Bank Central Asia Tbk' })).toBeTruthy();
    // The class's record comes from the public track record, with a link to the whole of it.
    const record = await screen.findByTestId('class-record');
    expect(record.textContent).toContain(
      'Rekam jejak BUY 2016–2017: median selisih return 3 bulan terhadap IHSG +1,2%, dan 55% saham berlabel BUY mengalahkan IHSG.',
    );
    expect(within(record).getByRole('link', { name: 'Lihat rekam jejak' }).getAttribute('href')).toBe(
      '/rekam-jejak',
    );
    // Read once for the page, and the record's classes once (not the whole record).
    expect(calls.map((call) => call.url).sort()).toEqual([
      `/api/analyses/${analysis.id}`,
      '/api/track-record/classes',
    ]);

    expect(screen.getByText('Rp 9.400')).toBeTruthy();
    const upside = screen.getByText('+12,34%');
    expect(upside.getAttribute('data-tone')).toBe('positive');
    expect(screen.getByText('Keuangan')).toBeTruthy();
    expect(screen.getByText('Data per 20 November 2026')).toBeTruthy();
    expect(screen.getByText('BUY').getAttribute('data-tone')).toBe('success');
    expect(screen.getByText('High')).toBeTruthy();

    const bars = screen.getAllByRole('progressbar');
    expect(
      bars.map((bar) => [
        bar.getAttribute('aria-label'),
        bar.getAttribute('aria-valuenow'),
        bar.getAttribute('aria-valuemax'),
      ]),
    ).toEqual([
      ['Skor Total', '38', '50'],
      ['Fundamental', '20', '25'],
      ['Teknikal', '11', '15'],
      ['Sentimen', '7', '10'],
    ]);

    // The cards below the first screen arrive in React's second, interruptible pass.
    const valuation = (await screen.findByRole('heading', { name: 'Valuasi' }, { timeout: 5000 })).closest(
      'div.rounded-xl',
    ) as HTMLElement;
    expect(within(valuation).getByText('Rp 11.875')).toBeTruthy();
    expect(within(valuation).getByText('N/A')).toBeTruthy(); // missing bear case
    expect(screen.getByText('20,5%')).toBeTruthy();
    expect(screen.getByText('Analysis generated on')).toBeTruthy();
    expect(screen.getByText('21 November 2026 pukul 14.05')).toBeTruthy();
    expect(screen.getByText(/bukan ajakan atau saran/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export PDF' })).toBeTruthy();
  });

  it('leaves the class line out, and the analysis whole, when the record’s classes come in another shape', async () => {
    const analysis = newAnalysis();
    // Every address answers the analysis: the classes' read gets a body without `classes`.
    const { calls } = stubFetch(() => jsonResponse(200, analysis));
    renderWithApp(<AnalysisView id={analysis.id} enabled />);
    expect(await screen.findByRole('heading', { level: 1, name: 'PT Bank Central Asia Tbk' })).toBeTruthy();
    await waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/track-record/classes'));
    expect(screen.getByText('Rekomendasi Investasi')).toBeTruthy();
    expect(screen.queryByTestId('class-record')).toBeNull();
  });

  it('goes back to the dashboard with Kembali', async () => {
    const analysis = newAnalysis();
    stubFetch(analysisWithClasses(analysis));
    const user = userEvent.setup();
    const { location } = renderWithApp(<AnalysisView id={analysis.id} enabled />, {
      path: `/analysis/${analysis.id}`,
    });
    await user.click(await screen.findByRole('button', { name: 'Kembali' }));
    expect(location.history?.at(-1)).toBe('/');
  });

  it('falls back to IDX, HOLD and Medium, colours a negative upside red, and hides empty cards', async () => {
    const base = newAnalysis();
    const full = base.analysisResult.fullAnalysis;
    // An analysis whose stored row had none of these: the API sends nulls (SPEC §2's defaults apply).
    const analysis = newAnalysis({
      recommendation: null,
      upside: '-3.1',
      analysisResult: {
        ...base.analysisResult,
        sector: null,
        convictionLevel: null,
        investmentThesis: null,
        fullAnalysis: {
          valuation: {
            ...full.valuation,
            dcf: { bullCase: null, baseCase: null, bearCase: null },
            valuationSummary: null,
          },
          fundamentals: {
            ...full.fundamentals,
            summary: null,
            profitability: { roe: null, netMargin: null, revenueGrowth3Y: null },
          },
          technical: { ...full.technical, summary: null, trend: { longTerm: null, shortTerm: null } },
          sentiment: { ...full.sentiment, summary: null, foreignFlow: { trend: null } },
        },
      },
    });
    stubFetch(analysisWithClasses(analysis));
    renderWithApp(<AnalysisView id={analysis.id} enabled />);

    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('IDX')).toBeTruthy();
    expect(screen.getByText('HOLD').getAttribute('data-tone')).toBe('warning');
    expect(screen.getByText('Medium')).toBeTruthy();
    expect(screen.getByText('-3,10%').getAttribute('data-tone')).toBe('negative');
    for (const title of ['Valuasi', 'Teknikal', 'Sentimen', 'Tesis Investasi']) {
      expect(screen.queryByRole('heading', { name: title })).toBeNull();
    }
    expect(screen.getByText('Data per 20 November 2026')).toBeTruthy();
  });

  it('says Analysis not found with a way home on a 404', async () => {
    stubFetch(() => apiError(404, 'Not Found', 'Analisis tidak ditemukan.'));
    const user = userEvent.setup();
    const { location } = renderWithApp(<AnalysisView id="missing" enabled />, { path: '/analysis/missing' });
    expect(await screen.findByRole('heading', { name: 'Analysis not found' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to Home' }));
    expect(location.history?.at(-1)).toBe('/');
  });

  it('does not ask for the analysis until enabled', () => {
    const { fetchMock } = stubFetch(() => jsonResponse(200, newAnalysis()));
    renderWithApp(<AnalysisView id="abc" enabled={false} />);
    expect(screen.getByText('Loading analysis...')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
