import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useCreateAnalysis } from '@/hooks/use-create-analysis';
import { AnalysisLoading } from '@/features/analyses/components/analysis-view';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { interpolate, messages } from '@/i18n';
import { isNetworkError } from '@/lib/api-client';
import { SignedInPage } from './signed-in-page';

const t = messages.analyses.analyze;

/** Runs the analysis once (a re-render or React's double effect must not run a second one). */
function AnalyzeScreen({ ticker }: { ticker: string }) {
  const createAnalysis = useCreateAnalysis();
  const started = useRef<string | null>(null);
  useDocumentTitle(interpolate(t.title, { ticker }));
  const { mutate } = createAnalysis;

  useEffect(() => {
    if (started.current === ticker) return;
    started.current = ticker;
    mutate({ ticker });
  }, [ticker, mutate]);

  if (createAnalysis.isError) {
    return (
      <Card className="mx-auto flex max-w-lg flex-col items-center gap-3 p-8 text-center">
        <h1 className="text-xl font-semibold text-slate-900">{interpolate(t.errorTitle, { ticker })}</h1>
        <p className="text-sm text-slate-600">
          {isNetworkError(createAnalysis.error) ? messages.errors.network : createAnalysis.error.message}
        </p>
        <Link href={paths.home.getHref()} className={buttonVariants({ variant: 'outline' })}>
          {t.back}
        </Link>
      </Card>
    );
  }
  // On success useCreateAnalysis opens the new analysis.
  return <AnalysisLoading />;
}

/**
 * '/analyze/:ticker': what an alert's push notification opens. The stock is analysed afresh on the
 * latest data (as 'Analisis' on the dashboard would) and its new analysis opens.
 */
export function AnalyzeRoute({ ticker }: { ticker: string }) {
  const code = ticker.trim().toUpperCase();
  return <SignedInPage>{() => <AnalyzeScreen ticker={code} />}</SignedInPage>;
}
