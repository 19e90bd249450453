import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { get, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from '../utils/app';

/** The raw bytes and headers of a GET (or HEAD), the body left as it travelled. */
function fetchRaw(url: string, headers: Record<string, string>, method = 'GET'): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = get(url, { headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
  });
}

describe('the build’s assets, compressed once at the best settings', () => {
  let t: TestApp;
  // Not under a dot-folder (express.static refuses those): the answers here are the app's own.
  const dist = mkdtempSync(join(tmpdir(), 'telisik-assets-dist-'));
  // A script of a real bundle's texture: repeated but not trivially (about 60 KB).
  const script = Array.from({ length: 1500 }, (_, i) => `export const value${i} = compute(${i}, "label-${i % 37}");\n`).join('');
  const tiny = 'body{margin:0}';

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Telisik</title></head><body></body></html>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), script);
    writeFileSync(join(dist, 'assets', 'tiny-abc123.css'), tiny);
    t = await startTestApp({ FRONTEND_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  /** The asset as a browser taking brotli gets it, once the background compression has finished. */
  async function precompressed(path: string, acceptEncoding: string) {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const answer = await fetchRaw(`${t.url}${path}`, { 'accept-encoding': acceptEncoding });
      // The per-response compression streams its output (no length); the stored one has a length.
      if (answer.headers['content-length'] !== undefined || Date.now() > deadline) return answer;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('serves brotli at its best quality to a browser that takes it, the same script when decoded', async () => {
    const answer = await precompressed('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
    // Smaller than what the per-response setting (quality 4) gives.
    const fast = brotliCompressSync(script, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } });
    expect(answer.body.length).toBeLessThan(fast.length);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
  });

  it('serves gzip to a client without brotli, and the file itself to one that takes neither or names none', async () => {
    const gz = await precompressed('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);

    for (const headers of [{ 'accept-encoding': 'identity' }, {}] as Array<Record<string, string>>) {
      const plain = await fetchRaw(`${t.url}/assets/index-abc123.js`, headers);
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(script);
    }
  });

  it('answers HEAD with the headers alone, leaves files too small to gain to the static files, and refuses an asset the build does not have', async () => {
    const head = await fetchRaw(`${t.url}/assets/index-abc123.js`, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);

    const small = await fetchRaw(`${t.url}/assets/tiny-abc123.css`, { 'accept-encoding': 'br' });
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe(tiny);

    // A chunk of an older build is a 404 with the API's error, never the app's page under its name.
    const missing = await fetchRaw(`${t.url}/assets/nothing-here.js`, { 'accept-encoding': 'identity' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(missing.body.toString())).toMatchObject({ statusCode: 404 });
    // Any other path is a page of the app.
    const page = await fetchRaw(`${t.url}/riwayat`, { 'accept-encoding': 'identity' });
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('<title>Telisik</title>');
  });
});
