import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SearchIcon, SpinnerIcon, WifiOffIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { interpolate, messages } from '@/i18n';
import { isNetworkError, isUnauthorizedError } from '@/lib/api-client';
import { notifyUnauthorizedAndRedirect } from '@/lib/auth-redirect';
import { useConnectivity } from '@/lib/connectivity';
import { useCreateAnalysis } from '../api/create-analysis';
import type { Analysis } from '../types';

const t = messages.analyses.form;

/** Trimmed and uppercased, as it is sent (SPEC §5); no format check on the client. */
export function normalizeTicker(raw: string): string {
  return raw.trim().toUpperCase();
}

/**
 * Ticker input and 'Analisis' button. Success: notice, input cleared, open the new analysis.
 * `onCreated` lets the page refresh what else depends on it (the quota). Offline the button is
 * disabled with the reason beside it: nothing is sent, and nothing is kept to send later.
 */
export function NewAnalysisForm({ onCreated }: { onCreated?: (analysis: Analysis) => void }) {
  const [ticker, setTicker] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const offlineReasonId = useId();
  const [, navigate] = useLocation();
  const offline = useConnectivity() === 'offline';

  const createAnalysis = useCreateAnalysis({
    onSuccess: (analysis, input) => {
      toast({
        title: messages.toast.createSuccessTitle,
        description: interpolate(messages.toast.createSuccessDescription, {
          ticker: analysis.ticker || input.ticker,
        }),
      });
      setTicker('');
      onCreated?.(analysis);
      navigate(paths.analysis.getHref(analysis.id));
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) {
        notifyUnauthorizedAndRedirect();
        return;
      }
      const description = isNetworkError(error) ? messages.errors.network : error.message;
      toast({
        title: messages.toast.createErrorTitle,
        description: description || messages.toast.createErrorFallback,
        variant: 'destructive',
      });
    },
  });

  const pending = createAnalysis.isPending;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (offline) return;
    const value = normalizeTicker(ticker);
    if (!value) {
      toast({
        title: messages.toast.inputErrorTitle,
        description: messages.toast.inputErrorDescription,
        variant: 'destructive',
      });
      inputRef.current?.focus();
      return;
    }
    createAnalysis.mutate({ ticker: value, companyName: value });
  }

  function quickFill(value: string) {
    setTicker(value);
    inputRef.current?.focus();
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription id={hintId}>{t.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-2">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
            {t.tickerLabel}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              ref={inputRef}
              id={inputId}
              name="ticker"
              value={ticker}
              onChange={(event) => setTicker(event.target.value.toUpperCase())}
              placeholder={t.tickerPlaceholder}
              aria-describedby={hintId}
              autoComplete="off"
              autoCapitalize="characters"
              autoCorrect="off"
              spellCheck={false}
              enterKeyHint="go"
              disabled={pending}
              className="font-semibold tracking-wide uppercase placeholder:font-normal placeholder:tracking-normal placeholder:normal-case sm:flex-1"
            />
            <Button
              type="submit"
              size="md"
              disabled={pending || offline}
              aria-describedby={offline ? offlineReasonId : undefined}
              className="sm:w-40"
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
