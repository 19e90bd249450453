// Takes the screenshots the web manifest shows in Chromium's richer install sheet, from the real
// app: the production build served by the backend on a scratch PostgreSQL database, a user signed
// in through the embedded provider, and a few analyses as the engine stores them.
//   npm run build && node frontend/scripts/capture-screenshots.mjs
// Writes public/screenshots/dashboard-narrow.webp (390×844) and analysis-wide.webp (1280×800);
// they are committed, so builds need no browser. Needs PostgreSQL at TEST_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres), like the browser tests.
/* global document, Image -- page.evaluate callbacks run in the browser */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const outDir = join(root, 'frontend', 'public', 'screenshots');
const port = 3297;
const baseURL = `http://127.0.0.1:${port}`;
const database = 'telisik_screenshots';
const email = 'rani@example.com';

const server = spawn(process.execPath, ['e2e/server.mjs'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, E2E_PORT: String(port), E2E_DATABASE: database },
});

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      const res = await fetch(`${baseURL}/api/auth/user`);
      if (res.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

function analysisRow(ticker, companyName, sector, recommendation, scores, prices, thesis, summaries) {
  const [total, fundamental, technical, sentiment] = scores;
  const [current, target, bull, base, bear] = prices;
  return {
    ticker,
    company_name: companyName,
    recommendation,
    total_score: total,
    fundamental_score: fundamental,
    technical_score: technical,
    sentiment_score: sentiment,
    current_price: String(current),
    target_price: String(target),
    upside: (((target - current) / current) * 100).toFixed(2),
    data_as_of: '2025-12-30',
    analysis_result: JSON.stringify({
      sector,
      convictionLevel: total >= 32 ? 'High' : 'Medium',
      investmentThesis: thesis,
      fullAnalysis: {
        valuation: {
          dcf: { bullCase: bull, baseCase: base, bearCase: bear },
          valuationSummary: summaries.valuation,
        },
        fundamentals: {
          profitability: summaries.profitability,
          summary: summaries.fundamentals,
        },
        technical: { trend: summaries.trend, summary: summaries.technical },
        sentiment: { foreignFlow: { trend: summaries.foreignFlow }, summary: summaries.sentiment },
      },
    }),
  };
}

const analyses = [
  analysisRow(
    'TLKM',
    'PT Telkom Indonesia (Persero) Tbk',
    'Infrastruktur',
    'HOLD',
    [27, 15, 7, 5],
    [2750, 3000, 3400, 3000, 2500],
    'Arus kas TLKM stabil dan dividennya menarik, tetapi pertumbuhan pendapatan melambat dan tren harga masih turun.',
    {
      valuation: 'Harga wajar dasar Rp 3.000, sedikit di atas harga saat ini.',
      profitability: { roe: 16.2, netMargin: 15.8, revenueGrowth3Y: 1.9 },
      fundamentals: 'Profitabilitas tinggi, pertumbuhan rendah.',
      trend: { longTerm: 'Turun', shortTerm: 'Mendatar' },
      technical: 'Harga masih di bawah rata-rata 200 hari.',
      foreignFlow: 'Distribusi asing',
      sentiment: 'Investor asing mencatat jual bersih tiga bulan terakhir.',
    },
  ),
  analysisRow(
    'ASII',
    'PT Astra International Tbk',
    'Perindustrian',
    'BUY',
    [34, 19, 9, 6],
    [5125, 5900, 6600, 5900, 4800],
    'ASII diperdagangkan di bawah nilai wajarnya dengan neraca yang kuat; bisnis otomotif dan alat berat menopang laba.',
    {
      valuation: 'Diskon sekitar 13% terhadap nilai wajar dasar.',
      profitability: { roe: 15.1, netMargin: 10.4, revenueGrowth3Y: 8.7 },
      fundamentals: 'Neraca sehat, laba tumbuh stabil.',
      trend: { longTerm: 'Naik', shortTerm: 'Naik' },
      technical: 'Tren naik dengan volume yang mendukung.',
      foreignFlow: 'Akumulasi asing',
      sentiment: 'Arus dana asing positif sejak kuartal lalu.',
    },
  ),
  analysisRow(
    'BBCA',
    'PT Bank Central Asia Tbk',
    'Keuangan',
    'BUY',
    [36, 19, 10, 7],
    [8075, 9400, 10500, 9400, 7800],
    'BBCA menggabungkan ROE di atas 20% dengan dana murah yang stabil; valuasi kini lebih wajar setelah koreksi harga.',
    {
      valuation: 'Harga wajar dasar Rp 9.400 dengan P/B yang sepadan dengan ROE-nya.',
      profitability: { roe: 20.5, netMargin: 45.2, revenueGrowth3Y: 11.3 },
      fundamentals: 'Profitabilitas tertinggi di antara bank besar, kualitas aset terjaga.',
      trend: { longTerm: 'Naik', shortTerm: 'Turun' },
      technical: 'Koreksi jangka pendek dalam tren naik jangka panjang.',
      foreignFlow: 'Akumulasi asing',
      sentiment: 'Investor asing mencatat beli bersih pada bulan terakhir.',
    },
  ),
];

async function seed() {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const ids = [];
    for (const [index, row] of analyses.entries()) {
      const columns = Object.keys(row);
      const { rows } = await client.query(
        `INSERT INTO analyses (user_id, created_at, ${columns.join(', ')})
         SELECT id, now() - make_interval(days => $2), ${columns.map((_, i) => `$${i + 3}`).join(', ')}
         FROM users WHERE email = $1 RETURNING id`,
        [email, analyses.length - index, ...columns.map((c) => row[c])],
      );
      ids.push(rows[0].id);
    }
    return ids;
  } finally {
    await client.end();
  }
}

/** Chromium's own WebP encoder, through a canvas: small files with no image library. */
async function toWebp(page, png) {
  const dataUrl = await page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    canvas.getContext('2d').drawImage(image, 0, 0);
    return canvas.toDataURL('image/webp', 0.82);
  }, png.toString('base64'));
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars'],
});
try {
  await waitForServer();
  const context = await browser.newContext({ baseURL, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('link', { name: 'Mulai Gratis', exact: true }).first().click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Nama depan (opsional)').fill('Rani');
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  const [, , bbca] = await seed();

  const shots = [
    { file: 'dashboard-narrow.webp', width: 390, height: 844, path: '/', ready: 'Riwayat Analisis' },
    {
      file: 'analysis-wide.webp',
      width: 1280,
      height: 800,
      path: `/analysis/${bbca}`,
      ready: 'Rekomendasi Investasi',
    },
  ];
  for (const shot of shots) {
    await page.setViewportSize({ width: shot.width, height: shot.height });
    await page.goto(shot.path);
    await page.getByText(shot.ready).first().waitFor();
    await page.getByText('PT Bank Central Asia Tbk').first().waitFor();
    await page.waitForTimeout(300);
    const webp = await toWebp(page, await page.screenshot());
    writeFileSync(join(outDir, shot.file), webp);
    console.log(`${shot.file}: ${shot.width}×${shot.height}, ${(webp.length / 1024).toFixed(1)} KB`);
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
