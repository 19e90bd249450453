import { expect, test } from '@playwright/test';
import { buyPremium, choose, dateInDays, openPaymentPage } from './billing-helpers';
import { signInFromLanding, uniqueEmail } from './helpers';

test('a free user who used their analysis upgrades, pays on the payment page, is Premium and analyses again', async ({
  page,
}) => {
  await signInFromLanding(page, uniqueEmail('upgrade'), 'Sinta');
  const toasts = page.getByRole('region', { name: 'Notification' });
  await page.getByLabel('Ticker saham').fill('BBCA');
  await page.getByRole('button', { name: 'Analisis', exact: true }).click();
  await page.waitForURL(/\/analysis\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Kembali' }).click();
  await expect(page.getByTestId('remaining-analyses-value')).toHaveText('0');

  const upgrade = page.getByRole('link', { name: 'Upgrade ke Premium' });
  await expect(upgrade).toHaveAttribute('href', '#upgrade');
  await upgrade.click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade ke Premium' });
  await expect(dialog.getByText('Yang Anda dapatkan')).toBeVisible();
  await expect(dialog.getByText('Analisis saham tanpa batas')).toBeVisible();
  await expect(dialog.getByText('/ 30 hari')).toBeVisible();
  await openPaymentPage(page);
  await expect(page.getByText('Telisik Premium 30 hari')).toBeVisible();
  await choose(page, 'Bayar', 'GoPay');

  await expect(page.getByRole('heading', { name: 'Pembayaran berhasil!' })).toBeVisible();
  await expect(page.getByText(`Telisik Premium Anda aktif hingga ${dateInDays(30)}`)).toBeVisible();
  await page.getByRole('link', { name: 'Ke Dashboard' }).click();
  await page.waitForURL((url) => url.pathname === '/');

  await expect(page.getByTestId('subscription-status').getByText('Premium', { exact: true })).toBeVisible();
  await expect(page.getByTestId('premium-until')).toHaveText(`Aktif hingga ${dateInDays(30)}`);
  await expect(page.getByTestId('remaining-analyses')).toContainText('Unlimited');
  await expect(page.getByRole('link', { name: 'Upgrade ke Premium' })).toHaveCount(0);

  await page.getByLabel('Ticker saham').fill('TLKM');
  await page.getByRole('button', { name: 'Analisis', exact: true }).click();
  await expect(toasts.getByText('Analisis untuk TLKM telah selesai.')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Kembali' }).click();
  await expect(page.getByTestId('total-analyses')).toContainText('2');
});

test("'Tunda': the finish page shows the virtual account and waits; paying it later makes the user Premium", async ({
  page,
}) => {
  await signInFromLanding(page, uniqueEmail('later'), 'Tono');
  await page.getByRole('link', { name: 'Upgrade ke Premium' }).click();
  await openPaymentPage(page);
  await choose(page, 'Tunda');

  await expect(page.getByRole('heading', { name: 'Menunggu pembayaran' })).toBeVisible();
  await expect(page.getByText('Nomor Virtual Account BCA')).toBeVisible();
  const vaNumber = (await page.getByTestId('payment-code').textContent()) ?? '';
  expect(vaNumber).toMatch(/^\d{16}$/);
  await expect(page.getByText(/^Bayar sebelum /)).toBeVisible();

  // Still Free meanwhile; upgrading again resumes the same payment instead of billing twice.
  await page.goto('/');
  await expect(page.getByTestId('subscription-status').getByText('Free', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Upgrade ke Premium' }).click();
  await expect(
    page.getByText('Anda masih punya pembayaran yang belum selesai', { exact: false }),
  ).toBeVisible();
  await openPaymentPage(page);
  await expect(page.getByText(vaNumber)).toBeVisible();
  await choose(page, 'Bayar');
  await expect(page.getByRole('heading', { name: 'Pembayaran berhasil!' })).toBeVisible();
  await page.getByRole('link', { name: 'Ke Dashboard' }).click();
  await expect(page.getByTestId('remaining-analyses')).toContainText('Unlimited');
});

test("'Gagal': the payment is refused, nothing changes, and trying again starts a new payment", async ({
  page,
}) => {
  await signInFromLanding(page, uniqueEmail('declined'), 'Gita');
  await page.getByRole('link', { name: 'Upgrade ke Premium' }).click();
  await openPaymentPage(page);
  const firstPage = page.url();
  await choose(page, 'Gagal');

  await expect(page.getByRole('heading', { name: 'Pembayaran gagal' })).toBeVisible();
  await expect(page.getByText('tidak ada biaya yang ditagihkan', { exact: false })).toBeVisible();
  await expect(page.getByText('Ditolak')).toBeVisible();

  await page.getByRole('link', { name: 'Coba lagi' }).click();
  await openPaymentPage(page);
  expect(page.url()).not.toBe(firstPage);
  await choose(page, 'Bayar');
  await expect(page.getByRole('heading', { name: 'Pembayaran berhasil!' })).toBeVisible();
});

test('the payment page status comes from the server, not from the address', async ({ page }) => {
  await signInFromLanding(page, uniqueEmail('forged'), 'Fajar');
  await page.goto(
    '/billing/finish?order_id=TLS-20260101-0000000000&status_code=200&transaction_status=settlement',
  );
  await expect(page.getByText('Pesanan pembayaran tidak ditemukan.')).toBeVisible();
  await page.goto('/');
  await expect(page.getByTestId('subscription-status').getByText('Free', { exact: true })).toBeVisible();
});

test('settings: profile, plan and end date, payment history with a printable receipt, export, support, delete', async ({
  page,
}) => {
  const email = uniqueEmail('settings');
  await signInFromLanding(page, email, 'Laras');
  await buyPremium(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'Pengaturan' }).click();
  await page.waitForURL('**/settings');
  await expect(page.getByRole('heading', { name: 'Pengaturan', level: 1 })).toBeVisible();
  await expect(page.getByTestId('settings-name')).toHaveText('Laras');
  await expect(page.getByTestId('settings-email')).toHaveText(email);
  await expect(page.getByTestId('settings-plan')).toHaveText('Premium');
  await expect(page.getByTestId('settings-premium-until')).toHaveText(dateInDays(30));
  await expect(page.getByTestId('payment-history')).toContainText('Rp 199.000');
  await expect(page.getByTestId('payment-history')).toContainText('Lunas');

  // Renewing early: the dialog says the days count from the current end.
  await page.getByRole('link', { name: 'Perpanjang' }).click();
  await expect(page.getByRole('dialog', { name: 'Perpanjang Premium' })).toContainText(
    `dari tanggal Premium Anda berakhir (${dateInDays(30)})`,
  );
  await page.getByRole('button', { name: 'Tutup' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('link', { name: 'Kuitansi' }).click();
  const receipt = page.getByTestId('receipt');
  await expect(receipt.getByRole('heading', { name: 'Kuitansi Pembayaran' })).toBeVisible();
  await expect(receipt).toContainText(/TLS\/\d{4}\/\d{6}/);
  await expect(page.getByTestId('receipt-total')).toHaveText('Rp 199.000');
  await expect(receipt).toContainText('Telisik Premium 30 hari');
  await expect(receipt).toContainText('Diterbitkan oleh');
  await expect(receipt).toContainText(email);
  await expect(page.getByRole('button', { name: 'Cetak' })).toBeVisible();
  await page.getByRole('link', { name: 'Kembali ke Pengaturan' }).click();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Ekspor data saya (JSON)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^telisik-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(
    await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8')),
  ) as {
    profile: { email: string };
    payments: { status: string }[];
  };
  expect(exported.profile.email).toBe(email);
  expect(exported.payments.map((p) => p.status)).toEqual(['paid']);

  await page.getByLabel('Subjek').fill('Ekspor PDF');
  await page.getByLabel('Pesan').fill('Bagaimana cara mengekspor laporan ke PDF?');
  await page.getByRole('button', { name: 'Kirim' }).click();
  const requests = page.getByTestId('support-requests');
  await expect(requests).toContainText('Ekspor PDF');
  await expect(requests).toContainText('Prioritas');
  await expect(requests).toContainText('Menunggu jawaban');

  await page.getByRole('button', { name: 'Hapus akun saya' }).click();
  const confirm = page.getByRole('button', { name: 'Hapus akun', exact: true });
  await expect(confirm).toBeDisabled();
  await page.getByLabel('Ketik HAPUS untuk mengonfirmasi').fill('HAPUS');
  await confirm.click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('link', { name: 'Coba Gratis Sekarang' })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});

test("the header's settings link and the spec's '#settings' anchor open the settings page", async ({
  page,
}) => {
  await signInFromLanding(page, uniqueEmail('anchor'), 'Ari');
  await page.goto('/#settings');
  await page.waitForURL('**/settings');
  await expect(page.getByRole('heading', { name: 'Pengaturan', level: 1 })).toBeVisible();
  await expect(page.getByTestId('settings-plan')).toHaveText('Free');
  await expect(page.getByTestId('payment-history')).toHaveCount(0);
  await expect(page.getByText('Belum ada pembayaran.')).toBeVisible();
});

test('/admin: the 404 page for everyone else; the operator grants Premium with a reason and answers a support request', async ({
  page,
  browser,
}) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  const memberEmail = uniqueEmail('member');
  await signInFromLanding(page, memberEmail, 'Maya');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  expect((await page.request.get('/api/admin/users')).status()).toBe(404);
  await page.goto('/settings');
  await page.getByLabel('Subjek').fill('Skor TLKM');
  await page.getByLabel('Pesan').fill('Mengapa skor TLKM turun minggu ini?');
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByTestId('support-requests')).toContainText('Skor TLKM');

  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await signInFromLanding(operator, 'operator@telisik.test', 'Ops');
  await operator.goto('/admin');
  await expect(operator.getByRole('heading', { name: 'Halaman Operator' })).toBeVisible();
  await operator.getByPlaceholder('Email atau nama').fill(memberEmail);
  await operator.getByRole('button', { name: 'Cari' }).click();
  await operator
    .getByTestId('admin-users')
    .getByRole('button', { name: new RegExp(memberEmail) })
    .click();
  const detail = operator.getByTestId('admin-user-detail');
  await expect(detail).toContainText('Free');
  const grant = detail.getByRole('form', { name: 'Beri Premium' });
  await grant.getByLabel('Jumlah hari').fill('7');
  await grant.getByLabel('Alasan (dicatat di log audit)').fill('Kompensasi gangguan data');
  await grant.getByRole('button', { name: 'Beri Premium' }).click();
  await expect(detail).toContainText(`Premium hingga ${dateInDays(7)}`);
  await expect(detail).toContainText('Kompensasi gangguan data');

  await operator.getByRole('tab', { name: 'Bantuan' }).click();
  const request = operator.getByTestId('admin-support-request').filter({ hasText: 'Skor TLKM' });
  await request
    .getByLabel('Jawaban (dikirim ke email pengguna)')
    .fill('Skor teknikal turun karena harga di bawah SMA 50.');
  await request.getByRole('button', { name: 'Kirim jawaban' }).click();
  await expect(request).toContainText('Dijawab');
  await operator.getByRole('tab', { name: 'Log audit' }).click();
  await expect(operator.getByTestId('admin-audit')).toContainText('Kompensasi gangguan data');
  await operatorContext.close();

  await page.reload();
  await expect(page.getByTestId('settings-plan')).toHaveText('Premium');
  await expect(page.getByTestId('support-requests')).toContainText(
    'Skor teknikal turun karena harga di bawah SMA 50.',
  );
  await expect(page.getByTestId('support-requests')).toContainText('Dijawab');
});
