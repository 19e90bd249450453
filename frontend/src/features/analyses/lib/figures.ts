/**
 * The figures behind each pillar, labelled and formatted once: the analysis page's cards and the PDF
 * print these same lists, so a unit, a sign or a number of decimals can never differ between them.
 */
import type { FundamentalDetails, SentimentDetails, TechnicalDetails } from '@telisik/contract';
import { interpolate, messages } from '@/i18n';
import {
  formatDecimal,
  formatMultiple,
  formatPercent,
  formatPercentPoints,
  formatRupiah,
  formatRupiahCompact,
} from '@/lib/format';

const f = messages.analyses.detail.breakdown.figures;

/** One figure; a null value is one the analysis lacks, left out where it would show. */
export type Figure = { label: string; value: string | null; wide?: boolean };

export type ShownFigure = Figure & { value: string };

export function shownFigures(figures: Figure[]): ShownFigure[] {
  return figures.filter((figure): figure is ShownFigure => figure.value !== null);
}

export function hasAnyFigure(figures: Figure[]): boolean {
  return figures.some((figure) => figure.value !== null);
}

/** "+5,9% / -6,9% / -16,5%": several periods of one measure; null when none is known. */
function series(values: Array<number | null>, digits = 1): string | null {
  const texts = values.map((value) => formatPercent(value, digits, true));
  if (texts.every((value) => value === null)) return null;
  return texts.map((value) => value ?? '–').join(' / ');
}

/** The figures behind a pillar exist on analyses made by the scoring engine only. */
export function fundamentalFigures(d: FundamentalDetails | null): Figure[] {
  if (d === null) return [];
  return [
    { label: f.roa, value: formatPercent(d.roa) },
    { label: f.grossMargin, value: formatPercent(d.grossMargin) },
    { label: f.operatingMargin, value: formatPercent(d.operatingMargin) },
    { label: f.netIncomeGrowth3Y, value: formatPercent(d.netIncomeGrowth3Y) },
    { label: f.ocfToNetIncome, value: formatMultiple(d.ocfToNetIncome) },
  ];
}

export function technicalFigures(d: TechnicalDetails | null): Figure[] {
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

export function sentimentFigures(d: SentimentDetails | null): Figure[] {
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

/** The flow period and how old the newest statement is (engine 2 onward). */
export function statementCaption(details: FundamentalDetails | null): string | null {
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
