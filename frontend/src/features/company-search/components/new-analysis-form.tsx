import { COMPANY_SEARCH_MAX_LENGTH } from '@telisik/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SearchIcon, SpinnerIcon, WifiOffIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { messages } from '@/i18n';
import { useConnectivity } from '@/lib/connectivity';
import { useCreateAnalysis } from '@/hooks/use-create-analysis';
import { getCompanySuggestionsQueryOptions, useCompanySuggestions } from '../api/search-companies';

const t = messages.analyses.form;

/** How long typing must pause before suggestions are asked for. */
export const SUGGESTION_DEBOUNCE_MS = 200;

/**
 * A ticker as people type it, as it is sent (SPEC §5): spaces dropped, uppercased and Yahoo's
 * exchange suffix removed, so "bbca", "BB CA" and "BBCA.JK" all send BBCA.
 */
export function normalizeTicker(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase().replace(/\.JK$/, '');
}

/** Whether what was typed is a code already; anything else is looked up as a company name. */
export function isTickerCode(value: string): boolean {
  return /^[A-Z]{4}$/.test(value);
}

/**
 * Ticker input and 'Analisis' button; what follows a create (notices, refetches, opening the new
 * analysis) is useCreateAnalysis's, and the input is cleared. Offline the button is disabled with
 * the reason beside it: nothing is sent, and nothing is kept to send later.
 *
 * The input is a combobox (WAI-ARIA 1.2, list autocomplete): what is typed, code or company name,
 * brings up matching companies. Arrow keys highlight one and Enter puts its code in the input
 * without submitting; Enter with nothing highlighted submits, a company name as its top suggestion. Escape, Tab, leaving the
 * input, a quick pick or a submit close the list. The keyboard logic is hand-written on purpose: it
 * costs about 0.6 kB gzip on the initial bundle, Downshift's useCombobox 12 kB (whose defaults, such
 * as selecting on blur, would need overriding to keep this behaviour).
 */
export function NewAnalysisForm() {
  const [ticker, setTicker] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const offlineReasonId = useId();
  const listboxId = useId();
  const listboxRef = useRef<HTMLUListElement>(null);
  const offline = useConnectivity() === 'offline';
  /** The user asked for suggestions (typed) and has not dismissed them since. */
  const [listOpen, setListOpen] = useState(false);
  /** The highlighted suggestion, by code: it stays highlighted if a newer answer still holds it. */
  const [activeCode, setActiveCode] = useState<string | null>(null);

  const createAnalysis = useCreateAnalysis();
  const queryClient = useQueryClient();

  const pending = createAnalysis.isPending;

  // Suggestions search what was typed (a company name keeps its spaces); the submit sends a code.
  const query = ticker.trim();
  const debouncedQuery = useDebouncedValue(query, SUGGESTION_DEBOUNCE_MS);
  const canSuggest = listOpen && query !== '' && !pending && !offline;
  const suggestions = useCompanySuggestions(debouncedQuery, { enabled: canSuggest }).data ?? [];
  const expanded = canSuggest && suggestions.length > 0;
  const activeIndex = expanded ? suggestions.findIndex((company) => company.code === activeCode) : -1;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  useEffect(() => {
    if (activeIndex < 0) return;
    // Keeps the highlighted option in view when the list scrolls (not in jsdom).
    listboxRef.current?.children[activeIndex]?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  function closeList() {
    setListOpen(false);
    setActiveCode(null);
  }

  function choose(code: string) {
    setTicker(code);
    closeList();
    inputRef.current?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!expanded) {
          // A closed list opens again; the next press moves into it.
          if (query !== '') setListOpen(true);
          return;
        }
        event.preventDefault();
        // Moves one step, wrapping around; from no highlight, Down goes to the first, Up to the last.
        const count = suggestions.length;
        const next =
          event.key === 'ArrowDown'
            ? (activeIndex + 1) % count
            : (activeIndex <= 0 ? count : activeIndex) - 1;
        setActiveCode(suggestions[next]?.code ?? null);
        return;
      }
      case 'Enter': {
        const active = suggestions[activeIndex];
        if (!active) return; // Nothing highlighted: the form submits.
        event.preventDefault();
        choose(active.code);
        return;
      }
      case 'Escape':
        if (!expanded) return;
        event.preventDefault();
        closeList();
        return;
      case 'Tab':
        closeList();
        return;
      default:
        return;
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    closeList();
    if (offline) return;
    let value = normalizeTicker(ticker);
    if (value && !isTickerCode(value) && query.length <= COMPANY_SEARCH_MAX_LENGTH) {
      // A company name and Enter: the top suggestion, as if it had been picked (the list's own
      // answer when it is on screen, else asked now). No match leaves the text for the server to refuse.
      const top = await queryClient
        .fetchQuery(getCompanySuggestionsQueryOptions(query))
        .then((companies) => companies[0]?.code)
        .catch(() => undefined);
      if (top) {
        value = top;
        setTicker(top);
      }
    }
    if (!value) {
      toast({
        title: messages.toast.inputErrorTitle,
        description: messages.toast.inputErrorDescription,
        variant: 'destructive',
      });
      inputRef.current?.focus();
      return;
    }
    createAnalysis.mutate({ ticker: value, companyName: value }, { onSuccess: () => setTicker('') });
  }

  function quickFill(value: string) {
    setTicker(value);
    closeList();
    inputRef.current?.focus();
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription id={hintId}>{t.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <form onSubmit={(event) => void handleSubmit(event)} noValidate className="flex flex-col gap-2">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
            {t.tickerLabel}
          </label>
          {/* One row on every screen: on a phone the suggestions drop over what follows the
              form, never over the button, so "BBCA" and a tap on Analisis is one gesture. */}
          <div className="flex gap-2">
            <div className="relative min-w-0 flex-1">
              <Input
                ref={inputRef}
                id={inputId}
                name="ticker"
                value={ticker}
                onChange={(event) => {
                  setTicker(event.target.value.toUpperCase());
                  setListOpen(true);
                  setActiveCode(null);
                }}
                onKeyDown={handleKeyDown}
                onBlur={closeList}
                placeholder={t.tickerPlaceholder}
                role="combobox"
                aria-autocomplete="list"
                aria-expanded={expanded}
                aria-controls={listboxId}
                aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
                aria-describedby={hintId}
                autoComplete="off"
                autoCapitalize="characters"
                autoCorrect="off"
                spellCheck={false}
                enterKeyHint="go"
                disabled={pending}
                className="font-semibold tracking-wide uppercase placeholder:font-normal placeholder:tracking-normal placeholder:normal-case"
              />
              <ul
                ref={listboxRef}
                id={listboxId}
                role="listbox"
                aria-label={t.suggestionsLabel}
                hidden={!expanded}
                className="absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-y-auto overscroll-contain rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
              >
                {expanded
                  ? suggestions.map((company, index) => (
                      <li
                        key={company.code}
                        id={optionId(index)}
                        role="option"
                        aria-selected={index === activeIndex}
                        // Keeps the focus in the input, so the click lands before a blur closes the list.
                        onMouseDown={(event) => event.preventDefault()}
                        onClick={() => choose(company.code)}
                        className="flex cursor-pointer gap-3 px-3 py-2 hover:bg-slate-50 aria-selected:bg-teal-50 aria-selected:shadow-[inset_3px_0_0_var(--color-primary)]"
                      >
                        <span className="min-w-14 shrink-0 font-semibold text-slate-900">{company.code}</span>{' '}
                        <span className="flex min-w-0 flex-col">
                          <span className="text-sm break-words text-slate-700">{company.name}</span>
                          {company.sector ? (
                            <>
                              {' '}
                              <span className="text-xs text-slate-500">{company.sector}</span>
                            </>
                          ) : null}
                        </span>
                      </li>
                    ))
                  : null}
              </ul>
            </div>
            <Button
              type="submit"
              size="md"
              disabled={pending || offline}
              aria-describedby={offline ? offlineReasonId : undefined}
              className="shrink-0 sm:w-40"
            >
              {pending ? <SpinnerIcon className="animate-spin" /> : <SearchIcon />}
              {pending ? t.pending : t.submit}
            </Button>
          </div>
          {offline ? (
            <p id={offlineReasonId} className="flex items-start gap-2 text-sm font-medium text-amber-800">
              <WifiOffIcon className="mt-0.5 size-4 shrink-0" />
              <span>{t.offlineReason}</span>
            </p>
          ) : null}
        </form>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-slate-600">{t.quickFillLabel}</span>
          {t.quickFillTickers.map((value) => (
            <button
              key={value}
              type="button"
              onClick={() => quickFill(value)}
              disabled={pending}
              className="rounded-md border border-teal-200 bg-teal-50 px-2.5 py-1 font-semibold text-teal-800 hover:bg-teal-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60"
            >
              {value}
            </button>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
