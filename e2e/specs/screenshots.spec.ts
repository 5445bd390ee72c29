import { AppType, formatMessage, messages, webRoutes } from '@guru/shared';
import { demo } from '../fixtures/demo-users.js';
import { expectImageLoaded, firmLogo, saveScreenshot } from '../fixtures/page-checks.js';
import {
  clientPasswordStep,
  expectAdvisorAppDashboard,
  expectAdvisorHome,
  expectClientDashboard,
  expectPinScreen,
  expectProviderConsole,
  loginTitle,
  openLogin,
  submitPin,
  submitSmsCode,
  submitTotpCode,
  totpPasswordStep,
} from '../fixtures/sign-in.js';
import { expect, suiteURL, test } from '../fixtures/world.js';

// Full-page screenshots in screenshots/ (gitignored), for people to look at. Each one is taken
// only once the page is the expected one.

test('login pages of both apps', async ({ page }) => {
  for (const [app, name] of [
    [AppType.password, 'password-guru-login'],
    [AppType.documents, 'documents-guru-login'],
  ] as const) {
    await openLogin(page, app);
    await expect(page.getByRole('heading', { name: loginTitle(app) })).toBeVisible();
    await expectImageLoaded(firmLogo(page));
    await saveScreenshot(page, name);
  }
});

test('client: 2FA screen, PIN screen, dashboard', async ({ page, request }) => {
  const app = AppType.password;
  const code = await clientPasswordStep(page, request, app);
  await expect(page.getByText(messages.enterSmsCode)).toBeVisible();
  await expectImageLoaded(firmLogo(page));
  await saveScreenshot(page, 'client-2fa-screen');

  await submitSmsCode(page, app, code);
  await expectImageLoaded(firmLogo(page));
  await saveScreenshot(page, 'client-pin-screen');

  await submitPin(page, demo.client.pin);
  await expectClientDashboard(page, app);
  await expectImageLoaded(firmLogo(page));
  await saveScreenshot(page, 'client-dashboard');

  await page
    .getByRole('button', { name: formatMessage(messages.passwordsOpenFolder, { name: 'Banking' }) })
    .click();
  await expect(page.getByTestId('entry-row').first()).toBeVisible();
  await page.getByTestId('entry-row').first().hover();
  await saveScreenshot(page, 'client-dashboard-folder');
});

test('advisor: TOTP modal, Client Management and advisor home', async ({ page, world }) => {
  const app = AppType.password;
  const { dialog, enrolment } = await totpPasswordStep(page, app, demo.advisor);
  await expect(
    dialog.getByRole('heading', { name: enrolment ? messages.totpEnrolTitle : messages.twoFactorTitle }),
  ).toBeVisible();
  await expect(dialog.getByRole('group', { name: messages.verifyCode })).toBeVisible();
  await saveScreenshot(page, 'advisor-totp-modal');

  await submitTotpCode(page, app, demo.advisor, dialog);
  await expectPinScreen(page, app);
  await submitPin(page, demo.advisor.pin);
  await expectAdvisorAppDashboard(page, app);
  await saveScreenshot(page, 'advisor-client-management');
  await page.getByRole('link', { name: messages.returnToDashboard }).click();
  await expect(page).toHaveURL(webRoutes.advisorHome);
  await expectAdvisorHome(page, world.firm.name);
  await expectImageLoaded(firmLogo(page));
  await saveScreenshot(page, 'advisor-home');
});

test('provider console', async ({ browser, world }) => {
  // The provider's staff sign in on the suite's own host.
  const context = await browser.newContext({ baseURL: suiteURL });
  const page = await context.newPage();
  const app = AppType.password;
  const { dialog } = await totpPasswordStep(page, app, world.provider);
  await submitTotpCode(page, app, world.provider, dialog);
  await submitPin(page, world.provider.pin);
  await expectProviderConsole(page, world.firm.name);
  await saveScreenshot(page, 'provider-console');
  await context.close();
});
