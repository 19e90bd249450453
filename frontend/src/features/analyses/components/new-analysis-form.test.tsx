import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { navigateAway } from '@/lib/navigation';
import { apiError, jsonResponse, stubFetch } from '@/testing/fetch-stub';
import { newAnalysis } from '@/testing/fixtures';
import { renderWithApp } from '@/testing/render';
import { NewAnalysisForm } from './new-analysis-form';

vi.mock('@/lib/navigation', () => ({ navigateAway: vi.fn() }));

function tickerInput() {
  return screen.getByLabelText('Ticker saham');
}

describe('NewAnalysisForm', () => {
  it('refuses an empty ticker with an Input Error notice and sends nothing', async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubFetch(() => jsonResponse(201, newAnalysis()));
    renderWithApp(<NewAnalysisForm />);

    await user.type(tickerInput(), '   ');
    await user.click(screen.getByRole('button', { name: 'Analisis' }));

    expect(await screen.findByText('Input Error')).toBeTruthy();
    expect(screen.getByText('Mohon masukkan ticker saham.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uppercases as typed and, on Enter, posts the trimmed ticker as companyName too', async () => {
    const user = userEvent.setup();
    const created = newAnalysis({ id: 'new-id', ticker: 'BBCA' });
    const { calls } = stubFetch(() => jsonResponse(201, created));
    const onCreated = vi.fn();
    const { location } = renderWithApp(<NewAnalysisForm onCreated={onCreated} />);

    await user.type(tickerInput(), '  bbca ');
    expect((tickerInput() as HTMLInputElement).value).toBe('  BBCA ');
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Analisis Berhasil!')).toBeTruthy();
    expect(screen.getByText('Analisis untuk BBCA telah selesai.')).toBeTruthy();

    const post = calls.find((call) => call.init?.method === 'POST');
    expect(post?.url).toBe('/api/analyses');
    expect(JSON.parse(String(post?.init?.body))).toEqual({ ticker: 'BBCA', companyName: 'BBCA' });
    expect(post?.init?.credentials).toBe('include');

    expect((tickerInput() as HTMLInputElement).value).toBe('');
    expect(onCreated).toHaveBeenCalledWith(created);
    expect(location.history?.at(-1)).toBe('/analysis/new-id');
  });

  it('disables the input and shows Menganalisis... while the analysis runs', async () => {
    const user = userEvent.setup();
    let respond: (response: Response) => void = () => undefined;
    stubFetch(() => new Promise<Response>((resolve) => (respond = resolve)));
    renderWithApp(<NewAnalysisForm />);

    await user.type(tickerInput(), 'tlkm{Enter}');

    const pending = await screen.findByRole('button', { name: 'Menganalisis...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect((tickerInput() as HTMLInputElement).disabled).toBe(true);

    respond(jsonResponse(201, newAnalysis({ ticker: 'TLKM' })));
    expect(await screen.findByRole('button', { name: 'Analisis' })).toBeTruthy();
  });

  it('shows the server message after the status when the analysis fails', async () => {
    const user = userEvent.setup();
    stubFetch(() => apiError(403, 'Forbidden', 'Kuota analisis gratis Anda sudah habis.'));
    const { location } = renderWithApp(<NewAnalysisForm />);

    await user.type(tickerInput(), 'GOTO{Enter}');

    expect(await screen.findByText('Gagal Menganalisis')).toBeTruthy();
    expect(screen.getByText('403: Kuota analisis gratis Anda sudah habis.')).toBeTruthy();
    expect(location.history?.at(-1)).toBe('/');
    expect((tickerInput() as HTMLInputElement).value).toBe('GOTO');
  });

  it('on a 401 says Unauthorized and sends the user to sign in after 500 ms', async () => {
    const user = userEvent.setup();
    stubFetch(() => apiError(401, 'Unauthorized', 'Unauthorized'));
    renderWithApp(<NewAnalysisForm />);

    await user.type(tickerInput(), 'BBRI{Enter}');

    expect(await screen.findByText('Unauthorized')).toBeTruthy();
    expect(screen.getByText('You are logged out. Logging in again...')).toBeTruthy();
    expect(navigateAway).not.toHaveBeenCalled();
    await waitFor(() => expect(navigateAway).toHaveBeenCalledWith('/api/login'), { timeout: 2000 });
  });

  it('offline, disables Analisis with the reason beside it and sends nothing, then works again online', async () => {
    const user = userEvent.setup();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { fetchMock } = stubFetch(() => jsonResponse(201, newAnalysis()));
    renderWithApp(<NewAnalysisForm />);

    const submit = screen.getByRole('button', { name: 'Analisis' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    const reason = screen.getByText('Anda sedang offline. Analisis baru memerlukan koneksi internet.');
    expect(submit.getAttribute('aria-describedby')).toBe(reason.parentElement?.id);

    await user.type(tickerInput(), 'BBCA{Enter}');
    await user.click(submit);
    expect(fetchMock).not.toHaveBeenCalled();

    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(submit.disabled).toBe(false);
    expect(screen.queryByText('Anda sedang offline. Analisis baru memerlukan koneksi internet.')).toBeNull();
  });

  it('fills the input from the quick picks', async () => {
    const user = userEvent.setup();
    stubFetch(() => jsonResponse(201, newAnalysis()));
    renderWithApp(<NewAnalysisForm />);

    await user.click(screen.getByRole('button', { name: 'ASII' }));
    expect((tickerInput() as HTMLInputElement).value).toBe('ASII');
    expect(document.activeElement).toBe(tickerInput());
  });
});
