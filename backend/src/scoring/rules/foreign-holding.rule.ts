import { signedPct } from '../format';
import { defineRule, levels, noData, share } from './rule';

/**
 * KSEI: did foreign investors hold a larger share of the company than 3 and 6 months ago? Holdings carried
 * more signal than daily flows in 2020–2024 (3-month change IC 0.04).
 */
/** A 6-month rise of this much (percent of the starting foreign share) earns the third point. */
export const FOREIGN_HOLDING_STRONG_RISE = 2;

export const foreignHoldingRule = defineRule({
  id: 'foreign-holding',
  pillar: 'sentiment',
  part: 'foreign_ownership',
  label: 'Perubahan kepemilikan asing (KSEI)',
  maxPoints: 3,
  appliesTo: 'all',
  metricIds: ['foreign_holding_change_3m', 'foreign_holding_change_6m'],
  thresholds: levels('%', FOREIGN_HOLDING_STRONG_RISE),
  evaluate(m) {
    const c3 = m.foreign_holding_change_3m;
    const c6 = m.foreign_holding_change_6m;
    if (c3 === null && c6 === null) return noData(this, 'Kepemilikan asing KSEI');
    const points =
      (c3 !== null && c3 > 0 ? 1 : 0) +
      (c6 !== null && c6 > 0 ? 1 : 0) +
      (c6 !== null && c6 >= FOREIGN_HOLDING_STRONG_RISE ? 1 : 0);
    return {
      points,
      reason: `Porsi saham asing berubah ${[
        c3 === null ? null : `${signedPct(c3)} dalam 3 bulan`,
        c6 === null ? null : `${signedPct(c6)} dalam 6 bulan`,
      ]
        .filter((t) => t !== null)
        .join(' dan ')}, relatif terhadap porsi awal`,
      coverage: share([c3, c6]),
    };
  },
});
