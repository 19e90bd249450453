/**
 * Target price: the mean of the intrinsic base case and a relative value, on an IDX tick. The relative value
 * is the stock's own five-year median multiple applied to today's figures (P/E × TTM EPS for non-banks,
 * P/B × book per share for banks); the sector median multiple stands in when the stock has no five-year
 * history. Sector medians alone are too noisy for a price: small caps with thin earnings push them to 20–60×.
 * Without profit or positive cash flow there is no anchor for upside: the target is then sector P/B × book,
 * capped at the last close.
 */
import { SCORING_CONFIG } from '../config';
import { latestBalance, ttmValue } from '../financials';
import { round } from '../math';
import type { MetricBook } from '../metrics/metric';
import { ownHistory, sectorMedianPb, sectorMedianPe } from '../metrics/valuation';
import { roundToTick } from '../ticks';
import type { Valuation } from './valuation-types';

export type TargetBasis = 'blend' | 'intrinsic' | 'relative' | 'book_capped' | 'last_close';

export interface RelativeValue {
  method: 'own_pe' | 'own_pb' | 'sector_pe' | 'sector_pb';
  /** The multiple applied. */
  multiple: number | null;
  /** IDR per share, unrounded; null when it cannot be formed. */
  value: number | null;
}

export interface TargetPrice {
  price: number;
  basis: TargetBasis;
  intrinsic: number | null;
  relative: RelativeValue;
  /** Indonesian sentence on how the target was formed. */
  explanation: string;
}

const RELATIVE_TEXT: Record<RelativeValue['method'], string> = {
  own_pe: 'P/E median 5 tahun saham ini × laba per saham',
  own_pb: 'P/B median 5 tahun saham ini × nilai buku per saham',
  sector_pe: 'P/E median sektor × laba per saham',
  sector_pb: 'P/B median sektor × nilai buku per saham',
};

/** Above this a P/E says the earnings are too thin to anchor a price (KAEF's 5-year median is ~350×). */
export const MAX_ANCHOR_PE = 60;

function usablePe(pe: number | null): number | null {
  return pe !== null && pe > 0 && pe <= MAX_ANCHOR_PE ? pe : null;
}

function perShareIdr(book: MetricBook, amount: number | null): number | null {
  const { ctx } = book;
  if (amount === null || ctx.fx === null || ctx.shares === null) return null;
  return (amount * ctx.fx) / ctx.shares;
}

function bookPerShare(book: MetricBook): number | null {
  return perShareIdr(book, latestBalance(book.ctx.fin, ['equity'])?.equity ?? null);
}

export function relativeValue(book: MetricBook): RelativeValue {
  if (book.ctx.isBank) {
    const bvps = bookPerShare(book);
    const own = ownHistory(book, 'pb').median;
    const multiple = own ?? sectorMedianPb(book);
    const method = own !== null ? 'own_pb' : 'sector_pb';
    const value = multiple !== null && bvps !== null && bvps > 0 ? multiple * bvps : null;
    return { method, multiple: multiple === null ? null : round(multiple, 2), value };
  }
  const eps = perShareIdr(book, ttmValue(book.ctx.fin, 'netIncome'));
  const own = usablePe(ownHistory(book, 'pe').median);
  const multiple = own ?? usablePe(sectorMedianPe(book));
  const method = own !== null ? 'own_pe' : 'sector_pe';
  const value = multiple !== null && eps !== null && eps > 0 ? multiple * eps : null;
  return { method, multiple: multiple === null ? null : round(multiple, 2), value };
}

export function computeTarget(book: MetricBook, valuation: Valuation): TargetPrice {
  const { ctx } = book;
  const intrinsic = valuation.cases.base.fairValue;
  const found = relativeValue(book);
  // Same plausibility bound as the intrinsic cases: far above the price is a data error, not a target.
  const relative =
    found.value !== null && found.value > SCORING_CONFIG.maxFairValueToPrice * ctx.lastClose
      ? { ...found, value: null }
      : found;
  const relativeText = RELATIVE_TEXT[relative.method];
  const intrinsicText = valuation.method === 'dcf' ? 'DCF kasus dasar' : 'P/B–ROE kasus dasar';
  if (intrinsic !== null && relative.value !== null) {
    return {
      price: roundToTick((intrinsic + relative.value) / 2),
      basis: 'blend',
      intrinsic,
      relative,
      explanation: `Rata-rata ${intrinsicText} dan ${relativeText}.`,
    };
  }
  if (intrinsic !== null) {
    return {
      price: intrinsic,
      basis: 'intrinsic',
      intrinsic,
      relative,
      explanation: `${intrinsicText} (nilai relatif tidak tersedia).`,
    };
  }
  if (relative.value !== null) {
    return {
      price: roundToTick(relative.value),
      basis: 'relative',
      intrinsic,
      relative,
      explanation: `${relativeText} (${intrinsicText} tidak tersedia).`,
    };
  }
  const pb = sectorMedianPb(book);
  const bvps = bookPerShare(book);
  if (pb !== null && bvps !== null && bvps > 0) {
    const bookValue = pb * bvps;
    return {
      price: roundToTick(Math.min(bookValue, ctx.lastClose)),
      basis: 'book_capped',
      intrinsic,
      relative,
      explanation:
        'Tanpa laba dan arus kas bebas positif: P/B median sektor × nilai buku per saham, dibatasi tidak di atas harga terakhir.',
    };
  }
  return {
    price: roundToTick(ctx.lastClose),
    basis: 'last_close',
    intrinsic,
    relative,
    explanation: 'Tidak ada dasar valuasi yang tersedia: target sama dengan harga terakhir.',
  };
}
