// The PDF's position sizing section: the same reading as the page, from the capital and risk level
// last entered on this device (the PDF is drawn in the browser, so the capital still stays here).
import type { PositionSizingInputs } from '@telisik/contract';
import { interpolate, messages } from '@/i18n';
import { formatPercent, formatRupiah } from '@/lib/format';
import { RISK_PROFILES, sizePosition } from '../lib/position-sizing';
import { sizingReading } from '../lib/position-sizing-text';
import { readSizingPreferences, type SizingPreferences } from '../lib/sizing-preferences';

const t = messages.analyses.sizing;

export interface PdfSizingSection {
  title: string;
  rows: Array<[string, string]>;
  /** Sentences under the figures, in order. */
  lines: string[];
}

export function positionSizingSection(
  inputs: PositionSizingInputs | null,
  preferences: SizingPreferences = readSizingPreferences(),
): PdfSizingSection {
  if (inputs === null) return { title: t.title, rows: [], lines: [t.unavailable.no_inputs] };
  const { capital, level } = preferences;
  if (capital === null) return { title: t.title, rows: [], lines: [t.pdfNoCapital] };
  const profile = RISK_PROFILES[level];
  const reading = sizingReading(sizePosition(inputs, capital, level), inputs);
  const levelText = `${t.levels[level]} (${interpolate(t.levelDescription, {
    risk: formatPercent(profile.riskPercent, profile.riskPercent % 1 === 0 ? 0 : 1),
    max: formatPercent(profile.maxPositionPercent, 0),
  })})`;
  return {
    title: t.title,
    rows: [[t.capital, formatRupiah(capital)], [t.level, levelText], ...reading.rows],
    lines: [...(reading.headline ? [reading.headline] : []), ...reading.notes, `${t.guidance} ${t.privacy}`],
  };
}
