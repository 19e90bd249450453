/**
 * Every message the API sends to a user, in Indonesian (the product's language).
 * 401 messages keep the word "Unauthorized": the client recognises a signed-out user by it (SPEC §8).
 */
export const messages = {
  unauthorized: 'Unauthorized: silakan masuk terlebih dahulu.',
  signInFailed: 'Unauthorized: proses masuk tidak dapat diselesaikan. Silakan coba lagi.',
  notFound: 'Alamat yang diminta tidak ditemukan.',
  analysisNotFound: 'Analisis tidak ditemukan.',
  quotaExhausted: 'Kuota analisis gratis Anda sudah habis. Upgrade ke Premium untuk analisis tanpa batas.',
  rateLimited: 'Terlalu banyak permintaan. Silakan tunggu sebentar lalu coba lagi.',
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
  fieldMustBeText: (field: string) => `Kolom ${field} harus berupa teks.`,
  fieldTooLong: (field: string, max: number) => `Kolom ${field} maksimal ${max} karakter.`,
  unknownField: (field: string) => `Kolom tidak dikenal: ${field}.`,
  bodyMustBeObject: 'Body permintaan harus berupa objek JSON.',
} as const;
