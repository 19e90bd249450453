/**
 * Each scoring rule said in plain Indonesian for a retail investor: the fact with its number, then what
 * it means for the company. The threshold that earned the points stays in the rule breakdown, where the
 * reader can check it; here a sentence compares the stock with itself, its sector or the market.
 *
 * A sentence is written from the analysis's own metrics (so grounding attributes every number), and
 * its wording follows the numbers, not the points: "murah" only when the P/B is below the sector's.
 * Signs are carried by a direction word ("turun 16,4%") or by the written sign, never by both.
 */
import { num, pct, rupiah, times, type RuleOutcome, type ScoringResult, type SupportingMetricId } from '../scoring';

export type Side = 'strength' | 'risk';

interface Facts {
  code: string;
  value(id: SupportingMetricId): number | null;
  result: ScoringResult;
}

type Phrase = (f: Facts, side: Side) => string | null;

/** "naik 4,1%" / "turun 4,1%": the sign carried by the word. */
function move(value: number, decimals = 1, up = 'naik', down = 'turun'): string {
  return `${value >= 0 ? up : down} ${pct(Math.abs(value), decimals)}`;
}


const x = (value: number) => times(value, value >= 10 ? 1 : 2);

/** A cheaper or dearer multiple than a benchmark, and what paying it means. */
function multipleVersus(name: string, own: number, benchmark: number, against: string, per: string): string {
  return own <= benchmark
    ? `${name} ${x(own)}, lebih rendah dari ${against} ${x(benchmark)}: harga sahamnya relatif murah untuk setiap rupiah ${per}.`
    : `${name} ${x(own)}, lebih tinggi dari ${against} ${x(benchmark)}: investor membayar lebih mahal untuk setiap rupiah ${per}.`;
}

const PHRASES: Record<string, Phrase> = {
  // Valuation
  'pb-vs-sector': (f) => {
    const pb = f.value('pb');
    const sector = f.value('sector_median_pb');
    if (pb === null || sector === null) return null;
    return multipleVersus(`P/B ${f.code}`, pb, sector, 'median sektornya', 'nilai buku');
  },
  'pe-vs-sector': (f) => {
    const pe = f.value('pe');
    const sector = f.value('sector_median_pe');
    const earningsYield = f.value('earnings_yield');
    if (earningsYield !== null && earningsYield <= 0) {
      return `${f.code} sedang rugi, jadi P/E tidak bisa dipakai untuk menilai murah atau mahalnya saham ini.`;
    }
    if (pe === null || sector === null) return null;
    return multipleVersus(`P/E ${f.code}`, pe, sector, 'median sektornya', 'laba');
  },
  'own-history': (f) => {
    const pb = f.value('pb');
    const pbMedian = f.value('pb_5y_median');
    const pe = f.value('pe');
    const peMedian = f.value('pe_5y_median');
    const [name, own, median] =
      pe !== null && peMedian !== null && pe > 0 ? ['P/E', pe, peMedian] : ['P/B', pb, pbMedian];
    if (own === null || median === null) return null;
    return own <= median
      ? `${name} sekarang ${x(own)}, di bawah median lima tahunnya ${x(median)}: saham ini lebih murah dari biasanya.`
      : `${name} sekarang ${x(own)}, di atas median lima tahunnya ${x(median)}: saham ini lebih mahal dari biasanya.`;
  },
  'fair-value': (f) => {
    const base = f.result.valuation.baseCase;
    const price = f.result.currentPrice;
    if (base === null) {
      return f.value('normalized_fcf_yield') !== null
        ? `Arus kas bebas ${f.code} negatif, sehingga DCF tidak menghasilkan nilai wajar.`
        : null;
    }
    return base >= price
      ? `Nilai wajar skenario dasar ${rupiah(base)} per saham, di atas harga sekarang ${rupiah(price)}: harga belum mencerminkan nilai bisnisnya.`
      : `Nilai wajar skenario dasar ${rupiah(base)} per saham, di bawah harga sekarang ${rupiah(price)}: harga sudah mendahului nilai bisnisnya.`;
  },
  'shareholder-yield': (f, side) => {
    const dividend = f.value('dividend_yield');
    const payout = f.value('payout_ratio');
    const fcf = f.value('fcf_yield');
    if (side === 'strength' && dividend !== null && dividend > 0) {
      return `Dividen setahun terakhir setara ${pct(dividend)} dari harga saham: pemegang saham menerima uang tunai yang berarti.`;
    }
    if (side === 'strength' && fcf !== null) {
      return `Arus kas bebas setara ${pct(fcf)} dari nilai pasar: bisnisnya menghasilkan uang tunai yang besar dibanding harganya.`;
    }
    if (dividend === null || dividend === 0) {
      return `${f.code} tidak membagikan dividen dalam setahun terakhir, jadi pemegang saham hanya bergantung pada kenaikan harga.`;
    }
    if (payout !== null && payout > 100) {
      return `Dividen setahun terakhir setara ${pct(dividend)} dari harga, tetapi lebih besar dari labanya: pembagian sebesar ini belum tentu berlanjut.`;
    }
    if (payout !== null && payout > 90) {
      return `Dividen setahun terakhir setara ${pct(dividend)} dari harga, dari hampir seluruh labanya: ruang untuk menaikkannya sempit.`;
    }
    return `Dividen setahun terakhir hanya setara ${pct(dividend)} dari harga saham: uang tunai yang diterima pemegang saham kecil.`;
  },

  // Profitability
  'roe-vs-coe': (f) => {
    const roe = f.value('roe');
    const coe = f.value('cost_of_equity');
    if (roe === null || coe === null) return null;
    return roe >= coe
      ? `ROE ${f.code} ${pct(roe)}, di atas biaya ekuitas ${pct(coe)}: modal pemegang saham menghasilkan laba lebih dari imbal hasil yang wajar diminta investor.`
      : `ROE ${f.code} ${pct(roe)}, di bawah biaya ekuitas ${pct(coe)}: laba atas modal belum menutup imbal hasil yang wajar diminta investor.`;
  },
  'roe-consistency': (f) => {
    const avg = f.value('roe_avg_5y');
    const coe = f.value('cost_of_equity');
    if (avg === null) return null;
    return coe !== null && avg >= coe
      ? `Rata-rata ROE lima tahun ${pct(avg)}: perusahaan konsisten menghasilkan laba yang baik atas modalnya.`
      : `Rata-rata ROE lima tahun hanya ${pct(avg)}: laba atas modal belum konsisten tinggi.`;
  },
  roa: (f, side) => {
    const roa = f.value('roa');
    if (roa === null) return null;
    return side === 'strength'
      ? `ROA ${pct(roa)}: aset perusahaan dipakai dengan produktif untuk menghasilkan laba.`
      : `ROA hanya ${pct(roa)}: aset perusahaan belum banyak menghasilkan laba.`;
  },
  'bank-roa': (f, side) => {
    const roa = f.value('roa');
    if (roa === null) return null;
    return side === 'strength'
      ? `ROA bank ${pct(roa)}: aset yang dikelola ${f.code} menghasilkan laba yang tinggi untuk ukuran bank.`
      : `ROA bank hanya ${pct(roa)}: aset yang dikelola ${f.code} menghasilkan laba yang tipis untuk ukuran bank.`;
  },
  margins: (f, side) => {
    const margin = f.value('net_margin');
    if (margin === null) return null;
    if (margin < 0)
      return `Margin laba bersih ${pct(margin)}: penjualan ${f.code} belum cukup untuk menutup biayanya.`;
    return side === 'strength'
      ? `Margin laba bersih ${pct(margin)}: bagian penjualan yang tersisa sebagai laba cukup besar.`
      : `Margin laba bersih hanya ${pct(margin)}: sedikit dari penjualan yang tersisa sebagai laba.`;
  },

  // Growth
  'revenue-growth': (f, side) => {
    const cagr = f.value('revenue_cagr_3y') ?? f.value('revenue_cagr_5y');
    const years = f.value('revenue_cagr_3y') !== null ? 'tiga' : 'lima';
    if (cagr === null) return null;
    if (cagr < 0)
      return `Pendapatan ${move(cagr, 1, 'tumbuh', 'menyusut')} per tahun selama ${years} tahun terakhir: bisnisnya mengecil.`;
    return side === 'strength'
      ? `Pendapatan tumbuh ${pct(cagr)} per tahun selama ${years} tahun terakhir: bisnisnya terus membesar.`
      : `Pendapatan hanya tumbuh ${pct(cagr)} per tahun selama ${years} tahun terakhir: bisnisnya nyaris tidak membesar.`;
  },
  'earnings-growth': (f, side) => {
    const cagr = f.value('net_income_cagr_3y') ?? f.value('net_income_cagr_5y');
    const years = f.value('net_income_cagr_3y') !== null ? 'tiga' : 'lima';
    if (cagr === null) {
      const roe = f.value('roe');
      return roe !== null && roe < 0
        ? `${f.code} masih rugi, jadi pertumbuhan labanya belum bisa diukur.`
        : null;
    }
    if (cagr < 0)
      return `Laba bersih ${move(cagr, 1, 'tumbuh', 'menyusut')} per tahun selama ${years} tahun terakhir: kemampuan menghasilkan laba melemah.`;
    return side === 'strength'
      ? `Laba bersih tumbuh ${pct(cagr)} per tahun selama ${years} tahun terakhir: keuntungannya terus bertambah.`
      : `Laba bersih hanya tumbuh ${pct(cagr)} per tahun selama ${years} tahun terakhir: keuntungannya nyaris jalan di tempat.`;
  },
  'recent-growth': (f) => {
    const profit = f.value('net_income_growth_recent');
    const revenue = f.value('revenue_growth_recent');
    const parts = [
      profit === null ? null : `laba bersih ${move(profit)}`,
      revenue === null ? null : `pendapatan ${move(revenue)}`,
    ].filter((p) => p !== null);
    if (parts.length === 0) return null;
    const better = (profit ?? revenue ?? 0) >= 0;
    return `Dibanding periode yang sama tahun lalu, ${parts.join(' dan ')}: ${better ? 'bisnisnya sedang membaik' : 'bisnisnya sedang melemah'}.`;
  },
  'growth-consistency': (f, side) => {
    const revenue = f.result.isBank ? null : f.value('revenue_growth_years');
    const profit = f.value('net_income_growth_years');
    const parts = [
      revenue === null ? null : `pendapatan naik ${revenue} dari lima tahun terakhir`,
      profit === null ? null : `laba naik ${profit} dari lima tahun terakhir`,
    ].filter((p) => p !== null);
    if (parts.length === 0) return null;
    const text = parts.join(', ');
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}: ${side === 'strength' ? 'pertumbuhannya konsisten' : 'pertumbuhannya belum konsisten'}.`;
  },
  'book-value-growth': (f, side) => {
    const growth = f.value('equity_cagr_3y');
    if (growth === null) return null;
    if (growth < 0)
      return `Nilai buku ${f.code} ${move(growth, 1, 'tumbuh', 'menyusut')} per tahun selama tiga tahun: modal banknya berkurang.`;
    return side === 'strength'
      ? `Nilai buku ${f.code} tumbuh ${pct(growth)} per tahun selama tiga tahun: modal banknya terus bertambah.`
      : `Nilai buku ${f.code} hanya tumbuh ${pct(growth)} per tahun selama tiga tahun: modal banknya bertambah lambat.`;
  },

  // Health
  'cash-buffer': (f, side) => {
    const cash = f.value('cash_to_assets');
    if (cash === null) return null;
    return side === 'strength'
      ? `Kas ${f.code} setara ${pct(cash)} dari aset: cadangan ini memberi ruang bertahan saat bisnis melambat.`
      : `Kas ${f.code} hanya setara ${pct(cash)} dari aset: cadangan untuk masa sulit tipis.`;
  },
  'debt-service': (f, side) => {
    const years = f.value('debt_to_ocf');
    const net = f.value('net_debt_to_equity');
    if (net !== null && net <= 0) {
      return `Kas ${f.code} lebih besar dari utangnya: perusahaan tidak bergantung pada pinjaman.`;
    }
    if (years === null) return null;
    if (
      side === 'risk' &&
      f.result.pillars.fundamental.rules.some((r) => r.id === 'debt-service' && r.points === 0)
    ) {
      const ocf = f.value('operating_cash_flow');
      if (ocf !== null && ocf <= 0) {
        return `Arus kas operasi ${f.code} belum positif, jadi utangnya belum bisa dilunasi dari hasil usaha.`;
      }
    }
    if (years <= 1.5) {
      return `Utang ${f.code} ringan: arus kas operasi sekitar ${num(years, 1)} tahun cukup untuk melunasinya.`;
    }
    return years <= 3
      ? `Utang ${f.code} setara ${num(years, 1)} tahun arus kas operasi: masih tertangani, tetapi butuh beberapa tahun untuk melunasinya.`
      : `Utang ${f.code} setara ${num(years, 1)} tahun arus kas operasi: berat dibanding uang yang dihasilkan usahanya.`;
  },
  leverage: (f, side) => {
    const liabilities = f.value('liabilities_to_equity');
    if (liabilities === null) {
      const equity = f.value('equity');
      return equity !== null && equity < 0
        ? `Ekuitas ${f.code} negatif: utangnya sudah melebihi seluruh asetnya.`
        : null;
    }
    return side === 'strength'
      ? `Liabilitas ${f.code} setara ${x(liabilities)} ekuitas: neracanya tidak banyak bergantung pada utang.`
      : `Liabilitas ${f.code} setara ${x(liabilities)} ekuitas: neracanya banyak bergantung pada utang.`;
  },
  'earnings-quality': (f, side) => {
    const cashRoe = f.value('cash_backed_roe');
    const fcfMargin = f.value('fcf_margin');
    if (side === 'strength' && cashRoe !== null) {
      return `Laba ${f.code} didukung arus kas: ROE berbasis kas ${pct(cashRoe)}, jadi labanya benar-benar menjadi uang tunai.`;
    }
    if (fcfMargin !== null && fcfMargin < 0) {
      return `Margin arus kas bebas ${pct(fcfMargin)}: usaha ${f.code} belum menyisakan uang tunai setelah belanja modal.`;
    }
    if (cashRoe === null) return null;
    return `Laba ${f.code} belum sepenuhnya menjadi uang tunai: ROE berbasis kas hanya ${pct(cashRoe)}.`;
  },
  'profit-record': (f, side) => {
    const years = f.value('profitable_years_5y');
    if (years === null) return null;
    if (years === 0)
      return `${f.code} merugi di setiap tahun dari lima tahun terakhir: belum terbukti mampu menghasilkan laba.`;
    return side === 'strength'
      ? `Laba ${f.code} positif ${years} dari lima tahun terakhir: rekam jejak labanya stabil.`
      : `Laba ${f.code} hanya positif ${years} dari lima tahun terakhir: rekam jejak labanya belum stabil.`;
  },
  'bank-capital': (f, side) => {
    const equity = f.value('equity_to_assets');
    if (equity === null) return null;
    return side === 'strength'
      ? `Modal ${f.code} tebal: ekuitas ${pct(equity)} dari aset, bantalan yang kuat bila kredit macet naik.`
      : `Modal ${f.code} tipis: ekuitas hanya ${pct(equity)} dari aset, bantalan yang kecil bila kredit macet naik.`;
  },
  'bank-funding': (f, side) => {
    const borrowings = f.value('debt_to_equity');
    if (borrowings === null) return null;
    return side === 'strength'
      ? `${f.code} didanai terutama oleh simpanan nasabah: pinjaman dan surat berharganya hanya ${x(borrowings)} ekuitas.`
      : `${f.code} banyak memakai pinjaman dan surat berharga, setara ${x(borrowings)} ekuitas: pendanaannya lebih mahal dan kurang stabil.`;
  },

  // Technical
  'long-term-trend': (f) => {
    const gap = f.value('price_vs_sma200');
    if (gap === null) return null;
    return gap >= 0
      ? `Harga ${f.code} ${pct(gap)} di atas rata-rata harga 200 hari: tren jangka panjangnya masih naik.`
      : `Harga ${f.code} tertinggal ${pct(Math.abs(gap))} dari rata-rata harga 200 hari: tren jangka panjangnya melemah.`;
  },
  'short-term-trend': (f) => {
    const gap = f.value('price_vs_sma50');
    if (gap === null) return null;
    return gap >= 0
      ? `Harga ${pct(gap)} di atas rata-rata harga 50 hari: dalam jangka pendek pembeli masih lebih kuat.`
      : `Harga tertinggal ${pct(Math.abs(gap))} dari rata-rata harga 50 hari: dalam jangka pendek penjual lebih kuat.`;
  },
  'near-high': (f, side) => {
    const distance = f.value('distance_from_52w_high');
    if (distance === null) return null;
    return side === 'strength'
      ? `Harga hanya tertinggal ${pct(Math.abs(distance))} dari harga tertinggi 52 minggu: saham ini dekat puncaknya.`
      : `Harga tertinggal ${pct(Math.abs(distance))} dari harga tertinggi 52 minggu: saham ini jauh dari puncaknya.`;
  },
  volatility: (f, side) => {
    const vol = f.value('volatility_1y');
    const beta = f.value('beta_1y');
    if (vol === null) return null;
    const betaText = beta === null ? '' : ` dan beta ${num(beta, 2)}`;
    return side === 'strength'
      ? `Gerak harga ${f.code} relatif tenang: volatilitas setahun ${pct(vol)}${betaText}.`
      : `Harga ${f.code} bergejolak: volatilitas setahun ${pct(vol)}${betaText}, sehingga nilainya bisa berayun tajam.`;
  },
  drawdown: (f, side) => {
    const dd = f.value('max_drawdown_1y');
    if (dd === null) return null;
    return side === 'strength'
      ? `Dalam setahun penurunan terdalam harga ${f.code} hanya ${pct(Math.abs(dd))} dari puncaknya: risikonya relatif terjaga.`
      : `Dalam setahun harga ${f.code} pernah turun ${pct(Math.abs(dd))} dari puncaknya: pemegang saham harus siap menghadapi penurunan tajam.`;
  },
  liquidity: (f, side) => {
    const traded = f.value('median_traded_value_60d');
    if (traded === null) return null;
    return side === 'strength'
      ? `Saham ${f.code} likuid: nilai transaksinya sekitar ${rupiah(traded)} per hari, jadi mudah dibeli dan dijual.`
      : `Saham ${f.code} kurang likuid: nilai transaksinya sekitar ${rupiah(traded)} per hari, sehingga transaksi besar bisa menggeser harga.`;
  },

  // Sentiment
  // Engine 3 reads heavy net foreign selling as a rebound signal (docs/scoring.md): the strength is
  // the selling and what has tended to follow it, the risk side only says the signal is absent.
  'foreign-net-flow': (f, side) => {
    const flow = f.value('foreign_net_20d');
    if (flow === null) return null;
    if (side === 'strength')
      return `Dalam 20 hari beli bersih asing di ${f.code} ${pct(flow)} dari volume: di BEI, jual asing setajam ini sering diikuti pemulihan harga.`;
    return flow >= 0
      ? `Investor asing membeli bersih ${f.code}: dalam 20 hari beli bersihnya setara ${pct(flow)} dari volume, jadi tidak ada sinyal pemulihan dari jual asing.`
      : `Beli bersih asing 20 hari di ${f.code} ${pct(flow)} dari volume: jualnya belum cukup tajam untuk menjadi sinyal pemulihan.`;
  },
  'foreign-net-5d': (f, side) => {
    const week = f.value('foreign_net_5d');
    if (week === null) return null;
    return side === 'strength'
      ? `Dalam 5 hari terakhir beli bersih asing di ${f.code} ${pct(week)} dari volume: tekanan jual sesingkat ini di BEI sering berbalik.`
      : `Beli bersih asing 5 hari di ${f.code} ${pct(week)} dari volume: belum ada tekanan jual tajam yang biasanya diikuti pemulihan.`;
  },
  'foreign-value': (f, side) => {
    const value = f.value('foreign_net_value_60d_to_mcap');
    if (value === null) return null;
    if (side === 'strength')
      return `Beli bersih asing 60 hari setara ${pct(value, 2)} dari nilai pasar ${f.code}: keluarnya dana asing sebesar ini sering diikuti pemulihan harga.`;
    return value >= 0
      ? `Beli bersih asing 60 hari setara ${pct(value, 2)} dari nilai pasar ${f.code}: dana asing sedang masuk.`
      : `Beli bersih asing 60 hari setara ${pct(value, 2)} dari nilai pasar ${f.code}: jualnya belum cukup besar untuk menjadi sinyal pemulihan.`;
  },
  'foreign-holding': (f) => {
    const change = f.result.sentiment.foreignOwnershipChange3mPp;
    if (change === null) return null;
    return change >= 0
      ? `Porsi saham ${f.code} yang dipegang asing naik ${num(change, 2)} poin persen dalam 3 bulan: asing menambah kepemilikan.`
      : `Porsi saham ${f.code} yang dipegang asing turun ${num(Math.abs(change), 2)} poin persen dalam 3 bulan: asing mengurangi kepemilikan.`;
  },
  'foreign-holding-streak': (f, side) => {
    const months = f.value('foreign_holding_rising_months_6m');
    if (months === null) return null;
    if (months === 0)
      return 'Porsi asing tidak pernah naik dalam 6 bulan terakhir: asing belum menambah saham ini.';
    return `Porsi asing naik ${months} dari 6 bulan terakhir: ${side === 'strength' ? 'asing terus menambah saham ini' : 'asing belum konsisten menambah saham ini'}.`;
  },
};

/** The rule in plain words, or null when the rule has no plain sentence for the facts at hand. */
export function plainRule(rule: RuleOutcome, result: ScoringResult, side: Side): string | null {
  const phrase = PHRASES[rule.id];
  if (!phrase) return null;
  const byId = metricValues(result);
  return phrase({ code: result.code, value: (id) => byId.get(id) ?? null, result }, side);
}

/** Each result's metric values by id, built once: every rule of every field asks. */
const valuesByResult = new WeakMap<ScoringResult, ReadonlyMap<string, number>>();

function metricValues(result: ScoringResult): ReadonlyMap<string, number> {
  let values = valuesByResult.get(result);
  if (!values) {
    values = new Map(result.supportingMetrics.map((m) => [m.id, m.value]));
    valuesByResult.set(result, values);
  }
  return values;
}

/** Rule ids with a plain sentence: a test keeps this list equal to the engine's rules. */
export const PLAIN_RULE_IDS: readonly string[] = Object.keys(PHRASES);

function share(rule: RuleOutcome): number {
  return rule.maxPoints > 0 ? rule.points / rule.maxPoints : 0;
}

/** A rule worth a sentence, with its plain sentence. */
export interface Highlight {
  rule: RuleOutcome;
  text: string;
}

/**
 * The rules worth a sentence: strengths by points earned, weaknesses by points missed, so a three-point
 * rule outranks a one-point detail on either side. Only rules with a plain sentence for their facts.
 */
export function highlights(
  r: ScoringResult,
  rules: readonly RuleOutcome[],
  count: number,
  alreadySaid: ReadonlySet<string> = new Set(),
): { best: Highlight[]; worst: Highlight[] } {
  const known = rules.filter((rule) => rule.coverage > 0 && rule.maxPoints > 0);
  // A fact another part of the prose already states is passed over for the next one.
  // Sentences are written only until `count` are found: each costs a formatted figure or two, and
  // a pillar has up to twenty rules for the two or three that are said.
  const pick = (side: Side, ordered: RuleOutcome[]) => {
    const picked: Highlight[] = [];
    for (const rule of ordered) {
      if (picked.length >= count) break;
      const text = plainRule(rule, r, side);
      if (text !== null && !alreadySaid.has(text)) picked.push({ rule, text });
    }
    return picked;
  };
  const best = known
    .filter((rule) => share(rule) >= 0.6)
    .sort((a, b) => b.points - a.points || share(b) - share(a) || a.id.localeCompare(b.id));
  const worst = known
    .filter((rule) => share(rule) <= 0.4)
    .sort(
      (a, b) =>
        b.maxPoints - b.points - (a.maxPoints - a.points) || share(a) - share(b) || a.id.localeCompare(b.id),
    );
  return { best: pick('strength', best), worst: pick('risk', worst) };
}

/** The plain sentences of the strongest and weakest rules. */
export function strongestAndWeakest(
  r: ScoringResult,
  rules: readonly RuleOutcome[],
  count: number,
  alreadySaid?: ReadonlySet<string>,
): { best: string[]; worst: string[] } {
  const { best, worst } = highlights(r, rules, count, alreadySaid);
  return { best: best.map((h) => h.text), worst: worst.map((h) => h.text) };
}
