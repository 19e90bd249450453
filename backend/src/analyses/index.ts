/** analyses: running, storing and serving one stock's analysis. Public face: the module, the service and the engine. */
export { AnalysesModule } from './analyses.module';
export { AnalysesService, type AnalysisSummary } from './analyses.service';
export { ANALYSIS_ENGINE, type AnalysisEngine } from './analysis-engine';
export { AnalysisRateLimit } from './analysis-rate-limit';
export { toAnalysisResponse } from './analysis.serializer';
export { normalizeStoredAnalysisResult } from './stored-analysis';
// The analyses table, still read directly by shares and comparisons (issue 24 item 2).
export { Analysis } from './entities/analysis.entity';
