/**
 * Every stock of the real IDX bundle with enough data, scored as of 2025-12-30 through the app's own
 * input builder (MarketDataService.scoringInput on the shared read-only market database) and written
 * by the offline writer, checked for what a careful reader would stop trusting: periods mixed in a
 * ratio, a placeholder token, conviction words that disagree with the conviction, a number in any
 * text that the analysis does not carry, a target without its stated basis.
 */
import 'reflect-metadata';
import { daysBetween } from '../../src/common/dates';
import { NARRATIVE_FIELDS } from '../../src/narrative/narrative';
import {
  CONVICTION_WORDS,
  FACT_CHECKS,
  FORBIDDEN_TOKENS,
  checkProse,
  proseContext,
  type ProseProblem,
} from '../../src/narrative/prose-checks';
import type { ScoringResult } from '../../src/scoring';
import {
  WRITTEN_MARKET_TIMEOUT_MS,
  writtenMarket,
  type WrittenStock as Analysed,
} from '../utils/written-market';

const AS_OF = '2025-12-30';

let analysed: Analysed[] = [];

beforeAll(async () => {
  analysed = await writtenMarket(AS_OF);
}, WRITTEN_MARKET_TIMEOUT_MS);

function stock(code: string): Analysed {
  const found = analysed.find((a) => a.code === code);
  if (!found) throw new Error(`${code} was not analysed`);
  return found;
}

/** Every sentence of the engine a user reads beside the prose. */
function engineTexts(r: ScoringResult): string[] {
  return [
    ...r.dataNotes,
    ...r.convictionReasons,
    ...Object.values(r.pillars).flatMap((p) => p.rules.map((rule) => rule.reason)),
    r.recommendationNote ?? '',
    r.valuation.target.explanation,
    ...r.valuation.target.cautions,
    ...(r.valuation.fairValue?.uncertaintyReasons ?? []),
    r.valuation.fairValue?.noTargetReason ?? '',
    r.valuation.fairValue?.gapReason ?? '',
  ].filter((t) => t !== '');
}

const QUARTER_END: Record<string, string> = { Q1: '03-31', Q2: '06-30', Q3: '09-30' };

/** The period end of the last period named in a label ("TTM s.d. Q2 2025" → 2025-06-30). */
function endOf(label: string): string {
  const periods = [...label.matchAll(/\b(Q[1-3]) (\d{4})\b|\bFY(\d{4})\b/g)];
  const last = periods.at(-1);
  if (!last) throw new Error(`no period in "${label}"`);
  return last[3] ? `${last[3]}-12-31` : `${last[2]}-${QUARTER_END[last[1]]}`;
}

/** One failing stock per line, so a failure names every offender. */
function failures(check: (a: Analysed) => string | null): string[] {
  return analysed.map((a) => check(a)).filter((f): f is string => f !== null);
}

describe(`the whole market as of ${AS_OF}`, () => {
  it('analyses most listed stocks', () => {
    expect(analysed.length).toBeGreaterThan(800);
  });

  it('mixes no periods: every flow is set against a balance sheet at most a quarter away, and is recent', () => {
    expect(
      failures(({ code, result }) => {
        const problems: string[] = [];
        for (const m of result.supportingMetrics) {
          const [flow, balance] = m.period.split('; neraca ');
          if (balance === undefined || !/\b(Q[1-3] \d{4}|FY\d{4})/.test(flow)) continue;
          const apart = Math.abs(daysBetween(endOf(flow), endOf(balance)));
          if (apart > 93) problems.push(`${m.id} ${m.period}`);
        }
        const latest = result.profitability.latestStatement;
        const period = result.profitability.period;
        if (!result.profitability.stale && latest !== null && period !== null) {
          // The flows end at the newest statement or a quarter before it (same fiscal calendar on both sides).
          const behind = daysBetween(endOf(period), endOf(latest.period));
          if (behind > 93) problems.push(`flows ${period} vs newest ${latest.period}`);
        }
        const roe = result.supportingMetrics.find((m) => m.id === 'roe');
        const income = result.supportingMetrics.find((m) => m.id === 'net_income');
        const equity = result.supportingMetrics.find((m) => m.id === 'equity');
        if (roe && income && equity && Math.abs((income.value / equity.value) * 100 - roe.value) > 0.01) {
          problems.push(`ROE ${roe.value} is not ${income.value} / ${equity.value}`);
        }
        return problems.length === 0 ? null : `${code}: ${problems.join(', ')}`;
      }),
    ).toEqual([]);
  });

  it('lets no placeholder token reach a reader: no n/a, NaN, undefined, null in prose, notes, reasons or labels', () => {
    expect(
      failures(({ code, result, narrative }) => {
        const texts = [
          ...Object.values(narrative),
          ...engineTexts(result),
          result.valuation.growth.explanation,
          ...result.supportingMetrics.flatMap((m) => [m.label, m.period]),
        ];
        const found = texts.flatMap((t) => [...t.matchAll(FORBIDDEN_TOKENS)].map((m) => m[0]));
        return found.length === 0 ? null : `${code}: ${found.join(', ')}`;
      }),
    ).toEqual([]);
  });

  it('words the conviction exactly as its level, in the prose and everywhere else', () => {
    expect(
      failures(({ code, name, result, narrative }) => {
        const prose = Object.values(narrative).join(' ');
        const stated = `Tingkat keyakinan ${CONVICTION_WORDS[result.conviction]}`;
        const context = proseContext(result, { code, companyName: name });
        const wrong = [prose, ...engineTexts(result)].flatMap((t) =>
          checkProse(t, context).filter((p) => p.check === 'conviction' || p.check === 'recommendation'),
        );
        if (!prose.includes(stated)) return `${code}: prose does not say "${stated}"`;
        return wrong.length === 0 ? null : `${code}: ${wrong.map((p) => p.text).join(', ')}`;
      }),
    ).toEqual([]);
  });

  it('attributes every number in the prose and in every engine sentence, with its kind and sign', () => {
    expect(
      failures(({ code, name, result, narrative, dropped }) => {
        const context = proseContext(result, { code, companyName: name });
        const problems: ProseProblem[] = [
          ...dropped.flatMap((d) => d.problems),
          ...NARRATIVE_FIELDS.flatMap((field) => checkProse(narrative[field], context)),
          ...engineTexts(result).flatMap((t) => checkProse(t, context, FACT_CHECKS)),
        ];
        return problems.length === 0
          ? null
          : `${code}: ${problems.map((p) => `${p.check} ${p.text}`).join(', ')}`;
      }),
    ).toEqual([]);
  });

  it('gives no target without its stated basis, and never the price standing in for one', () => {
    expect(
      failures(({ code, result }) => {
        const fair = result.valuation.fairValue;
        const t = result.valuation.target;
        if (t.explanation.trim() === '') return `${code}: a target without an explanation`;
        if ((result.targetPrice === null) !== (result.upside === null))
          return `${code}: target and upside disagree on being set`;
        if (result.targetPrice === null) {
          const said =
            fair === null
              ? result.dataNotes.some((n) => n.startsWith('Target tidak ditetapkan'))
              : fair.noTargetReason?.startsWith('Target tidak ditetapkan');
          return said ? null : `${code}: no target and no reason`;
        }
        if (fair === null || !fair.targetSet || fair.base !== result.targetPrice)
          return `${code}: a target that is not the fair value`;
        if (!(fair.bear < fair.base && fair.base < fair.bull)) return `${code}: the target outside its range`;
        return t.basis === 'fair_value' ? null : `${code}: basis ${t.basis}`;
      }),
    ).toEqual([]);
    expect(
      failures(({ code, result }) =>
        result.profitability.stale && result.targetPrice !== null ? code : null,
      ),
    ).toEqual([]);
  });
});

/** Median daily traded value of at least Rp1 bn over 60 days: the liquid universe of the issue and the backtest. */
const liquid = (a: Analysed): boolean => (a.result.technical.medianTradedValue60d ?? 0) >= 1e9;

describe(`targets and labels a reader can trust, as of ${AS_OF}`, () => {
  it('sets a target for at least 75% of liquid stocks', () => {
    const pool = analysed.filter(liquid);
    const set = pool.filter((a) => a.result.targetPrice !== null);
    expect(pool.length).toBeGreaterThan(300);
    expect(set.length / pool.length).toBeGreaterThanOrEqual(0.75);
  });

  it('puts at most 10% of liquid targets more than 50% from the price, each with its sentence', () => {
    const set = analysed.filter(liquid).filter((a) => a.result.upside !== null);
    const far = set.filter((a) => Math.abs(a.result.upside!) > 50);
    expect(far.length / set.length).toBeLessThanOrEqual(0.1);
    expect(
      failures(({ code, result }) =>
        result.upside !== null && Math.abs(result.upside) > 50 && !result.valuation.fairValue?.gapReason
          ? code
          : null,
      ),
    ).toEqual([]);
  });

  it('never sets a target below 25% of the price for a company with positive equity', () => {
    expect(
      failures(({ code, result }) => {
        const equity = result.supportingMetrics.find((m) => m.id === 'equity')?.value ?? null;
        if (result.targetPrice === null || equity === null || equity <= 0) return null;
        return result.targetPrice < 0.25 * result.currentPrice - 1
          ? `${code}: Rp${result.targetPrice} vs Rp${result.currentPrice}`
          : null;
      }),
    ).toEqual([]);
  });

  it('never lets the label and the target point different ways without a sentence', () => {
    expect(
      failures(({ code, result }) => {
        const { recommendation: label, upside, recommendationNote: note } = result;
        if (upside === null)
          return (label === 'BUY' || label === 'STRONG BUY') && !note?.startsWith(label)
            ? `${code}: ${label} without a target and without its sentence`
            : null;
        const disagree =
          ((label === 'BUY' || label === 'STRONG BUY') && upside < 10) ||
          (label === 'HOLD' && Math.abs(upside) >= 20) ||
          ((label === 'REDUCE' || label === 'SELL') && upside > 0);
        return disagree && !note?.startsWith(label)
          ? `${code}: ${label} ${upside}% without its sentence`
          : null;
      }),
    ).toEqual([]);
  });

  it('gives a usable mix: STRONG BUY and BUY 15–25% of liquid stocks, REDUCE and SELL at most about 30%', () => {
    const pool = analysed.filter(liquid);
    const share = (labels: string[]) =>
      pool.filter((a) => labels.includes(a.result.recommendation)).length / pool.length;
    expect(share(['STRONG BUY', 'BUY'])).toBeGreaterThanOrEqual(0.15);
    expect(share(['STRONG BUY', 'BUY'])).toBeLessThanOrEqual(0.25);
    expect(share(['REDUCE', 'SELL'])).toBeLessThanOrEqual(0.32);
  });
});

describe('the names the issue was opened on', () => {
  it('ANTM: profit of 2025 annualised against 2025 equity, not FY2023 profit against Q3 2025 equity', () => {
    const { result } = stock('ANTM');
    expect(result.profitability.period).toBe('9 bulan s.d. Q3 2025, disetahunkan');
    // financials.csv: Q3 2025 YTD net income 5,974,579 m, equity 35,196,918 m.
    expect(result.profitability.roe).toBeCloseTo(((5_974_579 * 12) / 9 / 35_196_918) * 100, 1);
    expect(result.dataNotes.join(' ')).toContain('disetahunkan');
  });

  it('PGAS: no longer priced on profit two years old', () => {
    const { result } = stock('PGAS');
    expect(result.profitability.period).not.toBe('FY2023');
    expect(endOf(result.profitability.period ?? '')).toBe('2025-09-30');
  });

  it('EMAS: a miner with almost no revenue gets no target, and the page says why', () => {
    const { result } = stock('EMAS');
    expect(result.targetPrice).toBeNull();
    expect(result.upside).toBeNull();
    expect(result.conviction).toBe('Low');
    expect(result.valuation.fairValue?.noTargetReason ?? '').toContain('Pendapatan sangat kecil');
  });

  it('AMMN and BUKA: no target near zero for companies with equity (BUKA is worth at least its net cash)', () => {
    const ammn = stock('AMMN').result;
    if (ammn.targetPrice !== null) expect(ammn.targetPrice).toBeGreaterThan(0.25 * ammn.currentPrice);
    const buka = stock('BUKA').result;
    const netCash = buka.valuation.fairValue?.estimates.find((e) => e.method === 'net_cash');
    expect(netCash?.value ?? 0).toBeGreaterThan(0);
    expect(buka.valuation.fairValue!.modelValue).toBeGreaterThanOrEqual(netCash!.value - 0.01);
  });

  it('BBCA: the bank cost of equity is the SBN yield plus the premium IDX bank prices imply', () => {
    const { result } = stock('BBCA');
    const coe = result.valuation.costOfEquity;
    expect(coe.method).toBe('bank_implied');
    expect(coe.value).toBeCloseTo(coe.bondYield + 3 + coe.illiquidityPremium, 2);
    // The bank's target sits within a credible distance of its price.
    expect(Math.abs(result.upside ?? 100)).toBeLessThan(40);
  });

  it('ADRO: the AADI spin-off is not read as a profit collapse, and its special dividend is no yield', () => {
    const { result } = stock('ADRO');
    expect(result.metrics.net_income_growth_recent).toBeNull();
    expect(result.profitability.period).toBe('9 bulan s.d. Q3 2025, disetahunkan');
    const notes = result.dataNotes.join(' ');
    expect(notes).toContain('Dividen khusus Rp 1.358 per saham');
    expect(notes).toContain('pemisahan usaha');
    const dividends = result.supportingMetrics.find((m) => m.id === 'dividends_per_share_12m');
    expect(dividends?.value ?? 0).toBeLessThan(1358);
  });

  it('TLKM: the prose names the conviction it has, once', () => {
    const { result, narrative } = stock('TLKM');
    const words = [
      ...Object.values(narrative)
        .join(' ')
        .matchAll(/keyakinan (tinggi|sedang|rendah)/g),
    ].map((m) => m[1]);
    expect(words).toEqual([CONVICTION_WORDS[result.conviction]]);
  });

  it('CDIA: the notes describe the statements the summaries quote, and no "n/a"', () => {
    const { result, narrative } = stock('CDIA');
    expect(result.dataNotes.join(' ')).toContain('Laporan keuangan terbaru: Q3 2025');
    expect(result.dataNotes.join(' ')).not.toContain('Tidak ada laporan keuangan');
    expect(Object.values(narrative).join(' ')).not.toMatch(/n\/a/);
  });
});
