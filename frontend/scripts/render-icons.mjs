// Draws the Telisik mark (a magnifier over a candlestick, PRODUCT.md) as SVG and renders the PNG
// icons the web manifest and iOS need, with the Chromium the browser tests use:
//   node frontend/scripts/render-icons.mjs
// Writes public/favicon.svg and public/icons/*.png; the PNGs are committed, so builds need no browser.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const THEME = '#0F766E';

// The mark on a 64-unit grid, the same drawing as components/logo.tsx.
const MARK = `
  <path d="M28 15v26" stroke="#CCFBF1" stroke-width="3" stroke-linecap="round"/>
  <rect x="22.5" y="21" width="11" height="13" rx="2" fill="#fff"/>
  <circle cx="28" cy="28" r="16" fill="none" stroke="#fff" stroke-width="5"/>
  <path d="M40 40l11 11" stroke="#fff" stroke-width="7" stroke-linecap="round"/>`;

/**
 * The handle's far end is the point furthest from the centre: 30.4 units at full size, so a scale of
 * 0.78 keeps it 23.7 units out, inside the 25.6 of the safe zone.
 *
 * `rounded`: a rounded tile with transparent corners (purpose "any", the favicon).
 * `full`: a full-bleed square whose mark is shrunk by `scale` about the centre, so it stays inside
 * the safe zone (the central circle of radius 40%) that launchers keep when they mask an icon.
 */
function iconSvg({ shape, scale = 1 }) {
  const background =
    shape === 'rounded'
      ? `<rect width="64" height="64" rx="14" fill="${THEME}"/>`
      : `<rect width="64" height="64" fill="${THEME}"/>`;
  // The drawing's bounds (9.5 to 54.5 on both axes) are centred on (32, 32).
  const offset = 32 - scale * 32;
  const mark =
    scale === 1 ? MARK : `<g transform="translate(${offset} ${offset}) scale(${scale})">${MARK}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">\n  ${background}${mark}\n</svg>\n`;
}

const icons = [
  { file: 'icons/icon-192.png', size: 192, svg: iconSvg({ shape: 'rounded' }), transparent: true },
  { file: 'icons/icon-512.png', size: 512, svg: iconSvg({ shape: 'rounded' }), transparent: true },
  {
    file: 'icons/icon-maskable-512.png',
    size: 512,
    svg: iconSvg({ shape: 'full', scale: 0.78 }),
    transparent: false,
  },
  // iOS rounds the corners itself and shows transparency as black: a full square.
  {
    file: 'icons/apple-touch-icon-180.png',
    size: 180,
    svg: iconSvg({ shape: 'full', scale: 0.85 }),
    transparent: false,
  },
];

writeFileSync(join(publicDir, 'favicon.svg'), iconSvg({ shape: 'rounded' }));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of icons) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    const svg = icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">${svg}</body></html>`,
    );
    const png = await page.screenshot({
      clip: { x: 0, y: 0, width: icon.size, height: icon.size },
      omitBackground: icon.transparent,
    });
    const target = join(publicDir, icon.file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, png);
    console.log(`${icon.file}: ${icon.size}×${icon.size}, ${(png.length / 1024).toFixed(1)} KB`);
  }
} finally {
  await browser.close();
}
