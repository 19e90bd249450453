import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { WifiOffIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { messages } from '@/i18n';
import { isNetworkError } from '@/lib/api-client';
import { useAnalysis } from '../api/get-analysis';
import { AnalysisView } from './analysis-view';

const t = messages.analyses.detail;

/** An analysis that was never opened on this device cannot be read with no connection: say so. */
export function AnalysisNotSavedOffline({ onRetry }: { onRetry: () => void }) {
  const [, navigate] = useLocation();
  useDocumentTitle(t.offlineTitle);
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-3 p-8 text-center">
      <WifiOffIcon className="size-10 text-slate-400" />
      <h1 className="text-xl font-semibold text-slate-900">{t.offlineTitle}</h1>
      <p className="text-sm text-slate-600">{t.offlineDescription}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Button variant="outline" onClick={onRetry}>
          {messages.common.retry}
        </Button>
        <Button onClick={() => navigate(paths.home.getHref())}>{t.back}</Button>
      </div>
    </Card>
  );
}

/**
 * One analysis for a signed-in user: the saved copy when there is one (offline included), the
 * offline notice when there is none and the server cannot be reached, else the usual view.
 */
export function SavedAnalysis({ id }: { id: string | undefined }) {
  const analysisQuery = useAnalysis(id);
  if (analysisQuery.data === undefined && analysisQuery.isError && isNetworkError(analysisQuery.error)) {
    return <AnalysisNotSavedOffline onRetry={() => void analysisQuery.refetch()} />;
  }
  return <AnalysisView id={id} enabled />;
}
