import { StatCard } from '@/components/stat-card';
import { TargetIcon } from '@/components/ui/icons';
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
