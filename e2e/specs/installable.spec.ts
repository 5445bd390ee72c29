import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { AppType, appRoutes, messages, webAppPaths } from '@guru/shared';
import { chromiumArgs, chromiumPath } from '../fixtures/browser.js';
import { demoFirmName } from '../fixtures/demo-users.js';
import { loginTitle, openLogin } from '../fixtures/sign-in.js';

// The installable app (ADR 0032), as Lighthouse's installability checks see the sign-in page: a manifest with
// a name, icons of 192 and 512 pixels, a start address and `standalone`, and a service worker that controls
// the page. Offline, the sign-in page still paints from the worker's copy, and a screen that needs the API
// says plainly that the device is offline.

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  icons: { src: string; sizes: string; type: string }[];
}

test("the sign-in page links the firm's manifest, and a service worker controls it after a reload", async ({
  page,
}) => {
  await openLogin(page, AppType.password);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe(webAppPaths.manifest);

  const answer = await page.request.get(href!);
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await answer.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: demoFirmName,
    start_url: webAppPaths.startUrl,
    display: 'standalone',
  });
  const sizes = manifest.icons.map((icon) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type'], icon.src).toMatch(/^image\/(png|jpeg)/);
  }
  const start = await page.request.get(manifest.start_url);
  expect(start.status()).toBe(200);

  // Registered once the page has loaded; it controls the page from the next load on.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect(page.getByRole('heading', { name: loginTitle(AppType.password) })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
});

test('offline, the sign-in page paints from the cache and a screen that needs the API says it is offline', async ({
  page,
  context,
}) => {
  await openLogin(page, AppType.password);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // The worker keeps the shell at install: the cache holds the sign-in page and its files.
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).length)).toBeGreaterThan(0);
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: loginTitle(AppType.password) })).toBeVisible();
  await expect(page.getByTestId('offline-notice')).toHaveText(messages.offlineNotice);

  // The vault needs the server (its session, its PIN): the screen says so instead of going blank.
  await page.goto(appRoutes(AppType.password).dashboard);
  await expect(page.getByTestId('offline-notice')).toHaveText(messages.offlineNotice);
  await expect(page.locator('#root')).not.toBeEmpty();

  await context.setOffline(false);
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
});

test("Chromium itself finds the sign-in page installable (the check Lighthouse's installability audit ran)", async ({
  baseURL,
}) => {
  // A persistent profile, as a person's browser has: an incognito context is never offered an install.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'guru-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${baseURL}${appRoutes(AppType.password).login}`);
    await expect(page.getByRole('heading', { name: loginTitle(AppType.password) })).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () =>
        (
          (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] }
        ).installabilityErrors.map((e) => e.errorId),
      )
      .toEqual([]);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(manifest.url).toContain(webAppPaths.manifest);
    expect(manifest.errors).toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});
