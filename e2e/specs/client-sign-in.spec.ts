import { AppType, appRoutes, messages } from '@guru/shared';
import { demo } from '../fixtures/demo-users.js';
import { expectImageLoaded, firmLogo } from '../fixtures/page-checks.js';
import {
  clientPasswordStep,
  expectClientDashboard,
  expectTotpModal,
  loginTitle,
  openLogin,
  submitPin,
  submitSmsCode,
} from '../fixtures/sign-in.js';
import { expect, test } from '../fixtures/world.js';

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

    test('the login page arrives already drawn and the app takes it over without an error', async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
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
      // Its weight (ADR 0026): the page's calls are checked by zod-free parsers, so neither zod nor the API schemas
      // are loaded, not even by the passkey autofill's code, which is loaded as the page opens.
      await page.waitForLoadState('networkidle');
      expect(scripts.some((script) => script.includes('/assets/first-page-'))).toBe(true);
      expect(scripts.filter((script) => /\/assets\/zod-/.test(script))).toEqual([]);
    });

    test('password, SMS code in six boxes and PIN in four boxes lead to the dashboard', async ({
      page,
      request,
    }) => {
      const code = await clientPasswordStep(page, request, app);
      await submitSmsCode(page, app, code);
      await submitPin(page, demo.client.pin);
      await expectClientDashboard(page, app);
    });
  });
}

test.describe('the prerendered sign-in page before the app has started', () => {
  test('what is typed and submitted then is kept, and sent once the app has taken the page over', async ({
    page,
  }) => {
    const app = AppType.password;
    // The app's code (the first-page chunk) is held back: the page shows only what the server sent.
    let releaseApp = () => {};
    const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
    await page.route('**/assets/first-page-*.js', async (route) => {
      await appHeld;
      await route.continue();
    });
    await page.goto(appRoutes(app).login, { waitUntil: 'commit' });
    const username = page.getByLabel(messages.usernameLabel, { exact: true });
    const password = page.getByLabel(messages.passwordLabel, { exact: true });
    await username.fill(demo.advisor.username);
    await password.fill(demo.advisor.password);
    await password.press('Enter');
    // The browser's own submit would have reloaded the page and emptied the fields: it is held instead.
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(appRoutes(app).login);
    await expect(username).toHaveValue(demo.advisor.username);

    releaseApp();
    // The app takes the fields as typed and makes the held submit: the authenticator step follows.
    const { dialog } = await expectTotpModal(page, demo.advisor);
    await expect(page.getByText(messages.userNameRequired)).toHaveCount(0);
    await dialog.getByRole('button', { name: messages.backToLogin }).click();
    await expect(dialog).toHaveCount(0);
  });
});
