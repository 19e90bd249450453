import { RECOMMENDATIONS } from '@telisik/contract/constants';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ArrowLeftIcon, FileTextIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { interpolate, messages } from '@/i18n';
import { isNetworkError } from '@/lib/api-client';
import { formatInteger } from '@/lib/format';
import { useAnalysesList } from '../api/get-analyses';
import type { AnalysesFilters } from '@/lib/analyses-keys';
import { HistoryRow } from './analysis-history';

const t = messages.analyses.historyPage;

/**
 * Every analysis of the user, newest first, page after page: searchable by ticker and narrowed to one
 * recommendation. The pages loaded are saved with the rest of the cache, so they read offline too.
 */
export function AnalysisHistoryPage() {
  const [ticker, setTicker] = useState('');
  const [recommendation, setRecommendation] = useState<AnalysesFilters['recommendation']>('');
  // A ticker is asked for once typing pauses, and only when it could be one (empty, or four letters).
  const typedTicker = useDebouncedValue(ticker.replace(/\s+/g, '').toUpperCase().replace(/\.JK$/, ''), 300);
  const searchable = typedTicker === '' || /^[A-Z]{4}$/.test(typedTicker);
  const filters: AnalysesFilters = { ticker: searchable ? typedTicker : '', recommendation };
  const list = useAnalysesList(filters);
  const online = useOnlineStatus();
  const analyses = list.data?.pages.flatMap((page) => page.analyses);
  const total = list.data?.pages[0]?.total ?? 0;
  const filtered = filters.ticker !== '' || filters.recommendation !== '';

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Link
          href={paths.home.getHref()}
          className="inline-flex items-center gap-1 self-start text-sm font-medium text-primary hover:underline"
        >
          <ArrowLeftIcon className="size-4" />
          {t.back}
        </Link>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t.title}</h1>
        <p className="text-slate-600">{t.description}</p>
      </div>

      <Card>
        <CardContent className="flex flex-col gap-3 pt-5 sm:flex-row sm:items-end sm:pt-6">
          <label className="flex min-w-0 flex-1 flex-col gap-1.5 text-sm font-medium text-slate-700">
            {t.tickerLabel}
            <Input
              value={ticker}
              onChange={(event) => setTicker(event.target.value)}
              placeholder={t.tickerPlaceholder}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              maxLength={20}
              type="search"
            />
          </label>
          <label className="flex min-w-0 flex-col gap-1.5 text-sm font-medium text-slate-700 sm:w-56">
            {t.recommendationLabel}
            <select
              value={recommendation}
              onChange={(event) => setRecommendation(event.target.value as AnalysesFilters['recommendation'])}
              className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary"
            >
              <option value="">{t.allRecommendations}</option>
              {RECOMMENDATIONS.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </label>
        </CardContent>
      </Card>

      {analyses ? (
        analyses.length === 0 ? (
          <Card className="flex flex-col items-center gap-2 px-4 py-10 text-center">
            <FileTextIcon className="size-10 text-slate-400" />
            <p className="font-semibold text-slate-900">
              {filtered ? t.noMatchTitle : messages.analyses.history.emptyTitle}
            </p>
            <p className="text-sm text-slate-600">
              {filtered ? t.noMatchDescription : messages.analyses.history.emptyDescription}
            </p>
            {filtered ? (
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  setTicker('');
                  setRecommendation('');
                }}
              >
                {t.clearFilters}
              </Button>
            ) : null}
          </Card>
        ) : (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-slate-600" aria-live="polite" data-testid="history-count">
              {interpolate(t.count, { shown: formatInteger(analyses.length), total: formatInteger(total) })}
            </p>
            <ul className="flex flex-col gap-2">
              {analyses.map((analysis) => (
                <HistoryRow key={analysis.id} analysis={analysis} />
              ))}
            </ul>
            {list.hasNextPage ? (
              online ? (
                <Button
                  variant="outline"
                  className="self-center"
                  disabled={list.isFetchingNextPage}
                  onClick={() => void list.fetchNextPage()}
                >
                  {list.isFetchingNextPage ? t.loadingMore : t.loadMore}
                </Button>
              ) : (
                <p className="text-center text-sm text-slate-600">{t.offlineMore}</p>
              )
            ) : null}
          </div>
        )
      ) : list.isError ? (
        <Card className="flex flex-col items-start gap-3 border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <p>
            {messages.analyses.history.loadError}{' '}
            <span className="text-red-700">
              {isNetworkError(list.error) ? messages.errors.network : list.error.message}
            </span>
          </p>
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            {messages.common.retry}
          </Button>
        </Card>
      ) : (
        <ul aria-busy="true" className="flex flex-col gap-2">
          {Array.from({ length: 4 }, (_, index) => (
            <li
              key={index}
              className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-4"
            >
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-4 w-40" />
                <Skeleton className="h-3 w-28" />
              </div>
              <Skeleton className="h-6 w-16 rounded-full" />
            </li>
          ))}
        </ul>
      )}
      <Link
        href={paths.home.getHref()}
        className={buttonVariants({ variant: 'ghost', className: 'self-start' })}
      >
        {t.back}
      </Link>
    </div>
  );
}
