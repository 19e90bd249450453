/** narrative: the analysis's prose (a model or the offline writer), checked against the facts. Public face: the module and the service. */
export { NarrativeModule } from './narrative.module';
export { NarrativeService } from './narrative.service';
export type { Narrative, NarrativeSource } from './narrative';
export { loadLlmConfig, type LlmConfig } from './narrative-config';
