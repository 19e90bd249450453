import { pct, times } from '../format';
import { defineRule, levels, noData } from './rule';

/** At or below the sector median. */
export const PE_DISCOUNT = 1;

/** Cheaper than the sector on earnings. A loss scores nothing (a P/E of a loss is not cheap). */
export const peVsSectorRule = defineRule({
  id: 'pe-vs-sector',
  pillar: 'fundamental',
  part: 'valuation',
  label: 'P/E terhadap sektor',
  maxPoints: 1,
  appliesTo: 'all',
  metricIds: ['pe', 'earnings_yield', 'pe_vs_sector', 'sector_median_pe'],
  thresholds: levels('x', PE_DISCOUNT),
  evaluate(m) {
    if (m.earnings_yield !== null && m.earnings_yield <= 0) {
      return {
        points: 0,
        reason: `Rugi (imbal hasil laba ${pct(m.earnings_yield)}): P/E tidak bermakna`,
        coverage: 1,
      };
    }
    if (m.pe === null || m.pe_vs_sector === null) return noData(this, 'P/E atau median P/E sektor');
    const points = m.pe_vs_sector <= PE_DISCOUNT ? 1 : 0;
    const median = m.pe / m.pe_vs_sector;
    return {
      points,
      reason: `P/E ${times(m.pe)} vs median sektor ${times(median)} (${times(m.pe_vs_sector, 2)}; murah bila ≤ ${times(PE_DISCOUNT, 1)})`,
      coverage: 1,
    };
  },
});
