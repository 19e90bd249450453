/** alerts: the watchlist, alert rules and their digests. Public face: the module and the run the clock and CLI start. */
export { AlertsModule } from './alerts.module';
export { AlertsAccountDataService } from './alerts-account-data';
export { AlertsRunService, type AlertsRunResult } from './alerts-run.service';
export { AlertDigestsService } from './alert-digests.service';
export { StockSnapshotsService } from './stock-snapshots.service';
export { UNSUBSCRIBE_PATH } from './unsubscribe.controller';
export { alertsErrors } from './alerts.errors';
