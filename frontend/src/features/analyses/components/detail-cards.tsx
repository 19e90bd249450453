import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { messages } from '@/i18n';
import { formatPercent1, formatRupiah } from '@/lib/format';
import type { Fundamentals, Sentiment, Technical, Valuation } from '../types';

const t = messages.analyses.detail;

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
      present(dcf?.bearCase)),
  );
}

export function ValuationCard({ valuation }: { valuation: Valuation }) {
  const dcf = valuation.dcf;
  return (
    <SectionCard title={t.valuation.title}>
      <p className="-mt-2 text-sm text-slate-600">{t.valuation.description}</p>
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <Metric label={t.valuation.bull} value={formatRupiah(dcf?.bullCase)} />
        <Metric label={t.valuation.base} value={formatRupiah(dcf?.baseCase)} />
        <Metric label={t.valuation.bear} value={formatRupiah(dcf?.bearCase)} />
      </dl>
      <Summary text={valuation.valuationSummary} />
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
      present(p?.revenueGrowth3Y)),
  );
}

export function FundamentalsCard({ fundamentals }: { fundamentals: Fundamentals }) {
  const p = fundamentals.profitability;
  return (
    <SectionCard title={t.fundamentals.title}>
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <Metric label={t.fundamentals.roe} value={formatPercent1(p?.roe)} />
        <Metric label={t.fundamentals.netMargin} value={formatPercent1(p?.netMargin)} />
        <Metric label={t.fundamentals.revenueGrowth3Y} value={formatPercent1(p?.revenueGrowth3Y)} />
      </dl>
      <Summary text={fundamentals.summary} />
    </SectionCard>
  );
}

export function hasTechnical(technical: Technical | null | undefined): technical is Technical {
  return Boolean(
    technical &&
    (present(technical.summary) || present(technical.trend?.longTerm) || present(technical.trend?.shortTerm)),
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
    </SectionCard>
  );
}

export function hasSentiment(sentiment: Sentiment | null | undefined): sentiment is Sentiment {
  return Boolean(sentiment && (present(sentiment.summary) || present(sentiment.foreignFlow?.trend)));
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
    </SectionCard>
  );
}
