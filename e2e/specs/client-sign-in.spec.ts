import { expect, test } from '@playwright/test';
import { AppType, appRoutes, messages } from '@guru/shared';
import { demo } from '../fixtures/demo-users.js';
import { expectImageLoaded, firmLogo } from '../fixtures/page-checks.js';
import {
  clientPasswordStep,
  expectClientDashboard,
  loginTitle,
  openLogin,
  submitPin,
  submitSmsCode,
} from '../fixtures/sign-in.js';

const apps = [
  { app: AppType.password, name: 'Password Guru' },
  { app: AppType.documents, name: 'Documents Guru' },
] as const;

for (const { app, name } of apps) {
  test.describe(`client sign-in to ${name}`, () => {
    test('the login page shows the firm logo, the title and the Forgot password? link', async ({ page }) => {
      await openLogin(page, app);
      await expect(page.getByRole('heading', { name: loginTitle(app) })).toBeVisible();
      await expectImageLoaded(firmLogo(page));
      const forgot = page.getByRole('link', { name: messages.forgotPassword });
      await expect(forgot).toBeVisible();
      await expect(forgot).toHaveAttribute('href', appRoutes(app).resetPasswordEmail);
      await expect(page.getByLabel(messages.usernameLabel, { exact: true })).toBeFocused();
    });

    test('the login page arrives already drawn and the app takes it over without an error', async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      // The page as the server sends it, before any script: the sign-in form is in it.
      const sent = await (await page.request.get(appRoutes(app).login)).text();
      expect(sent).toContain(`data-prerendered="${appRoutes(app).login}"`);
      expect(sent).toContain(loginTitle(app));
      expect(sent).toContain(`<title>${name}</title>`);
      await openLogin(page, app);
      // Once the app has taken the page over, the form answers: an empty submit shows the field messages.
      await page.getByRole('button', { name: messages.signInButton }).click();
      await expect(page.getByText(messages.userNameRequired)).toBeVisible();
      expect(errors).toEqual([]);
    });

    test('password, SMS code in six boxes and PIN in four boxes lead to the dashboard', async ({ page, request }) => {
      const code = await clientPasswordStep(page, request, app);
      await submitSmsCode(page, app, code);
      await submitPin(page, demo.client.pin);
      await expectClientDashboard(page, app);
    });
  });
}
