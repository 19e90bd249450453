import { expect, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

/** The repository root: the browser tests run the production build from here. */
export const repoRoot = resolve(__dirname, '..');

/**
 * Waits until the service worker is installed, active and in control of the page. The worker claims
 * open pages when it activates (clientsClaim); a page whose load raced that activation can stay
 * uncontrolled (seen once in CI, the claim never arriving), and is reloaded once, as a reader's next
 * visit would be: from then on the worker serves it.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const controlled = () => navigator.serviceWorker.controller !== null;
  const claimed = await page.waitForFunction(controlled, undefined, { timeout: 15_000 }).then(
    () => true,
    () => false,
  );
  if (!claimed) {
    await page.reload();
    await page.waitForFunction(controlled);
  }
}

/**
 * The query keys of the API answers saved on the device (IndexedDB `telisik`, the app's one store),
 * each joined with '/', so they read as the URLs they came from. Never creates the database.
 */
export async function savedQueryKeys(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const databases = await indexedDB.databases();
    if (!databases.some((db) => db.name === 'telisik')) return [];
    return new Promise<string[]>((done, fail) => {
      const open = indexedDB.open('telisik');
      open.onerror = () => fail(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('offline')) {
          db.close();
          done([]);
          return;
        }
        const read = db.transaction('offline').objectStore('offline').get('query-cache');
        read.onerror = () => fail(read.error);
        read.onsuccess = () => {
          db.close();
          const saved = read.result as string | undefined;
          if (!saved) {
            done([]);
            return;
          }
          const client = JSON.parse(saved) as { clientState: { queries: { queryKey: unknown[] }[] } };
          done(client.clientState.queries.map((query) => query.queryKey.join('/')));
        };
      };
    });
  });
}

/** Waits until the device has saved the answer read from `url` (saves are throttled to 1 s). */
export async function expectSaved(page: Page, url: string): Promise<void> {
  await expect.poll(() => savedQueryKeys(page), { timeout: 5_000 }).toContain(url);
}

export type OwnServer = { url: string; database: string; stop: () => Promise<void> };

/**
 * A production server of the test's own (e2e/server.mjs on another port and a fresh database), for
 * a test that stops it: the shared one must stay up for the others.
 */
export async function startOwnServer(port: number, database: string): Promise<OwnServer> {
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['e2e/server.mjs'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, E2E_PORT: String(port), E2E_DATABASE: database },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the test's own server exited: ${stderr}`);
    try {
      const res = await fetch(`${url}/api/auth/user`);
      if (res.status < 500) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the test's own server did not start: ${stderr}`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }

  return {
    url,
    database,
    // server.mjs passes the signal on to the backend and exits with it.
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
