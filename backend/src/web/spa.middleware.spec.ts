import type { MarketDataStatus } from '@telisik/contract';
import { withMarketDataLine } from './spa.middleware';

// index.html as the frontend's build writes it (vite.config.ts, marketDataLineTemplate): the line's
// markup with a {text} placeholder and the catalogue's two sentences.
const indexHtml = [
  '<!doctype html><html><head><title>Telisik</title></head><body>',
  '<template id="telisik-market-data-line" data-behind="Data pasar per {latest}, lebih lama dari sesi bursa terakhir ({session}). Analisis memakai data tersebut." data-missing="Belum ada data pasar tersimpan &amp; analisis belum dapat dibuat."><div role="note" class="flex"><svg aria-hidden="true"></svg><p>{text}</p></div></template>',
  '<div id="root"></div>',
  '</body></html>',
].join('\n');

const behind: MarketDataStatus = {
  latestDate: '2025-12-30',
  lastCompletedSession: '2026-11-25',
  behind: true,
  ageDays: 331,
};

describe('withMarketDataLine', () => {
  it('fills the line in before the app root, with the dates as the app writes them', () => {
    const html = withMarketDataLine(indexHtml, behind);
    expect(html).toContain(
      '<div id="telisik-market-data-line-served"><div role="note" class="flex"><svg aria-hidden="true"></svg><p>Data pasar per 30 Desember 2025, lebih lama dari sesi bursa terakhir (25 November 2026). Analisis memakai data tersebut.</p></div></div>\n    <div id="root"></div>',
    );
    // The template itself stays for the app: inert, rendered nowhere.
    expect(html).toContain('<p>{text}</p></div></template>');
  });

  it('says there is no data yet, the sentence read back from its attribute and escaped again', () => {
    const html = withMarketDataLine(indexHtml, { ...behind, latestDate: null, ageDays: null });
    expect(html).toContain(
      '<p>Belum ada data pasar tersimpan &#38; analisis belum dapat dibuat.</p></div></div>',
    );
  });

  it('leaves the page as it is while the data is current', () => {
    expect(
      withMarketDataLine(indexHtml, { ...behind, latestDate: '2026-11-25', behind: false, ageDays: 1 }),
    ).toBe(indexHtml);
  });

  it('leaves a page without the template (an older build) as it is', () => {
    const plain = '<!doctype html><html><body><div id="root"></div></body></html>';
    expect(withMarketDataLine(plain, behind)).toBe(plain);
  });
});
