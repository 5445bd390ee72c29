import { expect, test } from '@playwright/test';
import { AppType, appRoutes, messages } from '@guru/shared';
import { waitForToastsToClose } from '../fixtures/console.js';
import { demo } from '../fixtures/demo-users.js';
import { expectAdvisorAppDashboard, expectPinScreen, loginTitle, signInAdvisor, submitPin } from '../fixtures/sign-in.js';

// Signed in as the advisor (TOTP): the client's SMS codes are limited per 15 minutes and kept
// for the specs about the SMS step (see clientPasswordStep). The guard, the PIN screen and the
// dashboard route are the same for every user.
test('reloading the dashboard asks for the PIN (not the password); a failed logout says so; after logout the dashboard sends to the login', async ({ page }) => {
  const app = AppType.password;
  const routes = appRoutes(app);
  await signInAdvisor(page, app);

  await test.step('a reload leads to the PIN screen, and the PIN back to the dashboard', async () => {
    await page.reload();
    await expectPinScreen(page, app);
    await expect(page.getByLabel(messages.passwordLabel, { exact: true })).toHaveCount(0);
    await submitPin(page, demo.advisor.pin);
    await expectAdvisorAppDashboard(page, app);
  });

  await test.step('Log out while the server cannot be reached says so and keeps the user signed in', async () => {
    await page.route('**/auth/logout', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: messages.logOut }).click();
    await expect(page.getByText(messages.logoutFailed)).toBeVisible();
    await expectAdvisorAppDashboard(page, app);
    await page.unroute('**/auth/logout');
    // The toast covers Log out; it closes by itself once the pointer is off it.
    await waitForToastsToClose(page);
    await expect(page.getByRole('button', { name: messages.logOut })).toBeEnabled();
  });

  await test.step('Log out, then a visit of the dashboard shows the login', async () => {
    await page.getByRole('button', { name: messages.logOut }).click();
    await expect(page).toHaveURL(routes.login);
    await expect(page.getByRole('status')).toHaveText(messages.loggedOut);
    await page.goto(routes.dashboard);
    await expect(page).toHaveURL(routes.login);
    await expect(page.getByRole('heading', { name: loginTitle(app) })).toBeVisible();
    await expect(page.getByRole('heading', { name: messages.pinTitle })).toHaveCount(0);
  });
});
