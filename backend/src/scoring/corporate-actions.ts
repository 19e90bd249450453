/**
 * What the bundle's corporate actions (cash dividends and splits, IDR per share on the split-adjusted
 * price basis) mean for an analysis:
 * - a special dividend (far above the stock's usual payments and a large share of its price) is a
 *   one-off: it is left out of the dividend yield;
 * - a very large one (a quarter of the price or more) is a capital distribution such as ADRO's before
 *   the AADI spin-off of December 2024: statements covering time before it describe a bigger company,
 *   so profit, cash flow and growth use only periods that begin after it;
 * - a "dividend" above the whole share price is a data error (a total filed as a per-share amount);
 * - splits need no adjustment (prices, volumes and dividends are already on today's share basis and
 *   growth is measured on totals, not per share); the analysis only says one happened.
 * The bundle has no spin-off rows of its own: the distribution that pays for one is how it shows.
 */
import { SCORING_CONFIG } from './config';
import { addDays } from '../common/dates';
import { median } from './math';
import type { CorporateAction, PriceBar } from './scoring-input';

export interface SpecialDividend {
  exDate: string;
  /** IDR per share. */
  value: number;
  /** Percent of the last close before the ex-date. */
  shareOfPrice: number;
  /** The payment over the median of the stock's other payments in the three years before it. */
  multipleOfUsual: number;
  /** Large enough to be a capital distribution (statements before it are not comparable). */
  distribution: boolean;
}

export interface CorporateActionFacts {
  /** Ordinary cash dividends (special and implausible ones left out), oldest first. */
  dividends: CorporateAction[];
  /** Every dividend on file, special ones included (whether the stock pays at all). */
  allDividends: CorporateAction[];
  special: SpecialDividend[];
  /** The latest capital distribution, or null. */
  distribution: SpecialDividend | null;
  /** Dividends larger than the share price: data errors, ignored. */
  implausible: CorporateAction[];
  /** Splits (and rights/bonus adjustments) with ex-date on or before asOf, oldest first. */
  splits: CorporateAction[];
}

function closeBefore(bars: readonly PriceBar[], date: string): number | null {
  let lo = 0;
  let hi = bars.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (bars[mid].date < date) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found < 0 ? null : bars[found].close;
}

/** `bars` oldest first; actions already cut at asOf. */
export function analyseCorporateActions(
  actions: readonly CorporateAction[],
  bars: readonly PriceBar[],
  asOf: string,
): CorporateActionFacts {
  const c = SCORING_CONFIG.corporateActions;
  const sorted = actions
    .filter((a) => a.exDate <= asOf && a.value > 0)
    .sort((a, b) => (a.exDate < b.exDate ? -1 : a.exDate > b.exDate ? 1 : 0));
  const cash = sorted.filter((a) => a.action === 'dividend');
  const dividends: CorporateAction[] = [];
  const allDividends: CorporateAction[] = [];
  const special: SpecialDividend[] = [];
  const implausible: CorporateAction[] = [];
  for (const d of cash) {
    const close = closeBefore(bars, d.exDate);
    if (close !== null && d.value >= close) {
      implausible.push(d);
      continue;
    }
    allDividends.push(d);
    const threeYearsBefore = addDays(d.exDate, -3 * 365);
    const others = cash.filter((o) => o !== d && o.exDate < d.exDate && o.exDate >= threeYearsBefore);
    const usual = others.length >= 2 ? median(others.map((o) => o.value)) : null;
    const shareOfPrice = close === null ? null : (d.value / close) * 100;
    if (
      usual !== null &&
      usual > 0 &&
      shareOfPrice !== null &&
      d.value >= c.specialMultiple * usual &&
      shareOfPrice >= c.specialMinYield
    ) {
      special.push({
        exDate: d.exDate,
        value: d.value,
        shareOfPrice,
        multipleOfUsual: d.value / usual,
        distribution: shareOfPrice >= c.distributionMinYield,
      });
    } else {
      dividends.push(d);
    }
  }
  const distributions = special.filter((s) => s.distribution);
  return {
    dividends,
    allDividends,
    special,
    distribution: distributions.at(-1) ?? null,
    implausible,
    splits: sorted.filter((a) => a.action === 'split' && a.value !== 1),
  };
}
