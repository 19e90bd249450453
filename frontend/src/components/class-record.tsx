import type { Recommendation } from '@telisik/contract';
import { paths } from '@/config/paths';
import { interpolate, messages } from '@/i18n';
import { formatPercent } from '@/lib/format';
import { useTrackRecordClasses } from '@/hooks/use-track-record';

const t = messages.trackRecord;

/**
 * How the analysis's recommendation class did historically (3 months, every as-of date), from the
 * same record as /rekam-jejak (only its classes: useTrackRecordClasses), with a link there. It names
 * its figures: the median excess return (a few multi-baggers cannot carry it, as they can a mean)
 * and the share of the class's stock-dates that beat IHSG, over the record's years. Nothing while it loads or when the record is missing: an
 * analysis never waits on its evidence.
 */
export function ClassRecord({ recommendation }: { recommendation: Recommendation | null }) {
  const { data } = useTrackRecordClasses();
  const group = data?.classes.find((c) => c.recommendation === recommendation);
  if (!recommendation || !data || !group || group.median === null || group.hitRate === null) return null;
  return (
    <p className="text-sm text-slate-700" data-testid="class-record">
      {interpolate(t.classRecord, {
        class: recommendation,
        from: data.firstDate.slice(0, 4),
        to: data.lastDate.slice(0, 4),
        median: formatPercent(group.median * 100, 1, true),
        hit: formatPercent(group.hitRate * 100, 0),
      })}{' '}
      <a
        href={paths.trackRecord.getHref()}
        className="font-medium text-primary underline underline-offset-4 hover:no-underline"
      >
        {t.classRecordLink}
      </a>
    </p>
  );
}
