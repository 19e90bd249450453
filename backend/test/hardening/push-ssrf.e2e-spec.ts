import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { grantPremium } from '../../src/cli/grant-premium';
import { messages } from '../../src/common/messages';
import { PushOutboxService } from '../../src/push/push-outbox.service';
import { signIn, startTestApp, type Agent, type TestApp } from '../utils/app';
import { TestPushService } from '../utils/push-service';

/** A plain http server counting what reaches it: an "internal" target that must never be hit. */
async function countingServer(answer: (url: string) => { status: number; headers?: Record<string, string> }) {
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    const { status, headers } = answer(req.url ?? '');
    res.writeHead(status, headers).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { hits, origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * Issue 23 item 1: a push endpoint is where the app will POST from inside the network. Only a known
 * push service's https URL whose name resolves to public addresses is taken, checked again when
 * sending; redirects are never followed; the answer tells nothing about delivery.
 */
describe('push endpoints cannot reach inside (SSRF)', () => {
  let t: TestApp;
  let agent: Agent;
  let internal: Awaited<ReturnType<typeof countingServer>>;
  let redirector: Awaited<ReturnType<typeof countingServer>>;
  const dir = mkdtempSync(join(tmpdir(), 'telisik-dns-'));
  const dnsFile = join(dir, 'dns.json');
  const dns = (table: Record<string, string[]>) => writeFileSync(dnsFile, JSON.stringify(table));
  const keys = new TestPushService().device().subscription.keys;

  beforeAll(async () => {
    internal = await countingServer(() => ({ status: 201 }));
    // The tests' push service origin: it answers every push with a redirect to the internal target.
    redirector = await countingServer((url) => ({ status: 307, headers: { Location: `${internal.origin}${url}` } }));
    dns({
      'good.push.example.net': ['93.184.216.34'],
      'inside.push.example.net': ['10.0.0.5'],
      'metadata.push.example.net': ['169.254.169.254'],
      'mixed.push.example.net': ['93.184.216.34', '127.0.0.1'],
      'loop6.push.example.net': ['::1'],
      'mapped.push.example.net': ['::ffff:127.0.0.1'],
      'evil.example': ['93.184.216.34'],
    });
    t = await startTestApp({
      PUSH_SERVICE_HOSTS: 'push.example.net',
      PUSH_TEST_DNS: dnsFile,
      PUSH_TEST_ORIGIN: redirector.origin,
    });
    agent = await signIn(t, 'penyerang@example.com');
    await grantPremium(t.config, 'penyerang@example.com');
  });
  afterAll(async () => {
    await t?.close();
    await internal.close();
    await redirector.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const rows = () => t.dataSource.query<{ endpoint: string }[]>('SELECT endpoint FROM push_subscriptions ORDER BY created_at');

  it('refuses loopback, private, credentialed, odd-port, plain-http and unknown-host endpoints alike', async () => {
    const port = new URL(t.url).port;
    const refused = [
      `https://127.0.0.1:${port}/api/account`,
      `${t.url}/api/account`,
      'https://localhost/x',
      'https://[::1]/x',
      'https://0x7f000001/x',
      'https://2130706433/x',
      'https://user:pw@good.push.example.net/x',
      'https://good.push.example.net:8443/x',
      'http://good.push.example.net/x',
      'https://evil.example/x',
      'https://inside.push.example.net/x',
      'https://metadata.push.example.net/latest/meta-data',
      'https://mixed.push.example.net/x',
      'https://loop6.push.example.net/x',
      'https://mapped.push.example.net/x',
      'https://missing.push.example.net/x',
    ];
    for (const endpoint of refused) {
      const response = await agent.post('/api/push/subscriptions').send({ endpoint, keys });
      // One answer for every reason: nothing tells what a name resolves to.
      expect({ endpoint, status: response.status, body: response.body as unknown }).toEqual({
        endpoint,
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: messages.pushEndpointInvalid },
      });
    }
    expect(await rows()).toEqual([]);
  });

  it('takes a push service on public addresses, and says nothing about delivery', async () => {
    const response = await agent.post('/api/push/subscriptions').send({ endpoint: 'https://good.push.example.net/send/1', keys }).expect(201);
    expect(Object.keys(response.body as object).sort()).toEqual(['createdAt', 'endpoint', 'id', 'userAgent']);
  });

  it('checks again when sending: a name rebound to a private address reaches nothing and the device is dropped', async () => {
    dns({ 'good.push.example.net': ['127.0.0.1'] });
    const outbox = t.app.get(PushOutboxService);
    const [user] = await t.dataSource.query<{ id: string }[]>("SELECT id FROM users WHERE email = 'penyerang@example.com'");
    await t.dataSource.transaction((manager) =>
      outbox.enqueue(manager, user!.id, 'rebind', { title: 'x', body: 'x', tag: 'x', url: '/' }),
    );
    expect(await outbox.drain()).toEqual({ sent: 0, failed: 0, gone: 1 });
    const [row] = await t.dataSource.query<{ status: string; last_error: string }[]>(
      "SELECT status, last_error FROM push_outbox WHERE dedupe_key LIKE 'rebind:%'",
    );
    expect(row).toEqual({ status: 'gone', last_error: 'good.push.example.net resolves to an address that is not public' });
    expect(await rows()).toEqual([]);
    expect(internal.hits).toEqual([]);
  });

  it('keeps a device whose name does not resolve for now, and retries it later', async () => {
    dns({ 'again.push.example.net': ['93.184.216.34'] });
    await agent.post('/api/push/subscriptions').send({ endpoint: 'https://again.push.example.net/send/2', keys }).expect(201);
    dns({});
    const outbox = t.app.get(PushOutboxService);
    const [user] = await t.dataSource.query<{ id: string }[]>("SELECT id FROM users WHERE email = 'penyerang@example.com'");
    await t.dataSource.transaction((manager) =>
      outbox.enqueue(manager, user!.id, 'offline', { title: 'x', body: 'x', tag: 'x', url: '/' }),
    );
    expect(await outbox.drain()).toEqual({ sent: 0, failed: 1, gone: 0 });
    const [row] = await t.dataSource.query<{ status: string; last_error: string }[]>(
      "SELECT status, last_error FROM push_outbox WHERE dedupe_key LIKE 'offline:%'",
    );
    expect(row).toEqual({ status: 'queued', last_error: 'again.push.example.net does not resolve' });
    expect(await rows()).toEqual([{ endpoint: 'https://again.push.example.net/send/2' }]);
    await agent.delete('/api/push/subscriptions').send({ endpoint: 'https://again.push.example.net/send/2' }).expect(204);
  });

  it('never follows a redirect (to an internal target, or https to http)', async () => {
    await agent.post('/api/push/subscriptions').send({ endpoint: `${redirector.origin}/push/1`, keys }).expect(201);
    const outbox = t.app.get(PushOutboxService);
    const [user] = await t.dataSource.query<{ id: string }[]>("SELECT id FROM users WHERE email = 'penyerang@example.com'");
    await t.dataSource.transaction((manager) =>
      outbox.enqueue(manager, user!.id, 'redirect', { title: 'x', body: 'x', tag: 'x', url: '/' }),
    );
    expect(await outbox.drain()).toEqual({ sent: 0, failed: 1, gone: 0 });
    expect(redirector.hits).toEqual(['POST /push/1']);
    expect(internal.hits).toEqual([]);
    const [row] = await t.dataSource.query<{ status: string; last_error: string }[]>(
      "SELECT status, last_error FROM push_outbox WHERE dedupe_key LIKE 'redirect:%'",
    );
    // A redirect is not retried either: a push service does not redirect.
    expect(row).toEqual({ status: 'failed', last_error: 'push service answered 307' });
  });
});
