import { Link } from 'wouter';
import { FREE_QUOTA } from '@telisik/contract/constants';
import { paths } from '@/config/paths';
import { AlertSettingsSection } from '@/features/alerts/components/alert-settings-section';
import { PaymentHistory } from '@/features/billing/components/payment-history';
import { SubscriptionSummary } from '@/features/billing/components/subscription-summary';
import { ShareLinksSection } from '@/features/shares/components/share-links-section';
import { DataSection } from '@/features/settings/components/data-section';
import { ProfileSection } from '@/features/settings/components/profile-section';
import { SupportSection } from '@/features/support/components/support-section';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { messages } from '@/i18n';
import { SignedInPage } from './signed-in-page';

const t = messages.settings;

/** '/settings' (the header's settings link): profile, plan, payments, 'Bantuan', my data. Phone first: one column. */
export function SettingsRoute() {
  useDocumentTitle(t.pageTitle);
  return (
    <SignedInPage>
      {(user) => (
        <div className="mx-auto flex max-w-2xl flex-col gap-5">
          <div>
            <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t.title}</h1>
            <p className="text-slate-600">{t.description}</p>
          </div>
          <ProfileSection
            name={[user.firstName, user.lastName].filter(Boolean).join(' ') || null}
            email={user.email}
          />
          <SubscriptionSummary freeQuota={FREE_QUOTA} />
          <PaymentHistory />
          {user.isPremium ? <AlertSettingsSection /> : null}
          <ShareLinksSection />
          <SupportSection isPremium={user.isPremium} />
          <DataSection isPremium={user.isPremium} />
          <nav aria-label={t.legalLabel} className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <Link href={paths.privacy.getHref()} className="font-medium text-primary hover:underline">
              {messages.landing.footer.privacy}
            </Link>
            <Link href={paths.terms.getHref()} className="font-medium text-primary hover:underline">
              {messages.landing.footer.terms}
            </Link>
          </nav>
        </div>
      )}
    </SignedInPage>
  );
}
