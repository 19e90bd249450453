/** score-history: a stock's score over time. Public face: the module (its cache table stays inside). */
export { ScoreHistoryModule } from './score-history.module';
export { scoreHistoryErrors } from './score-history.errors';
