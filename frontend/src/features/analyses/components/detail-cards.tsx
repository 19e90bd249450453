import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { interpolate, messages } from '@/i18n';
import { formatPercent1, formatRupiah } from '@/lib/format';
import {
  formatDecimal,
  formatMultiple,
  formatPct,
  formatPp,
  formatRp,
  formatRpCompact,
  text,
} from '../lib/figures';
import type {
  FundamentalDetails,
  Fundamentals,
  NumericValue,
  Sentiment,
  SentimentDetails,
  Technical,
  TechnicalDetails,
  Valuation,
} from '../types';
import { ValuationInputs, ValuationNote, hasValuationInputs, isBankValuation } from './valuation-inputs';

const t = messages.analyses.detail;
const f = messages.analyses.detail.breakdown.figures;

/** True when a value is worth a row: not null/undefined/blank. */
function present(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  return true;
}

function Metric({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-lg bg-slate-50 p-3">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="text-base font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

function Summary({ text }: { text: string | null | undefined }) {
  if (!present(text)) return null;
  return <p className="text-sm leading-relaxed whitespace-pre-line text-slate-700">{text}</p>;
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
function series(values: Array<NumericValue | null | undefined>, digits = 1): string | null {
  const texts = values.map((value) => formatPct(value, digits, true));
  if (texts.every((value) => value === null)) return null;
  return texts.map((value) => value ?? '–').join(' / ');
}

function hasAny(figures: Figure[]): boolean {
  return figures.some((figure) => figure.value !== null);
}

function fundamentalFigures(d: FundamentalDetails | null | undefined): Figure[] {
  return [
    { label: f.roa, value: formatPct(d?.roa) },
    { label: f.grossMargin, value: formatPct(d?.grossMargin) },
    { label: f.operatingMargin, value: formatPct(d?.operatingMargin) },
    { label: f.netIncomeGrowth3Y, value: formatPct(d?.netIncomeGrowth3Y) },
    { label: f.ocfToNetIncome, value: formatMultiple(d?.ocfToNetIncome) },
  ];
}

function technicalFigures(d: TechnicalDetails | null | undefined): Figure[] {
  return [
    { label: f.sma50, value: formatRp(d?.sma50) },
    { label: f.sma200, value: formatRp(d?.sma200) },
    { label: f.rsi14, value: formatDecimal(d?.rsi14) },
    { label: f.returns, value: series([d?.return3m, d?.return6m, d?.return12m]), wide: true },
    { label: f.excessReturn12m, value: formatPp(d?.excessReturn12m, f.pointsUnit, 1) },
    { label: f.volatility1y, value: formatPct(d?.volatility1y) },
    { label: f.maxDrawdown1y, value: formatPct(d?.maxDrawdown1y) },
    { label: f.beta1y, value: formatDecimal(d?.beta1y, 2) },
    { label: f.medianTradedValue, value: formatRpCompact(d?.medianTradedValue60d) },
  ];
}

function sentimentFigures(d: SentimentDetails | null | undefined): Figure[] {
  return [
    { label: f.netFlows, value: series([d?.netFlow5d, d?.netFlow20d, d?.netFlow60d]), wide: true },
    { label: f.foreignOwnership, value: formatPct(d?.foreignOwnershipPct) },
    { label: f.foreignOwnershipChange3m, value: formatPp(d?.foreignOwnershipChange3mPp, f.pointsUnit) },
    { label: f.foreignOwnershipChange6m, value: formatPp(d?.foreignOwnershipChange6mPp, f.pointsUnit) },
    { label: f.accumulation, value: text(d?.accumulation) },
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

export function hasValuation(valuation: Valuation | null | undefined): valuation is Valuation {
  const dcf = valuation?.dcf;
  return Boolean(
    valuation &&
    (present(valuation.valuationSummary) ||
      present(dcf?.bullCase) ||
      present(dcf?.baseCase) ||
      present(dcf?.bearCase) ||
      hasValuationInputs(valuation)),
  );
}

export function ValuationCard({ valuation }: { valuation: Valuation }) {
  const dcf = valuation.dcf;
  return (
    <SectionCard title={t.valuation.title}>
      <p className="-mt-2 text-sm text-slate-600">
        {isBankValuation(valuation) ? t.breakdown.valuation.bankDescription : t.valuation.description}
      </p>
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <Metric label={t.valuation.bull} value={formatRupiah(dcf?.bullCase)} />
        <Metric label={t.valuation.base} value={formatRupiah(dcf?.baseCase)} />
        <Metric label={t.valuation.bear} value={formatRupiah(dcf?.bearCase)} />
      </dl>
      <ValuationNote note={valuation.note} />
      <Summary text={valuation.valuationSummary} />
      <ValuationInputs valuation={valuation} />
    </SectionCard>
  );
}

export function hasFundamentals(fundamentals: Fundamentals | null | undefined): fundamentals is Fundamentals {
  const p = fundamentals?.profitability;
  return Boolean(
    fundamentals &&
    (present(fundamentals.summary) ||
      present(p?.roe) ||
      present(p?.netMargin) ||
      present(p?.revenueGrowth3Y) ||
      hasAny(fundamentalFigures(fundamentals.details))),
  );
}

export function FundamentalsCard({ fundamentals }: { fundamentals: Fundamentals }) {
  const p = fundamentals.profitability;
  const period = text(fundamentals.details?.period);
  return (
    <SectionCard title={t.fundamentals.title}>
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <Metric label={t.fundamentals.roe} value={formatPercent1(p?.roe)} />
        <Metric label={t.fundamentals.netMargin} value={formatPercent1(p?.netMargin)} />
        <Metric label={t.fundamentals.revenueGrowth3Y} value={formatPercent1(p?.revenueGrowth3Y)} />
      </dl>
      <Summary text={fundamentals.summary} />
      <FigureGrid
        figures={fundamentalFigures(fundamentals.details)}
        caption={period ? interpolate(f.period, { period }) : null}
      />
    </SectionCard>
  );
}

export function hasTechnical(technical: Technical | null | undefined): technical is Technical {
  return Boolean(
    technical &&
    (present(technical.summary) ||
      present(technical.trend?.longTerm) ||
      present(technical.trend?.shortTerm) ||
      hasAny(technicalFigures(technical.details))),
  );
}

export function TechnicalCard({ technical }: { technical: Technical }) {
  const na = messages.common.notAvailable;
  return (
    <SectionCard title={t.technical.title}>
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <Metric label={t.technical.longTerm} value={technical.trend?.longTerm?.trim() || na} />
        <Metric label={t.technical.shortTerm} value={technical.trend?.shortTerm?.trim() || na} />
      </dl>
      <Summary text={technical.summary} />
      <FigureGrid figures={technicalFigures(technical.details)} />
    </SectionCard>
  );
}

export function hasSentiment(sentiment: Sentiment | null | undefined): sentiment is Sentiment {
  return Boolean(
    sentiment &&
    (present(sentiment.summary) ||
      present(sentiment.foreignFlow?.trend) ||
      hasAny(sentimentFigures(sentiment.details))),
  );
}

export function SentimentCard({ sentiment }: { sentiment: Sentiment }) {
  return (
    <SectionCard title={t.sentiment.title}>
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <Metric
          label={t.sentiment.foreignFlow}
          value={sentiment.foreignFlow?.trend?.trim() || messages.common.notAvailable}
        />
      </dl>
      <Summary text={sentiment.summary} />
      <FigureGrid figures={sentimentFigures(sentiment.details)} />
    </SectionCard>
  );
}
