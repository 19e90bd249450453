/**
 * Target price: the mean of the intrinsic base case and a relative value, on an IDX tick. The relative value
 * is the stock's own five-year median multiple applied to today's figures (P/E × TTM EPS for non-banks,
 * P/B × book per share for banks); the sector median multiple stands in when the stock has no five-year
 * history. Sector medians alone are too noisy for a price: small caps with thin earnings push them to 20–60×.
 * Without profit or positive cash flow there is no anchor for upside: the target is then sector P/B × book,
 * capped at the last close. Stale statements, or book value alone on a thin basis, give no target at all.
 */
import { SCORING_CONFIG } from '../config';
import { latestBalance, trailingFlow } from '../financials';
import { round } from '../math';
import type { MetricBook } from '../metrics/metric';
import { ownHistory, sectorMedianPb, sectorMedianPe } from '../metrics/valuation';
import { roundToTick } from '../ticks';
import type { Valuation } from './valuation-types';

/**
 * 'unavailable': no method applies (stale statements, nothing to price on, or only book value on a
 * thin basis); `price` then holds the last close and the page says "Target tidak tersedia".
 */
export type TargetBasis = 'blend' | 'intrinsic' | 'relative' | 'book_capped' | 'fair_value' | 'unavailable';

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
  /**
   * Why the target deserves less belief (stale or thin statements, methods far apart, an extreme upside):
   * one Indonesian sentence each, also among the conviction reasons. Empty when there is none.
   */
  cautions: string[];
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

export function bookPerShare(book: MetricBook): number | null {
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
  const eps = perShareIdr(book, trailingFlow(book.ctx.fin, 'netIncome'));
  const own = usablePe(ownHistory(book, 'pe').median);
  const multiple = own ?? usablePe(sectorMedianPe(book));
  const method = own !== null ? 'own_pe' : 'sector_pe';
  const value = multiple !== null && eps !== null && eps > 0 ? multiple * eps : null;
  return { method, multiple: multiple === null ? null : round(multiple, 2), value };
}

/** What the target may rest on: the statements are fresh and the basis is not thin. */
export interface TargetGrounds {
  /** The statements are too old to price the stock on. */
  stale: boolean;
  /** Tiny revenue, negative or tiny equity, or one year of statements. */
  thin: boolean;
}

function unavailable(relative: RelativeValue, intrinsic: number | null, lastClose: number, why: string): TargetPrice {
  return {
    // The API's targetPrice is a number: the last close stands in, with the basis saying it is no target.
    price: roundToTick(lastClose),
    basis: 'unavailable',
    intrinsic,
    relative,
    explanation: `Target tidak tersedia: ${why}.`,
    cautions: [],
  };
}

export function computeTarget(book: MetricBook, valuation: Valuation, grounds: TargetGrounds): TargetPrice {
  const { ctx } = book;
  const intrinsic = valuation.cases.base.fairValue;
  const found = relativeValue(book);
  // Same plausibility bound as the intrinsic cases: far above the price is a data error, not a target.
  const relative =
    found.value !== null && found.value > SCORING_CONFIG.maxFairValueToPrice * ctx.lastClose
      ? { ...found, value: null }
      : found;
  if (grounds.stale) {
    return unavailable(relative, intrinsic, ctx.lastClose, 'laporan keuangan terlalu lama untuk dijadikan dasar harga');
  }
  const relativeText = RELATIVE_TEXT[relative.method];
  const intrinsicText = valuation.method === 'dcf' ? 'DCF kasus dasar' : 'P/B–ROE kasus dasar';
  if (intrinsic !== null && relative.value !== null) {
    return {
      price: roundToTick((intrinsic + relative.value) / 2),
      basis: 'blend',
      intrinsic,
      relative,
      explanation: `Rata-rata ${intrinsicText} dan ${relativeText}.`,
      cautions: [],
    };
  }
  if (intrinsic !== null) {
    return {
      price: intrinsic,
      basis: 'intrinsic',
      intrinsic,
      relative,
      explanation: `${intrinsicText} (nilai relatif tidak tersedia).`,
      cautions: [],
    };
  }
  if (relative.value !== null) {
    return {
      price: roundToTick(relative.value),
      basis: 'relative',
      intrinsic,
      relative,
      explanation: `${relativeText} (${intrinsicText} tidak tersedia).`,
      cautions: [],
    };
  }
  const pb = sectorMedianPb(book);
  const bvps = bookPerShare(book);
  if (pb !== null && bvps !== null && bvps > 0 && !grounds.thin) {
    const bookValue = pb * bvps;
    return {
      price: roundToTick(Math.min(bookValue, ctx.lastClose)),
      basis: 'book_capped',
      intrinsic,
      relative,
      explanation:
        'Tanpa laba dan arus kas bebas positif: P/B median sektor × nilai buku per saham, dibatasi tidak di atas harga terakhir.',
      cautions: [],
    };
  }
  return unavailable(
    relative,
    intrinsic,
    ctx.lastClose,
    grounds.thin
      ? 'tanpa laba dan arus kas bebas positif, dan dasar valuasinya tipis'
      : 'tidak ada laba, arus kas bebas positif, atau nilai buku yang dapat dijadikan dasar',
  );
}
