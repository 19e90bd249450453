/**
 * The notes on the data an analysis rests on, written from the same facts the metrics use (the chosen
 * statement basis, the balance sheet that goes with it, the corporate actions), so a note can never say
 * "no statements" while a rule quotes the balance sheet. Every number in a note is in the analysis's
 * supporting metrics.
 */
import type { ScoringContext } from './context';
import { basisLabel, latestBalance, periodLabel, type Financials } from './financials';
import type { Pillar } from './rules/rule';
import { num, pct, rupiah, tanggal } from './format';
import { addDays } from '../common/dates';
import type { MetricBook } from './metrics/metric';
import { SCORING_CONFIG } from './config';
import { latestSpecial, latestSplit } from './supporting-metrics';

/** A last price this many days before the analysis date gets a note (a stock is analysed up to 30). */
const STALE_PRICE_DAYS = 10;

/** Why the statements are stale or not read at all (their stated ages); null when they are current. */
function statementStaleNote(fin: Financials): string | null {
  if (fin.newest === null) return null;
  if (fin.expired) {
    return `Laporan keuangan terbaru dari ${periodLabel(fin.newest)}, lebih dari ${SCORING_CONFIG.statementMaxAgeMonths} bulan sebelum tanggal analisis: terlalu lama untuk dinilai. Profitabilitas, pertumbuhan, kesehatan keuangan, valuasi dan nilai wajar dinilai sebagai data yang tidak tersedia; keyakinan dibatasi Low dan target tidak dihitung.`;
  }
  if (fin.stale) {
    return `Laporan terbaru melewati ambang ${SCORING_CONFIG.staleAfterMonths} bulan: data fundamental dianggap usang, keyakinan dibatasi Low dan target tidak dihitung.`;
  }
  return null;
}

/** Prices stop before the analysis date (a suspension the 30-day limit still lets through). */
function priceStaleNote(ctx: ScoringContext): string | null {
  return ctx.lastDate < addDays(ctx.asOf, -STALE_PRICE_DAYS)
    ? `Harga terakhir tercatat ${tanggal(ctx.lastDate)}.`
    : null;
}

/** The foreign flow and KSEI months the input builder left out as older than their stated ages. */
function sentimentStaleNotes(ctx: ScoringContext): string[] {
  const stale = ctx.input.staleInputs ?? {};
  const notes: string[] = [];
  if (stale.foreignFlow) {
    notes.push(
      `Data arus asing terakhir tercatat ${tanggal(stale.foreignFlow)}, terlalu lama sebelum tanggal analisis: tidak dipakai dan dinilai sebagai data yang tidak tersedia.`,
    );
  }
  if (stale.ownership) {
    notes.push(
      `Data kepemilikan KSEI terakhir per ${tanggal(stale.ownership)}, terlalu lama sebelum tanggal analisis: tidak dipakai dan dinilai sebagai data yang tidak tersedia.`,
    );
  }
  return notes;
}

/**
 * Per pillar, the data note that says its input is past a stated age (the same sentence as among the data
 * notes), so the pillar's card can mark it; null when its inputs are current.
 */
export function pillarStaleNotes(ctx: ScoringContext): Record<Pillar, string | null> {
  const sentiment = sentimentStaleNotes(ctx);
  return {
    fundamental: statementStaleNote(ctx.fin),
    technical: priceStaleNote(ctx),
    sentiment: sentiment.length === 0 ? null : sentiment.join(' '),
  };
}

function statementNotes(ctx: ScoringContext): string[] {
  const { fin, asOf } = ctx;
  const notes: string[] = [];
  const newest = fin.newest;
  if (newest === null) return ['Tidak ada laporan keuangan yang dapat dipakai pada tanggal analisis.'];
  notes.push(
    `Laporan keuangan terbaru: ${periodLabel(newest)} (berakhir ${tanggal(newest.periodEnd)}, ${fin.ageMonths ?? 0} bulan sebelum tanggal analisis ${tanggal(asOf)}).`,
  );
  const staleNote = statementStaleNote(fin);
  if (staleNote !== null) notes.push(staleNote);
  if (fin.expired) return notes;
  const basis = fin.basis;
  const balance = latestBalance(fin, ['equity']);
  const currency = fin.currency ? ` (${fin.currency})` : '';
  if (basis === null) {
    notes.push('Laporan yang tersedia tidak memuat laba: rasio laba dan arus kas tidak dihitung.');
  } else {
    const balanceText = balance === null ? 'neraca tidak tersedia' : `neraca ${periodLabel(balance)}`;
    notes.push(`Laba dan arus kas: ${basisLabel(basis)}; ${balanceText}${currency}.`);
    if (basis.kind === 'annualised') {
      notes.push(
        `Periode yang sama tahun sebelumnya tidak tersedia, sehingga ${basis.months} bulan berjalan disetahunkan: untuk usaha musiman angka setahun ini bisa terlalu tinggi atau terlalu rendah.`,
      );
    } else if (basis.end < newest.periodEnd && basis.kind === 'ttm') {
      notes.push(
        `${periodLabel(newest)} belum punya pembanding setahun sebelumnya, sehingga TTM berakhir pada ${periodLabel(basis.current)}.`,
      );
    }
  }
  if (fin.currency === 'USD') {
    notes.push(
      ctx.fx === null
        ? 'Laporan dalam USD dan kurs USD/IDR tidak tersedia: P/E, P/B dan nilai wajar per saham tidak dihitung.'
        : `Laporan dalam USD; angka yang dibandingkan dengan harga dikonversi dengan kurs ${rupiah(ctx.fx)}/USD. Rasio lain dihitung dalam USD.`,
    );
  }
  if (fin.otherCurrencyRows > 0) {
    notes.push('Laporan lama dalam mata uang lain diabaikan agar riwayat tidak tercampur.');
  }
  if (ctx.isBank && basis !== null && basis.current.revenue === null) {
    notes.push('Pendapatan bunga bank tidak tersedia di data: bank dinilai tanpa pendapatan dan margin.');
  }
  if (balance !== null) {
    notes.push(
      'Ekuitas termasuk kepentingan nonpengendali (laporan tidak memisahkannya), sehingga ROE cenderung konservatif.',
    );
  }
  return notes;
}

function corporateActionNotes(book: MetricBook): string[] {
  const { ctx } = book;
  const notes: string[] = [];
  const special = latestSpecial(book);
  if (special !== null) {
    const head = `Dividen khusus ${rupiah(special.value)} per saham (ex-date ${tanggal(special.exDate)}, ${pct(special.shareOfPrice)} dari harga sebelumnya) tidak dihitung dalam imbal hasil dividen`;
    notes.push(
      special.distribution && ctx.fin.comparableFrom === special.exDate
        ? `${head}. Pembagian sebesar itu menyerahkan sebagian besar nilai perusahaan kepada pemegang saham (seperti pemisahan usaha/spin-off): laba, arus kas dan pertumbuhan hanya memakai periode sesudah tanggal itu.`
        : `${head}: pembayaran satu kali, bukan imbal hasil yang berulang.`,
    );
  }
  if (ctx.corporateActions.implausible.some((d) => d.exDate > addDays(ctx.asOf, -3 * 365))) {
    notes.push('Dividen tercatat yang lebih besar dari harga sahamnya diabaikan sebagai kesalahan data.');
  }
  const split = latestSplit(book);
  if (split !== null) {
    notes.push(
      `Pemecahan saham dengan faktor ${num(split.value, split.value % 1 === 0 ? 0 : 4)} pada ${tanggal(split.exDate)}: harga, volume dan dividen sebelumnya sudah disesuaikan, sehingga angka per saham sebanding.`,
    );
  }
  return notes;
}

export function dataNotes(book: MetricBook): string[] {
  const { ctx } = book;
  const notes = [...statementNotes(ctx), ...corporateActionNotes(book)];
  const priceNote = priceStaleNote(ctx);
  if (priceNote !== null) notes.push(priceNote);
  if (ctx.shares === null) notes.push('Jumlah saham tidak tersedia: angka per saham tidak dihitung.');
  else {
    notes.push(
      ctx.sharesSource === 'listed_shares'
        ? `Angka per saham memakai ${num(ctx.shares, 0)} saham tercatat (basis sama dengan harga yang disesuaikan split).`
        : `Angka per saham memakai ${num(ctx.shares, 0)} saham tercatat menurut KSEI.`,
    );
  }
  if (ctx.input.sectorPeers.length === 0) notes.push('Data pembanding sektor tidak tersedia.');
  notes.push(...sentimentStaleNotes(ctx));
  return notes;
}
