import { AppLayout } from '@/components/layouts/app-layout';
import { buttonVariants } from '@/components/ui/button';
import { TooltipProvider } from '@/components/ui/tooltip';
import { paths } from '@/config/paths';
import { usePublicDemo, usePublicShare } from '@/features/shares/api/shares';
import { PublicAnalysisView } from '@/features/analyses/components/public-analysis-view';
import { messages } from '@/i18n';
import { errorStatus } from '@/lib/api-client';
import { ShareNotFoundRoute } from './share-not-found';

function SignInLink() {
  return (
    <a href={paths.login.getHref()} className={buttonVariants({ size: 'sm' })}>
      {messages.analyses.publicPage.signIn}
    </a>
  );
}

/** '/s/:token': a shared analysis, read signed out; a revoked or unknown link gets its own page. */
export function SharedAnalysisRoute({ token }: { token: string }) {
  const query = usePublicShare(token);
  const status = query.isError ? errorStatus(query.error) : null;
  if (status === 404 || status === 400) return <ShareNotFoundRoute />;
  return (
    <TooltipProvider>
      <AppLayout actions={<SignInLink />}>
        <PublicAnalysisView query={query} />
      </AppLayout>
    </TooltipProvider>
  );
}

/** '/demo' (the landing page's 'Lihat Demo'): a real analysis of BBCA, signed out, with no quota used. */
export function DemoRoute() {
  const query = usePublicDemo();
  return (
    <TooltipProvider>
      <AppLayout actions={<SignInLink />}>
        <PublicAnalysisView query={query} />
      </AppLayout>
    </TooltipProvider>
  );
}
