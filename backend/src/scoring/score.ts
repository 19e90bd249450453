/**
 * score(): one stock, one date, deterministic. Metrics from the data, rules from the metrics, pillars from
 * the rules, then the valuation, target, recommendation and conviction. No clock, no I/O: `asOf` is "now".
 */
import { pillarInputDates } from './input-dates';
import { buildContext, type ScoringContext } from './context';
import { conviction, withCautions } from './conviction';
import { dataNotes, pillarStaleNotes } from './data-notes';
import { flowLabel, flowPair, periodLabel } from './financials';
import { sma } from './indicators';
import { accumulationLabel, foreignFlowLabel, trendLabel } from './labels';
import { round } from './math';
import type { MetricValues } from './metrics/metric-ids';
import { macdFigures } from './metrics/momentum';
import { foreignOwnershipChangePp, foreignOwnershipPct } from './metrics/ownership';
import { computeAllMetrics, createMetricBook } from './metrics/registry';
import { investorChecks } from './investor-checks';
import { positionSizingInputs } from './position-sizing';
import { decideCall, type RecommendationCap } from './recommendation';
import { redFlagCaps as capsForFlags } from './red-flags';
import { PART_MAX, PART_PILLAR, PILLAR_MAX, RULES } from './rules';
import { appliesTo, type Part, type Pillar, type Rule, type RuleFacts } from './rules/rule';
import type { ScoringInput } from './scoring-input';
import type { PillarResult, RuleOutcome, ScoringResult } from './scoring-result';
import { supportingMetrics } from './supporting-metrics';
import { thinBasis } from './target-confidence';
import { computeFairValue, UNCERTAINTY_LABELS } from './valuation/fair-value';
import { computeTarget } from './valuation/target';

/**
 * 4: market-anchored fair value with a range and an uncertainty grade (a target only where it can be set),
 * the call from score and upside against bands calibrated on 2016–2020, one sentence where they disagree.
 * 5: statements more than 15 months old are not read (scored as missing, also as a sector peer); each
 * pillar carries the note saying its input is past a stated age.
 */
export const ENGINE_VERSION = 'telisik-scoring/5';

export const PART_LABELS: Record<Part, string> = {
  profitability: 'Profitabilitas',
  growth: 'Pertumbuhan',
  health: 'Kesehatan keuangan',
  valuation: 'Valuasi',
  trend: 'Tren',
  momentum: 'Momentum',
  risk_liquidity: 'Risiko & likuiditas',
  foreign_flow: 'Arus asing',
  foreign_ownership: 'Kepemilikan asing',
  accumulation: 'Akumulasi',
};

const PILLARS: readonly Pillar[] = ['fundamental', 'technical', 'sentiment'];
const PRICE_HISTORY_BARS = 250;

export function evaluateRule(rule: Rule, metrics: MetricValues, facts: RuleFacts): RuleOutcome {
  const verdict = rule.evaluate(metrics, facts);
  // A rule's contract is whole points within its maximum; the clamp only guards against a bug becoming a score.
  const points = Math.min(rule.maxPoints, Math.max(0, Math.round(verdict.points)));
  return {
    id: rule.id,
    pillar: rule.pillar,
    part: rule.part,
    label: rule.label,
    points,
    maxPoints: rule.maxPoints,
    reason: verdict.reason,
    metricIds: [...rule.metricIds],
    coverage: Math.min(1, Math.max(0, verdict.coverage)),
  };
}

function pillarResult(
  pillar: Pillar,
  outcomes: readonly RuleOutcome[],
  newestInputDate: string | null,
  staleNote: string | null,
): PillarResult {
  const rules = outcomes.filter((o) => o.pillar === pillar);
  const parts = (Object.keys(PART_PILLAR) as Part[])
    // A part with no rules (momentum and accumulation since engine 4) is not shown.
    .filter((p) => PART_PILLAR[p] === pillar && PART_MAX[p] > 0)
    .map((part) => {
      const inPart = rules.filter((r) => r.part === part);
      return {
        part,
        label: PART_LABELS[part],
        points: inPart.reduce((s, r) => s + r.points, 0),
        maxPoints: inPart.reduce((s, r) => s + r.maxPoints, 0),
      };
    });
  const maxScore = rules.reduce((s, r) => s + r.maxPoints, 0);
  const covered = rules.reduce((s, r) => s + r.coverage * r.maxPoints, 0);
  return {
    score: rules.reduce((s, r) => s + r.points, 0),
    maxScore,
    parts,
    rules,
    dataCompleteness: maxScore === 0 ? 0 : round((covered / maxScore) * 100, 1),
    newestInputDate,
    staleNote,
  };
}

const r2 = (v: number | null): number | null => (v === null ? null : round(v, 2));

/**
 * `redFlagCaps`: ceilings on the call from the red flags (special monitoring, limit-up streaks, …); the call
 * itself is decided once, in recommendation.ts.
 */
export function score(input: ScoringInput, redFlagCaps: readonly RecommendationCap[] = []): ScoringResult {
  const ctx = buildContext(input);
  const book = createMetricBook(ctx);
  const metrics = computeAllMetrics(book);
  const facts: RuleFacts = { isBank: ctx.isBank };
  const outcomes = RULES.filter((r) => appliesTo(r, facts)).map((r) => evaluateRule(r, metrics, facts));

  const dates = pillarInputDates(ctx);
  const staleNotes = pillarStaleNotes(ctx);
  const pillars = {
    fundamental: pillarResult('fundamental', outcomes, dates.fundamental, staleNotes.fundamental),
    technical: pillarResult('technical', outcomes, dates.technical, staleNotes.technical),
    sentiment: pillarResult('sentiment', outcomes, dates.sentiment, staleNotes.sentiment),
  };
  const total = pillars.fundamental.score + pillars.technical.score + pillars.sentiment.score;

  const valuation = book.valuation();
  const thin = thinBasis(book);
  const legacyTarget = computeTarget(book, valuation, { stale: ctx.fin.stale, thin: thin.length > 0 });
  const fair = computeFairValue(book, { stale: ctx.fin.stale, thin });
  const fairValue = fair.fairValue;
  const targetPrice = fairValue?.targetSet ? fairValue.base : null;
  const upside = targetPrice === null ? null : round((targetPrice / ctx.lastClose - 1) * 100, 2);
  const checks = investorChecks(ctx, metrics);
  const decision = decideCall({
    total,
    upside,
    caps: [...redFlagCaps, ...capsForFlags(checks.redFlags.flags)],
  });
  const uncertaintyCautions =
    fairValue === null
      ? []
      : fairValue.uncertainty === 'Very High'
        ? [{ effect: 'cap_low' as const, reason: fairValue.noTargetReason ?? '' }]
        : fairValue.uncertainty === 'High'
          ? [
              {
                effect: 'step_down' as const,
                reason: `Ketidakpastian nilai wajar tinggi: ${fairValue.uncertaintyReasons.join(' ')}`,
              },
            ]
          : [];
  const staleCaution = ctx.fin.stale ? [{ effect: 'cap_low' as const, reason: fair.why ?? '' }] : [];
  const cautions = [...staleCaution, ...uncertaintyCautions];
  const standing = withCautions(
    conviction(
      PILLARS.map((p) => ({
        pillar: p,
        score: pillars[p].score,
        max: PILLAR_MAX[p],
        completeness: pillars[p].dataCompleteness / 100,
      })),
    ),
    cautions,
  );
  const target = {
    ...legacyTarget,
    price: targetPrice ?? ctx.lastClose,
    basis: targetPrice === null ? ('unavailable' as const) : ('fair_value' as const),
    explanation:
      fairValue === null
        ? (fair.why ?? '')
        : fairValue.targetSet
          ? `Nilai wajar: gabungan metode valuasi yang cocok untuk usaha ini, ditarik sebagian dari harga pasar ke nilai model; ketidakpastian ${UNCERTAINTY_LABELS[fairValue.uncertainty]}.`
          : (fairValue.noTargetReason ?? ''),
    cautions: cautions.map((c) => c.reason),
  };

  const totalMax = PILLARS.reduce((s, p) => s + pillars[p].maxScore, 0);
  const overall = PILLARS.reduce(
    (s, p) => s + (pillars[p].dataCompleteness * pillars[p].maxScore) / totalMax,
    0,
  );
  const m = macdFigures(book);
  const notes = dataNotes(book);
  if (fair.why !== null) notes.push(fair.why);
  if (valuation.note) notes.push(valuation.note);
  const newest = ctx.fin.newest;

  return {
    code: input.code,
    asOf: input.asOf,
    priceDate: ctx.lastDate,
    engineVersion: ENGINE_VERSION,
    isBank: ctx.isBank,
    sector: input.company.sector,
    fundamentalScore: pillars.fundamental.score,
    technicalScore: pillars.technical.score,
    sentimentScore: pillars.sentiment.score,
    totalScore: total,
    pillars,
    recommendation: decision.recommendation,
    recommendationFromScore: decision.fromScore,
    recommendationNote: decision.note,
    callScore: decision.callScore,
    conviction: standing.level,
    convictionReasons: standing.reasons,
    currentPrice: ctx.lastClose,
    targetPrice,
    upside,
    valuation: {
      ...valuation,
      // The intrinsic model's own cases (DCF, or P/B–ROE for banks); the target's range is `fairValue`.
      bullCase: valuation.cases.bull.fairValue,
      baseCase: valuation.cases.base.fairValue,
      bearCase: valuation.cases.bear.fairValue,
      target,
      fairValue,
    },
    profitability: {
      roe: r2(metrics.roe),
      roa: r2(metrics.roa),
      netMargin: r2(metrics.net_margin),
      grossMargin: r2(metrics.gross_margin),
      operatingMargin: r2(metrics.operating_margin),
      revenueGrowth3Y: r2(metrics.revenue_cagr_3y),
      netIncomeGrowth3Y: r2(metrics.net_income_cagr_3y),
      period: flowLabel(ctx.fin),
      currency: ctx.fin.currency,
      ocfToNetIncome: ocfToNetIncome(ctx),
      latestStatement:
        newest === null
          ? null
          : { period: periodLabel(newest), periodEnd: newest.periodEnd, ageMonths: ctx.fin.ageMonths ?? 0 },
      stale: ctx.fin.stale,
    },
    technical: {
      longTermTrend: trendLabel(metrics.price_vs_sma200, metrics.sma200_slope),
      shortTermTrend: trendLabel(metrics.price_vs_sma50, metrics.sma50_slope),
      sma50: r2(sma(ctx.closes, 50)),
      sma200: r2(sma(ctx.closes, 200)),
      rsi14: r2(metrics.rsi14),
      macd:
        m === null
          ? null
          : { macd: round(m.macd, 4), signal: round(m.signal, 4), histogram: round(m.histogram, 4) },
      return3m: r2(metrics.return_3m),
      return6m: r2(metrics.return_6m),
      return12m: r2(metrics.return_12m),
      excessReturn3m: r2(metrics.excess_return_3m),
      excessReturn6m: r2(metrics.excess_return_6m),
      excessReturn12m: r2(metrics.excess_return_12m),
      volatility1y: r2(metrics.volatility_1y),
      maxDrawdown1y: r2(metrics.max_drawdown_1y),
      beta1y: r2(metrics.beta_1y),
      medianTradedValue60d:
        metrics.median_traded_value_60d === null ? null : Math.round(metrics.median_traded_value_60d),
    },
    sentiment: {
      foreignFlowTrend: foreignFlowLabel(metrics),
      netFlow5d: r2(metrics.foreign_net_5d),
      netFlow20d: r2(metrics.foreign_net_20d),
      netFlow60d: r2(metrics.foreign_net_60d),
      foreignOwnershipPct: r2(foreignOwnershipPct(ctx.ownership)),
      foreignOwnershipChange3mPp: r2(foreignOwnershipChangePp(ctx.ownership, 3)),
      foreignOwnershipChange6mPp: r2(foreignOwnershipChangePp(ctx.ownership, 6)),
      accumulation: accumulationLabel(metrics),
    },
    dataCompleteness: {
      fundamental: pillars.fundamental.dataCompleteness,
      technical: pillars.technical.dataCompleteness,
      sentiment: pillars.sentiment.dataCompleteness,
      overall: round(overall, 1),
    },
    metrics,
    supportingMetrics: supportingMetrics(book, metrics),
    priceHistory: ctx.bars
      .slice(-PRICE_HISTORY_BARS)
      // A bar's volume of 0 means the source did not say (PriceBar), not that nothing traded.
      .map((b) => ({ date: b.date, close: b.close, volume: b.volume > 0 ? b.volume : null })),
    dataNotes: notes,
    ...checks,
    positionSizing: positionSizingInputs(ctx.bars, input.company.listingBoard),
  };
}

function ocfToNetIncome(ctx: ScoringContext): number | null {
  const [ocf, netIncome] = flowPair(ctx.fin, 'operatingCf', 'netIncome');
  return ocf === null || netIncome === null || netIncome <= 0 ? null : round(ocf / netIncome, 2);
}
