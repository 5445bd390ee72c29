import type { Page } from '@playwright/test';
import {
  AppType,
  appRoutes,
  formatMessage,
  incidentNoticesMessages as m,
  incidentNoticesWebRoutes,
  webRoutes,
} from '@guru/shared';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.js';
import { expectToast } from '../fixtures/console.js';
import { newestOutboxId, waitForMail } from '../fixtures/outbox.js';
import { saveScreenshot } from '../fixtures/page-checks.js';
import {
  clientPasswordStep,
  expectAdvisorAppDashboard,
  signInProvider,
  submitPin,
  submitSmsCode,
  submitTotpCode,
  totpPasswordStep,
} from '../fixtures/sign-in.js';
import { expect, suiteURL, suiteTest as test } from '../fixtures/world.js';

// Incident notices (ADR 0053): the provider tells the world's firm, whose advisor reads the notice after the PIN and
// acknowledges it; the advisor tells the client, who reads it at sign-in to Documents Guru.
test.describe.configure({ mode: 'serial' });

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

interface Notice {
  title: string;
  occurredOn: string;
  whatHappened: string;
  whatWeDid: string;
  whatYouShouldDo: string;
}

async function fillNotice(page: Page, notice: Notice): Promise<void> {
  await page.getByLabel(m.fieldTitle).fill(notice.title);
  await page.getByLabel(m.fieldOccurredOn).fill(notice.occurredOn);
  await page.getByLabel(m.fieldWhatHappened).fill(notice.whatHappened);
  await page.getByLabel(m.fieldWhatWeDid).fill(notice.whatWeDid);
  await page.getByLabel(m.fieldWhatYouShouldDo).fill(notice.whatYouShouldDo);
}

/** The notice shown after the PIN: its title, sender, parts and the acknowledgement. */
async function expectSignInNotice(page: Page, notice: Notice, from: string): Promise<void> {
  const card = page.getByRole('alertdialog', { name: notice.title });
  await expect(card).toBeVisible();
  await expect(card.getByText(formatMessage(m.signInFrom, { from }))).toBeVisible();
  await expect(card.getByText(notice.whatYouShouldDo)).toBeVisible();
  await expect(card.getByText(formatMessage(m.signInOccurredOn, { date: notice.occurredOn }))).toBeVisible();
}

async function screenshotsOf(page: Page, name: string): Promise<void> {
  // From the top: a full-page shot of a scrolled page draws the fixed header over the middle.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({ width: 1280, height: 900 });
  await saveScreenshot(page, `incident-notices/${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, `incident-notices/${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the provider sends an incident notice; the advisor, then the client, see it at sign-in and acknowledge it', async ({
  page,
  browser,
  request,
  world,
}) => {
  const stamp = Date.now().toString(36);
  const toFirms: Notice = {
    title: `Mail server intrusion ${stamp}`,
    occurredOn: daysAgo(3),
    whatHappened: 'An outsider reached one of our mail servers for two hours.',
    whatWeDid: 'We closed the access, rotated every key and called in an outside security firm.',
    whatYouShouldDo: 'Tell your clients whose statements went through e-mail in that window.',
  };
  const toClients: Notice = {
    title: `Statements e-mailed in error ${stamp}`,
    occurredOn: daysAgo(2),
    whatHappened: 'Statements of some clients may have been read by an outsider.',
    whatWeDid: 'We stopped e-mailing statements; they are now only in Documents Guru.',
    whatYouShouldDo: 'Watch your accounts and call us about anything you do not recognise.',
  };
  const advisorPage = await (await browser.newContext({ baseURL: world.origin })).newPage();
  const clientPage = await (await browser.newContext({ baseURL: world.origin })).newPage();

  await test.step('the provider composes a notice to the world’s firm and sends it', async () => {
    await signInProvider(page, world);
    await page.getByRole('link', { name: m.navLink, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: m.title })).toBeVisible();
    await page.getByRole('link', { name: m.compose }).click();
    await expect(page.getByRole('heading', { level: 1, name: m.composeTitle })).toBeVisible();
    await fillNotice(page, toFirms);
    await page.getByRole('checkbox', { name: world.firm.name, exact: true }).check();
    await expectNoSeriousA11yViolations(page, 'provider: compose an incident notice');
    await screenshotsOf(page, 'provider-compose');

    const before = await newestOutboxId(request);
    await page.getByRole('button', { name: m.send }).click();
    await expectToast(page, formatMessage(m.sent, { count: 1 }));
    await expect(page.getByRole('heading', { level: 1, name: toFirms.title })).toBeVisible();
    const sentTo = page.getByRole('table', { name: m.recipientsHeading });
    const advisorRow = sentTo.getByRole('row').filter({ hasText: world.advisor.email });
    await expect(advisorRow).toContainText(world.firm.name);
    await expect(advisorRow).toContainText(m.notYet);

    const mail = await waitForMail(
      request,
      world.advisor.email,
      before,
      /^Incident notice from Guru Suite: /,
    );
    expect(mail.subject).toContain(toFirms.title);
    expect(mail.text).toContain(toFirms.whatHappened);
    expect(mail.text).toContain(`${world.origin}${appRoutes(AppType.password).login}`);
  });

  await test.step('the advisor signs in: after the PIN, the notice comes before the dashboard', async () => {
    await totpPasswordStep(advisorPage, AppType.password, world.advisor);
    await submitTotpCode(advisorPage, AppType.password, world.advisor);
    await submitPin(advisorPage, world.advisor.pin);
    await expectSignInNotice(advisorPage, toFirms, 'Guru Suite');
    await expectNoSeriousA11yViolations(advisorPage, 'advisor: incident notice at sign-in');
    await screenshotsOf(advisorPage, 'advisor-sign-in-notice');
    await advisorPage.getByRole('button', { name: m.acknowledge }).click();
    await expectAdvisorAppDashboard(advisorPage, AppType.password);
  });

  await test.step('the provider’s record shows when the advisor read it', async () => {
    await page.reload();
    const advisorRow = page
      .getByRole('table', { name: m.recipientsHeading })
      .getByRole('row')
      .filter({ hasText: world.advisor.email });
    await expect(advisorRow).not.toContainText(m.notYet);
    await page.goto(`${suiteURL}${incidentNoticesWebRoutes.provider}`);
    const row = page
      .getByRole('table', { name: m.title })
      .getByRole('row')
      .filter({ hasText: toFirms.title });
    await expect(row).toContainText('1 / 1');
    await expectNoSeriousA11yViolations(page, 'provider: incident notices');
  });

  await test.step('the advisor sends a notice to the client', async () => {
    await advisorPage.goto(webRoutes.advisorHome);
    await advisorPage.getByRole('link', { name: m.navLink, exact: true }).click();
    await expect(advisorPage.getByRole('heading', { level: 1, name: m.title })).toBeVisible();
    await advisorPage.getByRole('link', { name: m.compose }).click();
    await fillNotice(advisorPage, toClients);
    await advisorPage.getByRole('checkbox', { name: world.client.fullName, exact: true }).check();
    await screenshotsOf(advisorPage, 'advisor-compose');

    const before = await newestOutboxId(request);
    await advisorPage.getByRole('button', { name: m.send }).click();
    await expectToast(advisorPage, formatMessage(m.sent, { count: 1 }));
    const clientRow = advisorPage
      .getByRole('table', { name: m.recipientsHeading })
      .getByRole('row')
      .filter({ hasText: world.client.email });
    await expect(clientRow).toContainText(m.notYet);
    const mail = await waitForMail(request, world.client.email, before, /^Incident notice from /);
    expect(mail.subject).toBe(`Incident notice from ${world.firm.name}: ${toClients.title}`);
    expect(mail.text).toContain(toClients.whatYouShouldDo);
  });

  await test.step('the client signs in to Documents Guru: the notice comes first, and is acknowledged', async () => {
    const app = AppType.documents;
    const code = await clientPasswordStep(clientPage, request, app, world.client);
    await submitSmsCode(clientPage, app, code);
    await submitPin(clientPage, world.client.pin);
    await expectSignInNotice(clientPage, toClients, world.firm.name);
    await screenshotsOf(clientPage, 'client-sign-in-notice');
    await clientPage.getByRole('button', { name: m.acknowledge }).click();
    await expect(clientPage).toHaveURL(appRoutes(app).dashboard);
    await expect(clientPage.getByRole('alertdialog')).toHaveCount(0);
  });

  await test.step('the advisor’s record shows when the client read it', async () => {
    await advisorPage.reload();
    const clientRow = advisorPage
      .getByRole('table', { name: m.recipientsHeading })
      .getByRole('row')
      .filter({ hasText: world.client.email });
    await expect(clientRow).toBeVisible();
    await expect(clientRow).not.toContainText(m.notYet);
    await expectNoSeriousA11yViolations(advisorPage, "advisor: an incident notice's record");
  });
});
