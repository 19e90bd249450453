import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DataSource } from 'typeorm';

/**
 * The process's Prometheus metrics (GET /metrics, behind METRICS_TOKEN). Counters live in this
 * process, as Prometheus expects (it sums the instances); what every instance shares (outbox
 * backlogs, scheduled runs) is read from the database when scraped, so each instance reports the
 * same truth. One registry per process: features count into it without wiring.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'telisik_' });

export const httpRequests = new Counter({
  name: 'telisik_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'telisik_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method and route pattern.',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
  registers: [registry],
});

export const analyses = new Counter({
  name: 'telisik_analyses_total',
  help: 'Analyses requested: made, or failed with the reason (the error code).',
  labelNames: ['outcome', 'reason'] as const,
  registers: [registry],
});

export const llmCalls = new Counter({
  name: 'telisik_llm_calls_total',
  help: 'Narratives asked of the language model: ok, or failed (the offline writer took over).',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const marketDataCalls = new Counter({
  name: 'telisik_market_data_calls_total',
  help: 'Requests to the live market-data provider, by provider and outcome.',
  labelNames: ['provider', 'outcome'] as const,
  registers: [registry],
});

const outboxBacklog = new Gauge({
  name: 'telisik_outbox_backlog',
  help: 'Messages waiting in an outbox (queued or being sent), across instances.',
  labelNames: ['outbox'] as const,
  registers: [registry],
});

const outboxOldest = new Gauge({
  name: 'telisik_outbox_oldest_waiting_seconds',
  help: 'Age of the oldest message still waiting in an outbox (0 when none).',
  labelNames: ['outbox'] as const,
  registers: [registry],
});

const outboxFailed = new Gauge({
  name: 'telisik_outbox_failed',
  help: 'Messages an outbox gave up on (all time), across instances.',
  labelNames: ['outbox'] as const,
  registers: [registry],
});

const scheduledRuns = new Gauge({
  name: 'telisik_scheduled_runs',
  help: 'Scheduled runs recorded, by job and status (running, succeeded, failed), across instances.',
  labelNames: ['job', 'status'] as const,
  registers: [registry],
});

const scheduledLastSuccess = new Gauge({
  name: 'telisik_scheduled_run_last_success_timestamp_seconds',
  help: 'When a job last finished successfully (Unix seconds).',
  labelNames: ['job'] as const,
  registers: [registry],
});

const pendingOrders = new Gauge({
  name: 'telisik_payment_orders_pending',
  help: 'Payment orders not yet paid, expired or failed (creating or pending), across instances.',
  registers: [registry],
});

const dbPool = new Gauge({
  name: 'telisik_db_pool_connections',
  help: "This instance's PostgreSQL pool: connections in use, idle, and requests waiting for one.",
  labelNames: ['state'] as const,
  registers: [registry],
});

interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** What an outbox holds now, across instances. */
export interface OutboxFigures {
  waiting: number;
  failed: number;
  /** Age of the oldest message still waiting, 0 when none. */
  oldestWaitingSeconds: number;
}

/** The runs of one scheduled job in one status, across instances. */
export interface ScheduledRunFigures {
  job: string;
  status: string;
  runs: number;
  /** When its last successful run finished (Unix seconds), if it had one. */
  lastSuccessAt: number | null;
}

/**
 * Where the figures every instance shares come from. Each reader is the owning feature's own
 * query of its own table (observability names none), handed over by the composition root once
 * the app is up; the database's connection pool is this process's own.
 */
export interface SharedFigures {
  dataSource: DataSource;
  outboxes: Record<string, () => Promise<OutboxFigures>>;
  scheduledRuns: () => Promise<ScheduledRunFigures[]>;
  pendingOrders: () => Promise<number>;
}

let shared: SharedFigures | null = null;

/** The readers the scrape asks for the shared figures (the app's, set at start; null: none). */
export function observeSharedFigures(figures: SharedFigures | null): void {
  shared = figures;
}

async function readSharedFigures(figures: SharedFigures): Promise<void> {
  for (const [outbox, read] of Object.entries(figures.outboxes)) {
    const { waiting, failed, oldestWaitingSeconds } = await read();
    outboxBacklog.set({ outbox }, waiting);
    outboxFailed.set({ outbox }, failed);
    outboxOldest.set({ outbox }, oldestWaitingSeconds);
  }
  scheduledRuns.reset();
  scheduledLastSuccess.reset();
  for (const run of await figures.scheduledRuns()) {
    scheduledRuns.set({ job: run.job, status: run.status }, run.runs);
    if (run.lastSuccessAt !== null) scheduledLastSuccess.set({ job: run.job }, run.lastSuccessAt);
  }
  pendingOrders.set(await figures.pendingOrders());
  const pool = (figures.dataSource.driver as unknown as { master?: PgPool }).master;
  if (pool && typeof pool.totalCount === 'number') {
    dbPool.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
    dbPool.set({ state: 'idle' }, pool.idleCount);
    dbPool.set({ state: 'waiting' }, pool.waitingCount);
  }
}

/** The exposition text; the shared figures are read now, so a scrape shows the present. */
export async function scrape(): Promise<string> {
  if (shared?.dataSource.isInitialized) await readSharedFigures(shared);
  return registry.metrics();
}

export const metricsContentType = registry.contentType;
