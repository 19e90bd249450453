/**
 * Grounding: every number in the prose must be one the engine computed. Numbers are read the
 * Indonesian way ("9.400" is nine thousand four hundred, "20,5%" twenty and a half percent,
 * "48,6 triliun" 48.6e12) and matched within the rounding the text shows.
 */

const SCALES: Record<string, number> = { ribu: 1e3, rb: 1e3, juta: 1e6, jt: 1e6, miliar: 1e9, milyar: 1e9, m: 1e9, triliun: 1e12, t: 1e12 };
const MONTHS = 'januari|februari|maret|april|mei|juni|juli|agustus|september|oktober|november|desember';

// A number: id-ID with thousands dots and a decimal comma, or a plain decimal with a dot; an optional scale word.
const NUMBER_PATTERN = new RegExp(
  String.raw`(?<![\p{L}\d.,])([-+−]?)(\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:[.,]\d+)?)(?:\s?(ribu|rb|juta|jt|miliar|milyar|triliun|m|t)(?![\p{L}]))?`,
  'giu',
);

export interface ProseNumber {
  text: string;
  value: number;
  /** Half of the last shown digit's place, times the scale: how far rounding may have moved it. */
  tolerance: number;
}

export function readNumbers(text: string): ProseNumber[] {
  const found: ProseNumber[] = [];
  // "Rp8.075" is written without a space; the currency prefix must not hide the number.
  for (const match of text.replace(/Rp(?=\d)/g, 'Rp ').matchAll(NUMBER_PATTERN)) {
    const [whole, sign, digits, scaleWord] = match as unknown as [string, string, string, string | undefined];
    let normalized: string;
    let decimals: number;
    if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(digits)) {
      normalized = digits.replace(/\./g, '').replace(',', '.');
      decimals = digits.includes(',') ? digits.split(',')[1]!.length : 0;
    } else {
      normalized = digits.replace(',', '.');
      decimals = normalized.includes('.') ? normalized.split('.')[1]!.length : 0;
    }
    const scale = scaleWord ? (SCALES[scaleWord.toLowerCase()] ?? 1) : 1;
    const magnitude = Number(normalized) * scale;
    found.push({
      text: whole.trim(),
      value: sign === '-' || sign === '−' ? -magnitude : magnitude,
      tolerance: 0.5 * 10 ** -decimals * scale,
    });
  }
  return found;
}

/** Every number the engine produced: numeric leaves and the numbers inside its own sentences. */
export function collectAllowedNumbers(source: unknown, extra: readonly number[] = []): number[] {
  const values: number[] = [...extra];
  const visit = (node: unknown): void => {
    if (typeof node === 'number' && Number.isFinite(node)) values.push(node);
    else if (typeof node === 'string') {
      for (const n of readNumbers(node)) values.push(n.value);
      const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(node);
      if (date) values.push(Number(date[1]), Number(date[2]), Number(date[3]));
    } else if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') Object.values(node).forEach(visit);
  };
  visit(source);
  return values;
}

function matches(candidate: ProseNumber, allowed: readonly number[]): boolean {
  const tolerance = Math.max(candidate.tolerance, 1e-9);
  const target = Math.abs(candidate.value);
  return allowed.some((a) => {
    const variants = [Math.abs(a), Math.abs(a * 100)];
    return variants.some((v) => Math.abs(v - target) <= tolerance + Math.abs(v) * 1e-9);
  });
}

/** The numbers in `text` that no engine figure explains (empty when the prose is grounded). */
export function ungroundedNumbers(text: string, allowed: readonly number[]): string[] {
  // Dates like "30 Desember 2025" are checked as their parts, which the engine's dates provide.
  const withoutMonths = text.replace(new RegExp(`\\b(${MONTHS})\\b`, 'gi'), ' ');
  return readNumbers(withoutMonths)
    .filter((n) => !matches(n, allowed))
    .map((n) => n.text);
}
