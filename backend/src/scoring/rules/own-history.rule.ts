import { times } from '../format';
import { defineRule, levels, noData, share } from './rule';

export const OWN_HISTORY_DISCOUNT = 0.9;

/**
 * Cheaper than the stock's own five-year median P/E (annual earnings on both sides) or P/B. One point only:
 * in 2016–2024 neither comparison ranked returns (IC 0.00 and −0.02); the sector comparison did.
 */
export const ownHistoryRule = defineRule({
  id: 'own-history',
  pillar: 'fundamental',
  part: 'valuation',
  label: 'Valuasi terhadap riwayat 5 tahun',
  maxPoints: 1,
  appliesTo: 'all',
  metricIds: ['pe_vs_5y_median', 'pb_vs_5y_median'],
  thresholds: levels('x', OWN_HISTORY_DISCOUNT),
  evaluate(m) {
    const pe = m.pe_vs_5y_median;
    const pb = m.pb_vs_5y_median;
    if (pe === null && pb === null) return noData(this, 'Riwayat P/E dan P/B 5 tahun');
    const cheap = (pe !== null && pe <= OWN_HISTORY_DISCOUNT) || (pb !== null && pb <= OWN_HISTORY_DISCOUNT);
    const text = [
      pe === null ? 'P/E tidak tersedia' : `P/E ${times(pe, 2)}`,
      pb === null ? 'P/B tidak tersedia' : `P/B ${times(pb, 2)}`,
    ].join(', ');
    return {
      points: cheap ? 1 : 0,
      reason: `${text} median 5 tahun saham ini (murah bila ≤ ${times(OWN_HISTORY_DISCOUNT, 1)})`,
      coverage: share([pe, pb]),
    };
  },
});
