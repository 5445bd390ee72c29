import type { Page } from '@playwright/test';
import { AppType, appRoutes, limits, messages, pinResetMessages } from '@guru/shared';
import { typeCode } from '../fixtures/code-input.js';
import { newestOutboxId, waitForMail } from '../fixtures/outbox.js';
import { expectImageLoaded, firmLogo, saveScreenshot } from '../fixtures/page-checks.js';
import {
  expectPinScreen,
  formAlert,
  openLogin,
  submitPassword,
  submitPin,
  submitSmsCode,
} from '../fixtures/sign-in.js';
import {
  advisorForFile,
  expectOnDashboard,
  field,
  newPerson,
  phoneOf,
  signupThroughApi,
  waitForSmsCodeTo,
  type NewPerson,
} from '../fixtures/signup.js';
import { expect, test } from '../fixtures/world.js';

// Fresh clients only (the demo client's PIN belongs to other specs); one advisor session sends the invites.
test.describe.configure({ mode: 'serial' });

const advisor = advisorForFile();

/** Password and SMS code of a new person: ends on the PIN screen. */
async function toPinScreen(page: Page, app: AppType, person: NewPerson): Promise<void> {
  await openLogin(page, app);
  const before = await newestOutboxId(page.request);
  await submitPassword(page, person);
  await expect(page).toHaveURL(appRoutes(app).verify2fa);
  await submitSmsCode(page, app, await waitForSmsCodeTo(page.request, phoneOf(person), before));
}

async function fillNewPin(page: Page, pin: string, confirm = pin): Promise<void> {
  await field(page, pinResetMessages.newPinLabel).fill(pin);
  await field(page, pinResetMessages.confirmPinLabel).fill(confirm);
  await page.getByRole('button', { name: pinResetMessages.submit }).click();
}

for (const app of [AppType.password, AppType.documents]) {
  test(`forgot PIN by phone in ${app}: from the PIN page, a new PIN confirmed by the SMS code opens the dashboard`, async ({
    page,
    request,
  }) => {
    const person = newPerson('Pia');
    await signupThroughApi(request, await advisor().invite(request, person.email, app), person, app);
    const routes = appRoutes(app);
    const newPin = '9753';

    await test.step('Forgot PIN code on the PIN page opens Reset PIN Code', async () => {
      await toPinScreen(page, app, person);
      await page.getByRole('link', { name: messages.forgotPin }).click();
      await expect(page).toHaveURL(routes.resetPin);
      await expect(page.getByRole('heading', { name: pinResetMessages.title })).toBeVisible();
      await expect(page.getByText(pinResetMessages.intro)).toBeVisible();
      await expectImageLoaded(firmLogo(page));
    });

    await test.step('both fields required, the confirmation must match', async () => {
      await page.getByRole('button', { name: pinResetMessages.submit }).click();
      await expect(page.getByText(pinResetMessages.pinRequired)).toHaveCount(2);
      await fillNewPin(page, newPin, '1111');
      await expect(page.getByText(pinResetMessages.pinMismatch)).toBeVisible();
      if (app === AppType.password) await saveScreenshot(page, 'reset-pin-code');
    });

    const before = await newestOutboxId(request);
    await test.step('Reset PIN code sends the code; a wrong code is refused and the new PIN does not count yet', async () => {
      await fillNewPin(page, newPin);
      await expect(page).toHaveURL(routes.resetPinVerify2fa);
      await expect(page.getByText(pinResetMessages.verifyText)).toBeVisible();
      await expect(page.getByText(`•••• ${person.phone.slice(-4)}`)).toBeVisible();
      const code = await waitForSmsCodeTo(request, phoneOf(person), before);
      await typeCode(page, code === '000000' ? '111111' : '000000', limits.twoFactorCodeLength);
      await page.getByRole('button', { name: pinResetMessages.verifyButton }).click();
      await expect(formAlert(page)).toHaveText(messages.codeInvalid);
      if (app === AppType.password) await saveScreenshot(page, 'reset-pin-code-verify-2fa');
    });

    await test.step('the right code: done, then the new PIN opens the dashboard', async () => {
      const code = await waitForSmsCodeTo(request, phoneOf(person), before);
      await typeCode(page, code, limits.twoFactorCodeLength);
      await page.getByRole('button', { name: pinResetMessages.verifyButton }).click();
      await expect(page).toHaveURL(routes.resetPinDone);
      await expect(page.getByRole('heading', { name: pinResetMessages.doneTitle })).toBeVisible();
      if (app === AppType.password) await saveScreenshot(page, 'reset-pin-code-done');
      await page.getByRole('button', { name: pinResetMessages.continueToPin }).click();
      await expectPinScreen(page, app);
      await submitPin(page, person.pin);
      await expect(formAlert(page)).toHaveText(messages.pinWrong);
      await submitPin(page, newPin);
      await expectOnDashboard(page, app, person);
    });
  });
}

test('forgot PIN by e-mail link: the link asks for the new PIN, the SMS code confirms it, and it opens the next sign-in', async ({
  page,
  request,
}) => {
  const app = AppType.password;
  const routes = appRoutes(app);
  const person = newPerson('Eli');
  await signupThroughApi(request, await advisor().invite(request, person.email, app), person, app);
  const newPin = '8642';

  let link = '';
  await test.step('without a session, Reset PIN Code e-mails the link (the same answer for any e-mail)', async () => {
    await page.goto(routes.resetPin);
    await expect(page.getByRole('heading', { name: pinResetMessages.title })).toBeVisible();
    const before = await newestOutboxId(request);
    await field(page, pinResetMessages.emailLabel).fill(person.email);
    await page.getByRole('button', { name: pinResetMessages.emailSubmit }).click();
    await expect(page.getByText(pinResetMessages.emailSent)).toBeVisible();
    await saveScreenshot(page, 'reset-pin-code-email-sent');
    const mail = await waitForMail(request, person.email, before, pinResetMessages.mailSubject);
    link = /https?:\/\/\S+\/reset-pin-code\?token=\S+/.exec(mail.text)?.[0] ?? '';
    expect(new URL(link).searchParams.get('email')).toBe(person.email);
  });

  const before = await newestOutboxId(request);
  await test.step('the link: new PIN and confirmation, then the code sent by SMS', async () => {
    await page.goto(link);
    await expect(page.getByRole('heading', { name: pinResetMessages.title })).toBeVisible();
    await expect(page).not.toHaveURL(/token=/);
    // A reload of the page keeps the link's secret (in the page's history entry, not in the address).
    await page.reload();
    await expect(page.getByRole('heading', { name: pinResetMessages.title })).toBeVisible();
    await expect(page).not.toHaveURL(/token=/);
    await fillNewPin(page, newPin);
    await expect(page).toHaveURL(`${routes.resetPinVerify2fa}?email=${encodeURIComponent(person.email)}`);
    const code = await waitForSmsCodeTo(request, phoneOf(person), before);
    await typeCode(page, code, limits.twoFactorCodeLength);
    await page.getByRole('button', { name: pinResetMessages.verifyButton }).click();
    await expect(page).toHaveURL(routes.resetPinDone);
    await expect(page.getByText(pinResetMessages.doneTextEmail)).toBeVisible();
    await saveScreenshot(page, 'reset-pin-code-done-email');
  });

  await test.step('the link works once', async () => {
    await page.goto(link);
    await fillNewPin(page, '1357');
    await expect(formAlert(page)).toHaveText(pinResetMessages.linkInvalid);
  });

  await test.step('Sign in: the new PIN opens the dashboard', async () => {
    await toPinScreen(page, app, person);
    await submitPin(page, newPin);
    await expectOnDashboard(page, app, person);
  });
});
