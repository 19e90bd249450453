/** The prose of an analysis: the only part a language model may write. Everything else is computed. */
export interface Narrative {
  investmentThesis: string;
  valuationSummary: string;
  fundamentalsSummary: string;
  technicalSummary: string;
  sentimentSummary: string;
}

export const NARRATIVE_FIELDS = [
  'investmentThesis',
  'valuationSummary',
  'fundamentalsSummary',
  'technicalSummary',
  'sentimentSummary',
] as const satisfies ReadonlyArray<keyof Narrative>;

export interface NarrativeSubject {
  code: string;
  companyName: string;
}

export type NarrativeSource = 'llm' | 'offline';

export interface WrittenNarrative {
  narrative: Narrative;
  source: NarrativeSource;
  /** Why the offline writer was used although a model is configured. */
  fallbackReason?: string;
}
