import { trustPage, webRoutes } from '@guru/shared';
import { saveScreenshot } from '../fixtures/page-checks.js';
import { expect, suiteURL, suiteTest as test } from '../fixtures/world.js';

test('the trust page is reached from the site footer and states who sees what', async ({ page }) => {
  await page.goto(`${suiteURL}${webRoutes.home}`);
  await page.getByRole('contentinfo').getByRole('link', { name: trustPage.footerLink }).click();
  await expect(page.getByRole('heading', { level: 1, name: trustPage.title })).toBeVisible();
  for (const section of trustPage.sections)
    await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await saveScreenshot(page, 'trust-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'trust-390');
});
