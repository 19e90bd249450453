import type { Analysis, CompanySuggestion } from '@telisik/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { navigateAway } from '@/lib/navigation';
import { OFFLINE_CACHE_KEY } from '@/lib/query-persister';
import { apiError, jsonResponse, stubFetch, type FetchCall } from '@/testing/fetch-stub';
import { newAnalysis } from '@/testing/fixtures';
import { memoryStorage } from '@/testing/memory-storage';
import { renderWithApp } from '@/testing/render';
import { NewAnalysisForm, SUGGESTION_DEBOUNCE_MS } from './new-analysis-form';

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
    const { location, queryClient } = renderWithApp(<NewAnalysisForm />);
    queryClient.setQueryData(['/api/quota'], { quota: { analysesUsed: 0, limit: 1, isPremium: false } });
    queryClient.setQueryData(['/api/analyses'], []);

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
    expect(location.history?.at(-1)).toBe('/analysis/new-id');
    // The new analysis opens from the cache; the history and the quota it used up are read again.
    expect(queryClient.getQueryData(['/api/analyses', 'new-id'])).toEqual(created);
    expect(queryClient.getQueryState(['/api/analyses'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['/api/quota'])?.isInvalidated).toBe(true);
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
    // Out of quota: the upgrade dialog is one tap away, in the notice itself.
    expect(screen.getByRole('link', { name: 'Upgrade ke Premium' }).getAttribute('href')).toBe('#upgrade');
  });

  it('offers no upgrade in the notice of a failure Premium would not fix', async () => {
    const user = userEvent.setup();
    stubFetch(() => apiError(404, 'Not Found', 'Kode saham ZZZZ tidak ditemukan di Bursa Efek Indonesia.'));
    renderWithApp(<NewAnalysisForm />);
    await user.type(tickerInput(), 'ZZZZ{Enter}');
    expect(await screen.findByText('Gagal Menganalisis')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Upgrade ke Premium' })).toBeNull();
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

const TLKM: CompanySuggestion = {
  code: 'TLKM',
  name: 'PT Telkom Indonesia (Persero) Tbk.',
  sector: 'Infrastruktur',
};
const BBCA: CompanySuggestion = { code: 'BBCA', name: 'PT Bank Central Asia Tbk.', sector: 'Keuangan' };
const BBRI: CompanySuggestion = {
  code: 'BBRI',
  name: 'PT Bank Rakyat Indonesia (Persero) Tbk.',
  sector: null,
};

/** A tiny /api/companies: code-prefix matches, then name matches, as the server orders them. */
function searchStub(q: string): CompanySuggestion[] {
  const all = [BBCA, BBRI, TLKM];
  const text = q.toUpperCase();
  return [
    ...all.filter((c) => c.code.startsWith(text)),
    ...all.filter((c) => !c.code.startsWith(text) && c.name.toUpperCase().includes(text)),
  ];
}

/** Answers suggestions from `search` (or a promise from it) and creates `created` on POST. */
function stubApi({
  search = (q: string): CompanySuggestion[] | Promise<Response> => searchStub(q),
  created = newAnalysis(),
}: {
  search?: (q: string) => CompanySuggestion[] | Promise<Response>;
  created?: Analysis;
} = {}) {
  return stubFetch((url, init) => {
    if (url.startsWith('/api/companies?')) {
      const answer = search(new URLSearchParams(url.split('?')[1]).get('q') ?? '');
      return Array.isArray(answer) ? jsonResponse(200, answer) : answer;
    }
    if (url === '/api/analyses' && init?.method === 'POST') return jsonResponse(201, created);
    return apiError(404, 'Not Found', 'Not Found');
  });
}

const searches = (calls: FetchCall[]) => calls.filter((call) => call.url.startsWith('/api/companies'));
const posts = (calls: FetchCall[]) => calls.filter((call) => call.init?.method === 'POST');
/** Longer than the debounce: a request that was going to be sent has been by now. */
const pastDebounce = () => new Promise((resolve) => setTimeout(resolve, SUGGESTION_DEBOUNCE_MS + 100));

describe('NewAnalysisForm suggestions', () => {
  it('suggests companies by name after a pause in typing, as a labelled listbox', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi();
    renderWithApp(<NewAnalysisForm />);

    const input = screen.getByRole('combobox', { name: 'Ticker saham' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await user.type(input, 'telkom');
    expect((input as HTMLInputElement).value).toBe('TELKOM');

    const listbox = await screen.findByRole('listbox', { name: 'Saran saham' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(1);
    expect(options[0]?.textContent).toContain('TLKM');
    expect(options[0]?.textContent).toContain('PT Telkom Indonesia (Persero) Tbk.');
    expect(options[0]?.textContent).toContain('Infrastruktur');
    // Typed in one go: one request, for the whole word, with the session cookie.
    expect(searches(calls).map((call) => call.url)).toEqual(['/api/companies?q=TELKOM']);
    expect(searches(calls)[0]?.init?.credentials).toBe('include');
  });

  it('ArrowDown highlights, Enter fills the code without submitting', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi();
    renderWithApp(<NewAnalysisForm />);
    const input = screen.getByRole('combobox', { name: 'Ticker saham' });

    await user.type(input, 'bb');
    await screen.findByRole('listbox', { name: 'Saran saham' });
    expect(input.getAttribute('aria-activedescendant')).toBeNull();

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: /BBRI/ });
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('option', { name: /BBCA/ }).getAttribute('aria-selected')).toBe('false');
    expect(input.getAttribute('aria-activedescendant')).toBe(second.id);
    // Up from the first wraps to the last; Down from the last to the first.
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input.getAttribute('aria-activedescendant')).toBe(second.id);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /BBCA/ }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}');

    await user.keyboard('{Enter}');
    expect((input as HTMLInputElement).value).toBe('BBRI');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    expect(document.activeElement).toBe(input);
    await pastDebounce();
    expect(posts(calls)).toEqual([]);
    // The chosen code is not looked up again: the list stays closed until the user types.
    expect(searches(calls).map((call) => call.url)).toEqual(['/api/companies?q=BB']);
    expect(screen.queryByRole('listbox')).toBeNull();

    // Enter again, now with nothing highlighted, runs the analysis of the chosen code.
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Analisis Berhasil!')).toBeTruthy();
    expect(JSON.parse(String(posts(calls)[0]?.init?.body))).toEqual({ ticker: 'BBRI', companyName: 'BBRI' });
  });

  it('Enter with the list open but nothing highlighted submits what was typed', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({ created: newAnalysis({ id: 'new-id', ticker: 'BBCA' }) });
    const { location } = renderWithApp(<NewAnalysisForm />);
    const input = screen.getByRole('combobox', { name: 'Ticker saham' });

    await user.type(input, 'bbca');
    await screen.findByRole('option', { name: /BBCA/ });
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Analisis Berhasil!')).toBeTruthy();
    expect(posts(calls)).toHaveLength(1);
    expect(JSON.parse(String(posts(calls)[0]?.init?.body))).toEqual({ ticker: 'BBCA', companyName: 'BBCA' });
    expect(location.history?.at(-1)).toBe('/analysis/new-id');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it.each([
    ['BBCA.JK', 'BBCA'],
    ['bbca.jk', 'BBCA'],
    ['bb ca', 'BBCA'],
  ])('reads %j as the code %s', async (typed, code) => {
    const user = userEvent.setup();
    const { calls } = stubApi({ created: newAnalysis({ id: 'new-id', ticker: code }) });
    renderWithApp(<NewAnalysisForm />);
    await user.type(screen.getByRole('combobox', { name: 'Ticker saham' }), typed);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Analisis Berhasil!')).toBeTruthy();
    expect(JSON.parse(String(posts(calls)[0]?.init?.body))).toEqual({ ticker: code, companyName: code });
  });

  it('a company name and Enter analyses the top suggestion, even before the list has appeared', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({ created: newAnalysis({ id: 'new-id', ticker: 'TLKM' }) });
    const { location } = renderWithApp(<NewAnalysisForm />);
    await user.type(screen.getByRole('combobox', { name: 'Ticker saham' }), 'telkom{Enter}');
    expect(await screen.findByText('Analisis Berhasil!')).toBeTruthy();
    expect(posts(calls)).toHaveLength(1);
    expect(JSON.parse(String(posts(calls)[0]?.init?.body))).toEqual({ ticker: 'TLKM', companyName: 'TLKM' });
    expect(location.history?.at(-1)).toBe('/analysis/new-id');
  });

  it('a name nothing matches is sent as typed, for the server to explain', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi();
    renderWithApp(<NewAnalysisForm />);
    await user.type(screen.getByRole('combobox', { name: 'Ticker saham' }), 'zzzzzz{Enter}');
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(JSON.parse(String(posts(calls)[0]?.init?.body))).toEqual({ ticker: 'ZZZZZZ', companyName: 'ZZZZZZ' });
  });

  it('Escape closes the list and keeps the text; ArrowDown opens it again', async () => {
    const user = userEvent.setup();
    stubApi();
    renderWithApp(<NewAnalysisForm />);
    const input = screen.getByRole('combobox', { name: 'Ticker saham' });

    await user.type(input, 'bank');
    expect(await screen.findAllByRole('option')).toHaveLength(2);
    await user.keyboard('{ArrowDown}{Escape}');

    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    expect((input as HTMLInputElement).value).toBe('BANK');

    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox', { name: 'Saran saham' })).toBeTruthy();
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
  });

  it('Tab, leaving the field and a quick pick close the list', async () => {
    const user = userEvent.setup();
    stubApi();
    renderWithApp(<NewAnalysisForm />);
    const input = screen.getByRole('combobox', { name: 'Ticker saham' });

    await user.type(input, 'b');
    await screen.findByRole('listbox');
    await user.tab();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Analisis' }));

    await user.type(input, 'b');
    await screen.findByRole('listbox');
    await user.click(screen.getByRole('button', { name: 'TLKM' }));
    expect((input as HTMLInputElement).value).toBe('TLKM');
    expect(document.activeElement).toBe(input);
    await pastDebounce();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('clicking an option fills its code, keeps the focus and closes the list', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi();
    renderWithApp(<NewAnalysisForm />);
    const input = screen.getByRole('combobox', { name: 'Ticker saham' });

    await user.type(input, 'telkom');
    await user.click(await screen.findByRole('option', { name: /TLKM/ }));

    expect((input as HTMLInputElement).value).toBe('TLKM');
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(posts(calls)).toEqual([]);
  });

  it('keeps the previous suggestions on screen while the next ones load', async () => {
    const user = userEvent.setup();
    let respond: (response: Response) => void = () => undefined;
    stubApi({
      search: (q) => (q === 'BBR' ? new Promise<Response>((resolve) => (respond = resolve)) : searchStub(q)),
    });
    renderWithApp(<NewAnalysisForm />);
    const input = screen.getByRole('combobox', { name: 'Ticker saham' });

    await user.type(input, 'bb');
    expect(await screen.findAllByRole('option')).toHaveLength(2);
    await user.type(input, 'r');
    await pastDebounce();
    expect(screen.getAllByRole('option')).toHaveLength(2);

    respond(jsonResponse(200, [BBRI]));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    // No sector: the option shows the code and the name only.
    expect(screen.getByRole('option').textContent).toBe('BBRI PT Bank Rakyat Indonesia (Persero) Tbk.');
  });

  it('shows no list when nothing matches', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi();
    renderWithApp(<NewAnalysisForm />);
    const input = screen.getByRole('combobox', { name: 'Ticker saham' });

    await user.type(input, 'zzzz');
    await waitFor(() => expect(searches(calls)).toHaveLength(1));
    await pastDebounce();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('asks nothing for a blank input, and an emptied input still gets the Input Error notice', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi();
    renderWithApp(<NewAnalysisForm />);
    const input = screen.getByRole('combobox', { name: 'Ticker saham' });

    await user.type(input, '   ');
    await pastDebounce();
    expect(calls).toEqual([]);

    await user.clear(input);
    await user.type(input, 'bb');
    await screen.findByRole('listbox');
    await user.clear(input);
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Input Error')).toBeTruthy();
    expect(screen.getByText('Mohon masukkan ticker saham.')).toBeTruthy();
    await pastDebounce();
    expect(posts(calls)).toEqual([]);
    expect(searches(calls).map((call) => call.url)).toEqual(['/api/companies?q=BB']);
  });

  it('asks nothing offline', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { calls } = stubApi();
    renderWithApp(<NewAnalysisForm />);

    await user.type(screen.getByRole('combobox', { name: 'Ticker saham' }), 'telkom');
    await pastDebounce();

    expect(calls).toEqual([]);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('asks nothing and shows no list while the analysis runs', async () => {
    const user = userEvent.setup();
    let respond: (response: Response) => void = () => undefined;
    const { calls } = stubFetch((url) =>
      url.startsWith('/api/companies')
        ? jsonResponse(200, searchStub('BB'))
        : new Promise<Response>((resolve) => (respond = resolve)),
    );
    renderWithApp(<NewAnalysisForm />);
    const input = screen.getByRole('combobox', { name: 'Ticker saham' });

    await user.type(input, 'bbca{Enter}');
    expect(await screen.findByRole('button', { name: 'Menganalisis...' })).toBeTruthy();
    await pastDebounce();
    expect(searches(calls)).toEqual([]);
    expect(screen.queryByRole('listbox')).toBeNull();

    respond(jsonResponse(201, newAnalysis()));
    expect(await screen.findByText('Analisis Berhasil!')).toBeTruthy();
  });

  it('does not save suggestions on the device with the rest of the cache', async () => {
    const user = userEvent.setup();
    stubApi();
    const storage = memoryStorage();
    const { queryClient } = renderWithApp(<NewAnalysisForm />, { storage });
    queryClient.setQueryData(['/api/analyses'], []);

    await user.type(screen.getByRole('combobox', { name: 'Ticker saham' }), 'telkom');
    await screen.findByRole('listbox');

    await waitFor(() => expect(storage.entries.get(OFFLINE_CACHE_KEY)).toContain('/api/analyses'));
    expect(storage.entries.get(OFFLINE_CACHE_KEY)).not.toContain('/api/companies');
    expect(queryClient.getQueryData(['/api/companies', { q: 'TELKOM' }])).toEqual([TLKM]);
  });
});
