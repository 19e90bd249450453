/** analyses: running, storing and serving one stock's analysis. Public face: the module, the service and the engine. */
export { AnalysesModule } from './analyses.module';
export { AnalysesService } from './analyses.service';
export type { AnalysisRecord } from './analysis-row';
export { ANALYSIS_ENGINE, type AnalysisEngine } from './analysis-engine';
// The analysis's columns and its one insert path, shared with the demo's cache table.
export { AnalysisRows } from './analysis-row';
export { AnalysisRateLimit } from './analysis-rate-limit';
export { toAnalysisResponse } from './analysis.serializer';
export { normalizeStoredAnalysisResult } from './stored-analysis';
// The analysis's columns, declared once (an abstract column list, no table): the demo's own cache
// table (demo_analyses) stores the same engine output. The analyses table itself stays inside.
export { AnalysisColumns } from './entities/analysis.entity';
export { analysesErrors } from './analyses.errors';
