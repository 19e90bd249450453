/**
 * Two-stage discounted cash flow of the cash owners can take out: five years of growth, then a
 * perpetuity. Pure arithmetic; the choices of inputs live in valuation.ts.
 */
export interface DcfInputs {
  /** Starting annual cash flow (any currency). */
  cashFlow: number;
  /** 5-year growth, percent a year. */
  growth: number;
  /** Discount rate, percent. */
  discountRate: number;
  /** Perpetual growth after year 5, percent; must be below the discount rate. */
  terminalGrowth: number;
  years: number;
}

export function dcfValue({ cashFlow, growth, discountRate, terminalGrowth, years }: DcfInputs): number {
  const g = growth / 100;
  const r = discountRate / 100;
  const gT = terminalGrowth / 100;
  if (r <= gT) throw new RangeError('discount rate must exceed terminal growth');
  let value = 0;
  let flow = cashFlow;
  for (let t = 1; t <= years; t++) {
    flow *= 1 + g;
    value += flow / (1 + r) ** t;
  }
  const terminal = (flow * (1 + gT)) / (r - gT);
  return value + terminal / (1 + r) ** years;
}

/**
 * Justified price-to-book of a bank: (ROE − g) / (CoE − g), but never below the no-growth value ROE / CoE
 * (a bank that earns less than its cost of equity is worth more if it stops growing). Floored at 0.
 */
export function justifiedPb(roePct: number, costOfEquityPct: number, growthPct: number): number {
  const roe = roePct / 100;
  const coe = costOfEquityPct / 100;
  const g = growthPct / 100;
  if (coe <= g) throw new RangeError('cost of equity must exceed growth');
  return Math.max(0, roe / coe, (roe - g) / (coe - g));
}
