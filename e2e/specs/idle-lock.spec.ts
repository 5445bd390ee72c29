import { expect } from '@playwright/test';
import { AppType, appRoutes, limits, messages } from '@guru/shared';
import { expectProviderConsole, signInProvider, submitPin } from '../fixtures/sign-in.js';
import { suiteTest as test } from '../fixtures/world.js';

const minute = 60_000;

// Signed in as the provider (TOTP), on the suite's own host: the idle lock wraps every signed-in screen alike.
test('after the PIN idle time the screen is locked behind the PIN; after the logout idle time the login says the session expired', async ({
  page,
  world,
}) => {
  await page.clock.install();
  await signInProvider(page, world);
  const consoleHeading = page.getByRole('heading', { level: 1, name: messages.providerConsoleTitle });
  const lock = page.getByRole('dialog', { name: messages.screenLockedTitle });

  await test.step('no lock just before the PIN idle time', async () => {
    await page.clock.fastForward(limits.defaultPinIdleMinutes * minute - 10_000);
    await expect(lock).toHaveCount(0);
    await expect(consoleHeading).toBeVisible();
  });

  await test.step('the PIN idle time hides the screen behind the lock', async () => {
    await page.clock.fastForward(15_000);
    await expect(lock).toBeVisible();
    await expect(lock.getByText(messages.screenLocked)).toBeVisible();
    await expect(consoleHeading).toBeHidden();
    await expect(page.getByRole('table', { name: messages.firmsHeading })).toBeHidden();
    // Moving the mouse does not open it.
    await page.mouse.move(200, 200);
    await page.mouse.move(300, 300);
    await expect(lock).toBeVisible();
  });

  await test.step('the PIN reopens the screen', async () => {
    await submitPin(page, world.provider.pin, lock);
    await expect(lock).toHaveCount(0);
    await expectProviderConsole(page, world.firm.name);
  });

  await test.step('the logout idle time signs out to the login with "session expired"', async () => {
    await page.clock.fastForward(limits.defaultLogoutIdleMinutes * minute + 5_000);
    const login = appRoutes(AppType.password).login;
    await expect(page).toHaveURL(login);
    await expect(page.getByRole('status')).toHaveText(messages.sessionExpired);
    await page.goto(appRoutes(AppType.password).dashboard);
    await expect(page).toHaveURL(login);
  });
});
