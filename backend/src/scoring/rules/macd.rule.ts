import { signedPct } from '../format';
import { defineRule, noData } from './rule';

export const macdRule = defineRule({
  id: 'macd',
  pillar: 'technical',
  part: 'momentum',
  label: 'MACD',
  maxPoints: 1,
  appliesTo: 'all',
  metricIds: ['macd_pct', 'macd_histogram_pct'],
  thresholds: [],
  evaluate(m) {
    const line = m.macd_pct;
    const hist = m.macd_histogram_pct;
    if (line === null || hist === null) return noData(this, 'MACD');
    const points = line > 0 && hist > 0 ? 1 : 0;
    return {
      points,
      reason: `MACD ${signedPct(line, 2)} dari harga, histogram ${signedPct(hist, 2)} (poin bila keduanya positif)`,
      coverage: 1,
    };
  },
});
