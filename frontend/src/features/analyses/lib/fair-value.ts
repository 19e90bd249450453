import type { FairValueUncertainty } from '@telisik/contract';
import { interpolate, messages } from '@/i18n';
import { formatPercent } from '@/lib/format';

const t = messages.analyses.detail.fairValue;

/** Morningstar-style grade in Indonesian: Rendah / Sedang / Tinggi / Sangat Tinggi. */
export function uncertaintyLabel(grade: FairValueUncertainty): string {
  return t.grades[grade];
}

/** A method's share of the blend, "bobot 45%"; the net-cash floor bounds rather than blends. */
export function estimateWeightText(weight: number): string {
  return weight > 0 ? interpolate(t.weight, { weight: formatPercent(weight * 100, 0) }) : t.floor;
}
