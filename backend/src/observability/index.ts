/** observability: the logger, metrics and the request log. Public face: those three. */
export { AppLogger } from './app-logger';
export { llmCalls, marketDataCalls, observeSharedFigures, type OutboxFigures, type ScheduledRunFigures } from './metrics';
export { metricsEndpoint, requestLog } from './request-log';
