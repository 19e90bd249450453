import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadAppConfig } from '../app-config';
import { DEFAULT_MARKET_DATA_DIR, resolveMarketDataDir } from './market-data-config';

describe('resolveMarketDataDir', () => {
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'telisik-bundle-'));
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('takes MARKET_DATA_DIR when it names a directory', () => {
    expect(resolveMarketDataDir({ MARKET_DATA_DIR: dir }, '/nowhere')).toBe(dir);
  });

  it('fails loudly, naming the variable, when MARKET_DATA_DIR points nowhere', () => {
    expect(() => resolveMarketDataDir({ MARKET_DATA_DIR: join(dir, 'typo') }, dir)).toThrow(
      /MARKET_DATA_DIR does not name a directory/,
    );
  });

  it('falls back to the default bundle when it exists, else null', () => {
    expect(resolveMarketDataDir({}, dir)).toBe(dir);
    expect(resolveMarketDataDir({ MARKET_DATA_DIR: '  ' }, dir)).toBe(dir);
    expect(resolveMarketDataDir({}, join(dir, 'absent'))).toBeNull();
  });

  it('is read at boot with the rest of the environment, failing there when it points nowhere', () => {
    const env = { SESSION_SECRET: 'x'.repeat(40) };
    expect(loadAppConfig({ ...env, MARKET_DATA_DIR: dir }).marketData.bundleDir).toBe(dir);
    expect(() => loadAppConfig({ ...env, MARKET_DATA_DIR: join(dir, 'typo') })).toThrow(
      /MARKET_DATA_DIR does not name a directory/,
    );
  });

  it('looks for the default bundle in shared/ beside the repository', () => {
    expect(DEFAULT_MARKET_DATA_DIR).toBe(
      join(__dirname, '..', '..', '..', '..', 'shared', 'data', 'idx-bundle'),
    );
  });
});
