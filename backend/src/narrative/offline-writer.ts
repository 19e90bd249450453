/**
 * The offline writer: Indonesian prose built only from the engine's result. It leads with what
 * distinguishes the stock (its strongest and weakest rules, its trend and flows), so two stocks read
 * differently rather than as one template sentence. The recommendation, the conviction words and the
 * target come from the same fields the page shows, so the prose cannot contradict the page.
 *
 * Every sentence passes the same prose checks as the model's (every number attributed, no placeholder
 * tokens, no double negatives, the conviction and recommendation as computed); a sentence that fails
 * is dropped and reported, never shown.
 */
import { num, pct, rupiah, signedPct, type RuleOutcome, type ScoringResult } from '../scoring';
import type { Narrative, NarrativeSubject } from './narrative';
import {
  CONVICTION_WORDS,
  checkProse,
  proseContext,
  type ProseContext,
  type ProseProblem,
} from './prose-checks';

/** What each recommendation means in this framework, without telling anyone what to do. */
const RECOMMENDATION_MEANING: Record<ScoringResult['recommendation'], string> = {
  'STRONG BUY': 'pita skor tertinggi dari lima',
  BUY: 'pita skor kedua dari lima',
  HOLD: 'pita skor tengah dari lima',
  REDUCE: 'pita skor keempat dari lima',
  SELL: 'pita skor terendah dari lima',
};

const price = (value: number) => rupiah(value).replace(/^Rp/, 'Rp ');

function share(rule: RuleOutcome): number {
  return rule.maxPoints > 0 ? rule.points / rule.maxPoints : 0;
}

/** Rules whose inputs were known, strongest first (ties: the bigger rule first). */
function ranked(rules: readonly RuleOutcome[]): RuleOutcome[] {
  return rules
    .filter((r) => r.coverage > 0 && r.maxPoints > 0)
    .sort((a, b) => share(b) - share(a) || b.maxPoints - a.maxPoints || a.id.localeCompare(b.id));
}

function sentence(text: string): string {
  const trimmed = text.trim().replace(/[.;:,\s]+$/, '');
  return trimmed ? `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}.` : '';
}

/** A rule's reason inside a sentence: its own capital and full stop dropped. */
function clause(text: string): string {
  const trimmed = text.trim().replace(/[.;:,\s]+$/, '');
  return /^[A-Z][a-z]/.test(trimmed) && !/^[A-Z]{2}/.test(trimmed)
    ? `${trimmed.charAt(0).toLowerCase()}${trimmed.slice(1)}`
    : trimmed;
}

/**
 * The rules worth a sentence: strengths by points earned, weaknesses by points missed, so a
 * three-point rule outranks a one-point detail on either side.
 */
function strengthsAndWeaknesses(
  rules: readonly RuleOutcome[],
  count = 1,
): { best: RuleOutcome[]; worst: RuleOutcome[] } {
  const known = ranked(rules);
  const best = known
    .filter((r) => share(r) >= 0.6)
    .sort((a, b) => b.points - a.points || share(b) - share(a) || a.id.localeCompare(b.id))
    .slice(0, count);
  const worst = known
    .filter((r) => share(r) <= 0.4)
    .sort(
      (a, b) =>
        b.maxPoints - b.points - (a.maxPoints - a.points) || share(a) - share(b) || a.id.localeCompare(b.id),
    )
    .slice(0, count);
  return { best, worst };
}

function pillarTone(score: number, max: number): string {
  const ratio = score / max;
  if (ratio >= 0.7) return 'kuat';
  if (ratio >= 0.5) return 'cukup baik';
  if (ratio >= 0.3) return 'lemah';
  return 'sangat lemah';
}

function periodOf(r: ScoringResult, id: string): string | null {
  return r.supportingMetrics.find((m) => m.id === id)?.period ?? null;
}

function thesis(r: ScoringResult, subject: NarrativeSubject): string[] {
  const all = [...r.pillars.fundamental.rules, ...r.pillars.technical.rules, ...r.pillars.sentiment.rules];
  const { best, worst } = strengthsAndWeaknesses(all);
  const parts = [
    `Skor ${r.totalScore}/50 menempatkan ${subject.companyName} (${subject.code}) pada rekomendasi ${r.recommendation}: ${RECOMMENDATION_MEANING[r.recommendation]}.`,
  ];
  if (r.valuation.target.basis === 'unavailable') {
    parts.push(sentence(r.valuation.target.explanation));
  } else {
    const direction = r.upside >= 0 ? 'kenaikan' : 'penurunan';
    parts.push(
      `Target harga ${price(r.targetPrice)} dibanding harga terakhir ${price(r.currentPrice)}: potensi ${direction} ${pct(Math.abs(r.upside), 2)}.`,
    );
  }
  if (best[0]) parts.push(`Kekuatan utamanya: ${clause(best[0].reason)}.`);
  if (worst[0]) parts.push(`Yang perlu diwaspadai: ${clause(worst[0].reason)}.`);
  if (r.recommendationNote) parts.push(sentence(r.recommendationNote));
  parts.push(`Tingkat keyakinan ${CONVICTION_WORDS[r.conviction]} (${r.conviction}).`);
  for (const reason of r.convictionReasons) parts.push(sentence(reason));
  return parts;
}

function valuationSummary(r: ScoringResult): string[] {
  const v = r.valuation;
  const parts: string[] = [];
  const coe = v.costOfEquity;
  if (v.method === 'bank_pb_roe') {
    const illiquidity =
      coe.illiquidityPremium > 0 ? ` dan premi likuiditas ${num(coe.illiquidityPremium, 0)} poin` : '';
    parts.push(
      `Sebagai bank, ${r.code} dinilai dengan P/B wajar dari ROE terhadap biaya ekuitas ${pct(coe.value)} (imbal hasil SBN 10 tahun ${pct(coe.bondYield, 2)} ditambah premi bank ${num(coe.equityRiskPremium, 0)} poin${illiquidity}).`,
    );
  } else {
    parts.push(
      `Nilai wajar dihitung dengan DCF arus kas bebas dan biaya ekuitas ${pct(coe.value)} (imbal hasil SBN 10 tahun ${pct(coe.bondYield, 2)} ditambah premi risiko).`,
    );
  }
  if (v.baseCase !== null) {
    const cases = [`dasar ${price(v.baseCase)}`];
    if (v.bullCase !== null) cases.push(`optimis ${price(v.bullCase)}`);
    if (v.bearCase !== null) cases.push(`pesimis ${price(v.bearCase)}`);
    parts.push(`Skenario ${cases.join(', ')} per saham.`);
  } else if (v.note) {
    parts.push(sentence(v.note));
  }
  parts.push(sentence(v.target.explanation));
  const valuationRules = r.pillars.fundamental.rules.filter((rule) => rule.part === 'valuation');
  const { best, worst } = strengthsAndWeaknesses(valuationRules);
  if (best[0]) parts.push(sentence(best[0].reason));
  if (worst[0]) parts.push(sentence(worst[0].reason));
  return parts;
}

function fundamentalsSummary(r: ScoringResult): string[] {
  const p = r.profitability;
  const f = r.pillars.fundamental;
  const parts = [`Fundamental ${pillarTone(f.score, f.maxScore)} dengan skor ${f.score}/${f.maxScore}.`];
  const figures: string[] = [];
  if (p.roe !== null) figures.push(`ROE ${pct(p.roe)}`);
  if (p.netMargin !== null) figures.push(`margin laba bersih ${pct(p.netMargin)}`);
  if (figures.length > 0 && p.period !== null) parts.push(sentence(`${figures.join(' dan ')} (${p.period})`));
  const growthPeriod = periodOf(r, 'revenue_cagr_3y');
  if (p.revenueGrowth3Y !== null && growthPeriod !== null) {
    parts.push(`Pertumbuhan pendapatan 3 tahun ${signedPct(p.revenueGrowth3Y)} per tahun (${growthPeriod}).`);
  }
  if (r.isBank && p.netMargin === null) {
    parts.push(
      'Laporan bank tidak memuat pendapatan, sehingga margin dan pertumbuhan pendapatan tidak dihitung.',
    );
  }
  const { best, worst } = strengthsAndWeaknesses(
    f.rules.filter((rule) => rule.part !== 'valuation'),
    2,
  );
  for (const rule of best) parts.push(sentence(rule.reason));
  for (const rule of worst) parts.push(sentence(rule.reason));
  if (p.currency === 'USD') parts.push('Rasio dihitung dalam dolar AS sesuai mata uang laporan keuangannya.');
  if (p.latestStatement !== null) {
    parts.push(
      `Laporan keuangan terbaru: ${p.latestStatement.period}, ${p.latestStatement.ageMonths} bulan sebelum tanggal analisis${p.stale ? ' (usang)' : ''}.`,
    );
  } else {
    parts.push('Tidak ada laporan keuangan yang dapat dipakai pada tanggal analisis.');
  }
  return parts;
}

function technicalSummary(r: ScoringResult): string[] {
  const t = r.technical;
  const pillar = r.pillars.technical;
  const parts = [
    `Teknikal ${pillarTone(pillar.score, pillar.maxScore)} (${pillar.score}/${pillar.maxScore}): tren jangka panjang ${t.longTermTrend.toLowerCase()}, jangka pendek ${t.shortTermTrend.toLowerCase()}.`,
  ];
  if (t.rsi14 !== null) {
    const zone = t.rsi14 >= 70 ? 'jenuh beli' : t.rsi14 <= 30 ? 'jenuh jual' : 'netral';
    parts.push(`RSI 14 hari di ${num(t.rsi14)} (${zone}).`);
  }
  if (t.excessReturn12m !== null && t.return12m !== null) {
    const versus =
      t.excessReturn12m >= 0
        ? `unggul ${num(t.excessReturn12m)} poin atas IHSG`
        : `tertinggal ${num(Math.abs(t.excessReturn12m))} poin dari IHSG`;
    parts.push(`Dalam 12 bulan harga bergerak ${signedPct(t.return12m)}, ${versus}.`);
  }
  const { best, worst } = strengthsAndWeaknesses(pillar.rules);
  if (best[0]) parts.push(sentence(best[0].reason));
  if (worst[0]) parts.push(sentence(worst[0].reason));
  return parts;
}

function sentimentSummary(r: ScoringResult): string[] {
  const s = r.sentiment;
  const pillar = r.pillars.sentiment;
  const parts = [
    `Sentimen ${pillarTone(pillar.score, pillar.maxScore)} (${pillar.score}/${pillar.maxScore}).`,
  ];
  const windows: string[] = [];
  if (s.netFlow5d !== null) windows.push(`5 hari ${signedPct(s.netFlow5d)}`);
  if (s.netFlow20d !== null) windows.push(`20 hari ${signedPct(s.netFlow20d)}`);
  if (s.netFlow60d !== null) windows.push(`60 hari ${signedPct(s.netFlow60d)}`);
  if (s.foreignFlowTrend === 'Data tidak tersedia' || windows.length === 0) {
    parts.push('Data arus dana asing tidak tersedia, sehingga pilar ini tidak dapat dinilai penuh.');
  } else {
    parts.push(
      `Arus dana asing: ${s.foreignFlowTrend.toLowerCase()}, dengan beli bersih terhadap volume ${windows.join(', ')}.`,
    );
  }
  if (s.foreignOwnershipChange3mPp !== null) {
    parts.push(
      `Kepemilikan asing di KSEI berubah ${signedPct(s.foreignOwnershipChange3mPp, 2, ' poin persen')} dalam 3 bulan.`,
    );
  } else {
    parts.push('Data kepemilikan asing KSEI tidak tersedia.');
  }
  if (s.accumulation !== 'Data tidak tersedia')
    parts.push(`Pola harga dan volume menunjukkan ${s.accumulation.toLowerCase()}.`);
  parts.push('Sentimen menggambarkan posisi investor saat ini, bukan ramalan harga.');
  return parts;
}

/** A sentence the prose checks refused: logged by the caller, never shown. */
export interface DroppedSentence {
  field: keyof Narrative;
  sentence: string;
  problems: ProseProblem[];
}

export interface CheckedNarrative {
  narrative: Narrative;
  dropped: DroppedSentence[];
}

/** Said when every sentence of a field was refused: better nothing than a wrong number. */
const FIELD_FALLBACK: Record<keyof Narrative, string> = {
  investmentThesis: 'Ringkasan tidak dapat disusun dari data analisis ini.',
  valuationSummary: 'Ringkasan valuasi tidak dapat disusun dari data analisis ini.',
  fundamentalsSummary: 'Ringkasan fundamental tidak dapat disusun dari data analisis ini.',
  technicalSummary: 'Ringkasan teknikal tidak dapat disusun dari data analisis ini.',
  sentimentSummary: 'Ringkasan sentimen tidak dapat disusun dari data analisis ini.',
};

function keepChecked(
  field: keyof Narrative,
  sentences: readonly string[],
  context: ProseContext,
  dropped: DroppedSentence[],
): string {
  const kept: string[] = [];
  for (const text of sentences) {
    if (text === '') continue;
    const problems = checkProse(text, context);
    if (problems.length === 0) kept.push(text);
    else dropped.push({ field, sentence: text, problems });
  }
  return kept.length > 0 ? kept.join(' ') : FIELD_FALLBACK[field];
}

/** The prose and the sentences the checks refused. */
export function writeOfflineChecked(result: ScoringResult, subject: NarrativeSubject): CheckedNarrative {
  const context = proseContext(result, subject);
  const dropped: DroppedSentence[] = [];
  const narrative: Narrative = {
    investmentThesis: keepChecked('investmentThesis', thesis(result, subject), context, dropped),
    valuationSummary: keepChecked('valuationSummary', valuationSummary(result), context, dropped),
    fundamentalsSummary: keepChecked('fundamentalsSummary', fundamentalsSummary(result), context, dropped),
    technicalSummary: keepChecked('technicalSummary', technicalSummary(result), context, dropped),
    sentimentSummary: keepChecked('sentimentSummary', sentimentSummary(result), context, dropped),
  };
  return { narrative, dropped };
}

export function writeOffline(result: ScoringResult, subject: NarrativeSubject): Narrative {
  return writeOfflineChecked(result, subject).narrative;
}
