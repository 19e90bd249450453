import type { Analysis, Comparison } from '@telisik/contract';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { Card, SectionCard } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { interpolate, messages } from '@/i18n';
import { cn } from '@/lib/cn';
import {
  formatCalendarDate,
  formatMultiple,
  formatPercent,
  formatPercentPoints,
  formatRupiah,
  formatUpside,
} from '@/lib/format';
import { targetOf } from '@/lib/target';
import { COMPARISON_ROWS, bestIndexes, rebasedSeries, type ComparisonRowKey } from '../lib/comparison-rows';
import { RecommendationBadge } from '@/components/recommendation-badge';
import { InteractiveRebasedChart } from './interactive-rebased-chart';

const t = messages.analyses.compare;
const na = messages.common.notAvailable;

/** One cell as the reader expects it (Indonesian formats, the same as on the analysis page). */
function cell(key: ComparisonRowKey, analysis: Analysis, value: number | null) {
  switch (key) {
    case 'recommendation': {
      const note = analysis.analysisResult.recommendationNote;
      return (
        <span className="flex flex-col items-end gap-1">
          <RecommendationBadge recommendation={analysis.recommendation} fallback={na} />
          {/* Where the label and the target disagree, the reader sees why in the same cell. */}
          {note ? (
            <span data-testid="recommendation-note" className="max-w-56 text-left text-xs font-normal whitespace-normal text-amber-900">
              {note}
            </span>
          ) : null}
        </span>
      );
    }
    case 'conviction':
      return analysis.analysisResult.convictionLevel ?? na;
    case 'targetPrice':
      return targetOf(analysis).set ? (formatRupiah(value) ?? na) : messages.analyses.detail.recommendation.targetUnavailable;
    case 'upside':
      return formatUpside(value) ?? na;
    case 'roe':
    case 'netMargin':
    case 'revenueGrowth3Y':
    case 'dividendYield':
      return formatPercent(value, 1) ?? na;
    case 'excessReturn12m':
      return formatPercentPoints(value, 'poin', 1) ?? na;
    case 'pe':
    case 'pb':
      return formatMultiple(value, 1) ?? na;
    case 'foreignFlow20d':
      return formatPercent(value, 1, true) ?? na;
    case 'totalScore':
    case 'fundamentalScore':
    case 'technicalScore':
    case 'sentimentScore':
      return value === null ? na : String(value);
  }
}

/** 2–5 stocks side by side, the best value of each row marked, and their year rebased to 100. */
export function ComparisonView({ comparison }: { comparison: Comparison }) {
  const { analyses } = comparison;
  // One array per comparison: the chart is drawn again only when its data changes.
  const rebased = useMemo(() => rebasedSeries(analyses), [analyses]);
  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {analyses.map((analysis) => analysis.ticker).join(' · ')}
        </h1>
        <p className="text-sm text-slate-600">
          {interpolate(t.dataAsOf, { date: formatCalendarDate(comparison.dataAsOf) ?? comparison.dataAsOf })}
        </p>
      </div>
      <Card className="overflow-hidden">
        <div className="overflow-x-auto">
          <table aria-label={t.tableLabel} className="w-full min-w-[36rem] border-collapse text-sm">
            <thead>
              <tr className="border-b border-slate-200 bg-slate-50">
                <th
                  scope="col"
                  className="sticky left-0 bg-slate-50 p-3 text-left font-semibold text-slate-700"
                >
                  {t.metricColumn}
                </th>
                {analyses.map((analysis) => (
                  <th key={analysis.id} scope="col" className="p-3 text-right font-semibold text-slate-900">
                    <Link href={paths.analysis.getHref(analysis.id)} className="text-primary hover:underline">
                      {analysis.ticker}
                    </Link>
                    <span className="block text-xs font-normal text-slate-600">{analysis.companyName}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {COMPARISON_ROWS.map((row) => {
                const best = bestIndexes(row, analyses);
                return (
                  <tr key={row.key} data-row={row.key} className="border-b border-slate-100 last:border-0">
                    <th
                      scope="row"
                      className="sticky left-0 bg-white p-3 text-left font-medium text-slate-700"
                    >
                      {t.rows[row.key]}
                    </th>
                    {analyses.map((analysis, index) => {
                      const isBest = best.includes(index);
                      return (
                        <td
                          key={analysis.id}
                          data-best={isBest ? 'true' : undefined}
                          className={cn(
                            'p-3 text-right tabular-nums text-slate-900',
                            isBest && 'bg-green-50 font-semibold text-green-800',
                          )}
                        >
                          <span className="inline-flex items-center justify-end gap-1.5">
                            {cell(row.key, analysis, row.value(analysis))}
                            {isBest ? (
                              <span className="rounded bg-green-600 px-1 text-[10px] font-bold text-white uppercase">
                                {t.best}
                              </span>
                            ) : null}
                          </span>
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </Card>
      <SectionCard title={t.chartTitle} description={t.chartDescription}>
        <InteractiveRebasedChart series={rebased} />
      </SectionCard>
    </div>
  );
}
