import { AppType, appRoutes, limits, messages, webRoutes } from '@guru/shared';
import { expectCodeCleared, typeCode } from '../fixtures/code-input.js';
import { demo } from '../fixtures/demo-users.js';
import { expectImageLoaded, saveScreenshot } from '../fixtures/page-checks.js';
import {
  expectAdvisorAppDashboard,
  expectAdvisorHome,
  formAlert,
  signInAdvisor,
  submitPin,
  submitTotpCode,
  totpPasswordStep,
} from '../fixtures/sign-in.js';
import { knowsTotpSecret } from '../fixtures/totp.js';
import { expect, test } from '../fixtures/world.js';

const app = AppType.password;
const advisor = demo.advisor;

test('first sign-in: the modal enrols with a 200 px QR and the key, cannot be dismissed, and the TOTP code and PIN open Client Management', async ({
  page,
  world,
}) => {
  const { dialog, enrolment } = await totpPasswordStep(page, app, advisor);
  // The spec's own world: its advisor is not enrolled yet.
  expect(enrolment, "the world's advisor must not be enrolled before this spec").toBe(true);

  await test.step('the modal shows the QR code (200 px) and the key for manual entry', async () => {
    await expect(dialog.getByRole('heading', { name: messages.totpEnrolTitle })).toBeVisible();
    await expect(dialog.getByText(messages.totpEnrolText)).toBeVisible();
    const qr = dialog.getByRole('img', { name: messages.qrCodeAlt });
    await expectImageLoaded(qr);
    const box = await qr.boundingBox();
    expect(box?.width).toBe(limits.qrCodeSizePx);
    expect(box?.height).toBe(limits.qrCodeSizePx);
    await expect(dialog.getByText(messages.manualKeyLabel)).toBeVisible();
    await expect(dialog.getByTestId('totp-secret')).toHaveText(/^[A-Z2-7]{16,}$/);
    await expect(dialog.getByRole('group', { name: messages.verifyCode })).toBeVisible();
    await saveScreenshot(page, 'advisor-totp-enrolment-modal');
  });

  await test.step('Escape and a click on the backdrop do not close it', async () => {
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    const dialogBox = await dialog.boundingBox();
    expect(dialogBox && dialogBox.x > 10 && dialogBox.y > 10).toBe(true);
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('totp-secret')).toBeVisible();
    await expect(page).toHaveURL(appRoutes(app).login);
  });

  await test.step('a reload keeps the modal with the same key (no new password)', async () => {
    const secret = await dialog.getByTestId('totp-secret').innerText();
    await page.reload();
    await expect(dialog.getByTestId('totp-secret')).toHaveText(secret);
    await expect(dialog.getByRole('img', { name: messages.qrCodeAlt })).toBeVisible();
  });

  await test.step('a wrong code is refused and clears the boxes', async () => {
    await typeCode(page, '000000', limits.twoFactorCodeLength, dialog);
    await dialog.getByRole('button', { name: messages.verify }).click();
    await expect(formAlert(dialog)).toHaveText(messages.codeInvalid);
    await expectCodeCleared(dialog, limits.twoFactorCodeLength);
  });

  await test.step('the code of the authenticator app and the PIN open Client Management', async () => {
    await submitTotpCode(page, app, advisor, dialog);
    await submitPin(page, advisor.pin);
    await expectAdvisorAppDashboard(page, app);
  });

  await test.step('/dashboard/user shows the advisor home too (loaded anew: the session is unlocked, no PIN, ADR 0033)', async () => {
    await page.goto(webRoutes.advisorHome);
    await expect(page).toHaveURL(webRoutes.advisorHome);
    await expect(page.getByRole('heading', { name: messages.pinTitle })).toHaveCount(0);
    await expectAdvisorHome(page, world.firm.name);
  });
});

test('a later sign-in shows the modal without the QR, Back to sign in leaves it, and the enrolled key still works', async ({
  page,
  context,
  world,
}) => {
  if (!knowsTotpSecret(new URL(world.origin).host, advisor.username)) {
    // Run on its own: enrol first, then sign in anew.
    await signInAdvisor(page);
    await context.clearCookies();
  }
  await test.step('Back to sign in closes the modal and ends the half-done sign-in', async () => {
    const { dialog } = await totpPasswordStep(page, app, advisor);
    await dialog.getByRole('button', { name: messages.backToLogin }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByLabel(messages.passwordLabel, { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(messages.passwordLabel, { exact: true })).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  const { dialog, enrolment } = await totpPasswordStep(page, app, advisor);
  expect(enrolment).toBe(false);
  await expect(dialog.getByRole('heading', { name: messages.twoFactorTitle })).toBeVisible();
  await expect(dialog.getByText(messages.enterTotpCode)).toBeVisible();
  await expect(dialog.getByRole('img', { name: messages.qrCodeAlt })).toHaveCount(0);
  await expect(dialog.getByTestId('totp-secret')).toHaveCount(0);
  await expect(dialog.getByRole('group', { name: messages.verifyCode })).toBeVisible();

  await submitTotpCode(page, app, advisor, dialog);
  await submitPin(page, advisor.pin);
  await expectAdvisorAppDashboard(page, app);
});
