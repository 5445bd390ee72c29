import fs from 'node:fs';
import { API_PREFIX, appRoutes, AppType, clientApiPaths, formatMessage, messages } from '@guru/shared';
import { newestOutboxId, readOutbox, type OutboxItem } from '../fixtures/outbox.js';

async function readOutboxSince(
  request: import('@playwright/test').APIRequestContext,
  afterId: string | null,
): Promise<OutboxItem[]> {
  return (await readOutbox(request)).filter((m) => afterId === null || m.id > afterId);
}
import { expectImageLoaded, firmLogo, saveScreenshot } from '../fixtures/page-checks.js';
import { pinResetMessages } from '@guru/shared';
import {
  advisorForFile,
  confirmSignupPhone,
  expectOnDashboard,
  expectOopsToast,
  field,
  fillSignupForm,
  finishSignIn,
  fullNameOf,
  newPerson,
  phoneOf,
  recoveryCodePattern,
  signInNewPerson,
  signupPhoneDialog,
  signupThroughApi,
  signupTitle,
  termsBox,
  waitForSmsCodeTo,
} from '../fixtures/signup.js';
import { expect, test } from '../fixtures/world.js';

// One advisor session (TOTP) for the file; the advisor sends every invite through the API.
test.describe.configure({ mode: 'serial' });

const advisor = advisorForFile();

test('a bad invite code opens "The invite code is invalid." and OK goes to the app root', async ({
  page,
}) => {
  for (const app of [AppType.password, AppType.documents]) {
    await page.goto(`${appRoutes(app).signup}?code=not-a-real-code&email=someone%40example.com`);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(messages.inviteCodeInvalid);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: messages.signupOk }).click();
    await expect(page).toHaveURL(new RegExp(`${appRoutes(app).root}/?$`));
  }
});

test('a new client signs up to Password Guru from the e-mailed link, confirms the cell phone, keeps the Emergency Kit and lands on the dashboard', async ({
  page,
  request,
  world,
}) => {
  const app = AppType.password;
  const nina = newPerson('Nina');
  const link = await advisor().invite(request, nina.email, app);
  expect(link).toContain(`${appRoutes(app).signup}?code=`);
  const signupBodies: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(`${API_PREFIX}${clientApiPaths.signup}`))
      signupBodies.push(r.postData() ?? '');
  });

  await test.step('the link opens the branded form with the e-mail prefilled and read-only', async () => {
    await page.goto(link);
    await expect(page.getByRole('heading', { name: signupTitle(app) })).toBeVisible();
    // The invite code leaves the address bar (and the history entry) on load; the page keeps it in memory.
    await expect.poll(() => new URL(page.url()).searchParams.has('code')).toBe(false);
    await expectImageLoaded(firmLogo(page));
    await expect(field(page, messages.signupEmail)).toHaveValue(nina.email);
    await expect(field(page, messages.signupEmail)).toHaveAttribute('readonly', '');
    await expect(termsBox(page)).not.toBeChecked();
  });

  await test.step('an empty form: "Please fill out all required fields." and each field says what is missing', async () => {
    await page.getByRole('button', { name: messages.signupButton }).click();
    await expectOopsToast(page, messages.fillRequiredFields);
    await expect(
      page.getByText(formatMessage(messages.signupFieldRequired, { field: messages.signupFirstName })),
    ).toBeVisible();
    await expect(
      page.getByText(formatMessage(messages.signupFieldRequired, { field: messages.signupPhone })),
    ).toBeVisible();
  });

  await test.step('Enter moves to the next field; the strength indicator follows the password', async () => {
    await field(page, messages.signupFirstName).fill(nina.firstName);
    await field(page, messages.signupFirstName).press('Enter');
    await expect(field(page, messages.signupLastName)).toBeFocused();
    await field(page, messages.signupUsername).fill(nina.username);
    await field(page, messages.signupUsername).press('Enter');
    await expect(field(page, messages.signupPassword)).toBeFocused();
    await page.keyboard.type('abc');
    await expect(page.getByTestId('password-strength')).toHaveText('Weak');
    await fillSignupForm(page, nina, { confirmPhone: false });
    await expect(page.getByTestId('password-strength')).toHaveText('Strong');
  });

  await test.step('terms unticked: "Please accept terms and conditions"', async () => {
    await page.getByRole('button', { name: messages.signupButton }).click();
    await expectOopsToast(page, messages.acceptTerms);
    await expect(page.getByRole('heading', { name: signupTitle(app) })).toBeVisible();
  });

  await test.step('the Client Disclosure locks the page scroll, links to the security details and ticks the terms', async () => {
    await page.getByRole('button', { name: messages.signupDisclosureLink }).click();
    const dialog = page.getByRole('dialog', { name: messages.disclosureTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('free of charge');
    await expect(dialog).toContainText('no software is impenetrable');
    await expect(dialog).toContainText('hold the parent company');
    await expect(dialog).toContainText('cannot see your password data');
    await expect(dialog.getByRole('link', { name: messages.disclosureSecurityDetails })).toHaveAttribute(
      'href',
      appRoutes(app).securityDetails,
    );
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await dialog.getByRole('checkbox', { name: messages.disclosureAccept }).check();
    await saveScreenshot(page, 'signup-disclosure-modal');
    await dialog.getByRole('button', { name: messages.disclosureDone }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await expect(termsBox(page)).toBeChecked();
    await saveScreenshot(page, 'signup-form-password');
  });

  await test.step('Sign Up sends a code to the typed cell phone; a wrong code is refused and nothing is created yet', async () => {
    const before = await newestOutboxId(request);
    await page.getByRole('button', { name: messages.signupButton }).click();
    const dialog = signupPhoneDialog(page);
    await expect(dialog).toBeVisible({ timeout: 60_000 });
    await expect(dialog).toContainText(`•••• ${nina.phone.slice(-4)}`);
    const right = await waitForSmsCodeTo(request, phoneOf(nina), before);
    await saveScreenshot(page, 'signup-phone-code');
    await dialog.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(right === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: pinResetMessages.signupPhoneVerify }).click();
    await expect(dialog.getByRole('alert')).toHaveText(messages.codeInvalid);
    expect(signupBodies).toHaveLength(0);
    expect(await advisor().clients(nina.email)).toEqual([expect.objectContaining({ status: 'Pending' })]);
    await confirmSignupPhone(page, nina, before);
  });

  let recoveryCode = '';
  await test.step('the right code creates the account and shows the Emergency Kit once: print, download, and Continue only once saved', async () => {
    const kit = page.getByTestId('emergency-kit');
    await expect(kit.getByRole('heading', { name: messages.kitTitle })).toBeVisible({ timeout: 60_000 });
    recoveryCode = (await kit.getByTestId('recovery-code').innerText()).trim();
    expect(recoveryCode).toMatch(recoveryCodePattern);
    for (const value of [world.firm.name, messages.appNamePassword, nina.username, nina.email])
      await expect(kit).toContainText(value);

    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await kit.getByRole('button', { name: messages.kitPrint }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      kit.getByRole('button', { name: messages.kitDownload }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`password-guru-emergency-kit-${nina.username}.txt`);
    const text = fs.readFileSync((await download.path())!, 'utf8');
    expect(text).toContain(`${messages.kitRecoveryCode}: ${recoveryCode}`);
    expect(text).toContain(`${messages.kitUsername}: ${nina.username}`);

    const next = kit.getByRole('button', { name: messages.kitContinue });
    await expect(next).toBeDisabled();
    await kit.getByRole('checkbox', { name: messages.kitSaved }).check();
    await expect(next).toBeEnabled();
    await saveScreenshot(page, 'signup-emergency-kit');
    await page.emulateMedia({ media: 'print' });
    await saveScreenshot(page, 'signup-emergency-kit-print');
    await page.emulateMedia({ media: 'screen' });
    await next.click();
  });

  await test.step('the browser sent keys, never the master password or the recovery code', async () => {
    expect(signupBodies).toHaveLength(1);
    const sent = JSON.parse(signupBodies[0]!) as Record<string, unknown>;
    expect(sent).toMatchObject({
      username: nina.username,
      email: nina.email,
      appType: app,
      phoneNumber: '+1201555' + nina.phone.slice(-4),
    });
    expect(typeof sent.authKey).toBe('string');
    expect(signupBodies[0]).not.toContain(nina.password);
    expect(signupBodies[0]).not.toContain(recoveryCode);
  });

  await test.step('the success modal, then OK goes straight to the dashboard with the vault open (no second sign-in)', async () => {
    const dialog = page.getByRole('dialog', { name: messages.signupSuccessTitle });
    await expect(dialog).toContainText(messages.signupSuccessPasswordText);
    await expect(page.getByText(recoveryCode)).toHaveCount(0);
    await saveScreenshot(page, 'signup-success-password');
    const before = await newestOutboxId(request);
    await dialog.getByRole('button', { name: messages.signupOk }).click();
    await expectOnDashboard(page, app, nina);
    // The key made at sign-up is open (sealed with the session's unlock secret): the vault works.
    await expect(page.getByRole('heading', { name: messages.passwordsBreadcrumbRoot })).toBeVisible();
    await expect(page.getByText(messages.vaultNotSetUp)).toHaveCount(0);
    await saveScreenshot(page, 'signup-landed-dashboard');
    // No sign-in code was sent: the phone was confirmed once, at sign-up (other specs text their own phones).
    expect(
      (await readOutboxSince(request, before)).filter((m) => m.channel === 'sms' && m.to === phoneOf(nina)),
    ).toEqual([]);
  });

  await test.step('a reload of the unlocked session keeps the vault open without the PIN (ADR 0033)', async () => {
    await page.reload();
    await expectOnDashboard(page, app, nina);
    await expect(page).not.toHaveURL(appRoutes(app).verifyPin);
    await expect(page.getByRole('heading', { name: messages.passwordsBreadcrumbRoot })).toBeVisible();
    await expect(page.getByText(messages.vaultNotSetUp)).toHaveCount(0);
  });

  await test.step('the invite was used once, and the advisor sees the client as Active', async () => {
    await page.goto(link);
    await expect(page.getByRole('dialog')).toContainText(messages.inviteCodeInvalid);
    expect((await advisor().clients(nina.email)).map((c) => [c.fullName, c.status])).toEqual([
      [fullNameOf(nina), 'Active'],
    ]);
  });
});

test('a new client signs up to Documents Guru, confirms the cell phone and lands on the dashboard', async ({
  page,
  request,
}) => {
  const app = AppType.documents;
  const dora = newPerson('Dora');
  const link = await advisor().invite(request, dora.email, app);
  expect(link).toContain(`${appRoutes(app).signup}?code=`);
  expect(link).toContain(`&email=${encodeURIComponent(dora.email)}`);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: signupTitle(app) })).toBeVisible();
  await expect(field(page, messages.signupEmail)).toHaveValue(dora.email);
  await fillSignupForm(page, dora);
  await page.getByRole('button', { name: messages.signupDisclosureLink }).click();
  const disclosure = page.getByRole('dialog', { name: messages.disclosureTitle });
  await expect(disclosure).toContainText(messages.documentsPrivate);
  await expect(disclosure.getByRole('link', { name: messages.disclosureSecurityDetails })).toHaveAttribute(
    'href',
    appRoutes(app).securityDetails,
  );
  await disclosure.getByRole('button', { name: messages.disclosureDone }).click();
  await termsBox(page).check();
  await saveScreenshot(page, 'signup-form-documents');
  await page.getByRole('button', { name: messages.signupButton }).click();

  const kit = page.getByTestId('emergency-kit');
  await expect(kit.getByTestId('recovery-code')).toHaveText(recoveryCodePattern, { timeout: 60_000 });
  await expect(kit).toContainText(messages.appNameDocuments);
  await kit.getByRole('checkbox', { name: messages.kitSaved }).check();
  await kit.getByRole('button', { name: messages.kitContinue }).click();

  const dialog = page.getByRole('dialog', { name: messages.signupSuccessTitle });
  await expect(dialog).toContainText(messages.documentsSharedWithFa);
  await expect(dialog).toContainText(messages.documentsPrivate);
  await saveScreenshot(page, 'signup-success-documents');
  const before = await newestOutboxId(request);
  await dialog.getByRole('button', { name: messages.signupOk }).click();
  await finishSignIn(page, request, app, dora, before);
});

test('someone who already has Password Guru accepts a Documents Guru invite by signing in', async ({
  page,
  request,
}) => {
  const omar = newPerson('Omar');
  await signupThroughApi(
    request,
    await advisor().invite(request, omar.email, AppType.password),
    omar,
    AppType.password,
  );
  const link = await advisor().invite(request, omar.email, AppType.documents);

  await test.step('the invite link explains that the person already has an account', async () => {
    await page.goto(link);
    await expect(page.getByRole('heading', { name: signupTitle(AppType.documents) })).toBeVisible();
    await expect(page.getByText(messages.alreadyRegisteredTitle, { exact: true })).toBeVisible();
    await expect(
      page.getByText(
        formatMessage(messages.alreadyRegisteredHow, {
          other: messages.appNamePassword,
          app: messages.appNameDocuments,
        }),
      ),
    ).toBeVisible();
    await expect(field(page, messages.signupUsername)).toHaveCount(0);
    await saveScreenshot(page, 'signup-already-registered');
  });

  await test.step('signing in to Password Guru accepts the invite', async () => {
    await page
      .getByRole('link', {
        name: formatMessage(messages.alreadyRegisteredSignIn, { other: messages.appNamePassword }),
      })
      .click();
    await expect(page).toHaveURL(appRoutes(AppType.password).login);
    await signInNewPerson(page, request, AppType.password, omar);
    const dialog = page.getByRole('dialog', { name: messages.inviteAcceptedTitle });
    await expect(dialog).toContainText(
      formatMessage(messages.inviteAcceptedText, { app: messages.appNameDocuments }),
    );
    await saveScreenshot(page, 'signup-invite-accepted');
    await dialog
      .getByRole('button', {
        name: formatMessage(messages.inviteAcceptedOpen, { app: messages.appNameDocuments }),
      })
      .click();
  });

  await test.step('Documents Guru now opens with the same username, password and PIN', async () => {
    await expect(page).toHaveURL(appRoutes(AppType.documents).login);
    await expect(field(page, messages.usernameLabel)).toHaveValue(omar.username);
    await signInNewPerson(page, request, AppType.documents, omar);
    const info = await request.post(`${API_PREFIX}${clientApiPaths.inviteCodeInfo}`, {
      data: { code: new URL(link).searchParams.get('code') },
    });
    expect(info.status()).toBe(404);
  });
});
