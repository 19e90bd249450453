import { StatCard } from '@/components/stat-card';
import { Badge } from '@/components/ui/badge';
import { CrownIcon } from '@/components/ui/icons';
import { FREE_QUOTA } from '@/config/constants';
import { paths } from '@/config/paths';
import { interpolate, messages } from '@/i18n';

const t = messages.dashboard.subscription;

export function SubscriptionCard({ isPremium, className }: { isPremium: boolean; className?: string }) {
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
      caption={isPremium ? t.premiumDescription : interpolate(t.freeDescription, { quota: FREE_QUOTA })}
      footer={
        isPremium ? null : (
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
