import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FileTextIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { messages } from '@/i18n';
import { errorStatus, isNetworkError } from '@/lib/api-client';
import { useAnalysis } from '../api/get-analysis';
import { AnalysisDetail, AnalysisToolbar } from './analysis-detail';

const t = messages.analyses.detail;

/** The 'Loading analysis...' state, also used while the sign-in check runs. */
export function AnalysisLoading() {
  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <p role="status" className="text-sm font-medium text-slate-600">
        {t.loading}
      </p>
      <div aria-hidden="true" className="flex flex-col gap-4 sm:gap-6">
        <Card className="flex flex-col gap-3 p-6">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-8 w-64 max-w-full" />
          <Skeleton className="h-6 w-40" />
        </Card>
        <div className="grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-3">
          <Card className="flex flex-col gap-3 p-6 lg:col-span-2">
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
          </Card>
          <Card className="flex flex-col gap-3 p-6">
            <Skeleton className="h-5 w-32" />
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-full" />
          </Card>
        </div>
      </div>
    </div>
  );
}

function Notice({
  title,
  description,
  onRetry,
}: {
  title: string;
  description: string;
  onRetry?: () => void;
}) {
  const [, navigate] = useLocation();
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-3 p-8 text-center">
      <FileTextIcon className="size-10 text-slate-400" />
      <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
      <p className="text-sm text-slate-600">{description}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        {onRetry ? (
          <Button variant="outline" onClick={onRetry}>
            {messages.common.retry}
          </Button>
        ) : null}
        <Button onClick={() => navigate(paths.home.getHref())}>{t.backHome}</Button>
      </div>
    </Card>
  );
}

/** "BBCA · PT Bank Central Asia Tbk", or just the ticker when the name is the ticker. */
function analysisTitle(ticker: string, companyName: string | null | undefined): string {
  const name = companyName?.trim();
  return name && name !== ticker ? `${ticker} · ${name}` : ticker;
}

/** Loads one analysis and shows it, or says it is missing. Runs only when `enabled` (signed in). */
export function AnalysisView({ id, enabled }: { id: string | undefined; enabled: boolean }) {
  const analysisQuery = useAnalysis(id, { enabled });
  const analysis = analysisQuery.data;
  useDocumentTitle(analysis ? analysisTitle(analysis.ticker, analysis.companyName) : t.loading);

  if (analysisQuery.data) {
    return (
      <div className="flex flex-col gap-4 sm:gap-6">
        <AnalysisToolbar />
        <AnalysisDetail analysis={analysisQuery.data} />
      </div>
    );
  }

  if (analysisQuery.isError) {
    const { error } = analysisQuery;
    // A malformed id (400) is as missing as an unknown one (404).
    const status = errorStatus(error);
    if (status === 404 || status === 400) {
      return <Notice title={t.notFound} description={t.notFoundDescription} />;
    }
    return (
      <Notice
        title={t.loadErrorTitle}
        description={isNetworkError(error) ? messages.errors.network : error.message}
        onRetry={() => void analysisQuery.refetch()}
      />
    );
  }

  if (!id) return <Notice title={t.notFound} description={t.notFoundDescription} />;

  return <AnalysisLoading />;
}
