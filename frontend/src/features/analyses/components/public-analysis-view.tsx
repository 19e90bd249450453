import type { PublicAnalysis } from '@telisik/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { messages } from '@/i18n';
import { isNetworkError } from '@/lib/api-client';
import { AnalysisDetail } from './analysis-detail';
import { AnalysisLoading } from './analysis-view';

const t = messages.analyses.publicPage;

/** The call to sign up beside an analysis read signed out. */
export function SignUpCta() {
  return (
    <Card className="flex flex-col gap-3 border-teal-200 bg-primary-soft p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold text-slate-900">{t.ctaTitle}</h2>
        <p className="text-sm text-slate-700">{t.ctaDescription}</p>
      </div>
      <a href={paths.login.getHref()} className={buttonVariants({ className: 'shrink-0' })}>
        {t.ctaButton}
      </a>
    </Card>
  );
}

/**
 * An analysis read signed out (a share link, the demo): the same page as the owner's, with no
 * owner's actions, a badge saying what it is, and the call to sign up above and below.
 */
export function PublicAnalysisView({ query }: { query: UseQueryResult<PublicAnalysis> }) {
  // The query's answer arrives as an urgent update that React renders in one uninterruptible task
  // (a phone's main thread held for the whole first screen, Lighthouse's blocking time): rendered as
  // a deferred value instead, it is built in slices that yield to the browser. The loading state
  // stays on screen until then.
  const body = useDeferredValue(query.data);
  useDocumentTitle(body ? `${body.analysis.ticker} · ${body.analysis.companyName}` : messages.analyses.detail.loading);
  if (body) {
    return (
      <div className="flex flex-col gap-4 sm:gap-6">
        <p className="w-fit rounded-full bg-slate-200 px-3 py-1 text-xs font-semibold text-slate-700">
          {body.kind === 'demo' ? t.demoBadge : t.sharedBadge}
        </p>
        <SignUpCta />
        <AnalysisDetail analysis={body.analysis} />
        <SignUpCta />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Card className="mx-auto flex max-w-lg flex-col items-center gap-3 p-8 text-center">
        <h1 className="text-xl font-semibold text-slate-900">{t.loadErrorTitle}</h1>
        <p className="text-sm text-slate-600">
          {isNetworkError(query.error) ? messages.errors.network : query.error.message}
        </p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {messages.common.retry}
        </Button>
      </Card>
    );
  }
  return <AnalysisLoading />;
}
