import { pct } from '../format';
import { defineRule, levels, noData } from './rule';

/** About the median of liquid IDX stocks 2016–2024 (7.5%). */
export const NET_MARGIN_GOOD = 8;
export const GROSS_MARGIN_GOOD = 30;
export const OPERATING_MARGIN_GOOD = 15;

/**
 * Net margin; where a template has no net margin (no revenue line) a high gross or operating margin stands in.
 * Gross margin alone carried no signal in 2016–2024 (IC −0.04), so it is only the fallback.
 */
export const marginsRule = defineRule({
  id: 'margins',
  pillar: 'fundamental',
  part: 'profitability',
  label: 'Margin laba',
  maxPoints: 1,
  appliesTo: 'non_bank',
  metricIds: ['net_margin', 'gross_margin', 'operating_margin'],
  thresholds: levels('%', NET_MARGIN_GOOD, GROSS_MARGIN_GOOD, OPERATING_MARGIN_GOOD),
  evaluate(m) {
    if (m.net_margin !== null) {
      const points = m.net_margin >= NET_MARGIN_GOOD ? 1 : 0;
      const extra = m.gross_margin === null ? '' : `; margin kotor ${pct(m.gross_margin)}`;
      return {
        points,
        reason: `Margin laba bersih ${pct(m.net_margin)} (minimal ${pct(NET_MARGIN_GOOD, 0)})${extra}`,
        coverage: 1,
      };
    }
    const g = m.gross_margin;
    const o = m.operating_margin;
    if (g === null && o === null) return noData(this, 'Margin laba');
    const passed = (g !== null && g >= GROSS_MARGIN_GOOD) || (o !== null && o >= OPERATING_MARGIN_GOOD);
    const text = [
      g === null ? null : `margin kotor ${pct(g)} (ambang ${pct(GROSS_MARGIN_GOOD, 0)})`,
      o === null ? null : `margin usaha ${pct(o)} (ambang ${pct(OPERATING_MARGIN_GOOD, 0)})`,
    ]
      .filter((t) => t !== null)
      .join(', ');
    return { points: passed ? 1 : 0, reason: `Margin bersih tidak tersedia; ${text}`, coverage: 0.5 };
  },
});
