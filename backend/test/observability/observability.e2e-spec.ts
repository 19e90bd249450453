import request from 'supertest';
import { AppLogger } from '../../src/observability/app-logger';
import { hasControlCharacter } from '../../src/observability/log-format';
import { signIn, startTestApp, type TestApp } from '../utils/app';

const TOKEN = 'metrics-token-for-the-test-0123456789';

/**
 * Issue 23 items 4 and 9: one structured line per request (id, route, status, duration; no
 * personal data, no query values), request values escaped in the log, and the Prometheus figures
 * behind METRICS_TOKEN, scraped after a few requests.
 */
describe('observability: the request log and /metrics', () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    const logger = new AppLogger('json', ['log', 'warn', 'error'], (line) => lines.push(line));
    t = await startTestApp({ METRICS_TOKEN: TOKEN }, { logger });
  });
  afterAll(async () => {
    await t.close();
  });

  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

  it('logs one JSON line per request with its id, route pattern, status and duration, and nothing personal', async () => {
    const agent = await signIn(t, 'rahasia.pribadi@example.com', 'Rahasia');
    lines.length = 0;
    const answered = await agent.get('/api/analyses?cursor=nilai-rahasia-kursor&limit=5');
    await agent.get('/api/analyses/00000000-0000-4000-8000-000000000000').expect(404);
    const requestLines = entries().filter((entry) => entry.context === 'Request');
    expect(requestLines).toEqual([
      {
        time: expect.any(String),
        level: 'info',
        context: 'Request',
        msg: 'request',
        requestId: answered.headers['x-request-id'],
        method: 'GET',
        route: '/api/analyses',
        status: answered.status,
        durationMs: expect.any(Number),
      },
      expect.objectContaining({ route: '/api/analyses/:id', status: 404 }),
    ]);
    const text = lines.join('\n');
    for (const secret of ['nilai-rahasia-kursor', 'rahasia.pribadi', '00000000-0000-4000-8000-000000000000', '127.0.0.1']) {
      expect(text).not.toContain(secret);
    }
  });

  it('keeps a forged payment notification on its own line, escaped (item 4)', async () => {
    lines.length = 0;
    const forged = 'TLS-1\r\n2026-11-26T01:00:00.000Z LOG [Billing] order TLS-1: settlement → paid (granted)\x1b[2K';
    await request(t.url)
      .post('/api/billing/midtrans/notification')
      .send({ order_id: forged, status_code: '200', gross_amount: '49000.00', signature_key: 'x'.repeat(128), transaction_status: 'settlement' });
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(hasControlCharacter(line)).toBe(false);
      JSON.parse(line);
    }
    expect(entries().some((entry) => String(entry.msg).includes(forged))).toBe(true);
  });

  it('serves the Prometheus figures only with the token', async () => {
    await request(t.url).get('/metrics').expect(404);
    await request(t.url).get('/metrics').set('Authorization', 'Bearer wrong-token-wrong-token').expect(404);

    const agent = await signIn(t, 'analis@example.com');
    // An analysis refused (no market data in this database) counts as failed, with its reason.
    const analysis = await agent.post('/api/analyses').send({ ticker: 'BBCA' });
    expect(analysis.status).toBeGreaterThanOrEqual(400);
    const reason = (analysis.body as { statusCode: number }).statusCode;
    await agent.get('/api/quota').expect(200);

    const scraped = await request(t.url).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(scraped.headers['content-type']).toMatch(/^text\/plain/);
    const text = scraped.text;
    const value = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? NaN);
    expect(value(/^telisik_http_requests_total\{method="GET",route="\/api\/quota",status="200"\} (\d+)$/m)).toBeGreaterThanOrEqual(1);
    expect(value(/^telisik_http_request_duration_seconds_count\{method="GET",route="\/api\/quota"\} (\d+)$/m)).toBeGreaterThanOrEqual(1);
    expect(value(/^telisik_analyses_total\{outcome="failed",reason="[A-Z_]+"\} (\d+)$/m)).toBeGreaterThanOrEqual(1);
    expect(reason).toBeGreaterThanOrEqual(400);
    for (const outbox of ['mail', 'push']) {
      expect(value(new RegExp(`^telisik_outbox_backlog\\{outbox="${outbox}"\\} (\\d+)$`, 'm'))).toBe(0);
    }
    expect(value(/^telisik_db_pool_connections\{state="in_use"\} (\d+)$/m)).toBeGreaterThanOrEqual(0);
    expect(value(/^telisik_payment_orders_pending (\d+)$/m)).toBe(0);
    for (const name of [
      'telisik_llm_calls_total',
      'telisik_market_data_calls_total',
      'telisik_scheduled_runs',
      'telisik_scheduled_run_last_success_timestamp_seconds',
      'telisik_outbox_oldest_waiting_seconds',
      'telisik_process_resident_memory_bytes',
    ]) {
      expect(text).toContain(`# HELP ${name} `);
    }
    // The scrape itself is not a user's business either: no email, no id in any label.
    expect(text).not.toContain('analis@example.com');
  });
});
