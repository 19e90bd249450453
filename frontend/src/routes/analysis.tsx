import { useEffect } from 'react';
import { AppLayout } from '@/components/layouts/app-layout';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TooltipProvider } from '@/components/ui/tooltip';
import { AnalysisLoading, AnalysisView } from '@/features/analyses/components/analysis-view';
import type { AuthState } from '@/features/auth/api/get-user';
import { AlertsBell } from '@/features/alerts/components/alerts-bell';
import { WatchButton } from '@/features/alerts/components/watch-button';
import { UserNav } from '@/features/auth/components/user-nav';
import { messages } from '@/i18n';
import { notifyUnauthorizedAndRedirect } from '@/lib/auth-redirect';

/**
 * '/analysis/:id', signed in only: a signed-out visitor is told and sent to sign in. Tooltips live
 * here, the only screen that has them, so their code loads with this route and not before.
 */
export function AnalysisRoute({ id, auth }: { id: string | undefined; auth: AuthState }) {
  return (
    <TooltipProvider>
      <AnalysisScreen id={id} auth={auth} />
    </TooltipProvider>
  );
}

function AnalysisScreen({ id, auth }: { id: string | undefined; auth: AuthState }) {
  const signedOut = auth.status === 'signed-out';

  useEffect(() => {
    if (!signedOut) return;
    return notifyUnauthorizedAndRedirect();
  }, [signedOut]);

  switch (auth.status) {
    case 'signed-in':
      return (
        <AppLayout
          actions={
            <>
              <AlertsBell />
              <UserNav user={auth.user} />
            </>
          }
        >
          <AnalysisView
            id={id}
            isPremium={auth.user.isPremium}
            actions={(analysis) => <WatchButton ticker={analysis.ticker} isPremium={auth.user.isPremium} />}
          />
        </AppLayout>
      );
    case 'unknown':
      return (
        <AppLayout>
          <Card className="mx-auto flex max-w-lg flex-col items-center gap-3 p-8 text-center">
            <h1 className="text-xl font-semibold text-slate-900">{messages.auth.checkFailedTitle}</h1>
            <p className="text-sm text-slate-600">{messages.auth.checkFailedDescription}</p>
            <Button onClick={auth.retry}>{messages.common.retry}</Button>
          </Card>
        </AppLayout>
      );
    case 'loading':
    case 'signed-out':
      return (
        <AppLayout>
          <AnalysisLoading />
        </AppLayout>
      );
  }
}
