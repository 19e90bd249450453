// How every figure prints, in one place for both halves: the page, the PDF, the prose the engine
// writes, alerts and mail all format numbers through these functions, so one figure never reads
// "13,4%" in one place and "13,5%" in another (issue 22). Plain JavaScript with its types beside it
// (format.d.mts): the backend loads it with Node's require() of an ES module, the frontend bundles
// it, and neither needs a build step for it. Hand-written rather than Intl, so the output never
// depends on a machine's ICU data.

/**
 * Rounds half away from zero on the number as written, not on its binary value: 13.45 is stored as
 * 13.4499…, which toFixed rounds down and Intl rounds up; this rounds it up, everywhere.
 * @param {number} magnitude a value ≥ 0
 * @param {number} digits
 * @returns {string} the digits with a "." before the fraction, as toFixed writes them
 */
function roundedDigits(magnitude, digits) {
  const scaled = Number((magnitude * 10 ** digits).toPrecision(12));
  const whole = Math.round(scaled);
  if (digits === 0) return String(whole);
  const text = String(whole).padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** @type {import('./format.d.mts').formatFixed} */
export function formatFixed(value, digits = 1, signed = false) {
  if (!Number.isFinite(value)) return value > 0 ? '∞' : value < 0 ? '-∞' : '-';
  const fixed = roundedDigits(Math.abs(value), digits);
  const zero = /^[0.]*$/.test(fixed);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const sign = zero ? '' : value < 0 ? '-' : signed ? '+' : '';
  return `${sign}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** @type {import('./format.d.mts').formatPercentValue} */
export function formatPercentValue(value, digits = 1, signed = false) {
  return `${formatFixed(value, digits, signed)}%`;
}

/** @type {import('./format.d.mts').formatPointsChange} */
export function formatPointsChange(value, digits = 1) {
  return `${formatFixed(value, digits, true)} poin`;
}

/** @type {import('./format.d.mts').formatMultipleValue} */
export function formatMultipleValue(value, digits = 2) {
  return `${formatFixed(value, digits)}x`;
}

/** @type {import('./format.d.mts').formatRupiahValue} */
export function formatRupiahValue(value) {
  return `Rp ${formatFixed(value, 0)}`;
}

const SCALES = /** @type {const} */ ([
  [1e12, 'T'],
  [1e9, 'M'],
  [1e6, 'jt'],
]);

/** @type {import('./format.d.mts').formatCompactValue} */
export function formatCompactValue(value) {
  const magnitude = Math.abs(value);
  for (const [size, suffix] of SCALES) {
    // One decimal, none when it is zero: "57 T", "899,2 M".
    if (magnitude >= size) return `${formatFixed(value / size, 1).replace(/,0$/, '')} ${suffix}`;
  }
  return formatFixed(value, 0);
}

/** @type {import('./format.d.mts').formatRupiahCompactValue} */
export function formatRupiahCompactValue(value) {
  const text = formatCompactValue(value);
  return text.startsWith('-') ? `-Rp ${text.slice(1)}` : `Rp ${text}`;
}

const MONTHS = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];

/**
 * A calendar day "YYYY-MM-DD" (a trading day, a data date; a longer ISO text is read by its first
 * ten characters) → "30 Desember 2025", as the page, the served HTML and link previews write it;
 * anything else → null.
 * @param {string | null | undefined} value
 * @returns {string | null}
 */
export function formatCalendarDate(value) {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!match) return null;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1) return null;
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
