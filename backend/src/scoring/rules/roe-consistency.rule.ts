import { pct } from '../format';
import { defineRule, levels, noData } from './rule';

/** The same tolerance as the ROE rule's first point. */
export const ROE_AVG_MARGIN = 5;

/** One good year is not a franchise: the five-year average ROE must also come close to the cost of equity. */
export const roeConsistencyRule = defineRule({
  id: 'roe-consistency',
  pillar: 'fundamental',
  part: 'profitability',
  label: 'Konsistensi ROE 5 tahun',
  maxPoints: 1,
  appliesTo: 'all',
  metricIds: ['roe_avg_5y', 'cost_of_equity'],
  thresholds: levels('pp', ROE_AVG_MARGIN),
  evaluate(m) {
    if (m.roe_avg_5y === null || m.cost_of_equity === null) return noData(this, 'ROE 5 tahun');
    const floor = m.cost_of_equity - ROE_AVG_MARGIN;
    const points = m.roe_avg_5y >= floor ? 1 : 0;
    return {
      points,
      reason: `Rata-rata ROE 5 tahun ${pct(m.roe_avg_5y)} ${points ? 'mencapai' : 'di bawah'} ambang biaya ekuitas ${pct(m.cost_of_equity)} dikurangi ${ROE_AVG_MARGIN} poin`,
      coverage: 1,
    };
  },
});
