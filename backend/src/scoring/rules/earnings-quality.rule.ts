import { pct } from '../format';
import { defineRule, levels, noData } from './rule';

/** About the median of liquid IDX stocks 2016–2024 (5.1%). */
export const CASH_BACKED_ROE_MIN = 5;
export const FCF_YEARS_MIN = 3;
export const FCF_MARGIN_MIN = 5;

/**
 * Profit backed by cash: min(net income, operating cash flow) / equity, plus a record of positive free cash
 * flow. Taking the minimum means more profit never costs points while unbacked profit earns none.
 */
export const earningsQualityRule = defineRule({
  id: 'earnings-quality',
  pillar: 'fundamental',
  part: 'health',
  label: 'Kualitas laba (arus kas)',
  maxPoints: 1,
  appliesTo: 'non_bank',
  metricIds: ['cash_backed_roe', 'fcf_positive_years', 'fcf_margin'],
  thresholds: levels('%', CASH_BACKED_ROE_MIN, FCF_MARGIN_MIN),
  evaluate(m) {
    const roe = m.cash_backed_roe;
    const years = m.fcf_positive_years;
    const margin = m.fcf_margin;
    if (roe === null) return noData(this, 'Arus kas operasi');
    const fcfOk = (years !== null && years >= FCF_YEARS_MIN) || (margin !== null && margin >= FCF_MARGIN_MIN);
    const passed = roe >= CASH_BACKED_ROE_MIN && fcfOk;
    const fcfText =
      years === null && margin === null
        ? 'arus kas bebas tidak tersedia'
        : [
            years === null ? null : `arus kas bebas positif ${years} dari 5 tahun`,
            margin === null ? null : `margin arus kas bebas ${pct(margin)}`,
          ]
            .filter((t) => t !== null)
            .join(', ');
    return {
      points: passed ? 1 : 0,
      reason: `ROE berbasis kas ${pct(roe)} (minimal ${pct(CASH_BACKED_ROE_MIN, 0)}); ${fcfText}`,
      coverage: years === null && margin === null ? 0.5 : 1,
    };
  },
});
