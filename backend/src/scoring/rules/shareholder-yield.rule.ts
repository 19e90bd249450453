import { pct } from '../format';
import { defineRule, levels, noData } from './rule';

/** Dividend yield steps (covered by earnings) and free-cash-flow yield steps (non-banks). */
export const DIVIDEND_YIELD_STEPS = [2.5, 5];
export const PAYOUT_MAX = 90;
export const FCF_YIELD_STEPS = [4, 10];

/**
 * Cash returned or returnable: a dividend yield that earnings cover, or (non-banks) the free-cash-flow yield,
 * whichever is higher. Among the strongest signals of 2016–2024 (FCF yield IC 0.13, t 4.2; dividend yield
 * IC 0.08, t 3.9). A dividend with no profit behind it is not counted.
 */
export const shareholderYieldRule = defineRule({
  id: 'shareholder-yield',
  pillar: 'fundamental',
  part: 'valuation',
  label: 'Imbal hasil dividen / arus kas',
  maxPoints: 2,
  appliesTo: 'all',
  metricIds: ['dividend_yield', 'payout_ratio', 'fcf_yield'],
  thresholds: levels('%', ...DIVIDEND_YIELD_STEPS, PAYOUT_MAX, ...FCF_YIELD_STEPS),
  evaluate(m, facts) {
    const dy = m.dividend_yield;
    const payout = m.payout_ratio;
    const fcf = facts.isBank ? null : m.fcf_yield;
    if (dy === null && fcf === null) return noData(this, 'Dividen dan arus kas bebas');
    const covered = dy !== null && payout !== null && payout <= PAYOUT_MAX;
    const dividendPoints = covered ? DIVIDEND_YIELD_STEPS.filter((s) => dy >= s).length : 0;
    const fcfPoints = fcf === null ? 0 : FCF_YIELD_STEPS.filter((s) => fcf >= s).length;
    const text = [
      dy === null
        ? 'dividen tidak tersedia'
        : `dividen ${pct(dy)}${payout === null ? (dy > 0 ? ' tanpa laba yang menutupinya' : '') : ` (rasio bayar ${pct(payout, 0)})`}`,
      fcf === null ? null : `arus kas bebas ${pct(fcf)} dari kapitalisasi`,
    ]
      .filter((t) => t !== null)
      .join(', ');
    const thresholds = `dividen ${pct(DIVIDEND_YIELD_STEPS[0])} / ${pct(DIVIDEND_YIELD_STEPS[1], 0)} dengan rasio bayar ≤ ${pct(PAYOUT_MAX, 0)}${facts.isBank ? '' : `; arus kas bebas ${pct(FCF_YIELD_STEPS[0], 0)} / ${pct(FCF_YIELD_STEPS[1], 0)}`}`;
    return {
      points: Math.max(dividendPoints, fcfPoints),
      reason: `Imbal hasil ${text} (ambang ${thresholds})`,
      coverage: facts.isBank ? (dy === null ? 0 : 1) : (dy === null ? 0 : 0.5) + (fcf === null ? 0 : 0.5),
    };
  },
});
