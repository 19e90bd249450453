import { num, times } from '../format';
import { DEBT_TO_OCF_CAP } from '../metrics/health';
import { defineRule, levels, noData } from './rule';

/** Years of operating cash flow that repay the debt: median 2.9 among liquid IDX stocks 2016–2024. */
export const DEBT_YEARS_STEPS = [3, 1];

/**
 * Can operating cash repay the debt quickly, or is there more cash than debt? The strongest health signal
 * after cash (debt/OCF IC −0.12, t −3.2): two points for net cash or one year, one point for three years.
 */
export const debtServiceRule = defineRule({
  id: 'debt-service',
  pillar: 'fundamental',
  part: 'health',
  label: 'Kemampuan bayar utang',
  maxPoints: 2,
  appliesTo: 'non_bank',
  metricIds: ['debt_to_ocf', 'net_debt_to_equity'],
  thresholds: levels('years', ...DEBT_YEARS_STEPS),
  evaluate(m) {
    const years = m.debt_to_ocf;
    const net = m.net_debt_to_equity;
    if (years === null && net === null) return noData(this, 'Kemampuan bayar utang');
    const netCash = net !== null && net <= 0;
    const points = netCash ? 2 : years === null ? 0 : DEBT_YEARS_STEPS.filter((s) => years <= s).length;
    const yearsText =
      years === null
        ? null
        : years >= DEBT_TO_OCF_CAP
          ? 'arus kas operasi tidak positif untuk membayar utang'
          : `utang setara ${num(years, 1)} tahun arus kas operasi (ambang ${DEBT_YEARS_STEPS[0]} / ${DEBT_YEARS_STEPS[1]} tahun)`;
    const netText =
      net === null
        ? null
        : netCash
          ? 'kas melebihi utang (kas bersih)'
          : `utang bersih/ekuitas ${times(net, 2)}`;
    const text = [yearsText, netText].filter((t) => t !== null).join('; ');
    return {
      points,
      reason: text.charAt(0).toUpperCase() + text.slice(1),
      coverage: years !== null ? 1 : 0.5,
    };
  },
});
