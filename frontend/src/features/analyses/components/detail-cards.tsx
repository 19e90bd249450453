import type {
  FundamentalDetails,
  FundamentalsSection,
  SentimentDetails,
  SentimentSection,
  TechnicalDetails,
  TechnicalSection,
  ValuationSection,
} from '@telisik/contract';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { interpolate, messages } from '@/i18n';
import {
  formatDecimal,
  formatMultiple,
  formatPercent,
  formatPercentPoints,
  formatRupiah,
  formatRupiahCompact,
} from '@/lib/format';
import { FairValueBlock } from './fair-value';
import { GlossaryText } from './glossary-text';
import { ValuationInputs, ValuationNote, hasValuationInputs, isBankValuation } from './valuation-inputs';

const t = messages.analyses.detail;
const f = messages.analyses.detail.breakdown.figures;
/** The spec's text for a figure its card always shows but the analysis lacks. */
const na = messages.common.notAvailable;

function Metric({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-lg bg-slate-50 p-3">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="text-base font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

function Summary({ text }: { text: string | null }) {
  if (text === null) return null;
  return (
    <p className="text-sm leading-relaxed whitespace-pre-line text-slate-700">
      <GlossaryText text={text} />
    </p>
  );
}

type Figure = { label: string; value: string | null; wide?: boolean };

/**
 * The figures behind a pillar (newer analyses only), as a compact grid under its headline metrics.
 * Missing figures are left out, and without any the block is not shown at all.
 */
function FigureGrid({ figures, caption }: { figures: Figure[]; caption?: string | null }) {
  const shown = figures.filter((figure): figure is Figure & { value: string } => figure.value !== null);
  if (shown.length === 0) return null;
  return (
    <div className="flex flex-col gap-2 border-t border-slate-200 pt-4">
      <h3 className="text-sm font-semibold text-slate-900">{f.title}</h3>
      {caption ? <p className="-mt-1 text-xs text-slate-600">{caption}</p> : null}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
        {shown.map((figure) => (
          <div key={figure.label} className={figure.wide ? 'col-span-2 sm:col-span-1' : undefined}>
            <dt className="text-xs text-slate-600">{figure.label}</dt>
            <dd className="text-sm font-semibold text-slate-900 tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** "+5,9% / -6,9% / -16,5%": several periods of one measure; null when none is known. */
function series(values: Array<number | null>, digits = 1): string | null {
  const texts = values.map((value) => formatPercent(value, digits, true));
  if (texts.every((value) => value === null)) return null;
  return texts.map((value) => value ?? '–').join(' / ');
}

function hasAny(figures: Figure[]): boolean {
  return figures.some((figure) => figure.value !== null);
}

/** The figures behind a pillar exist on analyses made by the scoring engine only. */
function fundamentalFigures(d: FundamentalDetails | null): Figure[] {
  if (d === null) return [];
  return [
    { label: f.roa, value: formatPercent(d.roa) },
    { label: f.grossMargin, value: formatPercent(d.grossMargin) },
    { label: f.operatingMargin, value: formatPercent(d.operatingMargin) },
    { label: f.netIncomeGrowth3Y, value: formatPercent(d.netIncomeGrowth3Y) },
    { label: f.ocfToNetIncome, value: formatMultiple(d.ocfToNetIncome) },
  ];
}

function technicalFigures(d: TechnicalDetails | null): Figure[] {
  if (d === null) return [];
  return [
    { label: f.sma50, value: formatRupiah(d.sma50) },
    { label: f.sma200, value: formatRupiah(d.sma200) },
    { label: f.rsi14, value: formatDecimal(d.rsi14) },
    { label: f.returns, value: series([d.return3m, d.return6m, d.return12m]), wide: true },
    { label: f.excessReturn12m, value: formatPercentPoints(d.excessReturn12m, f.pointsUnit, 1) },
    { label: f.volatility1y, value: formatPercent(d.volatility1y) },
    { label: f.maxDrawdown1y, value: formatPercent(d.maxDrawdown1y) },
    { label: f.beta1y, value: formatDecimal(d.beta1y, 2) },
    { label: f.medianTradedValue, value: formatRupiahCompact(d.medianTradedValue60d) },
  ];
}

function sentimentFigures(d: SentimentDetails | null): Figure[] {
  if (d === null) return [];
  return [
    { label: f.netFlows, value: series([d.netFlow5d, d.netFlow20d, d.netFlow60d]), wide: true },
    { label: f.foreignOwnership, value: formatPercent(d.foreignOwnershipPct) },
    {
      label: f.foreignOwnershipChange3m,
      value: formatPercentPoints(d.foreignOwnershipChange3mPp, f.pointsUnit),
    },
    {
      label: f.foreignOwnershipChange6m,
      value: formatPercentPoints(d.foreignOwnershipChange6mPp, f.pointsUnit),
    },
    { label: f.accumulation, value: d.accumulation },
  ];
}

function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{children}</CardContent>
    </Card>
  );
}

export function hasValuation(valuation: ValuationSection): boolean {
  const { dcf } = valuation;
  return (
    (valuation.fairValue ?? null) !== null ||
    valuation.valuationSummary !== null ||
    dcf.bullCase !== null ||
    dcf.baseCase !== null ||
    dcf.bearCase !== null ||
    hasValuationInputs(valuation)
  );
}

/**
 * Engine 4 on: the fair-value range, its uncertainty and its methods lead the card (the DCF is one of
 * the methods). Older analyses show their DCF cases as they were stored.
 */
export function ValuationCard({ valuation }: { valuation: ValuationSection }) {
  const { dcf } = valuation;
  const fairValue = valuation.fairValue ?? null;
  return (
    <SectionCard title={t.valuation.title}>
      <p className="-mt-2 text-sm text-slate-600">
        {fairValue
          ? t.fairValue.description
          : isBankValuation(valuation)
            ? t.breakdown.valuation.bankDescription
            : t.valuation.description}
      </p>
      {fairValue ? (
        <FairValueBlock fairValue={fairValue} />
      ) : (
        <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          <Metric label={t.valuation.bull} value={formatRupiah(dcf.bullCase) ?? na} />
          <Metric label={t.valuation.base} value={formatRupiah(dcf.baseCase) ?? na} />
          <Metric label={t.valuation.bear} value={formatRupiah(dcf.bearCase) ?? na} />
        </dl>
      )}
      <ValuationNote note={valuation.note} />
      <Summary text={valuation.valuationSummary} />
      <ValuationInputs valuation={valuation} />
    </SectionCard>
  );
}

export function hasFundamentals(fundamentals: FundamentalsSection): boolean {
  const p = fundamentals.profitability;
  return (
    fundamentals.summary !== null ||
    p.roe !== null ||
    p.netMargin !== null ||
    p.revenueGrowth3Y !== null ||
    hasAny(fundamentalFigures(fundamentals.details))
  );
}

/** The flow period and how old the newest statement is (engine 2 onward). */
function statementCaption(details: FundamentalDetails | null): string | null {
  if (details === null) return null;
  const parts: string[] = [];
  if (details.period) parts.push(interpolate(f.period, { period: details.period }));
  const latest = details.latestStatement;
  if (latest) {
    const text = interpolate(f.latestStatement, { period: latest.period, months: latest.ageMonths });
    parts.push(details.stale ? `${text} (${f.stale})` : text);
  }
  return parts.length === 0 ? null : parts.join('. ');
}

export function FundamentalsCard({ fundamentals }: { fundamentals: FundamentalsSection }) {
  const p = fundamentals.profitability;
  return (
    <SectionCard title={t.fundamentals.title}>
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <Metric label={t.fundamentals.roe} value={formatPercent(p.roe) ?? na} />
        <Metric label={t.fundamentals.netMargin} value={formatPercent(p.netMargin) ?? na} />
        <Metric label={t.fundamentals.revenueGrowth3Y} value={formatPercent(p.revenueGrowth3Y) ?? na} />
      </dl>
      <Summary text={fundamentals.summary} />
      <FigureGrid
        figures={fundamentalFigures(fundamentals.details)}
        caption={statementCaption(fundamentals.details)}
      />
    </SectionCard>
  );
}

export function hasTechnical(technical: TechnicalSection): boolean {
  return (
    technical.summary !== null ||
    technical.trend.longTerm !== null ||
    technical.trend.shortTerm !== null ||
    hasAny(technicalFigures(technical.details))
  );
}

export function TechnicalCard({ technical }: { technical: TechnicalSection }) {
  return (
    <SectionCard title={t.technical.title}>
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <Metric label={t.technical.longTerm} value={technical.trend.longTerm ?? na} />
        <Metric label={t.technical.shortTerm} value={technical.trend.shortTerm ?? na} />
      </dl>
      <Summary text={technical.summary} />
      <FigureGrid figures={technicalFigures(technical.details)} />
    </SectionCard>
  );
}

export function hasSentiment(sentiment: SentimentSection): boolean {
  return (
    sentiment.summary !== null ||
    sentiment.foreignFlow.trend !== null ||
    hasAny(sentimentFigures(sentiment.details))
  );
}

export function SentimentCard({ sentiment }: { sentiment: SentimentSection }) {
  return (
    <SectionCard title={t.sentiment.title}>
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <Metric label={t.sentiment.foreignFlow} value={sentiment.foreignFlow.trend ?? na} />
      </dl>
      <Summary text={sentiment.summary} />
      <FigureGrid figures={sentimentFigures(sentiment.details)} />
    </SectionCard>
  );
}
