/**
 * Indonesian number formatting for rule reasons: decimal comma, thousands dot ("20,5%", "Rp8.075").
 * Hand-written so a reason never depends on the ICU data of the machine.
 */
export function num(value: number, decimals = 1): string {
  if (!Number.isFinite(value)) return value > 0 ? '∞' : value < 0 ? '-∞' : '-';
  const negative = value < 0 && Math.abs(value) >= 0.5 * 10 ** -decimals;
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole, fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${negative ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}

export function pct(value: number, decimals = 1): string {
  return `${num(value, decimals)}%`;
}

/** A signed percent or percentage-point change: "+3,2%". */
export function signedPct(value: number, decimals = 1, unit = '%'): string {
  const text = num(value, decimals);
  return `${value > 0 && text !== num(0, decimals) ? '+' : ''}${text}${unit}`;
}

export function times(value: number, decimals = 1): string {
  return `${num(value, decimals)}x`;
}

export function rupiah(value: number): string {
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  if (abs >= 1e12) return `${sign}Rp${num(abs / 1e12, 1)} T`;
  if (abs >= 1e9) return `${sign}Rp${num(abs / 1e9, 1)} M`;
  if (abs >= 1e6) return `${sign}Rp${num(abs / 1e6, 1)} jt`;
  return `${sign}Rp${num(abs, abs >= 100 ? 0 : 2)}`;
}

export const NO_DATA = 'data tidak tersedia';

const MONTHS = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
];

/** An ISO date the Indonesian way: "30 Desember 2025". */
export function tanggal(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}
