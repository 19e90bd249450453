/**
 * The red flags in the thesis, whoever wrote it: one sentence naming them and the "Risiko gorengan"
 * level, appended to the model's or the offline writer's thesis. Written here from the flags' own
 * labels, so no number enters that the prose checks would have to ground.
 */
import { CAPPING_FLAGS, type ScoringResult } from '../scoring';
import type { Narrative } from './narrative';

export function redFlagSentence(result: ScoringResult): string | null {
  const { flags, gorenganRisk } = result.redFlags;
  if (flags.length === 0) return null;
  const names = flags.map((f) => f.label.toLowerCase()).join(', ');
  const capping = flags.some((f) => CAPPING_FLAGS.includes(f.id));
  return `Tanda bahaya: ${names} (risiko gorengan ${gorenganRisk})${
    capping ? '; selama tanda ini ada, rekomendasi tidak lebih tinggi dari HOLD' : ''
  }.`;
}

export function withRedFlags(narrative: Narrative, result: ScoringResult): Narrative {
  const sentence = redFlagSentence(result);
  if (sentence === null || narrative.investmentThesis.includes(sentence)) return narrative;
  return { ...narrative, investmentThesis: `${narrative.investmentThesis.trimEnd()} ${sentence}` };
}
