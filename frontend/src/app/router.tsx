import { useIsRestoring } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/api/get-user';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { DashboardRoute } from '@/routes/dashboard';
import { NotFoundRoute } from '@/routes/not-found';
import { messages } from '@/i18n';
import { loadLanding, loadPublicAnalysis, preloadFirstScreen } from './first-screen';

// In a task of its own, right after the one that evaluates the modules: adding the chunk's preload
// links costs a phone tens of milliseconds, which that task (already long) need not carry.
setTimeout(() => preloadFirstScreen(window.location.pathname), 0);

const LandingRoute = lazy(() => loadLanding().then((m) => ({ default: m.LandingRoute })));
const AnalysisRoute = lazy(() => import('@/routes/analysis').then((m) => ({ default: m.AnalysisRoute })));
const SettingsRoute = lazy(() => import('@/routes/settings').then((m) => ({ default: m.SettingsRoute })));
const ReceiptRoute = lazy(() => import('@/routes/receipt').then((m) => ({ default: m.ReceiptRoute })));
const BillingFinishRoute = lazy(() =>
  import('@/routes/billing-finish').then((m) => ({ default: m.BillingFinishRoute })),
);
const SharedAnalysisRoute = lazy(() => loadPublicAnalysis().then((m) => ({ default: m.SharedAnalysisRoute })));
const DemoRoute = lazy(() => loadPublicAnalysis().then((m) => ({ default: m.DemoRoute })));
const TrackRecordRoute = lazy(() =>
  import('@/routes/track-record').then((m) => ({ default: m.TrackRecordRoute })),
);
const CompareRoute = lazy(() => import('@/routes/compare').then((m) => ({ default: m.CompareRoute })));
const ComparisonRoute = lazy(() => import('@/routes/compare').then((m) => ({ default: m.ComparisonRoute })));
const ScoreHistoryRoute = lazy(() =>
  import('@/routes/score-history').then((m) => ({ default: m.ScoreHistoryRoute })),
);
const AnalyzeRoute = lazy(() => import('@/routes/analyze').then((m) => ({ default: m.AnalyzeRoute })));
const HistoryRoute = lazy(() => import('@/routes/history').then((m) => ({ default: m.HistoryRoute })));
const PrivacyRoute = lazy(() => import('@/routes/legal').then((m) => ({ default: m.PrivacyRoute })));
const TermsRoute = lazy(() => import('@/routes/legal').then((m) => ({ default: m.TermsRoute })));
const AdminRoute = lazy(() => import('@/routes/admin').then((m) => ({ default: m.AdminRoute })));

/** '/': the dashboard when signed in; the landing page when signed out or still checking (SPEC §2). */
function HomeScreen() {
  const auth = useAuth();
  // Reading the saved cache takes a moment; the landing page would only flash before the dashboard.
  const restoring = useIsRestoring();
  useDocumentTitle(auth.status === 'signed-in' ? messages.dashboard.pageTitle : undefined);
  if (auth.status === 'signed-in') return <DashboardRoute user={auth.user} />;
  if (restoring) return null;
  return (
    <Suspense fallback={null}>
      <LandingRoute />
    </Suspense>
  );
}

function AnalysisScreen({ id }: { id: string | undefined }) {
  return (
    <Suspense fallback={null}>
      <AnalysisRoute id={id} />
    </Suspense>
  );
}

function NotFoundScreen() {
  useDocumentTitle(messages.notFound.title);
  return <NotFoundRoute />;
}

export function AppRouter() {
  return (
    <Switch>
      <Route path={paths.home.path}>
        <HomeScreen />
      </Route>
      <Route path={paths.analysis.path}>{(params) => <AnalysisScreen id={params.id} />}</Route>
      <Route path={paths.analyze.path}>
        {(params) => (
          <Suspense fallback={null}>
            <AnalyzeRoute ticker={params.ticker} />
          </Suspense>
        )}
      </Route>
      <Route path={paths.shared.path}>
        {(params) => (
          <Suspense fallback={null}>
            <SharedAnalysisRoute token={params.token} />
          </Suspense>
        )}
      </Route>
      <Route path={paths.demo.path}>
        <Suspense fallback={null}>
          <DemoRoute />
        </Suspense>
      </Route>
      <Route path={paths.compare.path}>
        <Suspense fallback={null}>
          <CompareRoute />
        </Suspense>
      </Route>
      <Route path={paths.comparison.path}>
        {(params) => (
          <Suspense fallback={null}>
            <ComparisonRoute id={params.id} />
          </Suspense>
        )}
      </Route>
      <Route path={paths.scoreHistory.path}>
        {(params) => (
          <Suspense fallback={null}>
            <ScoreHistoryRoute ticker={params.ticker} />
          </Suspense>
        )}
      </Route>
      <Route path={paths.history.path}>
        <Suspense fallback={null}>
          <HistoryRoute />
        </Suspense>
      </Route>
      <Route path={paths.settings.path}>
        <Suspense fallback={null}>
          <SettingsRoute />
        </Suspense>
      </Route>
      <Route path={paths.receipt.path}>
        {(params) => (
          <Suspense fallback={null}>
            <ReceiptRoute orderId={params.orderId} />
          </Suspense>
        )}
      </Route>
      <Route path={paths.billingFinish.path}>
        <Suspense fallback={null}>
          <BillingFinishRoute />
        </Suspense>
      </Route>
      <Route path={paths.trackRecord.path}>
        <Suspense fallback={null}>
          <TrackRecordRoute />
        </Suspense>
      </Route>
      <Route path={paths.privacy.path}>
        <Suspense fallback={null}>
          <PrivacyRoute />
        </Suspense>
      </Route>
      <Route path={paths.terms.path}>
        <Suspense fallback={null}>
          <TermsRoute />
        </Suspense>
      </Route>
      <Route path={paths.admin.path}>
        <Suspense fallback={null}>
          <AdminRoute />
        </Suspense>
      </Route>
      <Route>
        <NotFoundScreen />
      </Route>
    </Switch>
  );
}
