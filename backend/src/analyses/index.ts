/** analyses: running, storing and serving one stock's analysis. Public face: the module, the service and the engine. */
export { AnalysesModule } from './analyses.module';
export { AnalysesService } from './analyses.service';
export type { AnalysisSummary } from './analysis-row';
export { ANALYSIS_ENGINE, type AnalysisEngine } from './analysis-engine';
// The analysis's columns and its one insert path, shared with the demo's cache table.
export { AnalysisRows } from './analysis-row';
export { AnalysisRateLimit } from './analysis-rate-limit';
export { toAnalysisResponse } from './analysis.serializer';
export { normalizeStoredAnalysisResult } from './stored-analysis';
// The analyses table, still read directly by shares and comparisons (issue 24 item 2).
export { Analysis } from './entities/analysis.entity';
// The analysis's columns, declared once: the demo's cache table (demo_analyses) stores the same engine output.
export { AnalysisColumns } from './entities/analysis.entity';
export { analysesErrors } from './analyses.errors';
