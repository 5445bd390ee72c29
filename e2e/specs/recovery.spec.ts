import {
  AppType,
  appRoutes,
  formatMessage,
  limits,
  messages,
  recoveryMessages,
  recoveryWebRoutes,
} from '@guru/shared';
import { typeCode } from '../fixtures/code-input.js';
import { newestOutboxId, readOutbox, waitForMail } from '../fixtures/outbox.js';
import { expectAt, firmOrigin } from '../fixtures/firm.js';
import {
  addEntryThroughScreen,
  askResetLink,
  expectEntry,
  newFirmAdvisor,
  resetLinkIn,
  reviewShot,
} from '../fixtures/recovery.js';
import {
  openLogin,
  passFirstRecoveryCodes,
  submitPassword,
  submitPin,
  totpDialog,
} from '../fixtures/sign-in.js';
import { freshTotpCode, rememberTotpSecret } from '../fixtures/totp.js';
import {
  advisorForFile,
  field,
  newPerson,
  phoneOf,
  signInNewPerson,
  signupThroughApi,
  waitForSmsCodeTo,
} from '../fixtures/signup.js';
import { expect, suiteURL, test } from '../fixtures/world.js';

const advisor = advisorForFile();

test('a client who forgot the master password resets it with the e-mailed link, the SMS code and the Emergency Kit, and keeps the vault', async ({
  page,
  request,
  browser,
}) => {
  const app = AppType.password;
  const person = newPerson('Rhea');
  const entry = {
    name: `Harbor Bank ${Date.now()}`,
    website: 'https://harbor.example',
    username: 'rhea.h',
    password: 'Harbor!Vault9',
  };
  const newPassword = 'Fresh!Start2027';
  let recoveryCode = '';

  await test.step('a new client with one saved password', async () => {
    const link = await advisor().invite(request, person.email, app);
    ({ recoveryCode } = await signupThroughApi(request, link, person, app));
    await openLogin(page, app);
    await signInNewPerson(page, request, app, person);
    await addEntryThroughScreen(page, entry);
    await page.getByRole('banner').getByRole('button', { name: messages.logOut }).click();
    await expect(page).toHaveURL(appRoutes(app).login);
  });

  let link = '';
  await test.step('"Forgot password?" on the sign-in page sends the e-mail with a link', async () => {
    await page.getByRole('link', { name: messages.forgotPassword }).click();
    await expect(page).toHaveURL(appRoutes(app).resetPasswordEmail);
    await reviewShot(page, 'reset-email-form');
    const before = await newestOutboxId(request);
    await askResetLink(page, person.email);
    await reviewShot(page, 'reset-link-sent');
    const mail = await waitForMail(request, person.email, before, 'Reset your Password Guru password');
    link = resetLinkIn(mail.text);
  });

  await test.step('the link asks for the SMS code', async () => {
    await page.goto(link);
    await expect(page.getByRole('heading', { name: recoveryMessages.codeTitle })).toBeVisible();
    await reviewShot(page, 'reset-send-code');
    const before = await newestOutboxId(request);
    await page.getByRole('button', { name: recoveryMessages.sendCode }).click();
    const code = await waitForSmsCodeTo(request, phoneOf(person), before);
    await typeCode(page, code, limits.twoFactorCodeLength);
    await reviewShot(page, 'reset-enter-code');
    await page.getByRole('button', { name: recoveryMessages.verify }).click();
  });

  await test.step('the same link in another browser asks for the SMS code again, not for the recovery code', async () => {
    await expect(page.getByRole('heading', { name: recoveryMessages.recoveryTitle })).toBeVisible();
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await other.goto(link);
    await expect(other.getByRole('heading', { name: recoveryMessages.codeTitle })).toBeVisible();
    await expect(other.getByRole('heading', { name: recoveryMessages.recoveryTitle })).toHaveCount(0);
    await elsewhere.close();
  });

  await test.step('a mistyped recovery code is caught, the right one opens the vault', async () => {
    await expect(page.getByRole('heading', { name: recoveryMessages.recoveryTitle })).toBeVisible();
    await field(page, recoveryMessages.recoveryCodeLabel).fill('not-a-code');
    await page.getByRole('button', { name: recoveryMessages.continue }).click();
    await expect(page.getByRole('alert')).toHaveText(recoveryMessages.recoveryCodeMalformed);
    await page.getByRole('button', { name: recoveryMessages.noRecoveryCode }).click();
    const warning = page.getByRole('dialog', { name: recoveryMessages.startOverTitle });
    await expect(warning).toContainText(recoveryMessages.startOverWarning);
    await reviewShot(page, 'reset-start-over-warning');
    await warning.getByRole('button', { name: recoveryMessages.startOverCancel }).click();
    await expect(warning).toBeHidden();
    await field(page, recoveryMessages.recoveryCodeLabel).fill(recoveryCode);
    await reviewShot(page, 'reset-recovery-code');
    await page.getByRole('button', { name: recoveryMessages.continue }).click();
  });

  await test.step('a new master password, then a new Emergency Kit', async () => {
    await expect(page.getByRole('heading', { name: recoveryMessages.newPasswordTitle })).toBeVisible();
    await field(page, recoveryMessages.newPasswordLabel).fill(newPassword);
    await field(page, recoveryMessages.confirmPasswordLabel).fill(newPassword);
    await reviewShot(page, 'reset-new-password');
    await page.getByRole('button', { name: recoveryMessages.savePassword }).click();
    const kit = page.getByTestId('emergency-kit');
    await expect(kit.getByRole('heading', { name: messages.kitTitle })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(recoveryMessages.newKitIntro)).toBeVisible();
    const newCode = (await kit.getByTestId('recovery-code').innerText()).trim();
    expect(newCode).not.toBe(recoveryCode);
    await expect(kit).toContainText(person.username);
    await reviewShot(page, 'reset-new-kit');
    await kit.getByRole('checkbox', { name: messages.kitSaved }).check();
    await kit.getByRole('button', { name: messages.kitContinue }).click();
  });

  await test.step('the sign-in page says so; the new password signs in and the entry is still there', async () => {
    await expect(page).toHaveURL(appRoutes(app).login);
    await expect(page.getByText(recoveryMessages.resetDone)).toBeVisible();
    await reviewShot(page, 'reset-done-login');
    await signInNewPerson(page, request, app, { ...person, password: newPassword });
    await expectEntry(page, entry.name);
  });

  await test.step('the user is told by e-mail, and the used link is refused', async () => {
    const notice = await waitForMail(request, person.email, null, 'Your Password Guru password was reset');
    expect(notice.text).toContain(recoveryMessages.noticeVaultKept.trim());
    await page.goto(link);
    await expect(page.getByText(recoveryMessages.linkInvalid)).toBeVisible();
    await reviewShot(page, 'reset-link-invalid');
  });
});

test('an advisor who forgot the password resets it with a recovery code of the authenticator, and signs in with another', async ({
  page,
  request,
  playwright,
}) => {
  // A firm of its own, signed up on the suite's site.
  const suite = await playwright.request.newContext({ baseURL: suiteURL });
  const advisorUser = await newFirmAdvisor(suite);
  await suite.dispose();
  const origin = firmOrigin(suiteURL, advisorUser.subdomain);
  const host = new URL(origin).host;
  const app = AppType.password;
  const newPassword = 'Advisor!Renewed2027';
  let codes: string[] = [];

  await test.step('the first sign-in enrols the authenticator and shows 10 recovery codes once', async () => {
    await page.goto(`${origin}${appRoutes(app).login}`);
    await submitPassword(page, advisorUser);
    const dialog = totpDialog(page);
    const secret = (await dialog.getByTestId('totp-secret').innerText()).trim();
    rememberTotpSecret(host, advisorUser.username, secret);
    await typeCode(page, await freshTotpCode(host, advisorUser.username), limits.twoFactorCodeLength, dialog);
    await dialog.getByRole('button', { name: messages.verify }).click();
    await expect(dialog.getByTestId('totp-recovery-codes')).toBeVisible();
    await reviewShot(page, 'totp-first-recovery-codes');
    codes = await passFirstRecoveryCodes(page, dialog);
    expect(codes).toHaveLength(10);
    await expectAt(page, origin, appRoutes(app).verifyPin);
    await submitPin(page, advisorUser.pin);
    await expectAt(page, origin, appRoutes(app).dashboard);
  });

  await test.step('the Security page of the user menu counts them', async () => {
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: recoveryMessages.securityTitle }).click();
    await expectAt(page, origin, recoveryWebRoutes.advisorSecurity);
    await expect(page.getByTestId('recovery-codes-remaining')).toHaveText(
      formatMessage(recoveryMessages.totpCodesRemaining, { count: 10 }),
    );
    await reviewShot(page, 'totp-security-page');
    await page.getByRole('banner').getByRole('button', { name: messages.logOut }).click();
    await expectAt(page, origin, appRoutes(app).login);
  });

  await test.step('"Forgot password?", the link, one recovery code instead of the authenticator, a new password', async () => {
    await page.goto(`${origin}${appRoutes(app).login}`);
    await page.getByRole('link', { name: messages.forgotPassword }).click();
    const before = await newestOutboxId(request);
    await askResetLink(page, advisorUser.email);
    const mail = await waitForMail(request, advisorUser.email, before, 'Reset your Password Guru password');
    await page.goto(resetLinkIn(mail.text));
    await expect(page.getByText(recoveryMessages.totpIntro)).toBeVisible();
    await field(page, recoveryMessages.totpLabel).fill(codes[0]!);
    await reviewShot(page, 'reset-staff-code');
    await page.getByRole('button', { name: recoveryMessages.verify }).click();
    await field(page, recoveryMessages.newPasswordLabel).fill(newPassword);
    await field(page, recoveryMessages.confirmPasswordLabel).fill(newPassword);
    await page.getByRole('button', { name: recoveryMessages.savePassword }).click();
    await expect(page.getByText(recoveryMessages.resetDone)).toBeVisible();
  });

  await test.step('the new password, then "Use a recovery code": a used one is refused, another works', async () => {
    await submitPassword(page, { username: advisorUser.username, password: newPassword });
    const dialog = totpDialog(page);
    await dialog.getByRole('button', { name: recoveryMessages.useRecoveryCode }).click();
    await field(dialog, recoveryMessages.recoveryCodeLabel).fill(codes[0]!);
    await dialog.getByRole('button', { name: messages.verify }).click();
    await expect(dialog.getByRole('alert')).toHaveText(recoveryMessages.totpRecoveryCodeWrong);
    await field(dialog, recoveryMessages.recoveryCodeLabel).fill(codes[1]!);
    await reviewShot(page, 'totp-use-recovery-code');
    await dialog.getByRole('button', { name: messages.verify }).click();
    await expectAt(page, origin, appRoutes(app).verifyPin);
    await submitPin(page, advisorUser.pin);
    await expectAt(page, origin, appRoutes(app).dashboard);
  });
});

test('Documents Guru\'s "Forgot password?" answers an unknown e-mail like a known one, and a bad link says what to do', async ({
  page,
  request,
}) => {
  const app = AppType.documents;
  await openLogin(page, app);
  await page.getByRole('link', { name: messages.forgotPassword }).click();
  await expect(page).toHaveURL(appRoutes(app).resetPasswordEmail);
  const unknown = `nobody.${Date.now()}@example.com`;
  await askResetLink(page, unknown);
  await expect(page.getByRole('link', { name: recoveryMessages.backToSignIn })).toHaveAttribute(
    'href',
    appRoutes(app).login,
  );
  // The outbox delivers what was queued before it answers: nothing for an unknown address.
  expect((await readOutbox(request)).filter((m) => m.to === unknown)).toEqual([]);

  await page.goto(`${appRoutes(app).resetPasswordEmail}?token=${'x'.repeat(43)}`);
  await expect(page.getByText(recoveryMessages.linkInvalid)).toBeVisible();
  await page.getByRole('link', { name: recoveryMessages.askNewLink }).click();
  await expect(page.getByRole('heading', { name: recoveryMessages.forgotTitle })).toBeVisible();
});
