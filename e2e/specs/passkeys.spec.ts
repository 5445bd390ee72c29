import type { Page } from '@playwright/test';
import {
  AppType,
  accountSettingsMessages as am,
  advisorClientsRoutes,
  appDisplayName,
  appRoutes,
  formatMessage,
  limits,
  messages,
  passkeysMessages as pm,
  webRoutes,
} from '@guru/shared';
import { bytesToBase64, bytesToBase64Url, bytesToHex, derivePasskeyKey } from '@guru/vault-crypto';
import {
  addVaultEntry,
  freshClient,
  openAccountSettings,
  settingsSection,
  signInPerson,
} from '../fixtures/account-settings.js';
import { typeCode } from '../fixtures/code-input.js';
import { newestOutboxId } from '../fixtures/outbox.js';
import { addPasskeyWithTotp, renamePasskey, virtualAuthenticator } from '../fixtures/passkeys.js';
import { expectAt, signInAdvisorAt } from '../fixtures/firm.js';
import { expectPinScreen, openLogin, submitPassword, submitPin } from '../fixtures/sign-in.js';
import { phoneOf, waitForSmsCodeTo } from '../fixtures/signup.js';
import { storedRows } from '../fixtures/zero-knowledge.js';
import { expect, test } from '../fixtures/world.js';

const shots = 'screenshots/passkeys';
const clientManagementOfPasswordGuru = formatMessage(messages.advisorClientManagementOf, {
  app: appDisplayName(AppType.password),
});

/** The PRF output of the authenticator's passkey, asked for here (no server): what must never be sent. */
async function prfOutputInPage(page: Page): Promise<Uint8Array> {
  const bytes = await page.evaluate(async () => {
    const credential = (await navigator.credentials.get({
      publicKey: {
        challenge: crypto.getRandomValues(new Uint8Array(32)),
        userVerification: 'required',
        extensions: { prf: { eval: { first: new TextEncoder().encode('guru-suite/passkey-prf/v1') } } },
      },
    })) as PublicKeyCredential;
    const results = credential.getClientExtensionResults() as {
      prf?: { results?: { first?: ArrayBuffer } };
    };
    return Array.from(new Uint8Array(results.prf?.results?.first ?? new ArrayBuffer(0)));
  });
  return new Uint8Array(bytes);
}

/** The vault's entry, decrypted in this browser (it sits in the "No Group" folder). */
async function expectEntry(page: Page, name: string): Promise<void> {
  await page.getByText(messages.passwordsNoGroup, { exact: true }).click();
  await expect(page.getByText(name)).toBeVisible();
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: messages.logOut }).click();
  await expect(page.getByRole('button', { name: messages.signInButton, exact: true })).toBeVisible();
}

test('a client adds a passkey, signs in with password, passkey and PIN, then with the passkey alone (PRF) and reads the vault; removing it stops it working', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const app = AppType.password;
  const person = await freshClient(request, 'Piper', app, { password: `PkPass-${Date.now()}!Ww` });
  const entry = {
    name: `PasskeyCanary${Date.now()}`,
    username: `passkey-${Date.now()}`,
    password: `PasskeySecret!${Date.now()}`,
  };
  const bodies: string[] = [];
  const urls: string[] = [];
  page.on('request', (req) => {
    urls.push(req.url());
    const body = req.postData();
    if (body) bodies.push(body);
  });
  const authenticator = await virtualAuthenticator(page);

  await test.step('sign in as today and add a vault entry', async () => {
    await signInPerson(page, request, app, person);
    await addVaultEntry(page, entry);
  });

  await test.step('Account settings: add a passkey after the PIN and a texted code, named', async () => {
    await openAccountSettings(page, app);
    const section = settingsSection(page, pm.passkeysTitle);
    await expect(section.getByText(pm.passkeysNone)).toBeVisible();
    await section.getByRole('button', { name: pm.passkeysAdd }).click();
    const dialog = page.getByRole('dialog', { name: pm.passkeysAdd });
    await typeCode(
      page,
      person.pin,
      limits.pinLength,
      dialog.getByRole('group', { name: am.settingsCurrentPin }),
    );
    const before = await newestOutboxId(request);
    await dialog.getByRole('button', { name: pm.passkeysAdd }).click();
    const code = await waitForSmsCodeTo(request, phoneOf(person), before);
    await typeCode(page, code, 6, dialog.getByRole('group', { name: am.settingsSmsCode }));
    await dialog.getByLabel(pm.passkeysName).fill('My laptop');
    await page.screenshot({ path: `${shots}/add-passkey.png` });
    await dialog.getByRole('button', { name: pm.passkeysCreate }).click();
    await expect(page.getByText(pm.passkeysAdded)).toBeVisible();
    const row = section.getByTestId('passkey-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByText('My laptop')).toBeVisible();
    await expect(row.getByText(pm.passkeysUnlocksVault, { exact: true })).toBeVisible();
    await expect(row.getByText(pm.passkeysUnlocksVaultHint)).toBeVisible();
    await expect(row.getByText(pm.passkeysNeverUsed)).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await section.screenshot({ path: `${shots}/passkeys-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await section.screenshot({ path: `${shots}/passkeys-390.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  await test.step('sign out; the password, then the passkey instead of the code, then the PIN', async () => {
    // The person types the password instead of picking the passkey the username field offers.
    await authenticator.presence(false);
    await logOut(page);
    await openLogin(page, app);
    await submitPassword(page, person);
    const step = page.getByRole('dialog', { name: pm.passkeyStepTitle });
    await expect(step.getByRole('button', { name: pm.passkeyUseCode })).toBeVisible();
    await authenticator.presence(true);
    await page.screenshot({ path: `${shots}/passkey-step.png` });
    await step.getByRole('button', { name: pm.passkeyStepButton }).click();
    await expectPinScreen(page, app);
    await submitPin(page, person.pin);
    await expectEntry(page, entry.name);
  });

  await test.step('sign out; the passkey alone (its button) and the PIN open the vault', async () => {
    await authenticator.presence(false);
    await logOut(page);
    await openLogin(page, app);
    await page.screenshot({ path: `${shots}/login-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/login-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    // Present again: the button's request (which ends the field's waiting one) is answered.
    await authenticator.presence(true);
    await page.getByRole('button', { name: pm.passkeySignIn }).click();
    await expectPinScreen(page, app);
    await submitPin(page, person.pin);
    await expectEntry(page, entry.name);
  });

  await test.step('sign out; the passkey picked from the username field (conditional UI) and the PIN open the vault', async () => {
    await authenticator.presence(false);
    await logOut(page);
    await expect(page.getByLabel(messages.usernameLabel, { exact: true })).toHaveAttribute(
      'autocomplete',
      'username webauthn',
    );
    // The sign-in page asks for the address's passkeys in the field's autofill as it opens; the virtual
    // authenticator, present again, picks the one it holds at once, where a person would choose it under the
    // field. No button is pressed.
    await authenticator.presence(true);
    await page.reload();
    await expectPinScreen(page, app);
    await submitPin(page, person.pin);
    await expectEntry(page, entry.name);
  });

  await test.step('no request carried the PRF output, the key made from it, the user key or the vault text', async () => {
    const prf = await prfOutputInPage(page);
    expect(prf).toHaveLength(32);
    const passkeyKey = await derivePasskeyKey(prf);
    const secrets = [prf, passkeyKey].flatMap((bytes) => [
      bytesToBase64(bytes),
      bytesToBase64Url(bytes),
      bytesToHex(bytes),
    ]);
    secrets.push(entry.password, entry.username, person.password);
    expect(
      bodies.some((b) => b.includes('"prfUserKey"')),
      'the PRF wrap was stored',
    ).toBe(true);
    for (const body of bodies) expect(body, 'a request body').not.toMatch(/"results"/);
    const rows = await storedRows();
    for (const secret of secrets) {
      for (const body of bodies) expect(body, 'a request body').not.toContain(secret);
      for (const url of urls) expect(url, 'a request address').not.toContain(encodeURIComponent(secret));
      expect(rows, 'a stored row').not.toContain(secret);
    }
  });

  await test.step('remove the passkey after the PIN: it no longer signs in', async () => {
    await openAccountSettings(page, app);
    const section = settingsSection(page, pm.passkeysTitle);
    await section.getByRole('button', { name: pm.passkeysRemove }).click();
    const dialog = page.getByRole('dialog', { name: pm.passkeysRemoveTitle });
    await typeCode(
      page,
      person.pin,
      limits.pinLength,
      dialog.getByRole('group', { name: am.settingsCurrentPin }),
    );
    await dialog.getByRole('button', { name: pm.passkeysRemove }).click();
    await expect(page.getByText(pm.passkeysRemoved)).toBeVisible();
    await expect(section.getByText(pm.passkeysNone)).toBeVisible();
    await authenticator.presence(false);
    await logOut(page);
    await openLogin(page, app);
    // Present again: the button's request (which ends the field's waiting one) is answered.
    await authenticator.presence(true);
    await page.getByRole('button', { name: pm.passkeySignIn }).click();
    await expect(page.getByRole('alert')).toHaveText(pm.passkeyUnknown);
    // The password brings back the texted code, not the passkey step.
    await submitPassword(page, person);
    await expect(page.getByRole('heading', { name: messages.twoFactorTitle })).toBeVisible();
  });
});

test('an advisor requires passkeys of the firm: an advisor without one is asked to add one, then signs in with it and no code', async ({
  page,
  world,
}) => {
  test.setTimeout(300_000);
  const authenticator = await virtualAuthenticator(page);
  const advisor = world.advisor;

  await test.step('Client Management settings: require passkeys', async () => {
    await signInAdvisorAt(page, world.origin, advisor);
    const rule = page.getByRole('region', { name: pm.passkeysClientManagementSettings });
    const toggle = rule.getByLabel(pm.passkeysRequireLabel);
    await expect(toggle).toBeEnabled();
    await toggle.click();
    await expect(page.getByText(pm.passkeysRequireSaved)).toBeVisible();
    await expect(toggle).toBeChecked();
    await rule.screenshot({ path: `${shots}/firm-rule.png` });
  });

  await test.step('signed in again, the advisor is kept on the page that asks for a passkey', async () => {
    await logOut(page);
    await signInAdvisorAt(page, world.origin, advisor, { passkeyRequired: true });
    const section = page.getByRole('region', { name: pm.passkeysTitle });
    await expect(section.getByText(pm.passkeyRequiredText)).toBeVisible();
    await page.screenshot({ path: `${shots}/advisor-asked-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/advisor-asked-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    // Client Management (and any other console screen) sends them back here until they add one.
    await page.getByRole('link', { name: clientManagementOfPasswordGuru }).click();
    await expectAt(page, world.origin, webRoutes.advisorHome);
    await expect(section.getByText(pm.passkeyRequiredText)).toBeVisible();
  });

  await test.step('the advisor adds one (PIN, authenticator code, the prompt), renames it, then reaches Client Management', async () => {
    const section = page.getByRole('region', { name: pm.passkeysTitle });
    await addPasskeyWithTotp(page, section, advisor, 'Office key');
    await expect(section.getByText(pm.passkeyRequiredText)).toHaveCount(0);
    await renamePasskey(page, section, 'Office key', 'Front desk key');
    await section.screenshot({ path: `${shots}/advisor-renamed-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await section.screenshot({ path: `${shots}/advisor-renamed-390.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('link', { name: clientManagementOfPasswordGuru }).click();
    await expectAt(page, world.origin, advisorClientsRoutes[AppType.password]);
    await expect(page.getByRole('heading', { level: 1, name: messages.clientManagementTitle })).toBeVisible();
  });

  await test.step('the password, then the passkey (no code offered instead), then the PIN', async () => {
    // The advisor types the password instead of picking the passkey the username field offers.
    await authenticator.presence(false);
    await logOut(page);
    await page.goto(`${world.origin}${appRoutes(AppType.password).login}`);
    await submitPassword(page, advisor);
    const step = page.getByRole('dialog', { name: pm.passkeyStepTitle });
    await expect(step.getByRole('button', { name: pm.passkeyStepButton })).toBeVisible();
    await authenticator.presence(true);
    await expect(step.getByRole('button', { name: pm.passkeyUseCode })).toHaveCount(0);
    await step.getByRole('button', { name: pm.passkeyStepButton }).click();
    await expectAt(page, world.origin, appRoutes(AppType.password).verifyPin);
    await submitPin(page, advisor.pin);
    await expectAt(page, world.origin, appRoutes(AppType.password).dashboard);
  });
});
