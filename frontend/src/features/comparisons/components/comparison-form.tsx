import { COMPARED_TICKERS } from '@telisik/contract/constants';
import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SpinnerIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { interpolate, messages } from '@/i18n';
import { toastFailure } from '@/lib/toast-failure';
import { useCreateComparison } from '../api/comparisons';
import { PremiumFeatureNotice } from '@/components/premium-feature-notice';

const t = messages.analyses.compare;
const { min: MIN, max: MAX } = COMPARED_TICKERS;

/** What a free user reads instead of the picker: what comparison is and the way to Premium. */
export function ComparisonPremiumNotice() {
  return (
    <PremiumFeatureNotice title={t.premiumTitle} description={t.premiumDescription} cta={t.premiumCta} />
  );
}

/** Pick 2–5 codes; the missing analyses are made on the server, then the comparison opens. */
export function ComparisonForm({ initial }: { initial: string[] }) {
  const [tickers, setTickers] = useState<string[]>(() => {
    const start = initial.slice(0, MAX);
    while (start.length < MIN) start.push('');
    return start;
  });
  const [, navigate] = useLocation();
  const create = useCreateComparison();
  const formId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const picked = tickers.map((ticker) => ticker.trim().toUpperCase()).filter((ticker) => ticker !== '');
    if (picked.length < MIN) {
      toast({ title: t.errorTitle, description: t.needTwo, variant: 'destructive' });
      return;
    }
    if (new Set(picked).size !== picked.length) {
      toast({ title: t.errorTitle, description: t.duplicate, variant: 'destructive' });
      return;
    }
    create.mutate(picked, {
      onSuccess: (comparison) => navigate(paths.comparison.getHref(comparison.id)),
      onError: (error) => toastFailure(t.errorTitle, error),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1">{t.title}</CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form id={formId} onSubmit={submit} className="flex flex-col gap-3">
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
            {tickers.map((ticker, index) => (
              <div key={index} className="flex items-center gap-1">
                <Input
                  aria-label={interpolate(t.tickersLabel, { n: String(index + 1) })}
                  value={ticker}
                  maxLength={4}
                  disabled={create.isPending}
                  placeholder={['BBCA', 'TLKM', 'ASII', 'BBRI', 'BMRI'][index]}
                  onChange={(event) =>
                    setTickers((list) =>
                      list.map((item, i) => (i === index ? event.target.value.toUpperCase() : item)),
                    )
                  }
                />
                {tickers.length > MIN ? (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={interpolate(t.removeTicker, { ticker: ticker || String(index + 1) })}
                    disabled={create.isPending}
                    onClick={() => setTickers((list) => list.filter((_, i) => i !== index))}
                  >
                    ×
                  </Button>
                ) : null}
              </div>
            ))}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {tickers.length < MAX ? (
              <Button
                type="button"
                variant="outline"
                disabled={create.isPending}
                onClick={() => setTickers((list) => [...list, ''])}
              >
                {t.addTicker}
              </Button>
            ) : null}
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? <SpinnerIcon className="animate-spin" /> : null}
              {create.isPending ? t.pending : t.submit}
            </Button>
          </div>
          {create.isPending ? <p className="text-sm text-slate-600">{t.pendingNote}</p> : null}
        </form>
      </CardContent>
    </Card>
  );
}
