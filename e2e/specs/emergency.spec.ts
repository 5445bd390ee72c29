import fs from 'node:fs';
import { appRoutes, AppType, emergencyMessages as m, messages } from '@guru/shared';
import {
  addEmergencyContact,
  closeKit,
  contactAsks,
  contactPage,
  contactPerson,
  contactSignsIn,
  contactTakesOver,
  e2eWaitSeconds,
} from '../fixtures/emergency.js';
import { addVaultEntry, openAccountSettings } from '../fixtures/account-settings.js';
import { newestOutboxId, readOutbox, waitForMail } from '../fixtures/outbox.js';
import { advisorForFile, newPerson, phoneOf, signInNewPerson, signupThroughApi } from '../fixtures/signup.js';
import { openLogin } from '../fixtures/sign-in.js';
import { currentWorld, expect, test } from '../fixtures/world.js';

test.describe.configure({ mode: 'serial' });

const advisor = advisorForFile();

test('a new client names an emergency contact in Account Settings; after the waiting period the contact takes over and finds the vault entry', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const app = AppType.password;
  const baseURL = (await currentWorld()).origin;
  const clara = newPerson('Clara');
  const contactEmail = `hanna.${clara.username}@example.com`;
  const canary = {
    name: `Family bank ${Date.now()}`,
    username: 'clara-bank',
    password: `Bank!${Date.now()}`,
  };

  await test.step('a fresh client, invited and signed up, signs in and stores an entry', async () => {
    await signupThroughApi(request, await advisor().invite(request, clara.email, app), clara, app);
    await openLogin(page, app);
    await signInNewPerson(page, request, app, clara);
    await addVaultEntry(page, canary);
  });

  let kit = { kitCode: '', link: '' };
  await test.step('Account Settings: add the contact; the Emergency Access Kit is shown once, printable and downloadable', async () => {
    await openAccountSettings(page, app);
    const before = await newestOutboxId(request);
    kit = await addEmergencyContact(page, contactEmail);
    await page
      .getByTestId('emergency-access-kit')
      .screenshot({ path: test.info().outputPath('emergency-access-kit.png') });
    // Printed, the kit stands alone: the page behind it and the buttons are hidden.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: m.kitPrint })).toBeHidden();
    await expect(page.getByTestId('emergency-kit-code')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('emergency-access-kit-print.png'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: m.kitDownload }).click(),
    ]);
    const text = fs.readFileSync(await download.path(), 'utf8');
    expect(text).toContain(kit.kitCode);
    expect(text).toContain(kit.link);
    await closeKit(page);
    const section = page.getByTestId('emergency-contact-section');
    await expect(section.getByTestId('emergency-contact-details')).toContainText(contactPerson.name);
    await expect(section.getByTestId('emergency-contact-details')).toContainText(contactPerson.phoneE164);
    await page.screenshot({ path: test.info().outputPath('account-settings-emergency.png'), fullPage: true });
    // The contact is told they were named, without the kit's code or link; the client is told too.
    const named = await waitForMail(request, contactEmail, before);
    expect(named.text).not.toContain(kit.kitCode);
    expect(named.text).not.toContain('emergency-access?kit=');
    await waitForMail(request, clara.email, before, new RegExp('^Emergency access'));
  });

  const contact = await contactPage(browser, baseURL);
  let requestedAt = Date.now();
  await test.step('the contact opens the kit link, enters the code and asks; the client is told at once by e-mail and SMS with a refuse link', async () => {
    const before = await newestOutboxId(request);
    await contactAsks(contact, kit);
    requestedAt = Date.now(); // the answer is shown: the request was made before this
    await contact.screenshot({
      path: test.info().outputPath('emergency-access-waiting.png'),
      fullPage: true,
    });
    const mail = await waitForMail(request, clara.email, before);
    expect(mail.text).toContain(m.eventRequested);
    expect(mail.text).toMatch(/\/password-management\/emergency-access\/refuse\?token=/);
    const sms = (await readOutbox(request)).find(
      (item) =>
        item.channel === 'sms' &&
        item.to === phoneOf(clara) &&
        item.id > (before ?? '') &&
        item.text.includes('asked for access'),
    );
    expect(sms?.text).toMatch(/emergency-access\/refuse\?token=/);
    // The client's open Account Settings shows the request after a reload (no PIN: the session is unlocked, ADR 0033).
    await page.reload();
    await expect(page).toHaveURL(appRoutes(app).accountSettings);
    await expect(page.getByTestId('emergency-open-request')).toBeVisible();
    await page
      .getByTestId('emergency-contact-section')
      .screenshot({ path: test.info().outputPath('emergency-open-request.png') });
  });

  let recoveryCode = '';
  await test.step('after the waiting period: the SMS code to the contact’s phone, a new master password and PIN, a new Emergency Kit', async () => {
    const waitLeft = requestedAt + (e2eWaitSeconds + 1) * 1000 - Date.now();
    if (waitLeft > 0) await contact.waitForTimeout(waitLeft);
    const before = await newestOutboxId(request);
    recoveryCode = await contactTakesOver(contact, request, before);
    expect(recoveryCode).not.toBe('');
    await contact.screenshot({ path: test.info().outputPath('emergency-access-done.png'), fullPage: true });
    const mail = await waitForMail(request, clara.email, before, undefined, 15_000);
    expect(mail.subject).toMatch(/^Emergency access/);
  });

  await test.step('every session of the client ended', async () => {
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`${appRoutes(app).login}`));
  });

  await test.step('the contact signs in with the client’s username, the new password, a code to their own phone and the new PIN, and sees the entry', async () => {
    const before = await newestOutboxId(request);
    await contactSignsIn(contact, request, app, clara.username, before);
    await contact.getByLabel(messages.passwordsSearchLabel).fill(canary.name);
    await expect(contact.getByRole('table').getByText(canary.name)).toBeVisible();
    await contact.screenshot({ path: test.info().outputPath('emergency-heir-vault.png'), fullPage: true });
    // The kit is spent: its link now says so.
    await contact.goto(kit.link);
    await contact.getByLabel(new RegExp(`^${m.accessCode}`)).fill(kit.kitCode);
    await contact.getByRole('button', { name: m.accessSubmit }).click();
    await expect(contact.getByRole('alert').filter({ hasText: m.kitVoid })).toBeVisible();
  });
  await contact.context().close();
});

test('the client refuses from the e-mailed link; the contact is told access was refused', async ({
  page,
  request,
  browser,
}) => {
  const app = AppType.password;
  const baseURL = (await currentWorld()).origin;
  const rita = newPerson('Rita');
  await signupThroughApi(request, await advisor().invite(request, rita.email, app), rita, app);
  await openLogin(page, app);
  await signInNewPerson(page, request, app, rita);
  await openAccountSettings(page, app);
  const kit = await addEmergencyContact(page, `heir.${rita.username}@example.com`);
  await closeKit(page);

  const contact = await contactPage(browser, baseURL);
  const before = await newestOutboxId(request);
  await contactAsks(contact, kit);
  const mail = await waitForMail(request, rita.email, before);
  const link = /https?:\/\/\S+\/emergency-access\/refuse\?token=\S+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();

  const refusePage = await page.context().newPage();
  await refusePage.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(refusePage.getByRole('heading', { name: m.refuseTitle })).toBeVisible();
  await refusePage.screenshot({ path: test.info().outputPath('emergency-refuse.png'), fullPage: true });
  await refusePage.getByRole('button', { name: m.refuseButton }).click();
  await expect(refusePage.getByText(m.refuseDone)).toBeVisible();

  await contact.getByRole('button', { name: m.accessSubmit }).click();
  await expect(contact.getByRole('status').filter({ hasText: m.accessRefused })).toBeVisible();
  await contact.context().close();
});
