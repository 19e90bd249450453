/**
 * Every message the API sends to a user, in Indonesian (the product's language).
 * 401 messages keep the word "Unauthorized": the client recognises a signed-out user by it (SPEC §8).
 */
export const messages = {
  logoutConfirmTitle: 'Keluar dari Telisik?',
  logoutConfirmText: 'Tekan tombol di bawah untuk keluar dari akun Anda di perangkat ini. Bila halaman ini dibuka oleh situs lain dan Anda tidak ingin keluar, pilih tetap masuk.',
  crossSiteRequest: 'Permintaan ditolak: perubahan data hanya dapat dikirim dari aplikasi Telisik sendiri. Muat ulang halaman lalu coba lagi.',
  logoutConfirmButton: 'Keluar',
  logoutCancel: 'Tetap masuk',
  unauthorized: 'Unauthorized: silakan masuk terlebih dahulu.',
  signInFailed: 'Unauthorized: proses masuk tidak dapat diselesaikan. Silakan coba lagi.',
  notFound: 'Alamat yang diminta tidak ditemukan.',
  analysisNotFound: 'Analisis tidak ditemukan.',
  trackRecordUnavailable: 'Rekam jejak belum tersedia: jalankan npm run backtest untuk membuatnya.',
  quotaExhausted: 'Kuota analisis gratis Anda sudah habis. Upgrade ke Premium untuk analisis tanpa batas.',
  analysisInProgress: 'Analisis Anda sebelumnya masih diproses. Tunggu hingga selesai, lalu coba lagi.',
  analysisTimedOut: 'Analisis memakan waktu terlalu lama dan dibatalkan. Kuota Anda tidak terpakai; silakan coba lagi.',
  /** A 429 says when to try again (the Retry-After header carries the same seconds). */
  rateLimited: (retryAfterSeconds: number) =>
    `Terlalu banyak permintaan. Coba lagi dalam ${
      retryAfterSeconds <= 90 ? `${retryAfterSeconds} detik` : `${Math.ceil(retryAfterSeconds / 60)} menit`
    }.`,
  unknownTicker: (ticker: string) => `Kode saham ${ticker} tidak ditemukan di Bursa Efek Indonesia.`,
  insufficientData: (ticker: string) =>
    `Data pasar untuk ${ticker} belum cukup untuk dianalisis.`,
  marketDataUnavailable: 'Data pasar sedang tidak tersedia. Silakan coba lagi nanti.',
  invalidJson: 'Body permintaan bukan JSON yang valid.',
  payloadTooLarge: 'Body permintaan terlalu besar.',
  unsupportedMediaType: 'Content-Type harus application/json.',
  serviceUnavailable: 'Layanan sedang tidak tersedia. Silakan coba lagi nanti.',
  internal: 'Terjadi kesalahan pada server. Silakan coba lagi.',
  tickerRequired: 'Mohon masukkan ticker saham.',
  tickerFormat: 'Kode saham harus terdiri dari 4 huruf, misalnya BBCA.',
  companySearchEmpty: 'Ketik kode atau nama perusahaan.',
  recommendationFilter: 'Filter rekomendasi harus salah satu dari STRONG BUY, BUY, HOLD, REDUCE atau SELL.',
  fieldMustBeText: (field: string) => `Kolom ${field} harus berupa teks.`,
  fieldTooLong: (field: string, max: number) => `Kolom ${field} maksimal ${max} karakter.`,
  unknownField: (field: string) => `Kolom tidak dikenal: ${field}.`,
  invalidCharacter: 'Permintaan berisi karakter yang tidak diizinkan.',
  bodyTooDeep: 'Body permintaan terlalu dalam bersarang.',
  methodNotAllowed: 'Metode permintaan ini tidak didukung untuk alamat tersebut.',
  bodyMustBeObject: 'Body permintaan harus berupa objek JSON.',

  // Premium: billing, support, the operator view, the account.
  orderNotFound: 'Pesanan pembayaran tidak ditemukan.',
  paymentGatewayUnavailable:
    'Layanan pembayaran sedang tidak dapat dihubungi. Tidak ada biaya yang ditagihkan; silakan coba lagi beberapa saat lagi.',
  paymentGatewayRejected: 'Layanan pembayaran menolak membuat transaksi. Tidak ada biaya yang ditagihkan; silakan hubungi bantuan.',
  paymentSignatureInvalid: 'Tanda tangan notifikasi pembayaran tidak valid.',
  paymentAmountMismatch: 'Jumlah atau mata uang pembayaran tidak sesuai dengan pesanan.',
  paymentUnconfirmed: 'Status transaksi belum dapat dikonfirmasi ke layanan pembayaran.',
  paymentNotificationInvalid: (field: string) => `Notifikasi pembayaran tidak lengkap: kolom ${field} wajib berupa teks.`,
  userNotFound: 'Pengguna tidak ditemukan.',
  supportRequestNotFound: 'Permintaan bantuan tidak ditemukan.',
  nothingToRevoke: 'Pengguna ini tidak sedang Premium: tidak ada yang dicabut.',
  fieldRequired: (field: string) => `Kolom ${field} wajib diisi.`,
  fieldTooShort: (field: string, min: number) => `Kolom ${field} minimal ${min} karakter.`,
  fieldMustBeWholeNumber: (field: string, min: number, max: number) =>
    `Kolom ${field} harus bilangan bulat antara ${min} dan ${max}.`,
  deleteConfirmation: 'Ketik HAPUS untuk mengonfirmasi penghapusan akun.',
  invalidId: (field: string) => `Kolom ${field} tidak valid.`,

  // Watchlist and alerts.
  watchlistPremiumRequired:
    'Daftar pantau dan peringatan saham adalah fitur Premium. Upgrade ke Premium untuk memantau saham.',
  watchlistFull: (limit: number) =>
    `Daftar pantau Anda sudah berisi ${limit} saham (batas maksimum). Hapus salah satu sebelum menambah yang baru.`,
  notWatched: (ticker: string) => `Saham ${ticker} tidak ada di daftar pantau Anda.`,
  alertNotFound: 'Peringatan tidak ditemukan.',
  fieldMustBeBoolean: (field: string) => `Kolom ${field} harus bernilai true atau false.`,
  unsubscribeLinkInvalid:
    'Tautan berhenti berlangganan ini tidak valid atau telah diubah. Buka tautan dari email Telisik terbaru, atau atur email peringatan di Pengaturan.',
  unsubscribed: 'Anda tidak akan lagi menerima email peringatan saham. Peringatan di aplikasi tetap ada.',
  unsubscribedAlready: 'Email peringatan saham untuk akun ini sudah dihentikan sebelumnya. Tidak ada yang berubah.',
  // Web push of the alerts.
  pushFeature: 'Notifikasi push',
  pushEndpointInvalid: 'Kolom endpoint harus alamat https layanan push browser.',
  pushKeyInvalid: (field: string) => `Kolom keys.${field} bukan kunci langganan push yang valid.`,
  pushSubscriptionNotFound: 'Langganan push untuk perangkat ini tidak ditemukan.',
  pushManyAlerts: (count: number, tickers: number) =>
    tickers > 1 ? `${count} peringatan untuk ${tickers} saham pantauan Anda` : `${count} peringatan saham pantauan Anda`,
  // Reports: share links, the demo, comparison and score history.
  shareNotFound: 'Tautan berbagi tidak ditemukan atau sudah dicabut.',
  historyTooShort: (ticker: string) =>
    `Riwayat skor membutuhkan data minimal satu tahun; data ${ticker} belum mencapai satu tahun.`,
  comparisonNotFound: 'Perbandingan tidak ditemukan.',
  compareTickersRequired: 'Kolom tickers wajib berupa daftar kode saham.',
  compareCount: 'Pilih 2 sampai 5 saham untuk dibandingkan.',
  compareDuplicate: 'Setiap saham hanya boleh dipilih sekali dalam satu perbandingan.',
  premiumRequired: (feature: string) => `${feature} adalah fitur Premium. Upgrade ke Premium untuk menggunakannya.`,
} as const;
