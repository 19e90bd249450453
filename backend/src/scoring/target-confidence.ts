/**
 * How much a target deserves to be believed. Stale statements and a thin basis (tiny revenue, negative
 * or tiny equity, one fiscal year of statements) cap conviction at Low; methods that disagree widely
 * and an extreme upside each lower it one step. Every caution is one Indonesian sentence the page shows
 * among the conviction reasons, with only numbers the analysis also carries as data.
 */
import { SCORING_CONFIG } from './config';
import { periodLabel, trailingFlow } from './financials';
import { pct, times } from './format';
import type { MetricBook } from './metrics/metric';
import { marketCap } from './metrics/valuation';

export interface Caution {
  kind: 'stale' | 'thin_basis' | 'methods_disagree' | 'extreme_upside';
  /** Low whatever the pillars say, or one level lower. */
  effect: 'cap_low' | 'step_down';
  reason: string;
}

/** Reasons the statements are too thin a basis to price the stock on (empty when they are not). */
export function thinBasis(book: MetricBook): string[] {
  const { ctx } = book;
  const c = SCORING_CONFIG.targetConfidence;
  const reasons: string[] = [];
  const years = new Set(ctx.fin.rows.map((s) => s.fiscalYear));
  const newest = ctx.fin.newest;
  if (newest !== null && !ctx.fin.expired && years.size < 2) {
    reasons.push(
      `Laporan keuangan hanya mencakup satu tahun buku (terbaru ${periodLabel(newest)}): riwayat terlalu pendek untuk target yang kokoh.`,
    );
  }
  const revenue = trailingFlow(ctx.fin, 'revenue');
  const cap = marketCap(book);
  if (!ctx.isBank && revenue !== null && ctx.fx !== null && cap !== null && cap > 0) {
    if (revenue * ctx.fx < (c.minRevenueToMarketCap / 100) * cap) {
      reasons.push(
        `Pendapatan sangat kecil dibanding kapitalisasi pasar (ambang ${pct(c.minRevenueToMarketCap, 0)}): laba dan nilai buku belum mencerminkan usaha yang berjalan.`,
      );
    }
  }
  const equity = book.get('equity_to_assets');
  const pb = book.get('pb');
  if (equity !== null && equity <= 0) {
    reasons.push('Ekuitas negatif: nilai buku tidak dapat menjadi dasar valuasi.');
  } else if (pb !== null && pb > c.maxPb) {
    reasons.push(
      `Ekuitas sangat kecil dibanding harga (P/B ${times(pb, 1)}; ambang ${times(c.maxPb, 0)}): dasar valuasi tipis.`,
    );
  }
  return reasons;
}
