import { TooltipProvider } from '@/components/ui/tooltip';
import { AnalysisLoading, AnalysisView } from '@/features/analyses/components/analysis-view';
import { WatchButton } from '@/features/alerts/components/watch-button';
import { SignedInPage } from './signed-in-page';

/**
 * '/analysis/:id', signed in only: a signed-out visitor is told and sent to sign in. Tooltips live
 * here, the only screen that has them, so their code loads with this route and not before.
 */
export function AnalysisRoute({ id }: { id: string | undefined }) {
  return (
    <TooltipProvider>
      <SignedInPage loading={<AnalysisLoading />}>
        {(user) => (
          <AnalysisView
            id={id}
            isPremium={user.isPremium}
            actions={(analysis) => <WatchButton ticker={analysis.ticker} isPremium={user.isPremium} />}
          />
        )}
      </SignedInPage>
    </TooltipProvider>
  );
}
