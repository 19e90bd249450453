import { resolve } from 'node:path';

/**
 * The track record the app serves, written by `npm run backtest`: backend/data/, beside src/ and
 * dist/ alike (this file compiles to dist/track-record/), so tests and the built app read the same one.
 */
export const TRACK_RECORD_PATH = resolve(__dirname, '../../data/track-record.json');
