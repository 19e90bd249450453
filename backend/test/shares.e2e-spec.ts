import type { PublicAnalysis, ShareLink } from '@telisik/contract';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { AnalysisShare } from '../src/shares/entities/analysis-share.entity';
import { signIn, startTestApp, type Agent, type TestApp } from './utils/app';
import { newAnalysis } from './utils/factories';

describe('share links', () => {
  let t: TestApp;
  let alice: Agent;
  let aliceId: string;
  let bob: Agent;
  let bobId: string;

  beforeAll(async () => {
    // A built frontend of one file, so the page route '/s/{token}' is served with its preview tags.
    const dist = join(__dirname, '..', '..', 'node_modules', '.cache', `telisik-share-dist-${process.pid}`);
    mkdirSync(dist, { recursive: true });
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><meta name="description" content="Telisik" /><title>Telisik</title></head><body><div id="root"></div></body></html>',
    );
    t = await startTestApp({ FRONTEND_DIST: dist });
    alice = await signIn(t, 'alice-share@example.com', 'Alice');
    bob = await signIn(t, 'bob-share@example.com', 'Bob');
    aliceId = ((await alice.get('/api/auth/user')).body as { id: string }).id;
    bobId = ((await bob.get('/api/auth/user')).body as { id: string }).id;
  });
  afterAll(() => t.close());

  it('makes one unguessable link per analysis that opens signed out without the owner', async () => {
    const analysis = await newAnalysis(t.dataSource, aliceId, { ticker: 'BBCA' });
    const first = (await alice.post(`/api/analyses/${analysis.id}/share`).expect(200)).body as ShareLink;
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(first.url).toBe(`${t.url}/s/${first.token}`);
    expect(first).toMatchObject({ analysisId: analysis.id, ticker: 'BBCA', dataAsOf: '2025-12-30' });
    // Sharing again gives the same live link.
    const again = (await alice.post(`/api/analyses/${analysis.id}/share`).expect(200)).body as ShareLink;
    expect(again.token).toBe(first.token);

    const shown = await request(t.app.getHttpServer()).get(`/api/public/shares/${first.token}`).expect(200);
    const body = shown.body as PublicAnalysis;
    expect(body.kind).toBe('share');
    expect(body.analysis).toMatchObject({ ticker: 'BBCA', totalScore: 36, recommendation: 'BUY', targetPrice: '9400.00' });
    const raw = JSON.stringify(shown.body);
    expect(raw).not.toContain('alice-share@example.com');
    expect(raw).not.toContain('Alice');
    expect(raw).not.toContain(aliceId);
  });

  it('serves the share page with link preview tags, and 404 for an unknown or revoked link', async () => {
    const analysis = await newAnalysis(t.dataSource, aliceId, { ticker: 'TLKM', companyName: 'PT Telkom Indonesia (Persero) Tbk' });
    const link = (await alice.post(`/api/analyses/${analysis.id}/share`).expect(200)).body as ShareLink;
    const page = await request(t.app.getHttpServer()).get(`/s/${link.token}`).expect(200);
    expect(page.text).toContain('<meta property="og:title" content="PT Telkom Indonesia (Persero) Tbk (TLKM) · Telisik" />');
    expect(page.text).toMatch(/<meta property="og:description" content="Skor 36\/50, rekomendasi BUY, target Rp 9\.400\. Data per 30 Desember 2025\./);
    expect(page.text).toContain(`<meta property="og:url" content="${link.url}" />`);
    expect(page.text).toContain('<title>PT Telkom Indonesia (Persero) Tbk (TLKM) · Telisik</title>');

    const unknown = await request(t.app.getHttpServer()).get('/s/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA').expect(404);
    expect(unknown.text).toContain('<div id="root">');
    expect(unknown.text).not.toContain('og:title');

    await alice.delete(`/api/shares/${link.token}`).expect(204);
    await request(t.app.getHttpServer()).get(`/s/${link.token}`).expect(404);
  });

  it('lists the owner’s live links and revokes one for good', async () => {
    const one = await newAnalysis(t.dataSource, aliceId, { ticker: 'ASII' });
    const two = await newAnalysis(t.dataSource, aliceId, { ticker: 'UNVR' });
    const linkOne = (await alice.post(`/api/analyses/${one.id}/share`).expect(200)).body as ShareLink;
    const linkTwo = (await alice.post(`/api/analyses/${two.id}/share`).expect(200)).body as ShareLink;
    const listed = (await alice.get('/api/shares').expect(200)).body as ShareLink[];
    expect(listed.map((link) => link.token)).toEqual(expect.arrayContaining([linkOne.token, linkTwo.token]));
    expect((await bob.get('/api/shares').expect(200)).body).toEqual([]);

    await alice.delete(`/api/shares/${linkOne.token}`).expect(204);
    const gone = await request(t.app.getHttpServer()).get(`/api/public/shares/${linkOne.token}`).expect(404);
    expect(gone.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Tautan berbagi tidak ditemukan atau sudah dicabut.' });
    const after = (await alice.get('/api/shares').expect(200)).body as ShareLink[];
    expect(after.map((link) => link.token)).not.toContain(linkOne.token);
    // Revoking twice finds nothing; sharing again makes a new token, never the revoked one.
    await alice.delete(`/api/shares/${linkOne.token}`).expect(404);
    const fresh = (await alice.post(`/api/analyses/${one.id}/share`).expect(200)).body as ShareLink;
    expect(fresh.token).not.toBe(linkOne.token);
  });

  it('refuses to share or revoke another user’s analysis, and changes nothing', async () => {
    const alices = await newAnalysis(t.dataSource, aliceId, { ticker: 'BBRI' });
    const before = await t.dataSource.getRepository(AnalysisShare).count();
    const refused = await bob.post(`/api/analyses/${alices.id}/share`).expect(404);
    expect(refused.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Analisis tidak ditemukan.' });
    await bob.post('/api/analyses/not-a-uuid/share').expect(404);
    expect(await t.dataSource.getRepository(AnalysisShare).count()).toBe(before);

    const link = (await alice.post(`/api/analyses/${alices.id}/share`).expect(200)).body as ShareLink;
    await bob.delete(`/api/shares/${link.token}`).expect(404);
    await request(t.app.getHttpServer()).get(`/api/public/shares/${link.token}`).expect(200);
    expect(bobId).not.toBe(aliceId);
  });

  it('needs a session to share or list, but not to read a link', async () => {
    const anonymous = request(t.app.getHttpServer());
    const analysis = await newAnalysis(t.dataSource, aliceId);
    const denied = await anonymous.post(`/api/analyses/${analysis.id}/share`).expect(401);
    expect((denied.body as { message: string }).message).toContain('Unauthorized');
    await anonymous.get('/api/shares').expect(401);
    await anonymous.get('/api/public/shares/short').expect(404);
  });
});
