import type { ReactNode } from 'react';
import type { Analysis } from '@telisik/contract';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FileTextIcon, WifiOffIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { messages } from '@/i18n';
import { errorStatus, isNetworkError } from '@/lib/api-client';
import { useAnalysis } from '../api/get-analysis';
import { ExportPdfButton, PdfPremiumNotice, ShareButton } from './analysis-actions';
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
  offline = false,
}: {
  title: string;
  description: string;
  onRetry?: () => void;
  offline?: boolean;
}) {
  const [, navigate] = useLocation();
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-3 p-8 text-center">
      {offline ? (
        <WifiOffIcon className="size-10 text-slate-400" />
      ) : (
        <FileTextIcon className="size-10 text-slate-400" />
      )}
      <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
      <p className="text-sm text-slate-600">{description}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        {onRetry ? (
          <Button variant="outline" onClick={onRetry}>
            {messages.common.retry}
          </Button>
        ) : null}
        <Button onClick={() => navigate(paths.home.getHref())}>{offline ? t.back : t.backHome}</Button>
      </div>
    </Card>
  );
}

/** "BBCA · PT Bank Central Asia Tbk", or just the ticker when the name is the ticker. */
function analysisTitle({ ticker, companyName }: Analysis): string {
  return companyName !== ticker ? `${ticker} · ${companyName}` : ticker;
}

/**
 * One analysis, read once for the page: the saved copy when there is one (offline included, even
 * when its refresh failed); without one, the offline notice when the server cannot be reached,
 * 'Analysis not found' for an unknown id, else the error with a retry. Asks only when `enabled`.
 */
export function AnalysisView({
  id,
  enabled = true,
  actions,
  isPremium = false,
}: {
  id: string | undefined;
  enabled?: boolean;
  /** More buttons for the toolbar, from other features (the route composes them): 'Pantau'. */
  actions?: (analysis: Analysis) => ReactNode;
  isPremium?: boolean;
}) {
  const [pdfNotice, setPdfNotice] = useState(false);
  const analysisQuery = useAnalysis(id, { enabled });
  const analysis = analysisQuery.data;
  // Never opened on this device, so there is no copy to read without a connection.
  const notSavedOffline = !analysis && analysisQuery.isError && isNetworkError(analysisQuery.error);
  useDocumentTitle(analysis ? analysisTitle(analysis) : notSavedOffline ? t.offlineTitle : t.loading);

  if (analysis) {
    return (
      <div className="flex flex-col gap-4 sm:gap-6">
        <AnalysisToolbar
          actions={
            <>
              {actions?.(analysis)}
              <Link
                href={paths.scoreHistory.getHref(analysis.ticker)}
                className={buttonVariants({ variant: 'outline', size: 'sm' })}
              >
                {messages.analyses.scoreHistory.entry}
              </Link>
              <Link
                href={paths.compare.getHref([analysis.ticker])}
                className={buttonVariants({ variant: 'outline', size: 'sm' })}
              >
                {messages.analyses.compare.entry}
              </Link>
              <ShareButton analysis={analysis} />
              <ExportPdfButton
                analysis={analysis}
                isPremium={isPremium}
                onPremiumRequired={() => setPdfNotice(true)}
              />
            </>
          }
        />
        {pdfNotice ? <PdfPremiumNotice onClose={() => setPdfNotice(false)} /> : null}
        <AnalysisDetail analysis={analysis} />
      </div>
    );
  }

  if (analysisQuery.isError) {
    const { error } = analysisQuery;
    const retry = () => void analysisQuery.refetch();
    if (notSavedOffline) {
      return <Notice title={t.offlineTitle} description={t.offlineDescription} onRetry={retry} offline />;
    }
    // A malformed id (400) is as missing as an unknown one (404).
    const status = errorStatus(error);
    if (status === 404 || status === 400) {
      return <Notice title={t.notFound} description={t.notFoundDescription} />;
    }
    return <Notice title={t.loadErrorTitle} description={error.message} onRetry={retry} />;
  }

  if (!id) return <Notice title={t.notFound} description={t.notFoundDescription} />;

  return <AnalysisLoading />;
}
