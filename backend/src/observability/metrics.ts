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

let database: DataSource | null = null;

/** The database the scrape reads the shared figures from (the app's, set at start). */
export function observeDatabase(dataSource: DataSource | null): void {
  database = dataSource;
}

const OUTBOXES = { mail: 'mail_outbox', push: 'push_outbox' } as const;

async function readDatabaseFigures(dataSource: DataSource): Promise<void> {
  for (const [outbox, table] of Object.entries(OUTBOXES)) {
    const [row] = await dataSource.query<{ waiting: number; failed: number; oldest: number | null }[]>(
      `SELECT count(*) FILTER (WHERE status IN ('queued', 'sending'))::int AS waiting,
              count(*) FILTER (WHERE status = 'failed')::int AS failed,
              extract(epoch FROM now() - min(created_at) FILTER (WHERE status IN ('queued', 'sending')))::float8 AS oldest
         FROM ${table}`,
    );
    outboxBacklog.set({ outbox }, row?.waiting ?? 0);
    outboxFailed.set({ outbox }, row?.failed ?? 0);
    outboxOldest.set({ outbox }, row?.oldest ?? 0);
  }
  scheduledRuns.reset();
  scheduledLastSuccess.reset();
  const runs = await dataSource.query<{ job: string; status: string; runs: number; last_success: number | null }[]>(
    `SELECT job, status, count(*)::int AS runs,
            extract(epoch FROM max(finished_at) FILTER (WHERE status = 'succeeded'))::float8 AS last_success
       FROM scheduled_runs GROUP BY job, status`,
  );
  for (const run of runs) {
    scheduledRuns.set({ job: run.job, status: run.status }, run.runs);
    if (run.last_success !== null) scheduledLastSuccess.set({ job: run.job }, run.last_success);
  }
  const [orders] = await dataSource.query<{ pending: number }[]>(
    "SELECT count(*)::int AS pending FROM payment_orders WHERE status IN ('creating', 'pending')",
  );
  pendingOrders.set(orders?.pending ?? 0);
  const pool = (dataSource.driver as unknown as { master?: PgPool }).master;
  if (pool && typeof pool.totalCount === 'number') {
    dbPool.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
    dbPool.set({ state: 'idle' }, pool.idleCount);
    dbPool.set({ state: 'waiting' }, pool.waitingCount);
  }
}

/** The exposition text; the shared figures are read now, so a scrape shows the present. */
export async function scrape(): Promise<string> {
  if (database?.isInitialized) await readDatabaseFigures(database);
  return registry.metrics();
}

export const metricsContentType = registry.contentType;
