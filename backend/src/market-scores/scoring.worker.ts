/**
 * A scoring worker thread: cuts inputs from the histories the pool sends (the daily series arrive
 * as SharedArrayBuffers, so without a copy) and scores them. Imports only pure code, the scoring
 * core and the point-in-time cut: no Nest, no database.
 */
import { parentPort } from 'node:worker_threads';
import { type MarketHistory, MarketAsOf } from '../market-data/point-in-time';
import { hasEnoughData, score } from '../scoring';
import type { FromWorker, StockOutcome, ToWorker } from './market-scores.types';

interface LoadedJob {
  history: MarketHistory;
  /** The cut of the date last asked for: tasks come date by date, so it is reused across them. */
  cut: MarketAsOf | null;
}

const jobs = new Map<number, LoadedJob>();

function scoreTask(job: LoadedJob, asOf: string, codes: readonly string[]): StockOutcome[] {
  if (job.cut?.asOf !== asOf) job.cut = new MarketAsOf(job.history, asOf);
  const cut = job.cut;
  return codes.map((code): StockOutcome => {
    try {
      const input = cut.input(code);
      if (!input) return { code, reason: 'unknown_code' };
      if (!hasEnoughData(input)) return { code, reason: 'insufficient_data' };
      return { code, result: score(input) };
    } catch (error) {
      return { code, reason: 'failed', detail: error instanceof Error ? error.message : String(error) };
    }
  });
}

const port = parentPort;
if (!port) throw new Error('scoring.worker runs as a worker thread of the scoring pool');

port.on('message', (message: ToWorker) => {
  switch (message.kind) {
    case 'history':
      jobs.set(message.job, { history: message.history, cut: null });
      return;
    case 'forget':
      jobs.delete(message.job);
      return;
    case 'score': {
      const job = jobs.get(message.job);
      let answer: FromWorker;
      if (!job) {
        answer = { kind: 'failed', job: message.job, task: message.task, message: 'no history for this job' };
      } else {
        try {
          answer = {
            kind: 'scored',
            job: message.job,
            task: message.task,
            outcomes: scoreTask(job, message.asOf, message.codes),
          };
        } catch (error) {
          const text = error instanceof Error ? error.message : String(error);
          answer = { kind: 'failed', job: message.job, task: message.task, message: text };
        }
      }
      port.postMessage(answer);
      return;
    }
  }
});
