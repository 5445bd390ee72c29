import { AppType, appRoutes, limits, messages } from '@guru/shared';
import { digitBox, expectCodeCleared, typeCode } from '../fixtures/code-input.js';
import { demo } from '../fixtures/demo-users.js';
import {
  clientPasswordStep,
  expectClientDashboard,
  expectPinScreen,
  formAlert,
  loginTitle,
  openLogin,
  submitPassword,
  submitPin,
} from '../fixtures/sign-in.js';
import { expect, test } from '../fixtures/world.js';

const app = AppType.password;
const codeLength = limits.twoFactorCodeLength;

/** A code of the right length that differs from `code` in every digit. */
function wrongCode(code: string): string {
  return code.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10));
}

test('a wrong password is refused with the generic message and the login stays', async ({ page }) => {
  await openLogin(page, app);
  await submitPassword(page, { username: demo.client.username, password: `${demo.client.password}-wrong` });
  await expect(formAlert(page)).toHaveText(messages.invalidCredentials);
  await expect(page).toHaveURL(appRoutes(app).login);
  await expect(page.getByRole('heading', { name: loginTitle(app) })).toBeVisible();
});

// One sign-in for every code and PIN error: the server sends a user only a few SMS codes per
// 15 minutes (see clientPasswordStep), so the suite cannot afford one sign-in per error.
test('2FA and PIN errors, then the right code and PIN still sign in', async ({ page, request }) => {
  const code = await clientPasswordStep(page, request, app);
  const first = digitBox(page, 1, codeLength);
  const second = digitBox(page, 2, codeLength);
  const third = digitBox(page, 3, codeLength);
  const signIn = page.getByRole('button', { name: messages.signInButton });

  await test.step('typing moves forward; Backspace on an empty box moves back and clears it', async () => {
    await expect(first).toBeFocused();
    await page.keyboard.type('1');
    await expect(first).toHaveValue('1');
    await expect(second).toBeFocused();
    await page.keyboard.type('2');
    await expect(second).toHaveValue('2');
    await expect(third).toBeFocused();
    await page.keyboard.press('Backspace');
    await expect(second).toBeFocused();
    await expect(second).toHaveValue('');
    await expect(first).toHaveValue('1');
    await page.keyboard.press('Backspace');
    await expect(first).toBeFocused();
    await expect(first).toHaveValue('');
    // Only the last digit typed stays in a box, and letters are ignored.
    await page.keyboard.type('4');
    await first.click();
    await page.keyboard.type('7');
    await expect(first).toHaveValue('7');
    await expect(second).toBeFocused();
    await page.keyboard.type('x');
    await expect(second).toHaveValue('');
    await expect(second).toBeFocused();
  });

  await test.step('fewer than six digits: "Please input 2FA code!"', async () => {
    await typeCode(page, '123', codeLength);
    await signIn.click();
    await expect(formAlert(page)).toHaveText(messages.input2faCode);
    await expect(page).toHaveURL(appRoutes(app).verify2fa);
  });

  await test.step('a wrong code: "Code is invalid or has expired!" and the boxes are cleared', async () => {
    await typeCode(page, wrongCode(code), codeLength);
    await signIn.click();
    await expect(formAlert(page)).toHaveText(messages.codeInvalid);
    await expectCodeCleared(page, codeLength);
    await expect(first).toBeFocused();
    await expect(page).toHaveURL(appRoutes(app).verify2fa);
  });

  await test.step('the right code still works after a wrong one', async () => {
    await typeCode(page, code, codeLength);
    await expect(formAlert(page)).toHaveCount(0);
    await signIn.click();
    await expectPinScreen(page, app);
  });

  await test.step('a wrong PIN: "Pin code is wrong." and the boxes are cleared', async () => {
    await submitPin(page, wrongCode(demo.client.pin));
    await expect(formAlert(page)).toHaveText(messages.pinWrong);
    await expectCodeCleared(page, limits.pinLength);
    await expect(page).toHaveURL(appRoutes(app).verifyPin);
  });

  await test.step('the right PIN opens the dashboard', async () => {
    await submitPin(page, demo.client.pin);
    await expectClientDashboard(page, app);
  });
});
