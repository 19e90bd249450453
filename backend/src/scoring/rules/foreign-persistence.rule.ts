import { defineRule, levels, noData } from './rule';

export const NET_BUY_DAYS_MIN = 11;

export const foreignPersistenceRule = defineRule({
  id: 'foreign-persistence',
  pillar: 'sentiment',
  part: 'foreign_flow',
  label: 'Konsistensi beli asing',
  maxPoints: 1,
  appliesTo: 'all',
  metricIds: ['foreign_net_buy_days_20d'],
  thresholds: levels('count', NET_BUY_DAYS_MIN),
  evaluate(m) {
    const days = m.foreign_net_buy_days_20d;
    if (days === null) return noData(this, 'Arus asing 20 hari');
    return {
      points: days >= NET_BUY_DAYS_MIN ? 1 : 0,
      reason: `Asing net beli ${days} dari 20 hari terakhir (minimal ${NET_BUY_DAYS_MIN})`,
      coverage: 1,
    };
  },
});
