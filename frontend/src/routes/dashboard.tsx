import type { User } from '@telisik/contract';
import { Link } from 'wouter';
import { AppLayout } from '@/components/layouts/app-layout';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { AnalysisHistory } from '@/features/analyses/components/analysis-history';
import { NewAnalysisForm } from '@/features/company-search/components/new-analysis-form';
import { TotalAnalysesCard } from '@/features/analyses/components/total-analyses-card';
import { AlertsBell } from '@/features/alerts/components/alerts-bell';
import { WatchlistCard } from '@/features/alerts/components/watchlist-card';
import { UserNav } from '@/features/auth/components/user-nav';
import { useSubscription } from '@/features/billing/api/get-subscription';
import { PendingPaymentCard } from '@/features/billing/components/pending-payment-card';
import { RemainingAnalysesCard } from '@/features/quota/components/remaining-analyses-card';
import { SubscriptionCard } from '@/features/quota/components/subscription-card';
import { interpolate, messages } from '@/i18n';
import { formatWibDate } from '@/lib/format';

const t = messages.dashboard;

/** Welcome name: the first name, or 'Investor' (SPEC §2). */
export function welcomeName(user: Pick<User, 'firstName'>): string {
  return user.firstName?.trim() || t.welcomeFallbackName;
}

export function DashboardRoute({ user }: { user: User }) {
  // The end date for Premium; for everyone, a payment still waiting (PendingPaymentCard).
  const subscription = useSubscription();
  const premiumUntil = user.isPremium ? subscription.data?.premiumUntil : null;

  return (
    <AppLayout
      actions={
        <>
          <AlertsBell />
          <UserNav user={user} />
        </>
      }
    >
      <div className="flex flex-col gap-6 sm:gap-8">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight wrap-anywhere text-slate-900 sm:text-3xl">
            {interpolate(t.welcome, { name: welcomeName(user) })}
          </h1>
          <p className="text-slate-600">{t.welcomeDescription}</p>
        </div>

        <section aria-label={t.summaryLabel} className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
          <SubscriptionCard
            isPremium={user.isPremium}
            premiumUntil={premiumUntil ? formatWibDate(premiumUntil) : null}
            className="col-span-2 sm:col-span-1"
          />
          <RemainingAnalysesCard isPremium={user.isPremium} />
          <TotalAnalysesCard />
        </section>

        <PendingPaymentCard />

        <NewAnalysisForm />

        <WatchlistCard isPremium={user.isPremium} />
        <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <div className="flex flex-col gap-1">
            <h2 className="text-lg font-semibold text-slate-900">{messages.analyses.compare.title}</h2>
            <p className="text-sm text-slate-600">{messages.analyses.compare.entryDescription}</p>
          </div>
          <Link href={paths.compare.getHref()} className={buttonVariants({ variant: 'outline', className: 'shrink-0' })}>
            {messages.analyses.compare.entry}
          </Link>
        </Card>

        <AnalysisHistory />
      </div>
    </AppLayout>
  );
}
