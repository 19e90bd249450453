import type { AnalysisListItem } from '@telisik/contract';
import { Link } from 'wouter';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ChevronRightIcon, ClockIcon, FileTextIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { SCORE_MAX } from '@telisik/contract/constants';
import { HISTORY_LIMIT } from '@/config/constants';
import { paths } from '@/config/paths';
import { interpolate, messages } from '@/i18n';
import { isNetworkError } from '@/lib/api-client';
import { formatDate, formatInteger } from '@/lib/format';
import { useAnalyses } from '../api/get-analyses';
import { RecommendationBadge } from '@/components/recommendation-badge';

const t = messages.analyses.history;

/** The first HISTORY_LIMIT analyses in the order the API gives them (newest first). */
export function recentAnalyses<T extends AnalysisListItem>(analyses: readonly T[]): T[] {
  return analyses.slice(0, HISTORY_LIMIT);
}

/** One analysis in a list: name, code, date, recommendation and score; opens the analysis. */
export function HistoryRow({ analysis }: { analysis: AnalysisListItem }) {
  return (
    <li>
      <Link
        href={paths.analysis.getHref(analysis.id)}
        className="group flex items-center gap-3 rounded-lg border border-slate-200 p-3 transition-colors hover:border-teal-300 hover:bg-teal-50/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary sm:p-4"
      >
        <span className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-xs font-bold text-primary-strong sm:flex">
          {analysis.ticker.slice(0, 4)}
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
          <span className="flex min-w-0 flex-col gap-0.5">
            <span className="font-semibold text-slate-900 sm:truncate">{analysis.companyName}</span>
            <span className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
              <span className="font-medium text-slate-700">{analysis.ticker}</span>
              <span aria-hidden="true">·</span>
              <time dateTime={analysis.createdAt}>
                {formatDate(analysis.createdAt) ?? messages.common.notAvailable}
              </time>
            </span>
          </span>
          <span className="flex shrink-0 items-center gap-3 sm:flex-col sm:items-end sm:gap-1">
            <RecommendationBadge
              recommendation={analysis.recommendation}
              fallback={messages.common.notAvailable}
            />
            <span className="text-sm font-medium text-slate-700">
              {interpolate(t.score, { total: analysis.totalScore, max: SCORE_MAX.total })}
            </span>
          </span>
        </span>
        <ChevronRightIcon className="size-4 shrink-0 text-slate-400 group-hover:text-primary" />
      </Link>
    </li>
  );
}

export function AnalysisHistory() {
  const analysesQuery = useAnalyses();
  const analyses = analysesQuery.data?.analyses;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ClockIcon className="size-5 text-primary" />
          {t.title}
        </CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {/* Saved data first: a refetch that fails offline keeps the list it had. */}
        {analyses ? (
          analyses.length === 0 ? (
            <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center">
              <FileTextIcon className="size-10 text-slate-400" />
              <p className="font-semibold text-slate-900">{t.emptyTitle}</p>
              <p className="text-sm text-slate-600">{t.emptyDescription}</p>
            </div>
          ) : (
            <div className="flex flex-col gap-3">
              <ul className="flex flex-col gap-2">
                {recentAnalyses(analyses).map((analysis) => (
                  <HistoryRow key={analysis.id} analysis={analysis} />
                ))}
              </ul>
              <Link
                href={paths.history.getHref()}
                className={buttonVariants({ variant: 'outline', className: 'self-start' })}
              >
                {interpolate(t.seeAll, { total: formatInteger(analysesQuery.data?.total ?? analyses.length) })}
                <ChevronRightIcon className="size-4" />
              </Link>
            </div>
          )
        ) : analysesQuery.isError ? (
          <div className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
            <p>
              {t.loadError}{' '}
              <span className="text-red-700">
                {isNetworkError(analysesQuery.error) ? messages.errors.network : analysesQuery.error.message}
              </span>
            </p>
            <Button variant="outline" size="sm" onClick={() => void analysesQuery.refetch()}>
              {messages.common.retry}
            </Button>
          </div>
        ) : (
          <ul aria-busy="true" className="flex flex-col gap-2">
            {Array.from({ length: 3 }, (_, index) => (
              <li key={index} className="flex items-center gap-3 rounded-lg border border-slate-200 p-4">
                <div className="flex flex-1 flex-col gap-2">
                  <Skeleton className="h-4 w-40" />
                  <Skeleton className="h-3 w-28" />
                </div>
                <Skeleton className="h-6 w-16 rounded-full" />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
