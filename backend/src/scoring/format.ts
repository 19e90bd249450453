/**
 * Indonesian number formatting for rule reasons, the prose, alerts and mail: decimal comma,
 * thousands dot ("20,5%", "Rp 8.075"). The digits and forms come from the one formatter the page and
 * the PDF use too (@telisik/contract/format), so a figure reads the same wherever it appears.
 */
import {
  formatFixed,
  formatMultipleValue,
  formatPercentValue,
  formatRupiahCompactValue,
} from '@telisik/contract/format';

export function num(value: number, decimals = 1): string {
  return formatFixed(value, decimals);
}

export function pct(value: number, decimals = 1): string {
  return formatPercentValue(value, decimals);
}

/** A signed percent or percentage-point change: "+3,2%". */
export function signedPct(value: number, decimals = 1, unit = '%'): string {
  return `${formatFixed(value, decimals, true)}${unit}`;
}

export function times(value: number, decimals = 1): string {
  return formatMultipleValue(value, decimals);
}

/** A price in whole rupiah ("Rp 8.075"), a large amount with its scale ("Rp 899,2 M", "Rp 57 T"). */
export function rupiah(value: number): string {
  return formatRupiahCompactValue(value);
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
