import { StatCard } from '@/components/stat-card';
import { BarChartIcon } from '@/components/ui/icons';
import { messages } from '@/i18n';
import { formatInteger } from '@/lib/format';
import { useAnalyses } from '../api/get-analyses';

const t = messages.dashboard.total;

/** How many analyses the user has: the server's count (the list itself comes a page at a time). */
export function TotalAnalysesCard() {
  const analysesQuery = useAnalyses();
  return (
    <StatCard
      testId="total-analyses"
      title={t.title}
      icon={<BarChartIcon />}
      isLoading={analysesQuery.isPending}
      // A failed refetch (offline) keeps the saved list: show its count, not the error.
      error={analysesQuery.data === undefined && analysesQuery.isError ? t.loadError : undefined}
      value={analysesQuery.data ? formatInteger(analysesQuery.data.total) : null}
      caption={t.caption}
    />
  );
}
