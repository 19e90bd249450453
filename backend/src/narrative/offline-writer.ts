/**
 * The offline writer: Indonesian prose built only from the engine's result, so it is grounded by
 * construction. It leads with what distinguishes the stock (its strongest and weakest rules, its
 * trend and flows), so two stocks read differently rather than as one template sentence.
 */
import { num, pct, rupiah, signedPct, type RuleOutcome, type ScoringResult } from '../scoring';
import type { Narrative, NarrativeSubject } from './narrative';

const RECOMMENDATION_TEXT: Record<ScoringResult['recommendation'], string> = {
  'STRONG BUY': 'layak diakumulasi dengan keyakinan tinggi',
  BUY: 'menarik untuk dibeli',
  HOLD: 'lebih tepat ditahan sambil menunggu konfirmasi',
  REDUCE: 'sebaiknya dikurangi',
  SELL: 'sebaiknya dihindari untuk saat ini',
};

const CONVICTION_TEXT: Record<ScoringResult['conviction'], string> = {
  High: 'tinggi',
  Medium: 'sedang',
  Low: 'rendah',
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

/**
 * The rules worth a sentence: strengths by points earned, weaknesses by points missed, so a
 * three-point rule outranks a one-point detail on either side.
 */
function strengthsAndWeaknesses(rules: readonly RuleOutcome[], count = 1): { best: RuleOutcome[]; worst: RuleOutcome[] } {
  const known = ranked(rules);
  const best = known
    .filter((r) => share(r) >= 0.6)
    .sort((a, b) => b.points - a.points || share(b) - share(a) || a.id.localeCompare(b.id))
    .slice(0, count);
  const worst = known
    .filter((r) => share(r) <= 0.4)
    .sort((a, b) => b.maxPoints - b.points - (a.maxPoints - a.points) || share(a) - share(b) || a.id.localeCompare(b.id))
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

function thesis(r: ScoringResult, subject: NarrativeSubject): string {
  const all = [...r.pillars.fundamental.rules, ...r.pillars.technical.rules, ...r.pillars.sentiment.rules];
  const { best, worst } = strengthsAndWeaknesses(all);
  const upsideText = r.upside >= 0 ? `potensi kenaikan ${signedPct(r.upside, 2)}` : `potensi penurunan ${signedPct(r.upside, 2)}`;
  const parts = [
    `${subject.companyName} (${subject.code}) meraih skor ${r.totalScore}/50 dan ${RECOMMENDATION_TEXT[r.recommendation]} (${r.recommendation}), dengan target harga ${price(r.targetPrice)} atau ${upsideText} dari harga ${price(r.currentPrice)}.`,
  ];
  if (best[0]) parts.push(`Kekuatan utamanya: ${best[0].reason.replace(/\.$/, '')}.`);
  if (worst[0]) parts.push(`Yang perlu diwaspadai: ${worst[0].reason.replace(/\.$/, '')}.`);
  if (r.recommendationNote) parts.push(sentence(r.recommendationNote));
  parts.push(`Tingkat keyakinan ${CONVICTION_TEXT[r.conviction]}: ${r.convictionReasons.map((c) => c.replace(/\.$/, '')).join('; ')}.`);
  return parts.join(' ');
}

function valuationSummary(r: ScoringResult): string {
  const v = r.valuation;
  const parts: string[] = [];
  const coe = `biaya ekuitas ${pct(v.costOfEquity.value)} (imbal hasil SBN 10 tahun ${pct(v.costOfEquity.bondYield, 2)} ditambah premi risiko)`;
  if (v.method === 'bank_pb_roe') {
    parts.push(`Sebagai bank, ${r.code} dinilai dengan P/B wajar dari ROE terhadap ${coe}.`);
  } else {
    parts.push(`Nilai wajar dihitung dengan DCF arus kas bebas dan ${coe}.`);
  }
  if (v.baseCase !== null) {
    const cases = [`dasar ${price(v.baseCase)}`];
    if (v.bullCase !== null) cases.push(`optimis ${price(v.bullCase)}`);
    if (v.bearCase !== null) cases.push(`pesimis ${price(v.bearCase)}`);
    parts.push(`Skenario ${cases.join(', ')}.`);
  } else if (v.note) {
    parts.push(sentence(v.note));
  }
  parts.push(sentence(v.target.explanation));
  const valuationRules = r.pillars.fundamental.rules.filter((rule) => rule.part === 'valuation');
  const { best, worst } = strengthsAndWeaknesses(valuationRules);
  if (best[0]) parts.push(sentence(best[0].reason));
  if (worst[0]) parts.push(sentence(worst[0].reason));
  return parts.join(' ');
}

function fundamentalsSummary(r: ScoringResult): string {
  const p = r.profitability;
  const f = r.pillars.fundamental;
  const parts = [`Fundamental ${pillarTone(f.score, f.maxScore)} dengan skor ${f.score}/${f.maxScore}.`];
  const figures: string[] = [];
  if (p.roe !== null) figures.push(`ROE ${pct(p.roe)}`);
  if (p.netMargin !== null) figures.push(`margin laba bersih ${pct(p.netMargin)}`);
  if (p.revenueGrowth3Y !== null) figures.push(`pertumbuhan pendapatan 3 tahun ${signedPct(p.revenueGrowth3Y)} per tahun`);
  if (figures.length > 0) parts.push(`${sentence(figures.join(', ')).replace(/\.$/, '')}${p.period ? ` (${p.period})` : ''}.`);
  if (r.isBank && p.netMargin === null) {
    parts.push('Laporan bank tidak memuat pendapatan, sehingga margin dan pertumbuhan pendapatan tidak dihitung.');
  }
  const { best, worst } = strengthsAndWeaknesses(f.rules.filter((rule) => rule.part !== 'valuation'), 2);
  for (const rule of best) parts.push(sentence(rule.reason));
  for (const rule of worst) parts.push(sentence(rule.reason));
  if (p.currency === 'USD') parts.push('Rasio dihitung dalam dolar AS sesuai mata uang laporan keuangannya.');
  return parts.join(' ');
}

function technicalSummary(r: ScoringResult): string {
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
    parts.push(
      `Dalam 12 bulan harga bergerak ${signedPct(t.return12m)}, ${t.excessReturn12m >= 0 ? 'mengungguli' : 'tertinggal dari'} IHSG sebesar ${pct(Math.abs(t.excessReturn12m))}.`,
    );
  }
  const { best, worst } = strengthsAndWeaknesses(pillar.rules);
  if (best[0]) parts.push(sentence(best[0].reason));
  if (worst[0]) parts.push(sentence(worst[0].reason));
  return parts.join(' ');
}

function sentimentSummary(r: ScoringResult): string {
  const s = r.sentiment;
  const pillar = r.pillars.sentiment;
  const parts = [`Sentimen ${pillarTone(pillar.score, pillar.maxScore)} (${pillar.score}/${pillar.maxScore}).`];
  if (s.foreignFlowTrend === 'Data tidak tersedia') {
    parts.push('Data arus dana asing tidak tersedia, sehingga pilar ini tidak dapat dinilai penuh dan keyakinan diturunkan.');
  } else {
    const windows: string[] = [];
    if (s.netFlow5d !== null) windows.push(`5 hari ${signedPct(s.netFlow5d)}`);
    if (s.netFlow20d !== null) windows.push(`20 hari ${signedPct(s.netFlow20d)}`);
    if (s.netFlow60d !== null) windows.push(`60 hari ${signedPct(s.netFlow60d)}`);
    parts.push(`Arus dana asing: ${s.foreignFlowTrend.toLowerCase()}, dengan beli bersih terhadap volume ${windows.join(', ')}.`);
  }
  if (s.foreignOwnershipChange3mPp !== null) {
    parts.push(`Kepemilikan asing di KSEI berubah ${signedPct(s.foreignOwnershipChange3mPp, 2, ' poin persen')} dalam 3 bulan.`);
  } else {
    parts.push('Data kepemilikan asing KSEI tidak tersedia.');
  }
  if (s.accumulation !== 'Data tidak tersedia') parts.push(`Pola harga dan volume menunjukkan ${s.accumulation.toLowerCase()}.`);
  return parts.join(' ');
}

export function writeOffline(result: ScoringResult, subject: NarrativeSubject): Narrative {
  return {
    investmentThesis: thesis(result, subject),
    valuationSummary: valuationSummary(result),
    fundamentalsSummary: fundamentalsSummary(result),
    technicalSummary: technicalSummary(result),
    sentimentSummary: sentimentSummary(result),
  };
}
