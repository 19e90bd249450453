/** score-history: a stock's score over time. Public face: the module and its cache table for the composition root. */
export { ScoreHistoryModule } from './score-history.module';
export { ScoreHistoryCache } from './entities/score-history-cache.entity';
export { scoreHistoryErrors } from './score-history.errors';
