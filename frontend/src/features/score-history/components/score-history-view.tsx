import type { ScoreHistory } from '@telisik/contract';
import { Link } from 'wouter';
import { Card, CardContent, SectionCard } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { CALL_SCORE_BANDS } from '@telisik/contract/constants';
import { interpolate, messages } from '@/i18n';
import { formatCalendarDate, formatDecimal, formatPoints, formatTradingDay } from '@/lib/format';
import {
  ANALYSIS_COLOUR,
  BANDS,
  InteractiveScoreHistoryChart,
  PRICE_COLOUR,
  SCORE_COLOUR,
  pointIndexOn,
} from './interactive-score-history-chart';
import { PremiumFeatureNotice } from '@/components/premium-feature-notice';
import { RecommendationBadge } from '@/components/recommendation-badge';

const t = messages.analyses.scoreHistory;
const WIDTH = 1000;
const HEIGHT = 300;

/** What a free user reads instead of the history. */
export function ScoreHistoryPremiumNotice() {
  return (
    <PremiumFeatureNotice title={t.premiumTitle} description={t.premiumDescription} cta={t.premiumCta} />
  );
}

/** The history as one static SVG: where there is no canvas, and until the interactive chart has drawn. */
function StaticHistoryChart({ history }: { history: ScoreHistory }) {
  const { points } = history;
  const n = points.length;
  const x = (i: number) => (i / Math.max(1, n - 1)) * WIDTH;
  const yScore = (score: number) => HEIGHT - (score / 50) * HEIGHT;
  const closes = points.map((p) => p.close);
  const high = Math.max(...closes);
  const low = Math.min(...closes);
  const yPrice = (close: number) =>
    HEIGHT - ((close - low) / (high - low || 1)) * HEIGHT * 0.9 - HEIGHT * 0.05;
  const indexOf = (date: string) => pointIndexOn(points, date);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      className="h-64 w-full rounded-md"
      role="img"
      aria-label={t.chartLabel}
    >
      {BANDS.map((band) => (
        <rect
          key={band.from}
          x={0}
          width={WIDTH}
          y={yScore(band.to)}
          height={yScore(band.from) - yScore(band.to)}
          fill={band.fill}
        />
      ))}
      <polyline
        fill="none"
        stroke={PRICE_COLOUR}
        strokeWidth={1.5}
        vectorEffect="non-scaling-stroke"
        points={points.map((p, i) => `${x(i)},${yPrice(p.close)}`).join(' ')}
      />
      <polyline
        fill="none"
        stroke={SCORE_COLOUR}
        strokeWidth={2.5}
        vectorEffect="non-scaling-stroke"
        points={points.map((p, i) => `${x(i)},${yScore(p.totalScore)}`).join(' ')}
      />
      {history.analyses.map((analysis) => (
        <line
          key={analysis.id}
          data-analysis={analysis.id}
          x1={x(indexOf(analysis.dataAsOf))}
          x2={x(indexOf(analysis.dataAsOf))}
          y1={0}
          y2={HEIGHT}
          stroke={ANALYSIS_COLOUR}
          strokeWidth={2}
          strokeDasharray="4 4"
          vectorEffect="non-scaling-stroke"
        />
      ))}
    </svg>
  );
}

function HistoryChart({ history }: { history: ScoreHistory }) {
  const { points } = history;
  return (
    <figure className="flex flex-col gap-2">
      <InteractiveScoreHistoryChart history={history} fallback={<StaticHistoryChart history={history} />} />
      {/* On a phone the two dates share the first line and the legend takes the second, whole. */}
      <figcaption className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-xs text-slate-600">
        <span>{formatTradingDay(points[0]?.date)}</span>
        <span
          data-testid="score-history-legend"
          className="order-last flex w-full flex-wrap gap-3 sm:order-none sm:w-auto"
        >
          <span className="flex items-center gap-1">
            <span className="h-0.5 w-4 bg-primary" />
            {t.score}
          </span>
          <span className="flex items-center gap-1">
            <span className="h-0.5 w-4 bg-slate-400" />
            {t.price}
          </span>
          <span className="flex items-center gap-1">
            <span className="h-3 w-0.5 bg-violet-600" />
            {t.yourAnalyses}
          </span>
        </span>
        <span>{formatTradingDay(points.at(-1)?.date)}</span>
      </figcaption>
      <p className="text-xs text-slate-600">
        {interpolate(t.bands, {
          strongBuy: formatDecimal(CALL_SCORE_BANDS.strongBuy, 1),
          buy: formatDecimal(CALL_SCORE_BANDS.buy, 1),
          hold: formatDecimal(CALL_SCORE_BANDS.hold, 1),
          reduce: formatDecimal(CALL_SCORE_BANDS.reduce, 1),
        })}
      </p>
    </figure>
  );
}

/** The monthly score history of one stock, its price, the user's analyses and every recommendation change. */
export function ScoreHistoryView({ history }: { history: ScoreHistory }) {
  const first = history.points[0];
  const last = history.points.at(-1);
  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {interpolate(t.title, { ticker: history.ticker })}
        </h1>
        <p className="text-slate-700">{history.companyName}</p>
        <p className="text-sm text-slate-600">{t.description}</p>
        <p data-testid="history-points" className="text-sm font-medium text-slate-800">
          {interpolate(t.points, {
            count: String(history.points.length),
            from: formatCalendarDate(first?.date) ?? '',
            to: formatCalendarDate(last?.date) ?? '',
          })}
        </p>
      </div>
      <Card data-testid="score-history-card">
        {/* p-*, not pt-*: CardContent's own sm:pt-0 (it expects a header above) would win on wider screens. */}
        <CardContent className="p-5 sm:p-6">
          <HistoryChart history={history} />
        </CardContent>
      </Card>
      <SectionCard title={t.changesTitle} description={t.movers}>
        {history.changes.length === 0 ? (
          <p className="text-sm text-slate-600">{t.changesEmpty}</p>
        ) : (
          <div className="overflow-x-auto">
            <table aria-label={t.changesTitle} className="w-full min-w-[36rem] text-sm">
              <thead>
                <tr className="border-b border-slate-200 text-left text-slate-700">
                  <th scope="col" className="p-2">
                    {t.date}
                  </th>
                  <th scope="col" className="p-2">
                    {t.change}
                  </th>
                  <th scope="col" className="p-2 text-right">
                    {t.scoreChange}
                  </th>
                  <th scope="col" className="p-2">
                    {t.movers}
                  </th>
                </tr>
              </thead>
              <tbody>
                {[...history.changes].reverse().map((change) => (
                  <tr key={change.date} className="border-b border-slate-100 align-top">
                    <td className="p-2 whitespace-nowrap">{formatCalendarDate(change.date)}</td>
                    <td className="p-2">
                      <span className="inline-flex items-center gap-1">
                        <RecommendationBadge recommendation={change.from} fallback="" />→
                        <RecommendationBadge recommendation={change.to} fallback="" />
                      </span>
                    </td>
                    <td className="p-2 text-right tabular-nums">
                      {change.totalFrom} → {change.totalTo}
                    </td>
                    <td className="p-2">
                      <ul className="flex flex-col gap-0.5">
                        {change.movers.map((mover) => (
                          <li key={mover.ruleId}>
                            {mover.label}{' '}
                            <span
                              className={
                                mover.delta > 0
                                  ? 'font-semibold text-green-700'
                                  : 'font-semibold text-red-700'
                              }
                            >
                              {mover.delta > 0 ? '+' : ''}
                              {formatPoints(mover.delta)}
                            </span>
                          </li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </SectionCard>
      {history.analyses.length > 0 ? (
        <SectionCard title={t.yourAnalyses}>
          <ul className="flex flex-col gap-1 text-sm">
            {history.analyses.map((analysis) => (
              <li key={analysis.id} data-analysis-link={analysis.id}>
                <Link href={paths.analysis.getHref(analysis.id)} className="text-primary hover:underline">
                  {formatCalendarDate(analysis.dataAsOf)}: {analysis.totalScore}/50{' '}
                  {analysis.recommendation ?? ''}
                </Link>
              </li>
            ))}
          </ul>
        </SectionCard>
      ) : null}
    </div>
  );
}
