/** track-record: the engine's ratings and how they fared. Public face: the module, the recorder and the backtest the CLI runs. */
export { TrackRecordModule } from './track-record.module';
export { RatingsRecorder } from './ratings-recorder.service';
export { runBacktest } from './backtest-run';
export { monthEnds } from './backtest';
export { trackRecordMarkdown } from './track-record.markdown';
export { TRACK_RECORD_PATH } from './track-record.paths';
