import { Card } from '@/components/ui/card';
import { useScoreHistory } from '@/features/score-history/api/score-history';
import { AnalysisLoading } from '@/features/analyses/components/analysis-view';
import { ScoreHistoryPremiumNotice, ScoreHistoryView } from '@/features/score-history/components/score-history-view';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { interpolate, messages } from '@/i18n';
import { errorStatus, isNetworkError } from '@/lib/api-client';
import { SignedInPage } from './signed-in-page';

const t = messages.analyses.scoreHistory;

function HistoryScreen({ ticker }: { ticker: string }) {
  const query = useScoreHistory(ticker);
  useDocumentTitle(interpolate(t.title, { ticker }));
  if (query.data) return <ScoreHistoryView history={query.data} />;
  if (query.isError) {
    if (errorStatus(query.error) === 403) return <ScoreHistoryPremiumNotice />;
    return (
      <Card className="mx-auto flex max-w-lg flex-col items-center gap-3 p-8 text-center">
        <h1 className="text-xl font-semibold text-slate-900">{t.errorTitle}</h1>
        <p className="text-sm text-slate-600">
          {isNetworkError(query.error) ? messages.errors.network : query.error.message}
        </p>
      </Card>
    );
  }
  return <AnalysisLoading />;
}

/** '/history/:ticker' (Premium): the stock's monthly engine score since 2016. */
export function ScoreHistoryRoute({ ticker }: { ticker: string }) {
  const code = ticker.toUpperCase();
  return (
    <SignedInPage>
      {(user) => (user.isPremium ? <HistoryScreen ticker={code} /> : <ScoreHistoryPremiumNotice />)}
    </SignedInPage>
  );
}
