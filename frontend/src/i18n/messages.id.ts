/**
 * Every string a user reads, in one Indonesian catalogue. The spec fixes some strings in English
 * ('404 Page Not Found', 'Loading analysis...', 'Unauthorized', ...); they stay verbatim here so the
 * product matches the spec, and an English catalogue of the same shape can sit beside this one.
 * Placeholders in braces are filled with `interpolate` from `./interpolate`.
 */
export const messagesId = {
  app: {
    name: 'Telisik',
    tagline: 'Analisis saham IDX dengan AI',
    homeLinkLabel: 'Telisik, ke beranda',
    skipToContent: 'Lewati ke konten utama',
    offline: 'Anda sedang offline. Data yang tampil adalah data tersimpan dan mungkin bukan yang terbaru.',
    serverUnreachable:
      'Server Telisik tidak dapat dihubungi. Data yang tampil adalah data tersimpan dan mungkin bukan yang terbaru.',
  },

  pwa: {
    install: 'Pasang aplikasi',
    installLabel: 'Pasang Telisik di perangkat ini',
    updateTitle: 'Versi baru tersedia',
    updateDescription: 'Muat ulang untuk memakai versi terbaru Telisik.',
    updateAction: 'Muat ulang',
    updateActionAlt: 'Muat ulang halaman untuk memakai versi terbaru Telisik',
  },

  common: {
    notAvailable: 'N/A',
    defaultExchange: 'IDX',
    defaultRecommendation: 'HOLD',
    defaultConviction: 'Medium',
    retry: 'Coba lagi',
    comingSoon: 'Segera hadir',
    scoreOutOf: '{score}/{max}',
  },

  disclaimer: {
    title: 'Bukan saran investasi',
    body: 'Analisis di Telisik hanya bersifat informasi dan edukasi, bukan ajakan atau saran untuk membeli atau menjual efek tertentu. Keputusan investasi sepenuhnya tanggung jawab Anda; pertimbangkan untuk berkonsultasi dengan penasihat investasi berizin OJK sebelum bertransaksi.',
  },

  errors: {
    /** Used after the status code when the server sends neither a body nor a status text. */
    requestFailed: 'Permintaan gagal',
    /** The request never reached the server (offline, server unreachable). */
    network: 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda, lalu coba lagi.',
  },

  toast: {
    regionLabel: 'Notification',
    close: 'Tutup notifikasi',
    inputErrorTitle: 'Input Error',
    inputErrorDescription: 'Mohon masukkan ticker saham.',
    createSuccessTitle: 'Analisis Berhasil!',
    createSuccessDescription: 'Analisis untuk {ticker} telah selesai.',
    createErrorTitle: 'Gagal Menganalisis',
    createErrorFallback: 'Terjadi kesalahan. Silakan coba lagi.',
    unauthorizedTitle: 'Unauthorized',
    unauthorizedDescription: 'You are logged out. Logging in again...',
  },

  auth: {
    checkFailedTitle: 'Status masuk tidak dapat diperiksa',
    checkFailedDescription: 'Periksa koneksi internet Anda, lalu coba lagi.',
  },

  notFound: {
    title: '404 Page Not Found',
    description: 'Did you forget to add the page to the router?',
    backHome: 'Back to Home',
  },

  landing: {
    nav: {
      label: 'Navigasi utama',
      features: 'Fitur',
      howItWorks: 'Cara Kerja',
      pricing: 'Harga',
      start: 'Mulai Gratis',
    },
    hero: {
      eyebrow: 'Didukung AI generatif',
      title: 'Analisis saham IDX lengkap dalam 30 detik',
      description:
        'Telisik menilai setiap saham dari tiga pilar, lalu merangkumnya menjadi skor dari 50, rekomendasi yang jelas, dan target harga, semuanya dalam Bahasa Indonesia.',
      pillarsLabel: 'Bobot tiga pilar analisis',
      pillars: [
        { name: 'Fundamental', weight: 50 },
        { name: 'Teknikal', weight: 30 },
        { name: 'Sentimen', weight: 20 },
      ],
      primaryCta: 'Coba Gratis Sekarang',
      secondaryCta: 'Lihat Demo',
      note: 'Anggota baru langsung mendapat 1 analisis saham gratis.',
    },
    sample: {
      label: 'Contoh hasil analisis',
      ticker: 'BBCA',
      companyName: 'PT Bank Central Asia Tbk',
      sector: 'Keuangan',
      totalScoreLabel: 'Skor Total',
      totalScore: 38,
      recommendation: 'BUY',
      confidenceLabel: 'Keyakinan',
      confidence: 'High',
      pillars: [
        { name: 'Fundamental', score: 20, max: 25 },
        { name: 'Teknikal', score: 11, max: 15 },
        { name: 'Sentimen', score: 7, max: 10 },
      ],
      caption: 'Ilustrasi tampilan laporan, bukan rekomendasi.',
    },
    features: {
      title: 'Semua yang Anda perlukan untuk menilai saham',
      description:
        'Satu laporan merangkum ratusan angka menjadi penilaian yang mudah dibaca, tanpa harus membuka puluhan tab.',
      items: [
        {
          icon: 'fundamental',
          title: 'Analisis Fundamental',
          description:
            'Lebih dari 50 metrik keuangan dari laporan keuangan 5 tahun terakhir: profitabilitas, pertumbuhan, kesehatan neraca, dan valuasi.',
        },
        {
          icon: 'technical',
          title: 'Analisis Teknikal',
          description:
            'Tren jangka panjang dan pendek, momentum, serta risiko dan likuiditas dibaca langsung dari pergerakan harga.',
        },
        {
          icon: 'sentiment',
          title: 'Analisis Sentimen',
          description:
            'Arus dana asing (foreign flow) dan pola akumulasi menunjukkan ke mana dana besar sedang bergerak.',
        },
        {
          icon: 'recommendation',
          title: 'Rekomendasi yang Jelas',
          description:
            'Setiap analisis berakhir dengan satu kesimpulan, lengkap dengan target harga dan panduan ukuran posisi:',
        },
        {
          icon: 'peers',
          title: 'Perbandingan Peer',
          description:
            'Bandingkan saham dengan emiten sejenis di sektornya untuk melihat apakah valuasinya masih wajar.',
        },
        {
          icon: 'report',
          title: 'Laporan Instan',
          description:
            'Laporan lengkap siap dalam sekitar 30 detik dan bisa diekspor ke PDF untuk dibaca kapan saja.',
        },
      ],
      recommendationsLabel: 'Jenis rekomendasi',
      recommendations: ['STRONG BUY', 'BUY', 'HOLD', 'REDUCE', 'SELL'],
    },
    howItWorks: {
      title: 'Cara Kerja',
      description: 'Tiga langkah sederhana dari rasa penasaran ke keputusan yang lebih terinformasi.',
      stepLabel: 'Langkah {number}',
      steps: [
        {
          title: 'Masukkan kode saham',
          description: 'Ketik kode saham atau nama perusahaan yang ingin Anda telisik, misalnya BBCA.',
        },
        {
          title: 'AI menganalisis',
          description:
            'AI mengolah data fundamental, teknikal, dan sentimen, lalu menghitung skor setiap pilar.',
        },
        {
          title: 'Terima laporan',
          description: 'Dapatkan skor, rekomendasi, target harga, dan tesis investasi dalam hitungan detik.',
        },
      ],
    },
    pricing: {
      title: 'Pilih paket Anda',
      description: 'Mulai gratis, lalu tingkatkan ke Premium kapan pun Anda siap.',
      free: {
        name: 'Free',
        price: 'Rp 0',
        period: '',
        description: 'Untuk mengenal Telisik',
        features: ['1 analisis saham gratis', 'Akses dashboard', 'Laporan analisis ringkas'],
        cta: 'Daftar Gratis',
      },
      premium: {
        name: 'Premium',
        price: 'Rp {price}',
        period: '/bulan',
        badge: 'Paling Populer',
        description: 'Untuk investor yang aktif memantau pasar',
        features: [
          'Analisis unlimited',
          'Ekspor laporan ke PDF',
          'Data analisis historis',
          'Notifikasi & alert email',
          'Perbandingan multi saham',
          'Dukungan prioritas',
        ],
        cta: 'Mulai Premium',
      },
    },
    stats: {
      label: 'Telisik dalam angka',
      activeUsers: 'Pengguna aktif',
      analyses: 'Analisis dibuat',
      uptime: 'Uptime layanan',
      rating: 'Rating pengguna',
    },
    bottomCta: {
      title: 'Siap berinvestasi dengan lebih percaya diri?',
      description: 'Daftar sekarang dan telisik saham pertama Anda secara gratis.',
      cta: 'Mulai Gratis Sekarang',
    },
    footer: {
      productTitle: 'Produk',
      productLinks: ['Fitur', 'Harga', 'Demo', 'Pembaruan'],
      companyTitle: 'Perusahaan',
      companyLinks: ['Tentang Kami', 'Blog', 'Karier', 'Kontak'],
      copyright: '© {year} Telisik. Hak cipta dilindungi.',
    },
  },

  dashboard: {
    pageTitle: 'Dashboard',
    header: {
      settings: 'Pengaturan',
      logout: 'Keluar',
      profileImageAlt: 'Foto profil {name}',
      accountLabel: 'Akun',
    },
    welcome: 'Selamat datang, {name}!',
    welcomeFallbackName: 'Investor',
    welcomeDescription: 'Pantau kuota dan riwayat analisis Anda, atau telisik saham baru di bawah ini.',
    summaryLabel: 'Ringkasan akun',
    subscription: {
      title: 'Status Langganan',
      premium: 'Premium',
      free: 'Free',
      premiumDescription: 'Analisis tanpa batas dan semua fitur Premium.',
      freeDescription: 'Paket gratis dengan {quota} analisis.',
      upgrade: 'Upgrade ke Premium',
      premiumUntil: 'Aktif hingga {date}',
      manage: 'Kelola langganan',
    },
    remaining: {
      title: 'Sisa Analisis',
      unlimited: 'Unlimited',
      freeCaption: 'dari {quota} analisis gratis',
      premiumCaption: 'Tanpa batas untuk akun Premium',
      loadError: 'Sisa analisis gagal dimuat.',
    },
    total: {
      title: 'Total Analisis',
      caption: 'analisis telah Anda buat',
      loadError: 'Total analisis gagal dimuat.',
    },
  },

  analyses: {
    form: {
      title: 'Mulai Analisis Baru',
      description:
        'Masukkan kode saham IDX atau nama perusahaan. Analisis lengkap siap dalam sekitar 30 detik.',
      tickerLabel: 'Ticker saham',
      tickerPlaceholder: 'Contoh: BBCA, TLKM, GOTO',
      /** The list of companies matching what is typed (code or name). */
      suggestionsLabel: 'Saran saham',
      submit: 'Analisis',
      pending: 'Menganalisis...',
      quickFillLabel: 'Coba:',
      quickFillTickers: ['BBCA', 'TLKM', 'BBRI', 'ASII'],
      offlineReason: 'Anda sedang offline. Analisis baru memerlukan koneksi internet.',
    },
    history: {
      title: 'Riwayat Analisis',
      description: 'Analisis terbaru Anda',
      emptyTitle: 'Belum ada analisis',
      emptyDescription: 'Mulai analisis saham pertama Anda sekarang',
      score: 'Score: {total}/{max}',
      loadError: 'Riwayat analisis gagal dimuat.',
    },
    detail: {
      loading: 'Loading analysis...',
      notFound: 'Analysis not found',
      notFoundDescription: 'Analisis ini tidak ditemukan atau bukan milik akun Anda.',
      backHome: 'Back to Home',
      loadErrorTitle: 'Analisis gagal dimuat',
      offlineTitle: 'Belum tersedia offline',
      offlineDescription:
        'Analisis ini belum pernah dibuka di perangkat ini, jadi belum tersimpan untuk dibaca tanpa koneksi. Sambungkan ke internet untuk membukanya.',
      back: 'Kembali',
      share: 'Share',
      exportPdf: 'Export PDF',
      actionsLabel: 'Tindakan laporan',
      currentPrice: 'Harga saat ini',
      upside: 'Potensi',
      dataAsOf: 'Data per {date}',
      recommendation: {
        title: 'Rekomendasi Investasi',
        label: 'Rekomendasi',
        targetPrice: 'Target Harga',
        /** The engine found no method to price the stock on: the target price field holds the last close. */
        targetUnavailable: 'Target tidak tersedia',
        conviction: 'Tingkat Keyakinan',
        thesis: 'Tesis Investasi',
      },
      scores: {
        title: 'Rincian Skor',
        description: 'Fundamental 50%, Teknikal 30%, Sentimen 20%',
        total: 'Skor Total',
        fundamental: 'Fundamental',
        technical: 'Teknikal',
        sentiment: 'Sentimen',
      },
      valuation: {
        title: 'Valuasi',
        description: 'Nilai wajar per saham dengan metode DCF',
        bull: 'Skenario optimis (bull)',
        base: 'Skenario dasar (base)',
        bear: 'Skenario pesimis (bear)',
      },
      fundamentals: {
        title: 'Fundamental',
        roe: 'ROE',
        netMargin: 'Margin laba bersih',
        revenueGrowth3Y: 'Pertumbuhan pendapatan 3 tahun',
      },
      technical: {
        title: 'Teknikal',
        longTerm: 'Tren jangka panjang',
        shortTerm: 'Tren jangka pendek',
      },
      sentiment: {
        title: 'Sentimen',
        foreignFlow: 'Tren foreign flow',
      },
      generatedOn: 'Analysis generated on',
      /** Beyond the spec: the rules, figures and price history behind the scores (newer analyses only). */
      breakdown: {
        rules: {
          title: 'Dasar Penilaian',
          description:
            'Setiap skor pilar dibangun dari aturan berikut. Tiap aturan memberi poin beserta alasannya.',
          overallCompleteness: 'Kelengkapan data keseluruhan {percent}',
          completeness: 'Kelengkapan data {percent}',
          partsLabel: 'Komponen skor {pillar}',
          showRules: 'Lihat {count} aturan',
          hideRules: 'Sembunyikan aturan',
          pointsOf: '{points} dari {max} poin',
          otherPart: 'Lainnya',
        },
        chart: {
          title: 'Harga 1 Tahun Terakhir',
          range: 'dari {first} ke {last}',
          label:
            'Grafik harga penutupan {from} sampai {to}: dari {first} ke {last}, {change}. Tertinggi {high}, terendah {low}.',
          up: 'naik {percent}',
          down: 'turun {percent}',
          flat: 'tidak berubah',
          high: 'Tertinggi',
          low: 'Terendah',
        },
        valuation: {
          bankDescription: 'Nilai wajar per saham dengan metode P/B–ROE untuk bank',
          inputsTitle: 'Asumsi valuasi',
          method: 'Metode',
          methods: { dcf: 'DCF arus kas bebas', bankPbRoe: 'P/B–ROE untuk bank' },
          costOfEquity: 'Biaya ekuitas',
          costOfEquityFormula:
            'Biaya ekuitas = imbal hasil SBN 10 tahun + premi risiko ekuitas × beta + premi likuiditas = {bondYield} + {erp} × {beta} + {illiquidity} ≈ {value}',
          bankCostOfEquityFormula:
            'Biaya ekuitas bank = imbal hasil SBN 10 tahun + premi bank (tersirat dari harga saham bank IDX 2018–2025) + premi likuiditas = {bondYield} + {premium} + {illiquidity} ≈ {value}',
          bankPremium: 'Premi bank',
          bondYield: 'Imbal hasil SBN 10 tahun',
          assumed: '{value} (asumsi)',
          equityRiskPremium: 'Premi risiko ekuitas',
          beta: 'Beta (disesuaikan)',
          betaWithRaw: '{beta} (mentah {raw})',
          illiquidityPremium: 'Premi likuiditas',
          growth: 'Asumsi pertumbuhan',
          targetTitle: 'Pembentukan target harga',
          targetPrice: 'Target harga',
          targetUnavailable: 'Tidak tersedia',
          cautionsTitle: 'Mengapa target ini perlu dibaca hati-hati',
          intrinsic: 'Nilai intrinsik (skenario dasar)',
          relative: 'Nilai relatif',
          relativeWithMultiple: 'Nilai relatif ({method} {multiple})',
          relativeMethods: {
            ownPe: 'P/E median 5 tahun',
            ownPb: 'P/B median 5 tahun',
            sectorPe: 'P/E median sektor',
            sectorPb: 'P/B median sektor',
          },
          note: 'Catatan',
        },
        conviction: {
          reasonsTitle: 'Dasar tingkat keyakinan',
          recommendationNote: 'Catatan rekomendasi',
        },
        figures: {
          title: 'Rincian angka',
          period: 'Periode laporan: {period}',
          latestStatement: 'Laporan keuangan terbaru: {period}, {months} bulan sebelum analisis',
          stale: 'usang',
          pointsUnit: 'poin',
          roa: 'ROA',
          grossMargin: 'Margin kotor',
          operatingMargin: 'Margin usaha',
          netIncomeGrowth3Y: 'Pertumbuhan laba bersih 3 tahun',
          ocfToNetIncome: 'Arus kas operasi / laba bersih',
          sma50: 'SMA 50 hari',
          sma200: 'SMA 200 hari',
          rsi14: 'RSI 14 hari',
          returns: 'Return 3 / 6 / 12 bulan',
          excessReturn12m: 'Selisih return vs IHSG 12 bulan',
          volatility1y: 'Volatilitas 1 tahun',
          maxDrawdown1y: 'Penurunan terdalam 1 tahun',
          beta1y: 'Beta 1 tahun',
          medianTradedValue: 'Median transaksi harian (60 hari)',
          netFlows: 'Net beli asing 5 / 20 / 60 hari (% volume)',
          foreignOwnership: 'Kepemilikan asing (KSEI)',
          foreignOwnershipChange3m: 'Perubahan kepemilikan asing 3 bulan',
          foreignOwnershipChange6m: 'Perubahan kepemilikan asing 6 bulan',
          accumulation: 'Akumulasi/distribusi',
        },
        dataNotes: {
          title: 'Catatan data',
        },
        /** analysisResult.metrics: every number of the analysis with its period and sources. */
        metrics: {
          title: 'Angka pendukung',
          description: 'Setiap angka yang dipakai analisis ini, dengan periode dan sumber datanya.',
          show: 'Lihat {count} angka',
          hide: 'Sembunyikan angka',
          usedBy: 'Dipakai: {rules}',
          sources: 'Sumber: {tables}',
          groups: {
            fundamental: 'Fundamental',
            technical: 'Teknikal',
            sentiment: 'Sentimen',
            other: 'Data dasar',
          },
          tables: {
            companies: 'profil emiten',
            daily_prices: 'harga harian',
            index_prices: 'IHSG',
            foreign_flow: 'transaksi asing harian',
            financial_statements: 'laporan keuangan',
            corporate_actions: 'aksi korporasi',
            ownership_monthly: 'kepemilikan KSEI',
            macro_series: 'data makro',
          },
          units: {
            years: '{value} tahun',
            months: '{value} bulan',
            shares: '{value} saham',
            points: '{value} poin',
          },
        },
      },
    },
  },
  billing: {
    planName: 'Telisik Premium',
    perPeriod: '/ {days} hari',
    upgrade: {
      title: 'Upgrade ke Premium',
      description: 'Analisis tanpa batas dan semua fitur Premium selama {days} hari.',
      renewTitle: 'Perpanjang Premium',
      renewDescription: 'Tambah {days} hari, dihitung dari tanggal Premium Anda berakhir ({date}): tidak ada hari yang hilang.',
      includesTitle: 'Yang Anda dapatkan',
      features: [
        'Analisis saham tanpa batas',
        'Export laporan ke PDF',
        'Riwayat skor historis setiap saham',
        'Alert dan notifikasi email',
        'Perbandingan beberapa saham',
        'Dukungan prioritas',
      ],
      pay: 'Bayar {price}',
      resume: 'Lanjutkan pembayaran',
      resumeNote: 'Anda masih punya pembayaran yang belum selesai; melanjutkannya tidak membuat tagihan baru.',
      pending: 'Membuka halaman pembayaran...',
      methods: 'Bayar dengan QRIS, GoPay, ShopeePay, virtual account bank, atau kartu melalui Midtrans.',
      secure: 'Pembayaran diproses oleh Midtrans. Telisik tidak pernah melihat data kartu atau rekening Anda.',
      close: 'Tutup',
      errorTitle: 'Pembayaran belum bisa dimulai',
      loadError: 'Data langganan gagal dimuat.',
    },
    finish: {
      pageTitle: 'Status Pembayaran',
      checking: 'Memeriksa status pembayaran...',
      missingOrder: 'Nomor pesanan tidak ada di alamat ini.',
      notFound: 'Pesanan pembayaran tidak ditemukan.',
      loadError: 'Status pembayaran gagal dimuat.',
      orderNumber: 'Nomor pesanan',
      amount: 'Jumlah',
      paidTitle: 'Pembayaran berhasil!',
      paidDescription: 'Telisik Premium Anda aktif hingga {date}. Kuitansi telah dikirim ke email Anda.',
      waitingTitle: 'Menunggu pembayaran',
      waitingDescription: 'Selesaikan pembayaran Anda. Halaman ini diperbarui otomatis begitu pembayaran diterima.',
      confirmingDescription: 'Kami sedang menunggu konfirmasi dari Midtrans. Biasanya hanya beberapa detik.',
      payBefore: 'Bayar sebelum {date}',
      virtualAccount: 'Nomor Virtual Account {bank}',
      billerCode: 'Kode perusahaan (biller)',
      billKey: 'Kode pembayaran (bill key)',
      paymentCode: 'Kode pembayaran di {store}',
      qrCode: 'Pindai kode QR ini dengan aplikasi pembayaran Anda',
      copy: 'Salin',
      copied: 'Tersalin',
      resume: 'Buka halaman pembayaran',
      failedTitle: 'Pembayaran gagal',
      failedDescription: 'Pembayaran tidak berhasil dan tidak ada biaya yang ditagihkan. Anda bisa mencoba lagi.',
      expiredTitle: 'Batas waktu pembayaran terlewati',
      expiredDescription: 'Pesanan ini sudah kedaluwarsa. Buat pembayaran baru untuk mengaktifkan Premium.',
      cancelledTitle: 'Pembayaran dibatalkan',
      refundedTitle: 'Pembayaran dikembalikan',
      refundedDescription: 'Pembayaran ini telah dikembalikan, sehingga periode Premium-nya dibatalkan.',
      tryAgain: 'Coba lagi',
      toDashboard: 'Ke Dashboard',
      viewReceipt: 'Lihat kuitansi',
    },
    status: {
      creating: 'Disiapkan',
      pending: 'Menunggu pembayaran',
      paid: 'Lunas',
      denied: 'Ditolak',
      cancelled: 'Dibatalkan',
      expired: 'Kedaluwarsa',
      failed: 'Gagal',
      refunded: 'Dikembalikan',
      charged_back: 'Chargeback',
    },
    history: {
      title: 'Riwayat Pembayaran',
      description: 'Setiap pembayaran Premium dan kuitansinya.',
      empty: 'Belum ada pembayaran.',
      receipt: 'Kuitansi',
      period: 'Periode {start} – {end}',
      loadError: 'Riwayat pembayaran gagal dimuat.',
    },
    receipt: {
      pageTitle: 'Kuitansi {number}',
      title: 'Kuitansi Pembayaran',
      number: 'Nomor kuitansi',
      date: 'Tanggal bayar',
      item: 'Produk',
      period: 'Periode',
      amount: 'Jumlah',
      method: 'Metode pembayaran',
      order: 'Nomor pesanan',
      status: 'Status',
      billedTo: 'Ditagihkan kepada',
      issuedBy: 'Diterbitkan oleh',
      taxId: 'NPWP {taxId}',
      total: 'Total dibayar',
      print: 'Cetak',
      back: 'Kembali ke Pengaturan',
      note: 'Kuitansi ini sah tanpa tanda tangan karena dibuat secara elektronik.',
      notFound: 'Kuitansi tidak ditemukan.',
      loading: 'Memuat kuitansi...',
    },
  },

  settings: {
    pageTitle: 'Pengaturan',
    title: 'Pengaturan',
    description: 'Akun, langganan, pembayaran, dan bantuan.',
    profile: {
      title: 'Profil',
      description: 'Nama dan email berasal dari layanan masuk Anda.',
      name: 'Nama',
      email: 'Email',
      noValue: '–',
    },
    plan: {
      title: 'Langganan',
      current: 'Paket saat ini',
      free: 'Free',
      premium: 'Premium',
      freeDescription: '{quota} analisis gratis. Upgrade untuk analisis tanpa batas.',
      until: 'Berlaku hingga',
      renew: 'Perpanjang',
      upgrade: 'Upgrade ke Premium',
    },
    data: {
      title: 'Data Anda',
      description: 'Unduh salinan data Anda atau hapus akun Anda.',
      export: 'Ekspor data saya (JSON)',
      exportDescription: 'Profil, langganan, pembayaran, analisis, dan permintaan bantuan Anda dalam satu berkas.',
      delete: 'Hapus akun saya',
      deleteDescription:
        'Akun, sesi, analisis, dan permintaan bantuan Anda dihapus permanen. Catatan pembayaran disimpan tanpa data pribadi karena diwajibkan untuk pembukuan.',
      deleteConfirmTitle: 'Hapus akun secara permanen?',
      deleteConfirmLabel: 'Ketik HAPUS untuk mengonfirmasi',
      deleteConfirmWord: 'HAPUS',
      deleteConfirm: 'Hapus akun',
      deleteCancel: 'Batal',
      deleting: 'Menghapus...',
      deletedTitle: 'Akun dihapus',
      deletedDescription: 'Akun Anda telah dihapus. Terima kasih telah memakai Telisik.',
      deleteErrorTitle: 'Akun gagal dihapus',
      premiumWarning: 'Sisa masa Premium Anda ikut hilang dan tidak dapat dikembalikan.',
    },
  },

  support: {
    title: 'Bantuan',
    description: 'Kirim pertanyaan ke tim Telisik. Jawaban muncul di sini dan dikirim ke email Anda.',
    priorityNote: 'Sebagai pengguna Premium, permintaan Anda diprioritaskan.',
    subject: 'Subjek',
    subjectPlaceholder: 'Contoh: Analisis BBCA gagal',
    message: 'Pesan',
    messagePlaceholder: 'Ceritakan apa yang terjadi atau apa yang ingin Anda tanyakan.',
    send: 'Kirim',
    sending: 'Mengirim...',
    sentTitle: 'Permintaan terkirim',
    sentDescription: 'Tim kami akan membalas secepatnya.',
    errorTitle: 'Permintaan gagal dikirim',
    listTitle: 'Permintaan Anda',
    empty: 'Belum ada permintaan bantuan.',
    priority: 'Prioritas',
    open: 'Menunggu jawaban',
    answered: 'Dijawab',
    reply: 'Jawaban tim Telisik',
    loadError: 'Permintaan bantuan gagal dimuat.',
  },

  admin: {
    pageTitle: 'Operator',
    title: 'Halaman Operator',
    signedInAs: 'Masuk sebagai {email}',
    tabs: { users: 'Pengguna', payments: 'Pembayaran', support: 'Bantuan', audit: 'Log audit' },
    search: 'Cari pengguna',
    searchPlaceholder: 'Email atau nama',
    searchButton: 'Cari',
    noUsers: 'Tidak ada pengguna yang cocok.',
    premiumUntil: 'Premium hingga {date}',
    free: 'Free',
    analysesUsed: '{count} analisis',
    select: 'Pilih',
    userTitle: 'Detail pengguna',
    noUser: 'Pilih pengguna untuk melihat detailnya.',
    grantTitle: 'Beri Premium',
    days: 'Jumlah hari',
    reason: 'Alasan (dicatat di log audit)',
    grant: 'Beri Premium',
    revokeTitle: 'Cabut Premium',
    revoke: 'Cabut Premium',
    granted: 'Premium diberikan',
    revoked: 'Premium dicabut',
    actionError: 'Tindakan gagal',
    periods: 'Periode Premium',
    noPeriods: 'Belum pernah Premium.',
    periodPayment: 'Pembayaran {orderId}',
    periodGrant: 'Diberikan oleh {by}: {reason}',
    periodRevoked: 'Dicabut {date}: {reason}',
    payments: 'Pembayaran',
    noPayments: 'Belum ada pembayaran.',
    deletedUser: 'Akun dihapus',
    notifications: 'Riwayat notifikasi',
    noNotifications: 'Belum ada notifikasi.',
    notificationLine: '{source}: {notified} → {confirmed} ({effect})',
    sources: { notification: 'Notifikasi', status_check: 'Cek status' },
    supportTitle: 'Permintaan bantuan',
    noSupport: 'Tidak ada permintaan bantuan.',
    replyLabel: 'Jawaban (dikirim ke email pengguna)',
    replySend: 'Kirim jawaban',
    replied: 'Jawaban terkirim',
    auditTitle: 'Log audit',
    noAudit: 'Belum ada catatan.',
    actions: { grant_premium: 'Beri Premium', revoke_premium: 'Cabut Premium', reply_support: 'Jawab bantuan' },
    loadError: 'Data gagal dimuat.',
  },
  /**
   * Terms of the analysis page explained in a sentence or two, on hover or tap. `match` lists how each
   * term is written in the prose, labels and reasons; acronyms match their case, phrases any case.
   */
  glossary: {
    /** The trigger's accessible name: "Apa itu P/B?". */
    triggerLabel: 'Apa itu {term}?',
    terms: [
      {
        id: 'pb',
        match: ['P/B'],
        explanation:
          'Price to Book: harga saham dibagi nilai buku per saham. Makin rendah, makin murah harga saham dibanding modal bersih perusahaan.',
      },
      {
        id: 'pe',
        match: ['P/E'],
        explanation:
          'Price to Earnings: harga saham dibagi laba per saham setahun. Makin rendah, makin murah harga saham dibanding labanya.',
      },
      {
        id: 'roe',
        match: ['ROE'],
        explanation:
          'Return on Equity: laba bersih setahun dibagi ekuitas. Menunjukkan seberapa besar laba yang dihasilkan dari modal pemegang saham.',
      },
      {
        id: 'roa',
        match: ['ROA'],
        explanation:
          'Return on Assets: laba bersih setahun dibagi total aset. Menunjukkan seberapa produktif aset perusahaan menghasilkan laba.',
      },
      {
        id: 'dcf',
        match: ['DCF'],
        explanation:
          'Discounted Cash Flow: nilai wajar dihitung dari perkiraan arus kas bebas masa depan, dinilai ke hari ini dengan biaya ekuitas.',
      },
      {
        id: 'foreignFlow',
        match: ['arus dana asing', 'arus bersih asing', 'beli bersih asing', 'net beli asing', 'membeli bersih'],
        explanation:
          'Selisih pembelian dan penjualan saham oleh investor asing. Positif berarti asing lebih banyak membeli daripada menjual.',
      },
      {
        id: 'conviction',
        match: ['tingkat keyakinan', 'keyakinan'],
        explanation:
          'Seberapa kuat analisis ini dapat dipegang: tinggi bila fundamental, teknikal, dan sentimen searah dan datanya lengkap; rendah bila datanya kurang atau arahnya bertentangan.',
      },
      {
        id: 'costOfEquity',
        match: ['biaya ekuitas'],
        explanation:
          'Imbal hasil yang wajar diminta investor saham: imbal hasil obligasi negara (SBN) 10 tahun ditambah premi risiko saham.',
      },
      {
        id: 'freeCashFlow',
        match: ['arus kas bebas'],
        explanation:
          'Kas dari kegiatan usaha dikurangi belanja modal: uang yang benar-benar tersisa untuk pemegang saham.',
      },
      {
        id: 'bookValue',
        match: ['nilai buku'],
        explanation: 'Ekuitas perusahaan, yaitu aset dikurangi seluruh liabilitas, dibagi jumlah saham.',
      },
      {
        id: 'rsi',
        match: ['RSI'],
        explanation:
          'Relative Strength Index (0–100) mengukur laju naik-turun harga 14 hari. Di atas 70 harga naik sangat cepat, di bawah 30 turun sangat cepat.',
      },
      {
        id: 'macd',
        match: ['MACD'],
        explanation:
          'Selisih dua rata-rata harga bergerak. Positif berarti momentum jangka pendek menguat, negatif berarti melemah.',
      },
      {
        id: 'movingAverage',
        match: ['rata-rata harga 200 hari', 'rata-rata harga 50 hari', 'SMA200', 'SMA50'],
        explanation:
          'Rata-rata harga penutupan beberapa hari terakhir. Harga di atas rata-ratanya menandakan tren naik, di bawahnya tren turun.',
      },
      {
        id: 'ihsg',
        match: ['IHSG'],
        explanation: 'Indeks Harga Saham Gabungan: ukuran gerak seluruh saham di Bursa Efek Indonesia.',
      },
      {
        id: 'volatility',
        match: ['volatilitas'],
        explanation:
          'Seberapa besar harga berayun dalam setahun. Makin tinggi, makin besar kemungkinan naik atau turun tajam.',
      },
      {
        id: 'beta',
        match: ['beta'],
        explanation:
          'Kepekaan harga saham terhadap IHSG. Beta 1 bergerak seiring pasar; di atas 1 berayun lebih besar dari pasar.',
      },
      {
        id: 'dividendYield',
        match: ['imbal hasil dividen', 'dividen'],
        explanation:
          'Dividen setahun dibagi harga saham: uang tunai yang diterima pemegang saham, dibanding harga yang dibayarnya.',
      },
      {
        id: 'ksei',
        match: ['KSEI'],
        explanation:
          'Kustodian Sentral Efek Indonesia mencatat siapa pemilik saham, termasuk porsi yang dipegang investor asing.',
      },
      {
        id: 'liquidity',
        match: ['likuid', 'likuiditas'],
        explanation:
          'Mudah tidaknya saham dibeli dan dijual tanpa menggeser harga, dilihat dari nilai transaksi hariannya.',
      },
      {
        id: 'netMargin',
        match: ['margin laba bersih'],
        explanation: 'Laba bersih dibagi pendapatan: bagian dari setiap penjualan yang tersisa sebagai laba.',
      },
      {
        id: 'accumulation',
        match: ['akumulasi', 'distribusi'],
        explanation:
          'Akumulasi: pola harga dan volume saat investor mengumpulkan saham. Distribusi: kebalikannya, saat saham dilepas.',
      },
      {
        id: 'targetPrice',
        match: ['target harga'],
        explanation:
          'Perkiraan nilai saham dari valuasi (DCF atau perbandingan P/E dan P/B), bukan janji harga akan sampai ke sana.',
      },
    ],
  },
};

export type Messages = typeof messagesId;
