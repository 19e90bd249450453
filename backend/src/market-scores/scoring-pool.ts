/**
 * Scores a market history over worker threads, one per core: scoring is pure CPU work, so the
 * cores score side by side while the main thread stays free for requests. Workers start on first
 * use and are kept; a job sends its history to each worker once (the daily series are shared
 * memory, so only the small tables are copied), then tasks of one date and a few dozen codes go to
 * whichever worker is free. A stock's sector peers go to the same task where possible, so each
 * peer's multiples are computed once per date.
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { type MarketHistory, compareCodes, MarketAsOf, peerGroupOf } from '../market-data/point-in-time';
import type {
  FromWorker,
  MarketScores,
  ScoredStock,
  SkippedStock,
  StockOutcome,
  ToWorker,
} from './market-scores.types';

export interface ScoringPoolOptions {
  /** Worker threads; defaults to the cores available to the process. */
  workers?: number;
}

/** Tasks per worker for one date: enough that a slow task does not leave the other cores idle. */
const TASKS_PER_WORKER = 4;

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: Error): void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // Awaited in date order later; a failure before that must not count as unhandled.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

interface DateState {
  remaining: number;
  outcomes: StockOutcome[];
  done: Deferred<MarketScores>;
}

interface Job {
  id: number;
  history: MarketHistory;
  dates: Map<string, DateState>;
}

interface Task {
  id: number;
  job: Job;
  asOf: string;
  codes: string[];
}

interface PoolWorker {
  worker: Worker;
  task: Task | null;
}

export class ScoringPool {
  readonly size: number;
  private readonly workers: PoolWorker[] = [];
  private readonly queue: Task[] = [];
  private readonly jobs = new Map<number, Job>();
  private nextJob = 1;
  private nextTask = 1;
  private closing = false;

  constructor(options: ScoringPoolOptions = {}) {
    this.size = Math.max(1, Math.floor(options.workers ?? availableParallelism()));
  }

  /**
   * Scores every stock the history was loaded for (all companies for a whole-market history) at
   * each date (by default the history's own; a whole-market history cuts at any date of its span),
   * and yields one MarketScores per date in date order, as soon as that date is done. Leaving the
   * loop early drops the work not yet started.
   */
  async *score(
    history: MarketHistory,
    dates: readonly string[] = history.scope.dates,
  ): AsyncGenerator<MarketScores, void, undefined> {
    if (this.closing) throw new Error('the scoring pool is closed');
    const job: Job = { id: this.nextJob++, history, dates: new Map() };
    const tasks: Task[] = [];
    for (const asOf of [...new Set(dates)].sort()) {
      const chunks = this.chunk(history, new MarketAsOf(history, asOf).codes());
      job.dates.set(asOf, { remaining: chunks.length, outcomes: [], done: deferred() });
      if (chunks.length === 0) job.dates.get(asOf)!.done.resolve({ asOf, scored: [], skipped: [] });
      for (const codes of chunks) tasks.push({ id: this.nextTask++, job, asOf, codes });
    }
    this.jobs.set(job.id, job);
    try {
      this.startWorkers();
      for (const { worker } of this.workers) post(worker, { kind: 'history', job: job.id, history });
      this.queue.push(...tasks);
      this.dispatch();
      for (const [asOf, state] of job.dates) {
        const scores = await state.done.promise;
        // A yielded date is the consumer's: holding every date's results until the job ends kept a
        // ten-year monthly backtest's ~100,000 full results (price lines included) in memory.
        job.dates.delete(asOf);
        yield scores;
      }
    } finally {
      this.jobs.delete(job.id);
      for (let i = this.queue.length - 1; i >= 0; i -= 1)
        if (this.queue[i]!.job === job) this.queue.splice(i, 1);
      for (const { worker } of this.workers) post(worker, { kind: 'forget', job: job.id });
      this.idleWhenDone();
    }
  }

  /** Stops the workers; a job still running fails. */
  async close(): Promise<void> {
    this.closing = true;
    this.failAll(new Error('the scoring pool was closed'));
    await Promise.all(this.workers.splice(0).map(({ worker }) => worker.terminate()));
  }

  /** Codes in peer-group order, cut into about TASKS_PER_WORKER tasks per worker. */
  private chunk(history: MarketHistory, codes: readonly string[]): string[][] {
    const group = (code: string): string => {
      const company = history.companies.get(code);
      return (company && peerGroupOf(company)) ?? '';
    };
    const ordered = [...codes].sort((a, b) => compareCodes(group(a), group(b)) || compareCodes(a, b));
    const size = Math.max(1, Math.ceil(ordered.length / (this.size * TASKS_PER_WORKER)));
    const chunks: string[][] = [];
    for (let i = 0; i < ordered.length; i += size) chunks.push(ordered.slice(i, i + size));
    return chunks;
  }

  private startWorkers(): void {
    while (this.workers.length < this.size) this.workers.push(this.spawn());
    for (const { worker } of this.workers) worker.ref();
  }

  /** Idle workers must not keep a process alive that has nothing else to do. */
  private idleWhenDone(): void {
    if (this.jobs.size === 0) for (const { worker } of this.workers) worker.unref();
  }

  private spawn(): PoolWorker {
    const { filename, options } = workerScript();
    const worker = new Worker(filename, options);
    const entry: PoolWorker = { worker, task: null };
    // A worker replacing a lost one needs the histories of the jobs still running.
    for (const job of this.jobs.values())
      post(worker, { kind: 'history', job: job.id, history: job.history });
    worker.on('message', (message: FromWorker) => this.finish(entry, message));
    worker.on('error', (error) => this.lose(entry, error));
    worker.on('exit', (code) => {
      if (!this.closing) this.lose(entry, new Error(`a scoring worker stopped (exit code ${code})`));
    });
    return entry;
  }

  private dispatch(): void {
    for (const entry of this.workers) {
      if (entry.task) continue;
      const task = this.queue.shift();
      if (!task) return;
      entry.task = task;
      post(entry.worker, {
        kind: 'score',
        job: task.job.id,
        task: task.id,
        asOf: task.asOf,
        codes: task.codes,
      });
    }
  }

  private finish(entry: PoolWorker, message: FromWorker): void {
    const task = entry.task;
    entry.task = null;
    if (task && task.id === message.task && this.jobs.has(task.job.id)) {
      const state = task.job.dates.get(task.asOf)!;
      if (message.kind === 'failed') {
        this.failJob(task.job, new Error(`scoring ${task.asOf} failed in a worker: ${message.message}`));
      } else {
        state.outcomes.push(...message.outcomes);
        state.remaining -= 1;
        if (state.remaining === 0) state.done.resolve(toScores(task.asOf, state.outcomes));
      }
    }
    this.dispatch();
  }

  /** A worker that crashed or exited: its task's job fails, and a fresh worker takes its place. */
  private lose(entry: PoolWorker, error: Error): void {
    const index = this.workers.indexOf(entry);
    if (index === -1) return;
    this.workers.splice(index, 1);
    if (entry.task) this.failJob(entry.task.job, error);
    void entry.worker.terminate();
    if (!this.closing && this.jobs.size > 0) {
      this.startWorkers();
      this.dispatch();
    }
  }

  private failJob(job: Job, error: Error): void {
    for (const state of job.dates.values()) state.done.reject(error);
    for (let i = this.queue.length - 1; i >= 0; i -= 1)
      if (this.queue[i]!.job === job) this.queue.splice(i, 1);
  }

  private failAll(error: Error): void {
    for (const job of this.jobs.values()) this.failJob(job, error);
  }
}

function post(worker: Worker, message: ToWorker): void {
  worker.postMessage(message);
}

function toScores(asOf: string, outcomes: readonly StockOutcome[]): MarketScores {
  const scored: ScoredStock[] = [];
  const skipped: SkippedStock[] = [];
  for (const outcome of outcomes) {
    if ('result' in outcome) scored.push(outcome);
    else skipped.push(outcome);
  }
  const byCode = (a: { code: string }, b: { code: string }): number => compareCodes(a.code, b.code);
  return { asOf, scored: scored.sort(byCode), skipped: skipped.sort(byCode) };
}

/**
 * The compiled worker beside this file; when the backend runs from its TypeScript sources (Jest),
 * a small bootstrap that compiles each required .ts file with SWC, as Jest itself does.
 */
function workerScript(): { filename: string; options: WorkerOptions } {
  if (__filename.endsWith('.js')) return { filename: join(__dirname, 'scoring.worker.js'), options: {} };
  return {
    filename: `
      const { readFileSync } = require('node:fs');
      const { transformSync } = require('@swc/core');
      require.extensions['.ts'] = (module, filename) => {
        const { code } = transformSync(readFileSync(filename, 'utf8'), {
          filename,
          jsc: { parser: { syntax: 'typescript' }, target: 'es2023' },
          module: { type: 'commonjs' },
        });
        module._compile(code, filename);
      };
      require(require('node:worker_threads').workerData.entry);
    `,
    options: { eval: true, workerData: { entry: join(__dirname, 'scoring.worker.ts') } },
  };
}
