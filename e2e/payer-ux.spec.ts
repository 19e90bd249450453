import { devices, expect, test, type Page } from '@playwright/test';
import { choose, openPaymentPage } from './billing-helpers';
import { grantPremium, seedAnalysis, withE2eDatabase } from './db';
import { signInFromLanding, uniqueEmail } from './helpers';

/**
 * Issue 22, what a paying user expects (items 1, 2, 3, 5, 9), each on a desktop and on a 390 px
 * phone. Item 4 (sign-out after a restart) is e2e/payer-ux-restart.spec.ts; item 10 is the API's
 * (backend/test/account.e2e-spec.ts).
 */

const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];
const screens = [
  { name: 'desktop', use: {} },
  // 390 px wide: the phone the issue was tried on.
  { name: 'phone', use: { ...pixel7, viewport: { width: 390, height: 844 } } },
] as const;

/**
 * Nothing wider than the screen. Measured against the viewport, not window.innerWidth: a phone
 * browser widens its layout viewport to fit overflowing content, so innerWidth hides the overflow.
 */
async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const screenWidth = page.viewportSize()!.width;
  const { width, widest } = await page.evaluate((limit) => {
    // What sticks out, named in the failure: the innermost elements past the screen's edge.
    const past = [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > limit + 1);
    const innermost = past.filter((el) => !past.some((other) => other !== el && el.contains(other)));
    return {
      width: Math.max(document.documentElement.scrollWidth, window.innerWidth),
      widest: innermost.slice(0, 3).map((el) => `<${el.tagName.toLowerCase()} class="${String(el.className)}">`),
    };
  }, screenWidth);
  expect(width, `wider than the screen: ${widest.join(' ')}`).toBeLessThanOrEqual(screenWidth);
}

/** Long enough to overflow any field or card; no space or hyphen to break at. */
const UNBROKEN = 'Tanpaspasisamasekali'.repeat(15);

async function useUpFreeAnalysis(email: string): Promise<void> {
  await withE2eDatabase((client) => client.query('UPDATE users SET analyses_used = 1 WHERE email = $1', [email]));
}

for (const screen of screens) {
  test.describe(`on a ${screen.name}`, () => {
    test.use(screen.use);

    test('item 1: the history page holds every analysis, pages, searches, filters, and reads offline', async ({
      page,
      context,
    }) => {
      test.setTimeout(90_000);
      const email = uniqueEmail(`history-${screen.name}`);
      await signInFromLanding(page, email, 'Rina');
      const base = Date.parse('2026-03-01T00:00:00Z');
      const plan: Array<[string, string]> = [];
      for (let i = 0; i < 23; i += 1) plan.push([i % 4 === 0 ? 'BBRI' : 'BBCA', i % 3 === 0 ? 'HOLD' : 'BUY']);
      let oldest = '';
      for (const [i, [ticker, recommendation]] of plan.entries()) {
        const seeded = await seedAnalysis(email, {
          ticker,
          recommendation,
          company_name: ticker === 'BBRI' ? 'PT Bank Rakyat Indonesia (Persero) Tbk' : 'PT Bank Central Asia Tbk',
          created_at: new Date(base + i * 60_000).toISOString(),
        });
        if (i === 0) oldest = seeded.id;
      }

      await page.reload();
      await page.getByRole('link', { name: 'Lihat semua (23)' }).click();
      await expect(page).toHaveURL(/\/riwayat$/);
      await expect(page.getByRole('heading', { name: 'Riwayat Analisis', level: 1 })).toBeVisible();
      await expect(page.getByTestId('history-count')).toHaveText('Menampilkan 20 dari 23 analisis');
      await expectNoHorizontalScroll(page);
      await page.getByRole('button', { name: 'Muat lebih banyak' }).click();
      await expect(page.getByTestId('history-count')).toHaveText('Menampilkan 23 dari 23 analisis');
      await expect(page.getByRole('button', { name: 'Muat lebih banyak' })).toHaveCount(0);

      // Searched as people type it.
      await page.getByLabel('Cari kode saham').fill('bbri.jk');
      await expect(page.getByTestId('history-count')).toHaveText('Menampilkan 6 dari 6 analisis');
      await page.getByLabel('Rekomendasi').selectOption('HOLD');
      await expect(page.getByTestId('history-count')).toHaveText('Menampilkan 2 dari 2 analisis');
      await page.getByLabel('Cari kode saham').fill('TLKM');
      await expect(page.getByText('Tidak ada analisis yang cocok')).toBeVisible();
      await page.getByRole('button', { name: 'Hapus filter' }).click();
      // Back to the whole list, with both pages it had loaded.
      await expect(page.getByTestId('history-count')).toHaveText('Menampilkan 23 dari 23 analisis');

      // The oldest (on the second page) opened once is readable offline, from the history page.
      await page.locator(`a[href="/analysis/${oldest}"]`).click();
      await expect(page.getByText('Rekomendasi Investasi')).toBeVisible();
      await page.goBack();
      await expect(page.getByTestId('history-count')).toBeVisible();
      await page.waitForTimeout(1500); // the offline copy is written at most once a second
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByTestId('history-count')).toHaveText('Menampilkan 23 dari 23 analisis');
      await page.goto(`/analysis/${oldest}`);
      await expect(page.getByText('Rekomendasi Investasi')).toBeVisible();
      await context.setOffline(false);
    });

    test('item 2: out of quota, the upgrade is one tap away in the notice and on the dashboard', async ({ page }) => {
      const email = uniqueEmail(`quota-${screen.name}`);
      await signInFromLanding(page, email, 'Budi');
      await useUpFreeAnalysis(email);
      await page.reload();
      const dashboardUpgrade = page.getByRole('link', { name: 'Upgrade untuk analisis tanpa batas' });
      await expect(dashboardUpgrade).toBeVisible();
      await page.getByLabel('Ticker saham').fill('BBCA');
      // The suggestions are open when the button is tapped: they must not cover it (on a phone too).
      await expect(page.getByRole('listbox', { name: 'Saran saham' })).toBeVisible();
      await page.getByRole('button', { name: 'Analisis', exact: true }).click({ timeout: 10_000 });
      const notice = page.getByRole('region', { name: 'Notification' }).locator('li').filter({ hasText: 'Gagal Menganalisis' });
      await expect(notice).toContainText('403');
      await notice.getByRole('link', { name: 'Upgrade ke Premium' }).click();
      await expect(page.getByRole('dialog', { name: 'Upgrade ke Premium' })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await page.keyboard.press('Escape');
      await dashboardUpgrade.click();
      await expect(page.getByRole('dialog', { name: 'Upgrade ke Premium' })).toBeVisible();
    });

    test("item 2: 'Mulai Premium' continues into the upgrade after sign-in, and a pending payment shows on the dashboard", async ({
      page,
    }) => {
      await page.goto('/');
      await page.getByRole('link', { name: 'Mulai Premium' }).click();
      await page.getByLabel('Email').fill(uniqueEmail(`premium-${screen.name}`));
      await page.getByRole('button', { name: 'Masuk' }).click();
      await expect(page.getByRole('dialog', { name: 'Upgrade ke Premium' })).toBeVisible();

      await openPaymentPage(page);
      await choose(page, 'Tunda');
      await expect(page.getByRole('heading', { name: 'Menunggu pembayaran' })).toBeVisible();
      await page.goto('/');
      const pending = page.getByTestId('pending-payment');
      await expect(pending).toContainText('Pembayaran Premium menunggu');
      await expect(pending).toContainText(/Selesaikan sebelum .+ agar Premium aktif/);
      await expectNoHorizontalScroll(page);
      await pending.getByRole('link', { name: 'Lihat cara membayar' }).click();
      await expect(page.getByRole('heading', { name: 'Menunggu pembayaran' })).toBeVisible();
      // The reload after sign-in does not open the dialog again: the continuation was used once.
      await page.goto('/');
      await expect(page.getByTestId('pending-payment')).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Upgrade ke Premium' })).toHaveCount(0);
    });

    test('item 3: privacy policy and terms from the footer, sign-in and settings; real footer links; share link page', async ({
      page,
    }) => {
      await page.goto('/');
      const footer = page.locator('footer');
      await footer.getByRole('link', { name: 'Kebijakan Privasi' }).click();
      await expect(page.getByRole('heading', { name: 'Kebijakan Privasi Telisik' })).toBeVisible();
      for (const text of ['UU PDP', 'Midtrans', 'model bahasa', 'push', 'HMAC', '10 tahun', 'Penarikan persetujuan', 'Penghapusan']) {
        await expect(page.getByRole('main')).toContainText(text);
      }
      await expectNoHorizontalScroll(page);
      await page.locator('footer').getByRole('link', { name: 'Syarat & Ketentuan' }).click();
      await expect(page.getByRole('heading', { name: 'Syarat & Ketentuan Telisik' })).toBeVisible();
      await expect(page.getByRole('main')).toContainText('Bukan nasihat investasi');

      // Every footer link goes somewhere: no inert buttons left.
      await expect(page.locator('footer button')).toHaveCount(0);
      await page.locator('footer').getByRole('link', { name: 'Harga' }).click();
      await expect(page).toHaveURL(/\/#harga$/);
      await expect(page.getByRole('heading', { name: /Harga|Pilih paket/ }).first()).toBeVisible();

      const invalid = await page.goto('/s/tautan-yang-tidak-ada-0123456789');
      expect(invalid?.status()).toBeLessThan(500);
      await expect(page.getByRole('heading', { name: 'Tautan berbagi ini tidak berlaku' })).toBeVisible();
      await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
      await expectNoHorizontalScroll(page);

      // Sign-in page, then settings.
      await page.goto('/api/login');
      await expect(page.getByRole('link', { name: 'Kebijakan Privasi' })).toHaveAttribute('href', '/kebijakan-privasi');
      await page.getByLabel('Email').fill(uniqueEmail(`legal-${screen.name}`));
      await page.getByRole('button', { name: 'Masuk' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto('/settings');
      await page.getByRole('navigation', { name: 'Kebijakan dan ketentuan' }).getByRole('link', { name: 'Syarat & Ketentuan' }).click();
      await expect(page.getByRole('heading', { name: 'Syarat & Ketentuan Telisik' })).toBeVisible();

      // /rekam-jejak signed in: the app's own header (account menu, the way home), not 'Mulai Gratis'.
      await page.goto('/rekam-jejak');
      await expect(page.getByRole('navigation', { name: 'Akun' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Mulai Gratis', exact: true })).toHaveCount(0);
      await expectNoHorizontalScroll(page);
    });

    test('item 3: the landing navigation is reachable on this screen', async ({ page }) => {
      await page.goto('/');
      const menuButton = page.getByRole('button', { name: 'Buka menu' });
      if (screen.name === 'phone') {
        await expect(menuButton).toBeVisible();
        await menuButton.click();
        await expect(page.getByRole('button', { name: 'Tutup menu' })).toHaveAttribute('aria-expanded', 'true');
        await page.locator('header').getByRole('link', { name: 'Harga' }).click();
        await expect(page).toHaveURL(/#harga$/);
        await expect(page.getByRole('button', { name: 'Buka menu' })).toBeVisible();
      } else {
        await expect(menuButton).toBeHidden();
        await page.locator('header').getByRole('link', { name: 'Cara Kerja' }).click();
        await expect(page).toHaveURL(/#cara-kerja$/);
      }
      await expectNoHorizontalScroll(page);
    });

    test('item 9: the ticker input reads BBCA.JK and a company name, the support form shows its limits', async ({
      page,
    }) => {
      const email = uniqueEmail(`input-${screen.name}`);
      await signInFromLanding(page, email, 'Sari');
      await withE2eDatabase((client) =>
        client.query(
          `INSERT INTO premium_periods (user_id, source, days, anchored_at, starts_at, ends_at, reason, granted_by)
           SELECT id, 'grant', 30, now(), now(), now() + interval '30 days', 'browser test', 'e2e' FROM users WHERE email = $1`,
          [email],
        ),
      );
      await page.reload();
      const ticker = page.getByLabel('Ticker saham');
      await ticker.fill('bbca.jk');
      await ticker.press('Enter');
      await expect(page).toHaveURL(/\/analysis\//, { timeout: 20_000 });
      await expect(page.getByRole('heading', { name: 'PT Bank Central Asia Tbk.', level: 1 })).toBeVisible();

      await page.goto('/');
      await page.getByLabel('Ticker saham').fill('telkom');
      await page.getByLabel('Ticker saham').press('Enter');
      await expect(page).toHaveURL(/\/analysis\//, { timeout: 20_000 });
      await expect(page.getByRole('heading', { name: /Telkom Indonesia/, level: 1 })).toBeVisible();

      await page.goto('/settings');
      await page.getByLabel('Subjek').fill('Ha');
      await expect(page.getByText('2/150 karakter (minimal 3)')).toBeVisible();
      await page.getByLabel('Pesan').fill('x'.repeat(5001));
      await expect(page.getByText('5.000/5.000 karakter (minimal 10) Batas 5.000 karakter tercapai.')).toBeVisible();
    });

    test('item 5: long unbroken text typed into every free-text field never widens a page', async ({ page, browser }) => {
      test.setTimeout(90_000);
      const email = uniqueEmail(`long-${screen.name}`);
      // The first name is free text too (the sign-in page), shown in the header and the welcome.
      await signInFromLanding(page, email, UNBROKEN.slice(0, 200));
      await expectNoHorizontalScroll(page);
      await page.getByLabel('Ticker saham').fill(UNBROKEN);
      await expectNoHorizontalScroll(page);

      await page.goto('/riwayat');
      await page.getByLabel('Cari kode saham').fill(UNBROKEN);
      await expectNoHorizontalScroll(page);

      await page.goto('/settings');
      await page.getByLabel('Subjek').fill(UNBROKEN.slice(0, 150));
      await page.getByLabel('Pesan').fill(UNBROKEN);
      await expectNoHorizontalScroll(page);
      await page.getByRole('button', { name: 'Kirim', exact: true }).click();
      await expect(page.getByTestId('support-requests')).toContainText(UNBROKEN.slice(0, 40));
      await expectNoHorizontalScroll(page);
      await page.getByRole('button', { name: 'Hapus akun saya' }).click();
      await page.getByLabel(/Ketik HAPUS/).fill(UNBROKEN);
      await expectNoHorizontalScroll(page);

      await grantPremium(email);
      await page.goto('/compare');
      await page.getByRole('textbox').first().fill(UNBROKEN);
      await expectNoHorizontalScroll(page);

      // The operator reads that request, and answers it with another long word, in /admin.
      const operatorContext = await browser.newContext({ ...screen.use, baseURL: test.info().project.use.baseURL });
      const operator = await operatorContext.newPage();
      await signInFromLanding(operator, 'operator@telisik.test', 'Operator');
      await operator.goto('/admin');
      await operator.getByRole('tab', { name: /Bantuan/ }).click();
      const request = operator.getByTestId('admin-support-request').filter({ hasText: email });
      await expect(request).toBeVisible();
      await expectNoHorizontalScroll(operator);
      await request.getByRole('textbox').fill(UNBROKEN);
      await request.getByRole('button', { name: /Kirim|Balas/ }).click();
      await expect(request.locator('.bg-teal-50')).toContainText(UNBROKEN.slice(0, 40));
      await expectNoHorizontalScroll(operator);
      await operator.getByRole('tab', { name: /Pengguna/ }).click();
      await operator.getByRole('searchbox').fill(email);
      await operator.getByRole('button', { name: 'Cari', exact: true }).click();
      await operator.getByTestId('admin-users').getByRole('button').first().click();
      await expect(operator.getByTestId('admin-user-detail')).toContainText(UNBROKEN.slice(0, 40));
      await expectNoHorizontalScroll(operator);
      await operator.getByRole('searchbox').fill(UNBROKEN);
      await operator.getByRole('button', { name: 'Cari', exact: true }).click();
      await expect(operator.getByText('Tidak ada pengguna yang cocok.')).toBeVisible();
      await expectNoHorizontalScroll(operator);
      await operatorContext.close();

      // The answer, back in the user's 'Bantuan'.
      await page.goto('/settings');
      await expect(page.getByTestId('support-requests')).toContainText(UNBROKEN.slice(0, 40));
      await expectNoHorizontalScroll(page);
    });

    test('item 9: a 429 says when to try again', async ({ page }) => {
      const email = uniqueEmail(`busy-${screen.name}`);
      await signInFromLanding(page, email, 'Tari');
      // The analysis limit counts per user per minute: spend it as a burst from the page would.
      const statuses = await page.evaluate(async () => {
        const results: Array<{ status: number; retryAfter: string | null; message: string }> = [];
        for (let i = 0; i < 7; i += 1) {
          const res = await fetch('/api/analyses', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ ticker: 'ZZZZ', companyName: 'ZZZZ' }),
          });
          const body = (await res.json()) as { message: string };
          results.push({ status: res.status, retryAfter: res.headers.get('Retry-After'), message: body.message });
        }
        return results;
      });
      const limited = statuses.find((s) => s.status === 429);
      expect(limited).toBeDefined();
      expect(limited!.message).toBe(`Terlalu banyak permintaan. Coba lagi dalam ${limited!.retryAfter} detik.`);
      await page.getByLabel('Ticker saham').fill('BBCA');
      // The suggestions are open when the button is tapped: they must not cover it (on a phone too).
      await expect(page.getByRole('listbox', { name: 'Saran saham' })).toBeVisible();
      await page.getByRole('button', { name: 'Analisis', exact: true }).click({ timeout: 10_000 });
      const notice = page.getByRole('region', { name: 'Notification' }).locator('li').filter({ hasText: 'Gagal Menganalisis' });
      await expect(notice).toContainText(/429: Terlalu banyak permintaan\. Coba lagi dalam \d+ detik\./);
    });
  });
}
