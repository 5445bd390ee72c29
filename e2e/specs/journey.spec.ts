import type { Page } from '@playwright/test';
import { appRoutes, AppType, formatMessage, messages } from '@guru/shared';
import {
  chooseRowAction,
  clientRow,
  dialog,
  expectToast,
  newSignedInPage,
  searchClients,
  signInAdvisorToClientManagement,
} from '../fixtures/console.js';
import { linkIn, newestOutboxId, waitForMail } from '../fixtures/outbox.js';
import { formAlert, submitPassword } from '../fixtures/sign-in.js';
import {
  field,
  fillSignupForm,
  finishSignIn,
  fullNameOf,
  newPerson,
  signInNewPerson,
  signupTitle,
  termsBox,
} from '../fixtures/signup.js';
import { expect, test } from '../fixtures/world.js';

// The whole life of a client through the screens only: the advisor invites, the client signs up from
// the e-mailed link and signs in, the advisor disables them (the client is signed out and refused)
// and restores them (the client signs in again).
const app = AppType.password;

/** Sends the invite; verifies the sender address (the advisor's e-mail) first when the server asks for it. */
async function inviteThroughTheScreen(advisor: Page, email: string, senderEmail: string): Promise<void> {
  await advisor.getByRole('button', { name: messages.clientsInviteNew }).click();
  const invite = dialog(advisor, messages.clientsInviteNew);
  await invite.getByLabel(messages.inviteEmailLabel).fill(`  ${email}  `);
  await invite.getByRole('button', { name: messages.inviteSubmit }).click();
  const verify = dialog(advisor, messages.senderVerifyTitle);
  const invited = formatMessage(messages.clientsInvited, { email });
  await expect(verify.or(advisor.getByText(invited))).toBeVisible();
  if (await verify.isVisible()) {
    const request = advisor.request;
    const before = await newestOutboxId(request);
    await verify.getByRole('button', { name: messages.senderVerifySend }).click();
    const mail = await waitForMail(request, senderEmail, before, messages.senderVerifyMailSubject);
    const tab = await advisor.context().newPage();
    await tab.goto(linkIn(mail));
    await expect(tab.getByText(messages.senderVerifiedPage)).toBeVisible();
    await tab.close();
    await verify.getByRole('button', { name: messages.senderVerifyDone }).click();
  }
  await expectToast(advisor, invited, messages.clientsInvitedTitle);
}

test('an invited client signs up from the e-mail, signs in, is disabled (signed out, refused) and restored', async ({
  page: advisor,
  browser,
  request,
  world,
}) => {
  test.setTimeout(180_000);
  const jade = newPerson('Jade');
  const name = fullNameOf(jade);
  await signInAdvisorToClientManagement(advisor, app);

  let link = '';
  await test.step('the advisor invites the client from Client Management; the row is Pending', async () => {
    const before = await newestOutboxId(request);
    await inviteThroughTheScreen(advisor, jade.email, world.advisor.email);
    await searchClients(advisor, jade.email);
    await expect(clientRow(advisor, jade.email)).toContainText('Pending');
    link = linkIn(await waitForMail(request, jade.email, before, new RegExp(world.firm.name)));
  });

  const client = await newSignedInPage(browser, async (page) => {
    await test.step('the client opens the link, fills the form, keeps the Emergency Kit and signs in', async () => {
      await page.goto(link);
      await expect(page.getByRole('heading', { name: signupTitle(app) })).toBeVisible();
      await expect(field(page, messages.signupEmail)).toHaveValue(jade.email);
      await fillSignupForm(page, jade);
      await termsBox(page).check();
      await page.getByRole('button', { name: messages.signupButton }).click();
      const kit = page.getByTestId('emergency-kit');
      await expect(kit.getByRole('heading', { name: messages.kitTitle })).toBeVisible({ timeout: 60_000 });
      await kit.getByRole('checkbox', { name: messages.kitSaved }).check();
      await kit.getByRole('button', { name: messages.kitContinue }).click();
      const success = page.getByRole('dialog', { name: messages.signupSuccessTitle });
      const before = await newestOutboxId(request);
      await success.getByRole('button', { name: messages.signupOk }).click();
      await finishSignIn(page, request, app, jade, before);
    });
  });

  await test.step('the advisor finds the client Active', async () => {
    await searchClients(advisor, '');
    await searchClients(advisor, jade.email);
    await expect(clientRow(advisor, name)).toContainText('Active');
  });

  await test.step('Disable: the client is signed out at once and refused at sign-in', async () => {
    await chooseRowAction(advisor, name, messages.clientsDisable);
    await dialog(advisor, messages.clientsDisableTitle)
      .getByRole('button', { name: messages.clientsDisable })
      .click();
    await expectToast(advisor, formatMessage(messages.clientsDisabledToast, { name }));
    await client.page.reload();
    await expect(client.page).toHaveURL(appRoutes(app).login);
    await submitPassword(client.page, jade);
    await expect(formAlert(client.page)).toHaveText(messages.accountDisabled);
  });

  await test.step('Restore from the Disabled Users folder: the client signs in again', async () => {
    await searchClients(advisor, '');
    await advisor.getByRole('button', { name: messages.clientsOpenDisabledFolder }).click();
    await chooseRowAction(advisor, name, messages.clientsRestore);
    await dialog(advisor, messages.clientsRestoreTitle)
      .getByRole('button', { name: messages.clientsRestore })
      .click();
    await expectToast(advisor, formatMessage(messages.clientsRestoredToast, { name }));
    await client.page.goto(appRoutes(app).login);
    await signInNewPerson(client.page, request, app, jade);
  });
  await client.context.close();
});
