/**
 * What the prose may say, in two forms: the fact sheet a language model is given (the computed figures
 * and the engine's own sentences), and the typed facts the grounding check attributes every prose number
 * to (each with its kind: a percent is not a multiple, a window is not a growth rate).
 */
import { ENGINE_THRESHOLDS, SCORING_CONFIG, type MetricUnit, type ScoringResult, type SupportingMetric } from '../scoring';
import type { Fact, FactKind } from './grounding';
import type { NarrativeSubject } from './narrative';
import { highlights } from './plain-rules';
import { readNumbers } from './prose-numbers';

/** Look-back windows the engine uses, by unit: prose may name them ("RSI 14 hari", "60 hari", "52 minggu"). */
export const ENGINE_WINDOWS: Readonly<Record<'days' | 'weeks' | 'months' | 'years', readonly number[]>> = {
  days: [5, 14, 20, 26, 50, 60, 200],
  weeks: [52],
  months: [3, 6, 12, 60],
  /** 10: the tenor of the SBN yield in the cost of equity. */
  years: [1, 3, 5, 10],
};

/** What the model is told: the computed figures and the engine's own reasons, nothing else. */
export function factSheet(result: ScoringResult, subject: NarrativeSubject) {
  const rules = (pillar: keyof ScoringResult['pillars']) =>
    result.pillars[pillar].rules.map((r) => ({
      label: r.label,
      points: `${r.points}/${r.maxPoints}`,
      reason: r.reason,
    }));
  const target = result.valuation.target;
  const all = [
    ...result.pillars.fundamental.rules,
    ...result.pillars.technical.rules,
    ...result.pillars.sentiment.rules,
  ];
  const { best, worst } = highlights(result, all, 3);
  const highlight = (h: (typeof best)[number]) => ({
    aturan: h.rule.label,
    poin: `${h.rule.points}/${h.rule.maxPoints}`,
    faktaSederhana: h.text,
  });
  return {
    saham: { kode: subject.code, nama: subject.companyName, sektor: result.sector, bank: result.isBank },
    tanggalData: result.priceDate,
    skor: {
      total: `${result.totalScore}/50`,
      fundamental: `${result.fundamentalScore}/25`,
      teknikal: `${result.technicalScore}/15`,
      sentimen: `${result.sentimentScore}/10`,
    },
    rekomendasi: result.recommendation,
    catatanRekomendasi: result.recommendationNote,
    keyakinan: { tingkat: result.conviction, alasan: result.convictionReasons },
    harga: {
      sekarang: result.currentPrice,
      target: result.targetPrice ?? 'tidak ditetapkan',
      potensiPersen: result.upside ?? 'tidak ditetapkan',
    },
    nilaiWajar:
      result.valuation.fairValue === null
        ? null
        : {
            kisaranRupiahPerSaham: {
              pesimis: result.valuation.fairValue.bear,
              dasar: result.valuation.fairValue.base,
              optimis: result.valuation.fairValue.bull,
            },
            ketidakpastian: result.valuation.fairValue.uncertainty,
            alasanKetidakpastian: result.valuation.fairValue.uncertaintyReasons,
            metode: result.valuation.fairValue.estimates.map((e) => e.explanation),
            alasanTanpaTarget: result.valuation.fairValue.noTargetReason,
            alasanSelisihBesar: result.valuation.fairValue.gapReason,
          },
    valuasi: {
      metode: result.valuation.method,
      skenarioRupiahPerSaham: {
        optimis: result.valuation.bullCase,
        dasar: result.valuation.baseCase,
        pesimis: result.valuation.bearCase,
      },
      biayaEkuitasPersen: result.valuation.costOfEquity.value,
      imbalHasilSbn10ThPersen: result.valuation.costOfEquity.bondYield,
      penjelasanTarget: target.explanation,
      catatan: result.valuation.note,
    },
    angka: result.supportingMetrics.map((m) => ({
      nama: m.label,
      nilai: m.value,
      satuan: m.unit,
      periode: m.period,
    })),
    profitabilitas: result.profitability,
    teknikal: result.technical,
    sentimen: result.sentiment,
    /** The strongest and weakest rules, each with its fact in plain words: what the thesis is built on. */
    sorotan: { kekuatan: best.map(highlight), risiko: worst.map(highlight) },
    aturan: { fundamental: rules('fundamental'), teknikal: rules('technical'), sentimen: rules('sentiment') },
    catatanData: result.dataNotes,
  };
}

export type FactSheet = ReturnType<typeof factSheet>;

const UNIT_KIND: Record<MetricUnit, FactKind> = {
  '%': 'percent',
  pp: 'pp',
  x: 'multiple',
  IDR: 'money',
  USD: 'money',
  count: 'count',
  index: 'plain',
  years: 'years',
  months: 'months',
  shares: 'shares',
};

function unitFact(unit: MetricUnit, value: number, threshold = false): Fact {
  const kind = UNIT_KIND[unit];
  return kind === 'money'
    ? { kind, value, currency: unit === 'USD' ? 'USD' : 'IDR', threshold }
    : { kind, value, threshold };
}

function metricFacts(metrics: readonly SupportingMetric[]): Fact[] {
  return metrics.map((m) => unitFact(m.unit, m.value));
}

/**
 * The facts of each label text, read once: the same few labels ("TTM s.d. Q3 2025") come with
 * nearly every metric of nearly every analysis, and reading numbers out of text is not cheap.
 * Bounded by the labels the engine writes; the facts are only read, never changed.
 */
const factsByLabel = new Map<string, readonly Fact[]>();
const LABELS_KEPT = 10_000;

/** Dates, periods, years and durations named in the engine's own labels ("9 bulan s.d. Q3 2025"). */
function labelFacts(labels: ReadonlyArray<string | null>): Fact[] {
  const facts: Fact[] = [];
  for (const label of labels) {
    if (label === null) continue;
    let known = factsByLabel.get(label);
    if (!known) {
      known = factsOfLabel(label);
      if (factsByLabel.size >= LABELS_KEPT) factsByLabel.clear();
      factsByLabel.set(label, known);
    }
    facts.push(...known);
  }
  return facts;
}

function factsOfLabel(label: string): Fact[] {
  const facts: Fact[] = [];
  for (const n of readNumbers(label)) {
    if (n.kind === 'date' || n.kind === 'period') facts.push({ kind: n.kind, value: 0, key: n.key });
    else if (n.kind === 'year') facts.push({ kind: 'year', value: n.value });
    else if (n.kind === 'days' || n.kind === 'months' || n.kind === 'weeks' || n.kind === 'years') {
      facts.push({ kind: n.kind, value: n.value });
    }
  }
  return facts;
}

/** The figures of the result itself, each with its unit. */
function resultFacts(r: ScoringResult): Fact[] {
  const facts: Fact[] = [];
  const add = (kind: FactKind, ...values: ReadonlyArray<number | null | undefined>) => {
    for (const value of values) {
      if (value !== null && value !== undefined && Number.isFinite(value)) {
        facts.push(kind === 'money' ? { kind, value, currency: 'IDR' } : { kind, value });
      }
    }
  };
  const v = r.valuation;
  const cases = [v.cases.bull, v.cases.base, v.cases.bear];
  add('money', r.currentPrice, r.targetPrice, v.bullCase, v.baseCase, v.bearCase, v.target.intrinsic);
  add('money', v.target.relative.value, v.bookValuePerShare, v.fx, v.costOfEquity.medianTradedValue);
  add('money', r.technical.sma50, r.technical.sma200, r.technical.medianTradedValue60d);
  if (v.startingCashFlow !== null)
    facts.push(unitFact(v.currency === 'USD' ? 'USD' : 'IDR', v.startingCashFlow));
  add('percent', r.upside, v.upside, v.costOfEquity.value, v.costOfEquity.bondYield, v.sustainableRoe);
  add(
    'percent',
    v.growth.historical,
    v.growth.longRun,
    ...cases.flatMap((c) => [c.growth, c.discountRate, c.terminalGrowth]),
  );
  const p = r.profitability;
  add(
    'percent',
    p.roe,
    p.roa,
    p.netMargin,
    p.grossMargin,
    p.operatingMargin,
    p.revenueGrowth3Y,
    p.netIncomeGrowth3Y,
  );
  const t = r.technical;
  add('percent', t.return3m, t.return6m, t.return12m, t.volatility1y, t.maxDrawdown1y);
  add('pp', t.excessReturn3m, t.excessReturn6m, t.excessReturn12m);
  add('plain', t.rsi14, t.beta1y, v.costOfEquity.rawBeta, v.costOfEquity.adjustedBeta);
  const s = r.sentiment;
  add('percent', s.netFlow5d, s.netFlow20d, s.netFlow60d, s.foreignOwnershipPct);
  add('pp', s.foreignOwnershipChange3mPp, s.foreignOwnershipChange6mPp);
  add('pp', v.costOfEquity.equityRiskPremium, v.costOfEquity.illiquidityPremium);
  add('multiple', v.target.relative.multiple, p.ocfToNetIncome, ...cases.map((c) => c.fairPb));
  add('percent', ...Object.values(r.dataCompleteness));
  const fair = v.fairValue;
  if (fair !== null) {
    add('money', fair.bear, fair.base, fair.bull, fair.modelValue, ...fair.estimates.map((e) => e.value));
    add('multiple', fair.modelValue / r.currentPrice);
    const blended = fair.estimates.filter((e) => e.weight > 0).map((e) => e.value);
    if (blended.length >= 2) add('multiple', Math.max(...blended) / Math.min(...blended));
    add('percent', ...Object.values(SCORING_CONFIG.fairValue.rangeHalfWidth));
  }
  // The conviction reasons quote how far apart the pillars are, as a percent of their maxima.
  const shares = (['fundamental', 'technical', 'sentiment'] as const).map(
    (k) => r.pillars[k].score / r.pillars[k].maxScore,
  );
  add('percent', (Math.max(...shares) - Math.min(...shares)) * 100);
  facts.push({ kind: 'score', value: r.totalScore, of: 50 });
  for (const pillar of Object.values(r.pillars)) {
    facts.push({ kind: 'score', value: pillar.score, of: pillar.maxScore });
    for (const part of pillar.parts) facts.push({ kind: 'score', value: part.points, of: part.maxPoints });
    for (const rule of pillar.rules) facts.push({ kind: 'score', value: rule.points, of: rule.maxPoints });
  }
  for (const iso of [r.priceDate, r.asOf, p.latestStatement?.periodEnd]) {
    if (iso) facts.push({ kind: 'date', value: 0, key: iso });
  }
  if (p.latestStatement !== null) facts.push({ kind: 'period', value: 0, key: p.latestStatement.period });
  return facts;
}

function windowFacts(): Fact[] {
  return (Object.entries(ENGINE_WINDOWS) as Array<[keyof typeof ENGINE_WINDOWS, readonly number[]]>).flatMap(
    ([kind, values]) => values.map((value): Fact => ({ kind, value })),
  );
}

/** Every number the analysis carries, typed: what any prose about it may be attributed to. */
export function groundingFacts(result: ScoringResult): Fact[] {
  return [
    ...metricFacts(result.supportingMetrics),
    ...resultFacts(result),
    ...labelFacts([result.profitability.period, ...result.supportingMetrics.map((m) => m.period)]),
    ...windowFacts(),
    ...ENGINE_THRESHOLDS.map((t) => unitFact(t.unit, t.value, true)),
  ];
}
