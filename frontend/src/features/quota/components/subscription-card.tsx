import { Link } from 'wouter';
import { StatCard } from '@/components/stat-card';
import { Badge } from '@/components/ui/badge';
import { CrownIcon } from '@/components/ui/icons';
import { FREE_QUOTA } from '@telisik/contract/constants';
import { paths } from '@/config/paths';
import { interpolate, messages } from '@/i18n';

const t = messages.dashboard.subscription;

/**
 * The plan (SPEC §2): the Premium or Free badge; Free links to the upgrade ('#upgrade', which opens
 * the upgrade dialog); Premium says until when it runs and links to the settings page.
 */
export function SubscriptionCard({
  isPremium,
  premiumUntil,
  className,
}: {
  isPremium: boolean;
  /** The end date, already formatted for reading ("31 Januari 2026"), once known. */
  premiumUntil?: string | null;
  className?: string;
}) {
  return (
    <StatCard
      className={className}
      testId="subscription-status"
      title={t.title}
      icon={<CrownIcon />}
      value={
        <Badge tone={isPremium ? 'premium' : 'neutral'} className="px-3 py-1 text-sm">
          {isPremium ? t.premium : t.free}
        </Badge>
      }
      caption={
        isPremium ? (
          premiumUntil ? (
            <span data-testid="premium-until">{interpolate(t.premiumUntil, { date: premiumUntil })}</span>
          ) : (
            t.premiumDescription
          )
        ) : (
          interpolate(t.freeDescription, { quota: FREE_QUOTA })
        )
      }
      footer={
        isPremium ? (
          <Link
            href={paths.settings.getHref()}
            className="inline-flex items-center rounded-sm text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            {t.manage}
          </Link>
        ) : (
          <a
            href={paths.upgrade.getHref()}
            className="inline-flex items-center rounded-sm text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            {t.upgrade}
          </a>
        )
      }
    />
  );
}
