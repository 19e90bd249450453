import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { signIn, startTestApp, type TestApp } from '../utils/app';
import { analysisResult, newAnalysis } from '../utils/factories';

/** The raw bytes and headers of a request, the body left as it travelled. */
function fetchRaw(
  url: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<{ status: number; headers: IncomingHttpHeaders; rawHeaders: string[]; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          rawHeaders: res.rawHeaders,
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a body that is whole when sent travels compressed in one piece, with its length', () => {
  let t: TestApp;
  let analysisUrl: string;
  let cookie: string;
  // Not under a dot-folder (express.static refuses those): the page is the app's own answer.
  const dist = mkdtempSync(join(tmpdir(), 'telisik-whole-body-dist-'));
  // A file sent as a stream (sendFile), about 20 KB.
  const page = `<!doctype html><html><head><title>Telisik</title></head><body>${Array.from(
    { length: 400 },
    (_, i) => `<p data-i="${i}">Saham ${i % 41} dinilai dari tiga pilar.</p>`,
  ).join('')}</body></html>`;
  // An analysis of some weight (a real one is about 50 KB of JSON).
  const thesis = Array.from({ length: 300 }, (_, i) => `Kalimat ${i} tentang laba dan arus kas.`).join(' ');

  beforeAll(async () => {
    writeFileSync(join(dist, 'index.html'), page);
    t = await startTestApp({ FRONTEND_DIST: dist });
    const agent = await signIn(t, 'compressed@example.com');
    const [user] = await t.dataSource.query<{ id: string }[]>('SELECT id FROM users WHERE email = $1', [
      'compressed@example.com',
    ]);
    const analysis = await newAnalysis(t.dataSource, user!.id, {
      analysisResult: analysisResult({ investmentThesis: thesis }),
    });
    analysisUrl = `${t.url}/api/analyses/${analysis.id}`;
    cookie = (await agent.get('/api/auth/user')).request.cookies as unknown as string;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const decoded = (body: Buffer) =>
    JSON.parse(body.toString()) as { id: string; analysisResult: { investmentThesis: string } };

  it('sends an analysis as brotli to a browser that takes it, with a Content-Length and not chunked, the same JSON when decoded', async () => {
    const answer = await fetchRaw(analysisUrl, { 'accept-encoding': 'gzip, deflate, br', cookie });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['transfer-encoding']).toBeUndefined();
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    const plain = await fetchRaw(analysisUrl, { cookie });
    expect(answer.body.length).toBeLessThan(plain.body.length / 4);
    expect(decoded(brotliDecompressSync(answer.body))).toEqual(decoded(plain.body));
    expect(decoded(plain.body).analysisResult.investmentThesis).toBe(thesis);
    // One Vary naming Accept-Encoding once, though both compressors had their say.
    const vary = answer.rawHeaders.filter((name, i) => i % 2 === 0 && name.toLowerCase() === 'vary');
    expect(vary).toHaveLength(1);
    expect(answer.headers.vary!.match(/accept-encoding/gi)).toHaveLength(1);
  });

  it('sends gzip to a client without brotli, and the JSON itself to one that takes neither or names none, saying it varies', async () => {
    const gz = await fetchRaw(analysisUrl, { 'accept-encoding': 'gzip', cookie });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Number(gz.headers['content-length'])).toBe(gz.body.length);
    expect(decoded(gunzipSync(gz.body)).analysisResult.investmentThesis).toBe(thesis);

    for (const headers of [{ 'accept-encoding': 'identity' }, {}] as Array<Record<string, string>>) {
      const plain = await fetchRaw(analysisUrl, { ...headers, cookie });
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
      expect(decoded(plain.body).analysisResult.investmentThesis).toBe(thesis);
      // Plain because of what was asked: no shared cache may hand it to a client that takes brotli.
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('compresses the sign-in provider’s answers alike, and leaves a body under 1 KB as it is', async () => {
    // The provider's discovery document (about 2 KB of JSON, written by another framework).
    const discovery = await fetchRaw(`${t.url}/oidc/.well-known/openid-configuration`, {
      'accept-encoding': 'br',
    });
    expect(discovery.status).toBe(200);
    expect(discovery.headers['content-encoding']).toBe('br');
    expect(Number(discovery.headers['content-length'])).toBe(discovery.body.length);
    expect(JSON.parse(brotliDecompressSync(discovery.body).toString()).issuer).toBe(`${t.url}/oidc`);

    // Signed out: the API's short error gains nothing from compression.
    const small = await fetchRaw(`${t.url}/api/auth/user`, { 'accept-encoding': 'br' });
    expect(small.status).toBe(401);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString()).statusCode).toBe(401);
  });

  it('still compresses a body sent as a stream (a file), chunked, and answers HEAD with the headers alone', async () => {
    const streamed = await fetchRaw(`${t.url}/`, { 'accept-encoding': 'br' });
    expect(streamed.status).toBe(200);
    expect(streamed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(streamed.body).toString()).toBe(page);

    const head = await fetchRaw(analysisUrl, { 'accept-encoding': 'br', cookie }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });
});
