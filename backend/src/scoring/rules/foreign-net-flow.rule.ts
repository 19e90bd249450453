import { signedPct } from '../format';
import { defineRule, levels, noData } from './rule';

/**
 * Heavy net foreign selling over the last 20 trading days scores, because on IDX it has been followed by a
 * rebound: short-term foreign flow reverses. Chosen on 2016–2020 only (20-day net ≤ −6% of volume, IC +0.054,
 * t 3.5; the old "net buying" reading was −0.04, t −2.8); 2021–2025 untouched: +0.070, t 2.8. docs/scoring.md.
 */
export const FOREIGN_SELLING_20D = [-6, -15];

export const foreignNetFlowRule = defineRule({
  id: 'foreign-net-flow',
  pillar: 'sentiment',
  part: 'foreign_flow',
  label: 'Jual bersih asing 20 hari (pembalikan)',
  maxPoints: 2,
  appliesTo: 'all',
  // The 60-day window and the count of buying days are quoted for context only: neither predicted (IC ~0).
  metricIds: ['foreign_net_20d', 'foreign_net_60d', 'foreign_net_buy_days_20d'],
  thresholds: levels('%', ...FOREIGN_SELLING_20D),
  evaluate(m) {
    const d20 = m.foreign_net_20d;
    if (d20 === null) return noData(this, 'Arus asing 20 hari');
    const points = (d20 <= FOREIGN_SELLING_20D[0] ? 1 : 0) + (d20 <= FOREIGN_SELLING_20D[1] ? 1 : 0);
    const d60 = m.foreign_net_60d;
    const days = m.foreign_net_buy_days_20d;
    const context = [
      d60 === null ? null : `60 hari ${signedPct(d60)}`,
      days === null ? null : `net beli ${days} dari 20 hari`,
    ].filter((x) => x !== null);
    return {
      points,
      reason: `Net beli asing 20 hari ${signedPct(d20)} dari volume (ambang jual bersih ${signedPct(FOREIGN_SELLING_20D[0], 0)} / ${signedPct(FOREIGN_SELLING_20D[1], 0)})${context.length > 0 ? `; ${context.join(', ')}` : ''}: jual bersih asing yang tajam cenderung diikuti pemulihan harga`,
      coverage: 1,
    };
  },
});
