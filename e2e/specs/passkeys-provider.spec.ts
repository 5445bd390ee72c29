import {
  AppType,
  appRoutes,
  messages,
  passkeysMessages as pm,
  recoveryMessages,
  recoveryWebRoutes,
} from '@guru/shared';
import { addPasskeyWithTotp, renamePasskey, virtualAuthenticator } from '../fixtures/passkeys.js';
import {
  expectPinScreen,
  expectProviderConsole,
  loginTitle,
  signInProvider,
  submitPassword,
  submitPin,
} from '../fixtures/sign-in.js';
import { expect, suiteTest as test, suiteURL } from '../fixtures/world.js';

const shots = 'screenshots/passkeys';

/** Passkeys for every role (ADR 0044): the provider's staff manage theirs on the console's Security page. */
test('the provider adds a passkey on the Security page, renames it and signs in with it as the second factor', async ({
  page,
  world,
}) => {
  test.setTimeout(240_000);
  const authenticator = await virtualAuthenticator(page);
  const app = AppType.password;
  const section = page.getByRole('region', { name: pm.passkeysTitle });

  await test.step('Security page (user menu): add a passkey after the PIN and the authenticator code', async () => {
    await signInProvider(page, world);
    await page.getByRole('banner').getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: recoveryMessages.securityTitle }).click();
    await expect(page).toHaveURL(recoveryWebRoutes.providerSecurity);
    await expect(section.getByText(pm.passkeysNone)).toBeVisible();
    await addPasskeyWithTotp(page, section, world.provider, 'Console laptop');
    await expect(section.getByTestId('passkey-row').getByText(pm.passkeysNeverUsed)).toBeVisible();
    // Staff keep no vault: the row never speaks of opening one.
    await expect(
      section.getByTestId('passkey-row').getByText(pm.passkeysStaffSecondFactorOnly),
    ).toBeVisible();
    await expect(section.getByText(/vault/i)).toHaveCount(0);
  });

  await test.step('rename it', async () => {
    await renamePasskey(page, section, 'Console laptop', 'Staff laptop');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${shots}/provider-security-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/provider-security-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  await test.step('sign out; the password, then the passkey instead of the authenticator code, then the PIN', async () => {
    // The person types the password instead of picking the passkey the username field offers.
    await authenticator.presence(false);
    await page.getByRole('banner').getByRole('button', { name: messages.logOut }).click();
    // Log out leaves the sign-in page open: typing there (not in a reload of it, whose form the browser may refill
    // with what the page held before once it has loaded).
    await expect(page).toHaveURL(`${suiteURL}${appRoutes(app).login}`);
    await expect(page.getByRole('heading', { name: loginTitle(app) })).toBeVisible();
    await expect(page.getByRole('button', { name: messages.signInButton, exact: true })).toBeVisible();
    await submitPassword(page, world.provider);
    const step = page.getByRole('dialog', { name: pm.passkeyStepTitle });
    await expect(step.getByRole('button', { name: pm.passkeyStepButton })).toBeVisible();
    await authenticator.presence(true);
    await step.getByRole('button', { name: pm.passkeyStepButton }).click();
    await expectPinScreen(page, app);
    await submitPin(page, world.provider.pin);
    await expectProviderConsole(page, world.firm.name);
  });

  await test.step('the Security page shows when the passkey was last used', async () => {
    await page.getByRole('banner').getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: recoveryMessages.securityTitle }).click();
    const row = section.getByTestId('passkey-row').filter({ hasText: 'Staff laptop' });
    await expect(row.getByText(/Last used /)).toBeVisible();
  });
});
