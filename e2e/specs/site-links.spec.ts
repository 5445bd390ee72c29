import { expect, test, type Page } from '@playwright/test';
import { AppType, appRoutes, messages, serverPrefixes, siteWebRoutes, webRoutes } from '@guru/shared';
import { demoFirmName } from '../fixtures/demo-users.js';
import { linkIn, newestOutboxId, waitForMail } from '../fixtures/outbox.js';
import { saveScreenshot } from '../fixtures/page-checks.js';

/**
 * No link of the public site leads to a "Not available yet" page or to "Page not found". The crawl
 * starts at / and follows every same-origin link of every page it reaches (breadth first, bounded).
 */

const MAX_PAGES = 120;

/** The page's same-origin links, as path and query (no fragment), skipping the API and files. */
async function linksOf(page: Page, origin: string): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  const found = new Set<string>();
  for (const href of hrefs) {
    const url = new URL(href);
    if (url.origin !== origin) continue;
    if (serverPrefixes.some((prefix) => url.pathname.startsWith(prefix))) continue;
    if (/\.[a-z0-9]{2,5}$/i.test(url.pathname)) continue; // a file (the press kit's logo), checked apart
    found.add(`${url.pathname}${url.search}`);
  }
  return [...found];
}

async function problemOf(page: Page, path: string): Promise<string | null> {
  // Every page of the web app has a heading once it has rendered.
  await expect(page.locator('h1, h2, h3').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const body = (await page.locator('body').innerText()).toLowerCase();
  if (body.includes(messages.pageNotFoundTitle.toLowerCase()))
    return `${path}: "${messages.pageNotFoundTitle}"`;
  // A placeholder would say so ("not available", "coming soon"): every linked page is a finished screen.
  if (/not available yet|coming soon/.test(body)) return `${path}: a placeholder page`;
  return null;
}

test('every page reachable from / is built: no "not available", no "Page not found"', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const origin = new URL(baseURL ?? '').origin;
  const queue: string[] = [webRoutes.home];
  const seen = new Set(queue);
  const linkedFrom = new Map<string, Set<string>>();
  const problems: string[] = [];
  let visited = 0;

  while (queue.length > 0 && visited < MAX_PAGES) {
    const path = queue.shift()!;
    visited += 1;
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const problem = await problemOf(page, path);
    if (problem)
      problems.push(`${problem} (linked from ${[...(linkedFrom.get(path) ?? ['the start'])].join(', ')})`);
    for (const link of await linksOf(page, origin)) {
      linkedFrom.set(link, (linkedFrom.get(link) ?? new Set<string>()).add(path));
      if (seen.has(link)) continue;
      seen.add(link);
      queue.push(link);
    }
  }

  expect(problems).toEqual([]);
  expect(queue, `more than ${MAX_PAGES} pages: raise the bound`).toEqual([]);
  // The crawl reached the site's pages, both apps' intro, learn-more, security and FAQ pages.
  const expected: string[] = [
    webRoutes.pricing,
    webRoutes.faq,
    webRoutes.media,
    webRoutes.contact,
    webRoutes.signup,
  ];
  for (const app of [AppType.password, AppType.documents]) {
    const routes = appRoutes(app);
    // The sign-in page's "Forgot password?" leads to a finished screen too.
    expected.push(
      routes.root,
      routes.login,
      routes.requestAccount,
      routes.learnMore,
      routes.securityDetails,
      routes.faq,
      routes.resetPasswordEmail,
    );
  }
  for (const path of expected) expect(seen.has(path), path).toBe(true);

  const logo = await request.get('/press/guru-suite-logo.svg');
  expect(logo.status()).toBe(200);
  expect(logo.headers()['content-type']).toContain('image/svg+xml');
});

test('a visitor reads the pricing page, joins the beta newsletter, and unsubscribes from the welcome mail', async ({
  page,
  request,
}) => {
  const email = `nora.${Date.now()}@example.com`;

  await test.step('the home page leads to the pricing page', async () => {
    await page.goto(webRoutes.home);
    await expect(page.getByRole('heading', { level: 1, name: messages.homeHeroTitle })).toBeVisible();
    await saveScreenshot(page, 'site-home');
    await page.getByRole('banner').getByRole('link', { name: messages.siteNavPricing }).click();
    await expect(page).toHaveURL(webRoutes.pricing);
  });

  await test.step('the pricing page shows the plans and prices; Try It Now goes to /signup', async () => {
    await expect(page.getByRole('heading', { level: 1, name: messages.pricingTitle })).toBeVisible();
    for (const [testId, price] of [
      ['plan-passwordAppYearly', '$150/year'],
      ['plan-retirementSpendingAppYearly', '$135/year'],
      ['plan-retirementSavingsAppYearly', '$135/year'],
      ['plan-collegeSavingsAppYearly', '$135/year'],
      ['plan-financialProfessionalYearly', '$300/year'],
    ] as const) {
      await expect(page.getByTestId(testId).getByTestId('plan-price')).toHaveText(price);
    }
    await expect(page.getByTestId('plan-financialProfessionalYearly').getByText('Save 26%')).toBeVisible();
    const tryItNow = page.getByRole('link', { name: messages.tryItNow });
    await expect(tryItNow).toHaveCount(5);
    for (const link of await tryItNow.all()) await expect(link).toHaveAttribute('href', webRoutes.signup);
    await saveScreenshot(page, 'site-pricing');
  });

  const before = await newestOutboxId(request);
  await test.step('the newsletter modal checks the fields, then says "Successfully!"', async () => {
    await page.getByRole('button', { name: messages.newsletterOpen }).click();
    const dialog = page.getByRole('dialog', { name: messages.newsletterTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: messages.newsletterSubmit }).click();
    await expect(dialog.getByText(messages.newsletterFieldRequired)).toHaveCount(3);
    await dialog.getByLabel(messages.newsletterFirstName).fill('Nora');
    await dialog.getByLabel(messages.newsletterLastName).fill('Newsreader');
    await dialog.getByLabel(messages.newsletterCompany).fill('Newsreader Wealth');
    await dialog.getByLabel(messages.newsletterEmail).fill('nora@');
    await dialog.getByRole('button', { name: messages.newsletterSubmit }).click();
    await expect(dialog.getByText(messages.newsletterEmailInvalid)).toBeVisible();
    await dialog.getByLabel(messages.newsletterEmail).fill(email);
    // The modal as the visitor sees it (a full-page capture would cut the fixed overlay).
    await page.screenshot({ path: 'screenshots/site-newsletter-modal.png', animations: 'disabled' });
    await dialog.getByRole('button', { name: messages.newsletterSubmit }).click();
    const success = page.getByRole('dialog', { name: messages.newsletterSuccessTitle });
    await expect(success).toContainText(messages.newsletterSuccessText);
    await success.getByRole('button', { name: messages.signupOk }).click();
    await expect(success).toBeHidden();
  });

  await test.step('the welcome mail carries an unsubscribe link; the page unsubscribes once, and again alike', async () => {
    const mail = await waitForMail(request, email, before, messages.newsletterMailSubject);
    const link = linkIn(mail);
    expect(new URL(link).pathname).toBe(siteWebRoutes.newsletterUnsubscribe);
    expect(new URL(link).hash).toMatch(/^#[A-Za-z0-9_-]{43}$/);
    await page.goto(link);
    for (let time = 0; time < 2; time += 1) {
      // The second time: the same link opened again (a new page load; the first POST already counted).
      if (time > 0) await page.reload();
      await expect(page.getByRole('heading', { name: messages.unsubscribeTitle })).toBeVisible();
      await page.getByRole('button', { name: messages.unsubscribeButton }).click();
      await expect(page.getByRole('heading', { name: messages.unsubscribedTitle })).toBeVisible();
    }
  });
});

test("a firm's own host keeps the firm's page at /; the bare domain shows the suite's site", async ({
  page,
  baseURL,
}) => {
  const url = new URL(baseURL ?? '');
  await page.goto(`${url.protocol}//demo.${url.host}/`);
  await expect(page.getByText(demoFirmName).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: messages.productName })).toBeVisible();
  await expect(page.getByRole('link', { name: messages.startTrial })).toHaveCount(0);
  await page.goto(`${url.origin}/`);
  await expect(page.getByRole('heading', { level: 1, name: messages.homeHeroTitle })).toBeVisible();
});

test('screenshots of the security details and the app pages', async ({ page }) => {
  for (const [path, name] of [
    [appRoutes(AppType.password).securityDetails, 'site-security-password-guru'],
    [appRoutes(AppType.documents).securityDetails, 'site-security-documents-guru'],
    [appRoutes(AppType.password).root, 'site-password-guru-intro'],
    [appRoutes(AppType.documents).learnMore, 'site-documents-guru-learn-more'],
    [webRoutes.media, 'site-media'],
    [webRoutes.contact, 'site-contact'],
    [webRoutes.faq, 'site-faq'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('h1, h2').first()).toBeVisible();
    await saveScreenshot(page, name);
  }
  // On a phone: the first screen of the home page with the menu open, and the pricing page's planning apps.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(webRoutes.home);
  await page.getByRole('button', { name: messages.siteNavMenu }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.screenshot({ path: 'screenshots/site-home-phone-menu.png', animations: 'disabled' });
  await page.goto(webRoutes.pricing);
  await page.getByRole('heading', { name: messages.pricingPlanningSection }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'screenshots/site-pricing-phone.png', animations: 'disabled' });
});
