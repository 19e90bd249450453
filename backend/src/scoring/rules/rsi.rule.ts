import { num } from '../format';
import { defineRule, levels, noData } from './rule';

export const RSI_LOW = 45;
export const RSI_HIGH = 70;

/** Healthy momentum sits between neutral and overbought. */
export const rsiRule = defineRule({
  id: 'rsi',
  pillar: 'technical',
  part: 'momentum',
  label: 'RSI(14)',
  maxPoints: 1,
  appliesTo: 'all',
  metricIds: ['rsi14'],
  thresholds: levels('index', RSI_LOW, RSI_HIGH),
  evaluate(m) {
    const r = m.rsi14;
    if (r === null) return noData(this, 'RSI(14)');
    const zone = r > RSI_HIGH ? 'jenuh beli' : r < 30 ? 'jenuh jual' : r < RSI_LOW ? 'lemah' : 'sehat';
    return {
      points: r >= RSI_LOW && r <= RSI_HIGH ? 1 : 0,
      reason: `RSI(14) ${num(r)}: zona ${zone} (poin bila ${RSI_LOW}–${RSI_HIGH})`,
      coverage: 1,
    };
  },
});
