import type { Analysis } from '@telisik/contract';
import { memo, useDeferredValue, useId, useMemo, type CSSProperties, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Disclaimer } from '@/components/disclaimer';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ArrowLeftIcon, InfoIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { interpolate, messages } from '@/i18n';
import { cn } from '@/lib/cn';
import { formatCalendarDate, formatDateTime, formatRupiah, formatUpside, upsideTone } from '@/lib/format';
import { targetOf } from '@/lib/target';
import {
  FundamentalsCard,
  SentimentCard,
  TechnicalCard,
  ValuationCard,
  hasFundamentals,
  hasSentiment,
  hasTechnical,
  hasValuation,
} from './detail-cards';
import { GlossaryText } from './glossary-text';
import { InteractivePriceChart } from './interactive-price-chart';
import { GorenganChip, RedFlagsCard, investorCheckSections } from './investor-checks';
import { PositionSizingCard } from './position-sizing-card';
import { PriceChart, usableCloses } from './price-chart';
import { ClassRecord } from '@/components/class-record';
import { RecommendationBadge } from '@/components/recommendation-badge';
import { RuleBreakdownCard, pillarBreakdowns } from './rule-breakdown';
import { ScoreBreakdown } from './score-breakdown';
import { SupportingMetricsCard } from './supporting-metrics';

const t = messages.analyses.detail;
const b = messages.analyses.detail.breakdown;
const na = messages.common.notAvailable;

/**
 * The cards below the first screen (some ten phone screens of them) are laid out and painted only
 * when they come near the screen: laying them all out at once held a phone's main thread for one
 * long task (Lighthouse's blocking time). Until then each keeps a typical card's height, and the
 * height it last had once it has been shown; their content stays in the page for search, the
 * keyboard and screen readers. The clip margin keeps the cards' shadows, which the paint containment
 * that comes with content-visibility would cut at the edge of each card's box.
 */
const LAID_OUT_NEAR_SCREEN =
  '[content-visibility:auto] [overflow-clip-margin:8px] [contain-intrinsic-size:auto_700px] lg:[contain-intrinsic-size:auto_500px]';

/** Back to the dashboard, plus the page's actions (Share and Export PDF for the owner). */
export function AnalysisToolbar({ actions }: { actions?: ReactNode }) {
  const [, navigate] = useLocation();
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <Button variant="ghost" size="sm" className="-ml-2" onClick={() => navigate(paths.home.getHref())}>
        <ArrowLeftIcon />
        {t.back}
      </Button>
      {actions ? (
        <div
          role="group"
          aria-label={t.actionsLabel}
          className="flex flex-wrap items-center justify-end gap-2"
        >
          {actions}
        </div>
      ) : null}
    </div>
  );
}

// Memoised, as the cards of the first screen below: the page's second pass (the cards below the first
// screen) and any update of the query around it re-render none of them.
const AnalysisHeader = memo(function AnalysisHeader({ analysis }: { analysis: Analysis }) {
  const result = analysis.analysisResult;
  const target = targetOf(analysis);
  const upsideValue = target.set ? target.upside : null;
  const tone = upsideValue === null ? null : upsideTone(upsideValue);
  // The same array on every render: the interactive chart draws afresh whenever its data changes.
  const closes = useMemo(() => usableCloses(result.priceHistory), [result.priceHistory]);
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-end sm:justify-between sm:p-6">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="flex flex-wrap items-center gap-x-2 text-sm font-medium text-slate-600">
            <span className="rounded-md bg-primary-soft px-2 py-0.5 font-bold text-primary-strong">
              {analysis.ticker}
            </span>
            <span>{result.sector ?? messages.common.defaultExchange}</span>
            {result.redFlags ? <GorenganChip report={result.redFlags} /> : null}
          </p>
          <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
            {analysis.companyName}
          </h1>
          <p className="text-sm text-slate-600">
            {interpolate(t.dataAsOf, { date: formatCalendarDate(analysis.dataAsOf) ?? na })}
          </p>
        </div>
        <dl className="flex items-end gap-6 sm:text-right">
          <div className="flex flex-col">
            <dt className="text-xs font-medium text-slate-600">{t.currentPrice}</dt>
            <dd className="text-2xl font-bold whitespace-nowrap text-slate-900 tabular-nums sm:text-3xl">
              {formatRupiah(analysis.currentPrice) ?? na}
            </dd>
          </div>
          <div className="flex flex-col">
            <dt className="text-xs font-medium text-slate-600">{t.upside}</dt>
            <dd
              data-tone={tone ?? 'none'}
              className={cn(
                'font-semibold tabular-nums',
                // "Target tidak ditetapkan" is words, not a figure: smaller, so the price keeps its line.
                target.set ? 'text-lg whitespace-nowrap sm:text-xl' : 'text-sm sm:text-base',
                tone === 'positive' && 'text-green-700',
                tone === 'negative' && 'text-red-700',
                tone === null && 'text-slate-600',
              )}
            >
              {target.set ? (formatUpside(upsideValue) ?? na) : t.recommendation.targetUnavailable}
            </dd>
          </div>
        </dl>
      </div>
      {closes.length > 0 ? (
        <div className="border-t border-slate-200 px-5 py-4 sm:px-6">
          {/* The interactive chart's height (its read-out line, the gap and its h-60 / sm:h-72 box). */}
          <div className="h-66 sm:h-78">
            <InteractivePriceChart closes={closes} fallback={<PriceChart closes={closes} fill />} />
          </div>
        </div>
      ) : null}
    </Card>
  );
});

const RecommendationCard = memo(function RecommendationCard({ analysis }: { analysis: Analysis }) {
  const {
    investmentThesis: thesis,
    recommendationNote: note,
    convictionReasons: reasons,
  } = analysis.analysisResult;
  const reasonsId = useId();
  const target = targetOf(analysis);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.recommendation.title}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <div className="col-span-2 flex flex-col items-start gap-1.5 sm:col-span-1">
            <dt className="sr-only">{t.recommendation.label}</dt>
            <dd>
              <RecommendationBadge
                recommendation={analysis.recommendation}
                fallback={messages.common.defaultRecommendation}
                className="px-3 py-1 text-base"
              />
            </dd>
          </div>
          <div className="flex flex-col gap-0.5" data-testid="target-price">
            <dt className="text-xs font-medium text-slate-600">{t.recommendation.targetPrice}</dt>
            <dd
              className={cn(
                'font-semibold tabular-nums',
                target.set ? 'text-lg text-slate-900' : 'text-base text-slate-700',
              )}
            >
              {target.set ? formatRupiah(target.price) : t.recommendation.targetUnavailable}
            </dd>
          </div>
          <div className="flex flex-col gap-0.5">
            <dt className="text-xs font-medium text-slate-600">
              <GlossaryText text={t.recommendation.conviction} />
            </dt>
            <dd className="text-lg font-semibold text-slate-900">
              {analysis.analysisResult.convictionLevel ?? messages.common.defaultConviction}
            </dd>
          </div>
        </dl>
        {/* Where the label and the target point different ways, the one sentence why, next to both. */}
        {note ? (
          <p
            data-testid="recommendation-note"
            className="-mt-1 flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-950"
          >
            <InfoIcon className="mt-0.5 size-4 shrink-0" />
            <span>
              <span className="sr-only">{b.conviction.recommendationNote}: </span>
              {note}
            </span>
          </p>
        ) : null}
        {!target.set && target.reason ? (
          <p data-testid="no-target-reason" className="-mt-1 text-sm text-slate-700">
            {target.reason}
          </p>
        ) : null}
        {target.set && target.gapReason ? (
          <p data-testid="target-gap-reason" className="-mt-1 text-sm text-slate-700">
            <span className="font-semibold text-slate-900">{t.recommendation.gapReason}:</span>{' '}
            {target.gapReason}
          </p>
        ) : null}
        <ClassRecord recommendation={analysis.recommendation} />
        {reasons.length > 0 ? (
          <div className="flex flex-col gap-1 rounded-lg bg-slate-50 p-3">
            <h3 id={reasonsId} className="text-xs font-semibold text-slate-700">
              {b.conviction.reasonsTitle}
            </h3>
            <ul
              aria-labelledby={reasonsId}
              className="flex list-disc flex-col gap-1 pl-4 text-sm text-slate-700"
            >
              {reasons.map((reason, index) => (
                <li key={index}>
                  <GlossaryText text={reason} />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {thesis ? (
          <div className="flex flex-col gap-1.5 border-t border-slate-200 pt-4">
            <h3 className="text-sm font-semibold text-slate-900">{t.recommendation.thesis}</h3>
            <p className="text-sm leading-relaxed whitespace-pre-line text-slate-700">
              <GlossaryText text={thesis} />
            </p>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
});

/** What the reader should know about the data behind the numbers (bases, currencies, gaps). */
function DataNotes({ notes }: { notes: string[] }) {
  const headingId = useId();
  if (notes.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <h2 id={headingId} className="text-sm font-semibold text-slate-900">
        {b.dataNotes.title}
      </h2>
      <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-sm text-slate-700">
        {notes.map((note, index) => (
          <li key={index}>{note}</li>
        ))}
      </ul>
    </section>
  );
}

/** One analysis: price and upside, recommendation, scores, and the pillar cards that have data. */
export const AnalysisDetail = memo(function AnalysisDetail({ analysis }: { analysis: Analysis }) {
  const result = analysis.analysisResult;
  const full = result.fullAnalysis;
  // The first screen (price, recommendation and thesis, score) paints at once; the cards below it
  // and the footer follow in React's background pass, which yields to the browser every few
  // milliseconds instead of holding a phone's main thread for the whole page (Lighthouse's TBT).
  // Nothing on screen moves when they arrive: they only ever appear below what is already there.
  const showBelowFold = useDeferredValue(true, false);
  const pillars = showBelowFold ? pillarBreakdowns(result) : [];
  const sections = !showBelowFold
    ? []
    : [
        <PositionSizingCard key="sizing" inputs={result.positionSizing} />,
        pillars.length > 0 ? <RuleBreakdownCard key="rules" result={result} pillars={pillars} /> : null,
        hasValuation(full.valuation) ? <ValuationCard key="valuation" valuation={full.valuation} /> : null,
        hasFundamentals(full.fundamentals) ? (
          <FundamentalsCard key="fundamentals" fundamentals={full.fundamentals} />
        ) : null,
        hasTechnical(full.technical) ? <TechnicalCard key="technical" technical={full.technical} /> : null,
        hasSentiment(full.sentiment) ? <SentimentCard key="sentiment" sentiment={full.sentiment} /> : null,
        ...investorCheckSections(result),
        result.metrics.length > 0 ? <SupportingMetricsCard key="metrics" result={result} /> : null,
      ].filter((section) => section !== null);
  // On wide screens the score card sits in the right column beside every left-hand card.
  const scoreSpan = { '--score-span': 1 + sections.length } as CSSProperties;

  return (
    <article className="flex flex-col gap-4 sm:gap-6">
      <AnalysisHeader analysis={analysis} />
      {result.redFlags ? <RedFlagsCard report={result.redFlags} /> : null}
      <div className="grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-3 lg:items-start">
        <div className="lg:col-span-2">
          <RecommendationCard analysis={analysis} />
        </div>
        <div
          style={scoreSpan}
          className="lg:sticky lg:top-6 lg:col-start-3 lg:[grid-row:1/span_var(--score-span)]"
        >
          <ScoreBreakdown analysis={analysis} />
        </div>
        {sections.map((section) => (
          <div key={section.key} className={`${LAID_OUT_NEAR_SCREEN} lg:col-span-2`}>
            {section}
          </div>
        ))}
      </div>
      {showBelowFold ? <AnalysisFooter analysis={analysis} /> : null}
    </article>
  );
});

/** The data notes, when the analysis was written, and the disclaimer. */
function AnalysisFooter({ analysis }: { analysis: Analysis }) {
  const result = analysis.analysisResult;
  return (
    <footer className={`${LAID_OUT_NEAR_SCREEN} flex flex-col gap-4`}>
      <DataNotes notes={result.dataNotes} />
      <p className="text-sm text-slate-600">
        {t.generatedOn}{' '}
        <time dateTime={analysis.createdAt} className="font-medium text-slate-800">
          {formatDateTime(analysis.createdAt) ?? na}
        </time>
      </p>
      <Disclaimer />
    </footer>
  );
}
