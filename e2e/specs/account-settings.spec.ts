import { expect, test } from '@playwright/test';
import { AppType, accountSettingsMessages as am, appRoutes, limits, messages } from '@guru/shared';
import { solidPng } from '../../apps/server/src/modules/account-settings/photo.fixtures.js';
import { addVaultEntry, changeMasterPassword, freshClient, openAccountSettings, settingsSection, signInPerson } from '../fixtures/account-settings.js';
import { typeCode } from '../fixtures/code-input.js';
import { newestOutboxId, waitForSmsCode } from '../fixtures/outbox.js';
import { expectPinScreen, submitPin } from '../fixtures/sign-in.js';
import { fullNameOf } from '../fixtures/signup.js';

const shots = '/tmp/settings-shots';

test('a fresh client opens Account settings from the header menu, sets a photo, changes the PIN and the master password, and keeps the vault', async ({ page, request, baseURL }) => {
  test.setTimeout(240_000);
  const app = AppType.password;
  const person = await freshClient(request, baseURL!, 'Avery', app);
  const entry = { name: `Settings canary ${Date.now()}`, username: 'avery@bank.example', password: `Canary!${Date.now()}` };

  await test.step('sign in and add an entry to the vault', async () => {
    await signInPerson(page, request, app, person);
    await addVaultEntry(page, entry);
  });

  await test.step('the user menu in the header leads to Account settings, with a way back', async () => {
    await page.getByRole('banner').getByTestId('user-menu').click();
    await expect(page.getByRole('menuitem', { name: am.userMenuLogOut })).toBeVisible();
    await page.keyboard.press('Escape');
    await openAccountSettings(page, app);
    await expect(page.getByRole('link', { name: am.settingsBackToDashboard })).toHaveAttribute('href', appRoutes(app).dashboard);
    await expect(settingsSection(page, am.settingsYourInfo).getByRole('textbox', { name: `${am.settingsAlternatePhone} (${am.settingsOptional})` })).toBeVisible();
    await page.screenshot({ path: `${shots}/account-settings.png`, fullPage: true });
  });

  await test.step('a text file named .png is refused; a photo is cut to 200 × 200 and shown in the header', async () => {
    const info = settingsSection(page, am.settingsYourInfo);
    const input = info.locator('input[type="file"]');
    await input.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all, just text') });
    await expect(info.getByRole('alert')).toHaveText(am.settingsPhotoWrongType);
    await input.setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: solidPng(480, 320, [200, 90, 30]) });
    await expect(page.getByText(am.settingsPhotoUploaded)).toBeVisible();
    const headerPhoto = page.getByRole('banner').getByRole('img', { name: fullNameOf(person) });
    await expect(headerPhoto).toBeVisible();
    await expect.poll(() => headerPhoto.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(200);
    await expect.poll(() => headerPhoto.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(200);
    await page.screenshot({ path: `${shots}/account-settings-photo.png`, fullPage: false });
  });

  const newPin = '1357';
  await test.step('change the PIN: the current PIN, the SMS code, the new PIN twice', async () => {
    const section = settingsSection(page, am.settingsChangePin);
    await section.getByRole('button', { name: am.settingsChangePin }).click();
    await typeCode(page, '0000', limits.pinLength, section.getByRole('group', { name: am.settingsCurrentPin, exact: true }));
    await section.getByRole('button', { name: am.settingsContinue }).click();
    await expect(section.getByRole('alert')).toHaveText(messages.pinWrong);
    await typeCode(page, person.pin, limits.pinLength, section.getByRole('group', { name: am.settingsCurrentPin, exact: true }));
    const before = await newestOutboxId(request);
    await section.getByRole('button', { name: am.settingsContinue }).click();
    const code = await waitForSmsCode(request, before);
    await typeCode(page, code, 6, section.getByRole('group', { name: am.settingsSmsCode, exact: true }));
    await typeCode(page, newPin, limits.pinLength, section.getByRole('group', { name: am.settingsNewPin, exact: true }));
    await typeCode(page, newPin, limits.pinLength, section.getByRole('group', { name: am.settingsConfirmNewPin, exact: true }));
    await page.screenshot({ path: `${shots}/account-settings-pin.png`, fullPage: true });
    await section.getByRole('button', { name: am.settingsSave }).click();
    await expect(page.getByText(am.settingsPinChanged)).toBeVisible();
  });

  await test.step('after a reload the new PIN unlocks', async () => {
    await page.reload();
    await expectPinScreen(page, app);
    await submitPin(page, newPin);
    await expect(page.getByRole('heading', { name: messages.pinTitle })).toHaveCount(0);
    await expect(page.getByRole('banner').getByTestId('user-menu')).toBeVisible();
    if (!page.url().endsWith(appRoutes(app).accountSettings)) await openAccountSettings(page, app);
    await expect(page.getByRole('heading', { name: am.settingsTitle, level: 1 })).toBeVisible();
  });

  const newPassword = `Renewed-${Date.now()}!Aa`;
  await test.step('change the master password', async () => {
    await changeMasterPassword(page, request, person.password, newPassword);
    // This session goes on.
    await page.getByRole('link', { name: am.settingsBackToDashboard }).click();
    await page.getByLabel(messages.passwordsSearchLabel).fill(entry.name);
    await expect(page.getByRole('table').getByText(entry.name)).toBeVisible();
  });

  await test.step('log out, sign in with the new password and PIN: the entry is still there', async () => {
    await page.getByRole('banner').getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: am.userMenuLogOut }).click();
    await expect(page).toHaveURL(appRoutes(app).login);
    await signInPerson(page, request, app, { ...person, password: newPassword, pin: newPin });
    await page.getByLabel(messages.passwordsSearchLabel).fill(entry.name);
    await expect(page.getByRole('table').getByText(entry.name)).toBeVisible();
    await page.screenshot({ path: `${shots}/account-settings-after-password.png`, fullPage: false });
  });
});
