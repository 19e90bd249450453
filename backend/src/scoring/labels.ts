/** Indonesian labels derived from metrics, for the trend and foreign-flow cards. */
import type { MetricValues } from './metrics/metric-ids';

export type TrendLabel = 'Naik' | 'Turun' | 'Datar' | 'Data tidak tersedia';
export type ForeignFlowLabel = 'Akumulasi asing' | 'Distribusi asing' | 'Netral' | 'Data tidak tersedia';
export type AccumulationLabel = 'Akumulasi' | 'Distribusi' | 'Netral' | 'Data tidak tersedia';

/** Up when price is above a rising average, down when below a falling one, flat in between. */
export function trendLabel(priceVsAverage: number | null, averageSlope: number | null): TrendLabel {
  if (priceVsAverage === null || averageSlope === null) return 'Data tidak tersedia';
  if (priceVsAverage > 0 && averageSlope > 0) return 'Naik';
  if (priceVsAverage < 0 && averageSlope < 0) return 'Turun';
  return 'Datar';
}

/** Net foreign buying of at least 1% of volume over 20 days, not contradicted by the 60-day window. */
export const FOREIGN_FLOW_BAND = 1;

export function foreignFlowLabel(m: MetricValues): ForeignFlowLabel {
  const net20 = m.foreign_net_20d;
  const net60 = m.foreign_net_60d;
  const recent = net20 ?? net60;
  if (recent === null) return 'Data tidak tersedia';
  const longer = net60 ?? recent;
  if (recent >= FOREIGN_FLOW_BAND && longer >= 0) return 'Akumulasi asing';
  if (recent <= -FOREIGN_FLOW_BAND && longer <= 0) return 'Distribusi asing';
  return 'Netral';
}

export function accumulationLabel(m: MetricValues): AccumulationLabel {
  const obv = m.obv_trend_60d;
  const ad = m.ad_trend_60d;
  if (obv === null && ad === null) return 'Data tidak tersedia';
  const signs = [obv, ad].filter((v): v is number => v !== null).map(Math.sign);
  if (signs.every((s) => s > 0)) return 'Akumulasi';
  if (signs.every((s) => s < 0)) return 'Distribusi';
  return 'Netral';
}
