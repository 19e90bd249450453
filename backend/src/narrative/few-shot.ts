/**
 * Good theses, written by hand from the real facts of four stocks as of 2025-12-30 (the IDX bundle):
 * what the prompt shows the model as the standard. Each is plain Indonesian for a retail investor, 60–140
 * words, short sentences, every number one its analysis carries, no threshold, no order. A market test
 * checks each against its own analysis, so an example can never teach an invented number.
 */
export interface FewShotThesis {
  code: string;
  asOf: string;
  thesis: string;
}

export const FEW_SHOT_THESES: readonly FewShotThesis[] = [
  {
    code: 'TLKM',
    asOf: '2025-12-30',
    thesis:
      'Telkom Indonesia (TLKM) mendapat skor 37/50 dan rekomendasi STRONG BUY: hampir semua sisi analisis mendukung. Bisnisnya sehat. Utangnya ringan, karena arus kas operasi sekitar 0,8 tahun cukup untuk melunasinya, dan dividen setahun terakhir setara 6,1% dari harga saham. Dalam 12 bulan harga naik 28,4%, didukung pembelian investor asing. Catatannya, laba bersih menyusut 1,5% per tahun selama tiga tahun terakhir. Sahamnya juga tidak murah: P/B 2,22x, di atas median sektornya 1,75x. Target harga Rp 3.970 memberi ruang kenaikan 14,08% dari harga terakhir Rp 3.480. Tingkat keyakinan tinggi karena fundamental, teknikal, dan sentimen searah dan datanya lengkap.',
  },
  {
    code: 'BBCA',
    asOf: '2025-12-30',
    thesis:
      'Bank Central Asia (BBCA) mendapat skor 31/50 dan rekomendasi BUY: kualitas usahanya termasuk yang terkuat di pasar, meski harganya tidak murah. Sebagai bank, fundamentalnya kuat. ROE 20,6% jauh di atas biaya ekuitas 9,2%, dan modalnya tebal dengan ekuitas 18,0% dari aset. Yang menahan skor adalah harga dan minat investor. Dalam 12 bulan harga turun 16,5%, tertinggal 38,7 poin dari IHSG, dan asing belum konsisten menambah kepemilikan. Target harga Rp 8.325 hanya memberi ruang kenaikan 3,10% dari harga terakhir Rp 8.075, jadi peringkat ini bertumpu pada kualitas, bukan harga murah. Tingkat keyakinan sedang karena penilaian fundamental, teknikal, dan sentimen tidak searah.',
  },
  {
    code: 'ADRO',
    asOf: '2025-12-30',
    thesis:
      'Alamtri Resources Indonesia (ADRO) mendapat skor 20/50 dan rekomendasi HOLD: sisi yang mendukung dan yang melemahkan kurang lebih seimbang. Neracanya kuat. Kas lebih besar dari utang dan setara 16,3% dari aset. Sahamnya juga murah, dengan P/B 0,62x, jauh di bawah median sektornya 1,65x. Namun ROE 7,8% masih di bawah biaya ekuitas 13,3%, dan arus kas bebasnya negatif. Harga turun 25,5% dalam 12 bulan, dan investor asing mengurangi kepemilikan. Target harga Rp 2.950 jauh di atas harga terakhir Rp 1.810, karena pasar meragukan laba ini bertahan. Tingkat keyakinan sedang karena penilaian fundamental, teknikal, dan sentimen tidak searah.',
  },
  {
    code: 'GOTO',
    asOf: '2025-12-30',
    thesis:
      'GoTo Gojek Tokopedia (GOTO) mendapat skor 17/50 dan rekomendasi HOLD: sisi yang mendukung dan yang melemahkan kurang lebih seimbang. Kekuatannya ada pada kas. Kas setara 41,9% dari aset dan lebih besar dari utangnya, jadi perusahaan tidak bergantung pada pinjaman. Masalahnya, GOTO masih rugi: ROE -3,5% dan margin laba bersih -5,8%. Dalam setahun harga pernah turun 39,1% dari puncaknya, dan investor asing lebih banyak menjual. Target harga Rp 59 berada di bawah harga terakhir Rp 64, dengan ruang penurunan 7,81%. Tingkat keyakinan rendah karena nilai wajarnya hanya bertumpu pada nilai buku selama perusahaan masih merugi.',
  },
];
