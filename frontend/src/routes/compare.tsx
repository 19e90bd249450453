import { Link, useSearchParams } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useComparison } from '@/features/comparisons/api/comparisons';
import { AnalysisLoading } from '@/features/analyses/components/analysis-view';
import { ComparisonForm, ComparisonPremiumNotice } from '@/features/comparisons/components/comparison-form';
import { ComparisonView } from '@/features/comparisons/components/comparison-view';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { messages } from '@/i18n';
import { errorStatus, isNetworkError } from '@/lib/api-client';
import { SignedInPage } from './signed-in-page';

const t = messages.analyses.compare;

/** '/compare' (Premium): pick 2–5 stocks; `?tickers=BBCA,TLKM` prefills the picker. */
export function CompareRoute() {
  useDocumentTitle(t.pageTitle);
  const [search] = useSearchParams();
  const initial = (search.get('tickers') ?? '')
    .split(',')
    .map((ticker) => ticker.trim().toUpperCase())
    .filter((ticker) => /^[A-Z]{4}$/.test(ticker));
  return (
    <SignedInPage>
      {(user) => (
        <div className="mx-auto flex max-w-4xl flex-col gap-5">
          {user.isPremium ? <ComparisonForm initial={initial} /> : <ComparisonPremiumNotice />}
        </div>
      )}
    </SignedInPage>
  );
}

function ComparisonScreen({ id }: { id: string }) {
  const query = useComparison(id);
  useDocumentTitle(query.data ? `${t.pageTitle}: ${query.data.analyses.map((a) => a.ticker).join(', ')}` : t.pageTitle);
  if (query.data) {
    return (
      <div className="flex flex-col gap-4">
        <ComparisonView comparison={query.data} />
        <Link href={paths.compare.getHref()} className={buttonVariants({ variant: 'outline', className: 'w-fit' })}>
          {t.newComparison}
        </Link>
      </div>
    );
  }
  if (query.isError) {
    const status = errorStatus(query.error);
    if (status === 403) return <ComparisonPremiumNotice />;
    return (
      <Card className="mx-auto flex max-w-lg flex-col items-center gap-3 p-8 text-center">
        <h1 className="text-xl font-semibold text-slate-900">
          {status === 404 ? t.notFoundTitle : messages.analyses.detail.loadErrorTitle}
        </h1>
        <p className="text-sm text-slate-600">
          {isNetworkError(query.error) ? messages.analyses.detail.offlineDescription : query.error.message}
        </p>
      </Card>
    );
  }
  return <AnalysisLoading />;
}

/** '/compare/:id': a comparison by its own address, readable offline once opened. */
export function ComparisonRoute({ id }: { id: string }) {
  return <SignedInPage>{() => <ComparisonScreen id={id} />}</SignedInPage>;
}
