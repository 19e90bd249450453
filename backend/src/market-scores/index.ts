/** market-scores: the whole market scored in a worker pool. Public face: the module, the service and the pool. */
export { MarketScoresModule } from './market-scores.module';
export { MarketScoresService } from './market-scores.service';
export { ScoringPool } from './scoring-pool';
