import { expect, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

/** Signs in through the embedded provider's page, as a user would, starting from the landing page. */
export async function signInFromLanding(page: Page, email: string, firstName?: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: 'Mulai Gratis', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Masuk ke Telisik' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  if (firstName) await page.getByLabel('Nama depan (opsional)').fill(firstName);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}
