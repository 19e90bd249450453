/**
 * The offline writer: plain Indonesian for a retail investor, built only from the engine's result. Each
 * strength and risk is a fact with its number and what it means for the company ("Utang TLKM ringan:
 * arus kas operasi sekitar 0,8 tahun cukup untuk melunasinya"); the threshold that earned the points
 * stays in the rule breakdown. Two stocks read differently because their facts differ: the strongest
 * and weakest rules, trend, flows and target lead, in a fixed order, with no random phrasing.
 *
 * The recommendation, the conviction words and the target come from the same fields the page shows, so
 * the prose cannot contradict the page. Every sentence passes the same prose checks as the model's (every
 * number attributed, no placeholder, no order or link, no threshold in parentheses, at most 30 words);
 * a sentence that fails is dropped and reported, never shown. Each field is fitted to its word range
 * by leaving out its least important sentences.
 */
import { addMonths } from '../common/dates';
import { SCORING_CONFIG, num, pct, rupiah, type ScoringResult } from '../scoring';
import type { Narrative, NarrativeSubject } from './narrative';
import { strongestAndWeakest } from './plain-rules';
import {
  CONVICTION_WORDS,
  FIELD_WORDS,
  checkProse,
  proseContext,
  wordCount,
  type ProseContext,
  type ProseProblem,
} from './prose-checks';

/** What each recommendation says about the balance of the evidence, without telling anyone what to do. */
const RECOMMENDATION_MEANING: Record<ScoringResult['recommendation'], string> = {
  'STRONG BUY': 'Skor ini termasuk pita tertinggi dari lima: hampir semua sisi analisis mendukung saham ini.',
  BUY: 'Skor ini di atas tengah: lebih banyak sisi analisis yang mendukung daripada yang melemahkan.',
  HOLD: 'Skor ini di tengah: sisi yang mendukung dan yang melemahkan kurang lebih seimbang.',
  REDUCE: 'Skor ini di bawah tengah: lebih banyak sisi analisis yang melemahkan daripada yang mendukung.',
  SELL: 'Skor ini termasuk pita terendah dari lima: hampir semua sisi analisis melemahkan saham ini.',
};

/** A price as the page prints it ("Rp 8.075"): the one formatter, never a form of the prose's own. */
const price = rupiah;

/** A sentence and how much it matters: a field over its word range loses its least important first. */
interface Line {
  text: string;
  /** 0 is kept longest. */
  rank: number;
}

const line = (text: string | null | undefined, rank: number): Line[] => (text ? [{ text, rank }] : []);

function pillarMeaning(score: number, max: number): string {
  const ratio = score / max;
  if (ratio >= 0.7) return 'kuat';
  if (ratio >= 0.5) return 'cukup baik, dengan beberapa catatan';
  if (ratio >= 0.3) return 'lemah, lebih banyak kelemahan daripada kekuatan';
  return 'sangat lemah';
}

const PILLAR_NAMES = { fundamental: 'fundamental', technical: 'teknikal', sentiment: 'sentimen' } as const;

/** The conviction and why, from the same facts that set it (conviction.ts, target-confidence.ts). */
function convictionSentence(r: ScoringResult): string {
  const word = CONVICTION_WORDS[r.conviction];
  if (r.conviction === 'High') {
    return `Tingkat keyakinan ${word}: penilaian fundamental, teknikal, dan sentimen searah dan datanya lengkap.`;
  }
  const c = SCORING_CONFIG.conviction;
  const reasons: string[] = [];
  const partial = (Object.keys(PILLAR_NAMES) as Array<keyof typeof PILLAR_NAMES>).filter(
    (p) => r.pillars[p].dataCompleteness < c.completeHigh * 100,
  );
  if (partial.length > 0) {
    const names = partial.map((p) => PILLAR_NAMES[p]);
    const listed = names.length > 1 ? `${names.slice(0, -1).join(', ')} dan ${names.at(-1)}` : names[0];
    reasons.push(`data ${listed} belum lengkap`);
  }
  for (const caution of r.valuation.target.cautions) {
    if (caution.startsWith('Metode valuasi berbeda jauh')) {
      reasons.push('dua cara menghitung harga wajar memberi hasil yang berjauhan');
    } else if (caution.startsWith('Potensi')) {
      reasons.push('selisih target dan harga sebesar ini lebih sering berasal dari data atau asumsi');
    } else if (!r.profitability.stale) {
      reasons.push('dasar perhitungan targetnya tipis');
    }
  }
  const shares = Object.values(r.pillars).map((p) => p.score / p.maxScore);
  const sameSide = shares.every((s) => s >= 0.5) || shares.every((s) => s < 0.5);
  if (!sameSide || Math.max(...shares) - Math.min(...shares) > c.agreeSpread) {
    reasons.push('ketiga pilar penilaian tidak searah');
  }
  if (r.profitability.stale) reasons.unshift('laporan keuangannya sudah usang');
  const [first, second] = [...new Set(reasons)];
  if (first === undefined) return `Tingkat keyakinan ${word}.`;
  return second === undefined
    ? `Tingkat keyakinan ${word} karena ${first}.`
    : `Tingkat keyakinan ${word} karena ${first}. Selain itu, ${second}.`;
}

/** Why the label and the target point different ways, or why a guard or red flag moved the label (recommendation.ts). */
function heldNote(r: ScoringResult): string | null {
  return r.recommendationNote;
}

function targetSentence(r: ScoringResult): string {
  const fair = r.valuation.fairValue;
  if (fair === null) {
    return r.profitability.stale
      ? 'Target harga tidak ditetapkan karena laporan keuangannya sudah usang.'
      : 'Target harga tidak ditetapkan: tidak ada dasar valuasi yang cukup kuat untuk saham ini.';
  }
  const range = `kisaran nilai wajar ${price(fair.bear)} sampai ${price(fair.bull)}`;
  if (r.targetPrice === null || r.upside === null) {
    return `Target harga tidak ditetapkan karena ketidakpastiannya sangat tinggi; ${range} hanya gambaran kasar.`;
  }
  if (r.targetPrice === r.currentPrice) {
    return `Target harganya ${price(r.targetPrice)} per saham (${range}), sama dengan harga terakhir.`;
  }
  const side = r.upside >= 0 ? 'kenaikan' : 'penurunan';
  return `Target harganya ${price(r.targetPrice)} per saham (${range}), dibanding harga terakhir ${price(r.currentPrice)}: ruang ${side} ${pct(Math.abs(r.upside), 2)}.`;
}

/** The strongest and weakest facts across the pillars: the thesis states them, the pillar summaries do not again. */
function thesisHighlights(r: ScoringResult): { best: string[]; worst: string[] } {
  const all = [...r.pillars.fundamental.rules, ...r.pillars.technical.rules, ...r.pillars.sentiment.rules];
  return strongestAndWeakest(r, all, 2);
}

function thesis(r: ScoringResult, subject: NarrativeSubject): Line[] {
  const { best, worst } = thesisHighlights(r);
  return [
    ...line(
      `${subject.companyName} (${subject.code}) mendapat skor ${r.totalScore}/50 dan rekomendasi ${r.recommendation}.`,
      0,
    ),
    ...line(RECOMMENDATION_MEANING[r.recommendation], 1),
    ...line(heldNote(r), 0),
    ...line(best[0] ? `Dari sisi kekuatan, ${lowerFirst(best[0])}` : null, 0),
    ...line(best[1], 3),
    ...line(worst[0] ? `Dari sisi risiko, ${lowerFirst(worst[0])}` : null, 0),
    ...line(worst[1], 3),
    // The target and its distance from the price are said once, in the valuation summary (and shown
    // as figures beside the thesis): not here as well.
    ...line(convictionSentence(r), 0),
  ];
}

/** A sentence set after a colon: its first letter lowered unless it starts with a code or a name. */
function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) && !/^(?:Rp|PT|IHSG|RSI|ROE|ROA|MACD|DCF|P\/[BE])/.test(text)
    ? `${text.charAt(0).toLowerCase()}${text.slice(1)}`
    : text;
}

const RELATIVE_PLAIN: Record<ScoringResult['valuation']['target']['relative']['method'], string> = {
  own_pe: 'P/E yang biasa dimiliki saham ini dalam lima tahun terakhir',
  own_pb: 'P/B yang biasa dimiliki saham ini dalam lima tahun terakhir',
  sector_pe: 'P/E rata-rata sektornya',
  sector_pb: 'P/B rata-rata sektornya',
};

function valuationSummary(r: ScoringResult, said: ReadonlySet<string>): Line[] {
  const v = r.valuation;
  const coe = v.costOfEquity;
  const method =
    v.method === 'bank_pb_roe'
      ? `Sebagai bank, ${r.code} dinilai dari ROE-nya dibanding biaya ekuitas ${pct(coe.value)}, yaitu imbal hasil yang wajar diminta investor.`
      : `Harga wajar ${r.code} dihitung dengan DCF: arus kas bebas masa depan dihitung nilainya hari ini dengan biaya ekuitas ${pct(coe.value)}.`;
  const cases: string[] = [];
  if (v.baseCase !== null) cases.push(`dasar ${price(v.baseCase)}`);
  if (v.bullCase !== null) cases.push(`optimis ${price(v.bullCase)}`);
  if (v.bearCase !== null) cases.push(`pesimis ${price(v.bearCase)}`);
  const scenarios =
    cases.length > 0
      ? `Nilai per saham menurut skenario ${cases.join(', ')}.`
      : v.method === 'bank_pb_roe'
        ? 'Cara ini tidak menghasilkan nilai untuk saham ini, sehingga target bersandar pada perbandingan harga.'
        : 'DCF tidak menghasilkan nilai karena arus kas bebasnya tidak tersedia atau negatif.';
  const t = v.target;
  const intrinsic = v.method === 'bank_pb_roe' ? 'nilai dari ROE' : 'nilai DCF';
  const basis =
    t.basis === 'blend'
      ? `Target harga adalah rata-rata ${intrinsic} skenario dasar dan nilai menurut ${RELATIVE_PLAIN[t.relative.method]}.`
      : t.basis === 'intrinsic'
        ? `Target harga mengikuti ${intrinsic} skenario dasar.`
        : t.basis === 'relative'
          ? `Target harga mengikuti nilai menurut ${RELATIVE_PLAIN[t.relative.method]}.`
          : null;
  const { best, worst } = strongestAndWeakest(
    r,
    r.pillars.fundamental.rules.filter((rule) => rule.part === 'valuation'),
    1,
    said,
  );
  return [
    ...line(method, 1),
    ...line(scenarios, 2),
    ...line(basis, 1),
    ...line(targetSentence(r), 0),
    ...line(best[0], 0),
    ...line(worst[0], 0),
  ];
}

/**
 * The newest statement is past the engine's stated age (SCORING_CONFIG.statementMaxAgeMonths, the same
 * test as the engine's financials): the engine read none of it, so there is no fundamental fact to tell.
 */
function statementsExpired(r: ScoringResult): boolean {
  const newest = r.profitability.latestStatement;
  return newest !== null && newest.periodEnd < addMonths(r.asOf, -SCORING_CONFIG.statementMaxAgeMonths);
}

/** What an investor reads when the statements are too old to score: what that means and what to check. */
function expiredFundamentalsSummary(r: ScoringResult): Line[] {
  const f = r.pillars.fundamental;
  const newest = r.profitability.latestStatement!;
  return [
    ...line(`Fundamental ${r.code} tidak dinilai dari laporan keuangan, dengan skor ${f.score}/${f.maxScore}.`, 0),
    ...line(
      `Laporan keuangan terbaru yang tersedia adalah ${newest.period}, terlalu lama untuk dibaca sebagai kondisi perusahaan saat ini.`,
      0,
    ),
    ...line(
      'Profitabilitas, pertumbuhan, kesehatan keuangan dan valuasi dihitung sebagai data yang tidak tersedia, sehingga target harga tidak ditetapkan dan keyakinan analisis dibatasi.',
      0,
    ),
    ...line(
      'Periksa di situs bursa apakah perusahaan sudah menyampaikan laporan terbarunya, karena keterlambatan laporan tahunan dapat berujung pada suspensi saham.',
      0,
    ),
  ];
}

function fundamentalsSummary(r: ScoringResult, said: ReadonlySet<string>): Line[] {
  if (statementsExpired(r)) return expiredFundamentalsSummary(r);
  const p = r.profitability;
  const f = r.pillars.fundamental;
  const { best, worst } = strongestAndWeakest(
    r,
    f.rules.filter((rule) => rule.part !== 'valuation'),
    2,
    said,
  );
  // A figure a chosen fact already states (with its meaning) is not listed on its own as well.
  const facts = [...best, ...worst].join(' ');
  const figures: string[] = [];
  if (p.roe !== null && !/\bROE\b/.test(facts)) figures.push(`ROE ${pct(p.roe)}`);
  if (p.netMargin !== null && !/margin laba bersih/i.test(facts)) figures.push(`margin laba bersih ${pct(p.netMargin)}`);
  const statement =
    p.latestStatement === null
      ? 'Tidak ada laporan keuangan yang dapat dipakai pada tanggal analisis.'
      : p.stale
        ? `Laporan keuangan terbaru adalah ${p.latestStatement.period}, ${p.latestStatement.ageMonths} bulan sebelum tanggal analisis: datanya sudah usang.`
        : `Laporan keuangan terbaru adalah ${p.latestStatement.period}, ${p.latestStatement.ageMonths} bulan sebelum tanggal analisis.`;
  return [
    ...line(
      `Fundamental ${r.code} ${pillarMeaning(f.score, f.maxScore)}, dengan skor ${f.score}/${f.maxScore}.`,
      0,
    ),
    ...line(
      figures.length > 0 && p.period !== null ? `${figures.join(' dan ')}, dihitung atas ${p.period}.` : null,
      1,
    ).map((l) => ({ ...l, text: `${l.text.charAt(0).toUpperCase()}${l.text.slice(1)}` })),
    ...line(
      r.isBank && p.netMargin === null
        ? 'Laporan bank tidak memuat pendapatan, jadi margin dan pertumbuhan pendapatan tidak dihitung.'
        : null,
      3,
    ),
    ...line(best[0], 0),
    ...line(best[1], 2),
    ...line(worst[0], 0),
    ...line(worst[1], 2),
    ...line(p.currency === 'USD' ? 'Rasio dihitung dalam dolar AS, mata uang laporan keuangannya.' : null, 2),
    ...line(statement, 1),
  ];
}

const TREND_WORDS: Record<ScoringResult['technical']['longTermTrend'], string> = {
  Naik: 'naik',
  Turun: 'turun',
  Datar: 'datar',
  'Data tidak tersedia': 'belum bisa dinilai',
};

function technicalSummary(r: ScoringResult, said: ReadonlySet<string>): Line[] {
  const t = r.technical;
  const pillar = r.pillars.technical;
  const { best, worst } = strongestAndWeakest(r, pillar.rules, 2, said);
  const trend = `Tren harga jangka panjang ${TREND_WORDS[t.longTermTrend]}, jangka pendek ${TREND_WORDS[t.shortTermTrend]}.`;
  let year: string | null = null;
  if (t.return12m !== null) {
    const moved = `${t.return12m >= 0 ? 'naik' : 'turun'} ${pct(Math.abs(t.return12m))}`;
    const versus =
      t.excessReturn12m === null
        ? ''
        : t.excessReturn12m >= 0
          ? `, unggul ${num(t.excessReturn12m)} poin atas IHSG`
          : `, tertinggal ${num(Math.abs(t.excessReturn12m))} poin dari IHSG`;
    year = `Dalam 12 bulan harga saham ini ${moved}${versus}.`;
  }
  const used = new Set([year, trend]);
  const extra = (text: string | undefined) =>
    text && !(year && /^Dalam 12 bulan/.test(text)) && !used.has(text) ? text : undefined;
  return [
    ...line(
      `Secara teknikal, ${r.code} ${pillarMeaning(pillar.score, pillar.maxScore)}, dengan skor ${pillar.score}/${pillar.maxScore}.`,
      0,
    ),
    ...line(trend, 0),
    ...line(year, 1),
    ...line(extra(best[0]), 0),
    ...line(extra(best[1]), 2),
    ...line(extra(worst[0]), 0),
    ...line(extra(worst[1]), 2),
    ...line('Analisis teknikal membaca arah dan kekuatan gerak harga, bukan nilai bisnisnya.', 3),
  ];
}

const ACCUMULATION_PLAIN: Record<ScoringResult['sentiment']['accumulation'], string | null> = {
  Akumulasi: 'Pola harga dan volume menunjukkan akumulasi: investor cenderung mengumpulkan saham ini.',
  Distribusi: 'Pola harga dan volume menunjukkan distribusi: investor cenderung melepas saham ini.',
  Netral: 'Pola harga dan volume netral: belum terlihat pengumpulan atau pelepasan yang jelas.',
  'Data tidak tersedia': null,
};

function sentimentSummary(r: ScoringResult, saidBefore: ReadonlySet<string>): Line[] {
  const s = r.sentiment;
  const pillar = r.pillars.sentiment;
  const { best, worst } = strongestAndWeakest(r, pillar.rules, 2, saidBefore);
  // OBV and the A/D line already say whether the stock is being gathered or let go.
  const said = [best[0], best[1], worst[0], worst[1]];
  const saysAccumulation = said.some(
    (t) => t !== undefined && /^(?:Volume pada hari|Harga lebih sering ditutup)/.test(t),
  );
  const flow =
    s.foreignFlowTrend === 'Data tidak tersedia' || s.netFlow60d === null
      ? 'Data arus dana asing tidak tersedia, jadi pilar ini tidak dapat dinilai penuh.'
      : null;
  return [
    ...line(
      `Dari sisi sentimen, ${r.code} ${pillarMeaning(pillar.score, pillar.maxScore)}, dengan skor ${pillar.score}/${pillar.maxScore}.`,
      0,
    ),
    ...line(flow, 0),
    ...line(best[0], 0),
    ...line(best[1], 2),
    ...line(worst[0], 0),
    ...line(worst[1], 2),
    ...line(s.foreignOwnershipChange3mPp === null ? 'Data kepemilikan asing KSEI tidak tersedia.' : null, 2),
    ...line(saysAccumulation ? null : ACCUMULATION_PLAIN[s.accumulation], 3),
    // What the pillar reads, for a reader who meets it here first; the first to go when space is short.
    ...line(
      'Pilar ini membaca arus dana asing dan pola volume: di BEI, jual asing yang tajam justru sering diikuti pemulihan harga.',
      4,
    ),
    ...line('Sentimen menggambarkan posisi investor saat ini, bukan ramalan harga.', 1),
  ];
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
  lines: readonly Line[],
  context: ProseContext,
  dropped: DroppedSentence[],
): string {
  const seen = new Set<string>();
  let kept: Line[] = [];
  for (const l of lines) {
    if (l.text === '' || seen.has(l.text)) continue;
    seen.add(l.text);
    const problems = checkProse(l.text, context);
    if (problems.length === 0) kept.push(l);
    else dropped.push({ field, sentence: l.text, problems });
  }
  // Too long: the least important sentence goes first, the last of equals first.
  const words = (ls: readonly Line[]) => wordCount(ls.map((l) => l.text).join(' '));
  while (words(kept) > FIELD_WORDS[field].max && kept.some((l) => l.rank > 0)) {
    const worst = kept.reduce((w, l) => (l.rank >= w.rank ? l : w));
    kept = kept.filter((l) => l !== worst);
  }
  return kept.length > 0 ? kept.map((l) => l.text).join(' ') : FIELD_FALLBACK[field];
}

/** The prose and the sentences the checks refused. */
export function writeOfflineChecked(result: ScoringResult, subject: NarrativeSubject): CheckedNarrative {
  const context = proseContext(result, subject);
  const dropped: DroppedSentence[] = [];
  // The prose never says the same thing twice: a fact the thesis states (and kept: checked, within
  // its length), the summaries leave out.
  const investmentThesis = keepChecked('investmentThesis', thesis(result, subject), context, dropped);
  const { best, worst } = thesisHighlights(result);
  const said = new Set(
    [...best, ...worst].filter((fact) => investmentThesis.includes(fact) || investmentThesis.includes(lowerFirst(fact))),
  );
  // A pillar with too few other facts to fill its summary may restate the thesis's: a summary too
  // short to read is worse than one repeat.
  const summary = (field: Exclude<keyof Narrative, 'investmentThesis'>, write: (said: ReadonlySet<string>) => Line[]) => {
    const own: DroppedSentence[] = [];
    let text = keepChecked(field, write(said), context, own);
    if (wordCount(text) < FIELD_WORDS[field].min) {
      own.length = 0;
      text = keepChecked(field, write(new Set()), context, own);
    }
    dropped.push(...own);
    return text;
  };
  const narrative: Narrative = {
    investmentThesis,
    valuationSummary: summary('valuationSummary', (s) => valuationSummary(result, s)),
    fundamentalsSummary: summary('fundamentalsSummary', (s) => fundamentalsSummary(result, s)),
    technicalSummary: summary('technicalSummary', (s) => technicalSummary(result, s)),
    sentimentSummary: summary('sentimentSummary', (s) => sentimentSummary(result, s)),
  };
  return { narrative, dropped };
}

export function writeOffline(result: ScoringResult, subject: NarrativeSubject): Narrative {
  return writeOfflineChecked(result, subject).narrative;
}
