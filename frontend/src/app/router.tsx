import { Route, Switch } from 'wouter';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/api/get-user';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AnalysisRoute } from '@/routes/analysis';
import { DashboardRoute } from '@/routes/dashboard';
import { LandingRoute } from '@/routes/landing';
import { NotFoundRoute } from '@/routes/not-found';
import { messages } from '@/i18n';

/** '/': the dashboard when signed in; the landing page when signed out or still checking (SPEC §2). */
function HomeScreen() {
  const auth = useAuth();
  useDocumentTitle(auth.status === 'signed-in' ? messages.dashboard.pageTitle : undefined);
  return auth.status === 'signed-in' ? <DashboardRoute user={auth.user} /> : <LandingRoute />;
}

function AnalysisScreen({ id }: { id: string | undefined }) {
  const auth = useAuth();
  return <AnalysisRoute id={id} auth={auth} />;
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
      <Route>
        <NotFoundScreen />
      </Route>
    </Switch>
  );
}
