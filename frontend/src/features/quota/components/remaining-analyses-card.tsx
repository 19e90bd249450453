import { StatCard } from '@/components/stat-card';
import { TargetIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { interpolate, messages } from '@/i18n';
import { useQuota } from '../api/get-quota';
import { remainingAnalyses } from '../lib/remaining-analyses';

const t = messages.dashboard.remaining;

export function RemainingAnalysesCard({ isPremium }: { isPremium: boolean }) {
  const quotaQuery = useQuota();

  // 'Unlimited' needs no count, so premium does not wait for the quota.
  if (isPremium) {
    return (
      <StatCard
        testId="remaining-analyses"
        title={t.title}
        icon={<TargetIcon />}
        value={t.unlimited}
        caption={t.premiumCaption}
      />
    );
  }

  if (quotaQuery.data) {
    const remaining = remainingAnalyses(false, quotaQuery.data.quota.analysesUsed);
    return (
      <StatCard
        testId="remaining-analyses"
        title={t.title}
        icon={<TargetIcon />}
        value={remaining.kind === 'unlimited' ? t.unlimited : remaining.remaining}
        caption={
          remaining.kind === 'unlimited'
            ? t.premiumCaption
            : interpolate(t.freeCaption, { quota: remaining.quota })
        }
        footer={
          // Out of free analyses: the upgrade dialog is one tap away, where the count says so.
          remaining.kind === 'limited' && remaining.remaining === 0 ? (
            <a
              href={paths.upgrade.getHref()}
              className="inline-flex items-center rounded-sm text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
            >
              {t.upgrade}
            </a>
          ) : undefined
        }
      />
    );
  }

  return (
    <StatCard
      testId="remaining-analyses"
      title={t.title}
      icon={<TargetIcon />}
      isLoading={quotaQuery.isPending && !quotaQuery.isError}
      error={quotaQuery.isError ? t.loadError : undefined}
    />
  );
}
