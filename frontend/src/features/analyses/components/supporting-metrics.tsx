import type { AnalysisResult, PillarKey, SupportingMetric } from '@telisik/contract';
import { useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ChevronRightIcon } from '@/components/ui/icons';
import { interpolate, messages } from '@/i18n';
import { formatMetricValue } from '../lib/metric-value';

const t = messages.analyses.detail.breakdown.metrics;

type GroupKey = PillarKey | 'other';
const GROUPS: GroupKey[] = ['fundamental', 'technical', 'sentiment', 'other'];

type MetricRow = { metric: SupportingMetric; usedBy: string[] };

/**
 * The analysis's numbers as data (analysisResult.metrics), grouped under the first pillar whose rules
 * name them; figures no rule names (the statement totals, the share count) are the base data.
 */
export function supportingMetricGroups(result: AnalysisResult): Array<{ key: GroupKey; rows: MetricRow[] }> {
  const pillars = result.pillars;
  const rows = new Map<GroupKey, MetricRow[]>(GROUPS.map((key) => [key, []]));
  for (const metric of result.metrics) {
    const users = (['fundamental', 'technical', 'sentiment'] as const).flatMap((key) =>
      (pillars?.[key].rules ?? [])
        .filter((rule) => rule.metricIds.includes(metric.id))
        .map((rule) => ({ pillar: key, label: rule.label })),
    );
    const group: GroupKey = users[0]?.pillar ?? 'other';
    rows.get(group)?.push({ metric, usedBy: users.map((u) => u.label) });
  }
  return GROUPS.map((key) => ({ key, rows: rows.get(key) ?? [] })).filter((g) => g.rows.length > 0);
}

function MetricItem({ row }: { row: MetricRow }) {
  const { metric, usedBy } = row;
  return (
    <li className="flex flex-col gap-0.5 py-2.5" data-metric={metric.id}>
      <div className="flex items-baseline justify-between gap-3">
        <span className="text-sm text-slate-800">{metric.label}</span>
        <span className="text-right text-sm font-semibold whitespace-nowrap text-slate-900 tabular-nums">
          {formatMetricValue(metric.value, metric.unit)}
        </span>
      </div>
      <p className="text-xs text-slate-600">
        {metric.period}
        {' · '}
        {interpolate(t.sources, { tables: metric.sourceTables.map((table) => t.tables[table]).join(', ') })}
      </p>
      {usedBy.length > 0 ? (
        <p className="text-xs text-slate-500">{interpolate(t.usedBy, { rules: usedBy.join(', ') })}</p>
      ) : null}
    </li>
  );
}

/** 'Angka pendukung': every number behind the analysis, with its period and where it comes from. */
export function SupportingMetricsCard({ result }: { result: AnalysisResult }) {
  const groups = supportingMetricGroups(result);
  const listId = useId();
  if (groups.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <details className="group rounded-lg border border-slate-200">
          <summary
            aria-controls={listId}
            className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 py-2.5 text-sm font-medium text-primary hover:bg-primary-soft focus-visible:-outline-offset-2 [&::-webkit-details-marker]:hidden"
          >
            <ChevronRightIcon className="size-4 shrink-0 transition-transform group-open:rotate-90" />
            <span className="group-open:hidden">{interpolate(t.show, { count: result.metrics.length })}</span>
            <span className="hidden group-open:inline">{t.hide}</span>
          </summary>
          <div id={listId} className="flex flex-col gap-3 px-4 pb-3">
            {groups.map((group) => (
              <div key={group.key} role="group" aria-label={t.groups[group.key]} className="flex flex-col">
                <h3 className="border-b border-slate-200 pt-2 pb-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  {t.groups[group.key]}
                </h3>
                <ul className="divide-y divide-slate-100">
                  {group.rows.map((row) => (
                    <MetricItem key={row.metric.id} row={row} />
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </details>
      </CardContent>
    </Card>
  );
}
