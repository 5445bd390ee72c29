import type { BrowserContext, Page } from '@playwright/test';
import {
  advisorClientsRoutes,
  appRoutes,
  AppType,
  formatMessage,
  messages,
  retentionMessages,
  webRoutes,
} from '@guru/shared';
import {
  bulkDisableButton,
  chooseRowAction,
  clientRow,
  clientRows,
  columnTexts,
  dialog,
  expectClientManagement,
  expectToast,
  waitForToastsToClose,
  newSignedInPage,
  openClientManagementOf,
  openRowMenu,
  pageInfo,
  pageInfoText,
  readWorkbook,
  requestAccount,
  searchClients,
  signInAdvisorToClientManagement,
} from '../fixtures/console.js';
import { demo } from '../fixtures/demo-users.js';
import { linkIn, newestOutboxId, waitForMail } from '../fixtures/outbox.js';
import { saveScreenshot } from '../fixtures/page-checks.js';
import { newPerson, signupThroughApi } from '../fixtures/signup.js';
import {
  clientPasswordStep,
  formAlert,
  signInClient,
  signInProvider,
  submitPassword,
} from '../fixtures/sign-in.js';
import { currentWorld, expect, suiteURL, test, type World } from '../fixtures/world.js';

// One advisor session for the whole file (each TOTP sign-in may wait for a fresh 30 s code), so
// the tests run in order on one page and move between screens by clicking, never by reloading.
test.describe.configure({ mode: 'serial' });

const app = AppType.password;
// The spec's own world (e2e/fixtures/world.ts): its firm as seeded, one client (Casey), whose counts the
// tests below build on.
let world: World;
const casey = {
  name: demo.client.fullName,
  get email() {
    return world.client.email;
  },
};
const newClient = 'new.client@example.com';
const requesters = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Elijah',
  'Mia',
  'Lucas',
  'Zara',
  'Ethan',
  'Isla',
];
const requesterEmail = (first: string) => `req-${first.toLowerCase()}@example.com`;

let context: BrowserContext;
let page: Page;

const search = (text: string) => searchClients(page, text);

test.beforeAll(async ({ browser }) => {
  world = await currentWorld();
  context = await browser.newContext({ baseURL: world.origin });
  page = await context.newPage();
  await signInAdvisorToClientManagement(page, app);
});

test.afterAll(async () => {
  await context.close();
});

test('the advisor lands on Client Management: columns, the demo client, the advisor home links', async () => {
  for (const title of [
    messages.clientColumnName,
    messages.clientColumnEmail,
    messages.clientColumnCreated,
    messages.clientColumnStatus,
    messages.clientColumnLastLogin,
  ]) {
    await expect(page.getByRole('columnheader', { name: title })).toBeVisible();
  }
  await expect(page.getByPlaceholder(messages.clientsSearchPlaceholder)).toBeVisible();
  await expect(page.getByTestId('client-management-logo')).toHaveAttribute('href', webRoutes.advisorHome);
  const row = clientRow(page, casey.name);
  await expect(row).toContainText(casey.name);
  await expect(row).toContainText('Active');
  await expect(row.getByRole('cell').nth(3)).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(pageInfo(page)).toHaveText(pageInfoText(1, 1, 1));
  await saveScreenshot(page, 'client-management');

  // Password Guru: the advisor never sees Password Guru data, so no vault, second users or notification.
  const menu = await openRowMenu(page, casey.name);
  await expect(menu.getByRole('menuitem')).toHaveText([
    messages.clientsResetPassword,
    retentionMessages.legalHold,
    messages.clientsDisable,
  ]);
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: messages.returnToDashboard, exact: true }).click();
  await expect(page).toHaveURL(webRoutes.advisorHome);
  await expect(page.getByRole('heading', { level: 1, name: world.firm.name })).toBeVisible();
  await saveScreenshot(page, 'advisor-home-client-management-links');
  await page
    .getByRole('link', {
      name: formatMessage(messages.advisorClientManagementOf, { app: messages.appNamePassword }),
    })
    .click();
  await expect(page).toHaveURL(advisorClientsRoutes[app]);
  await expectClientManagement(page);
});

test('invite a client: the sender address is verified first, then the invite goes out', async ({
  request,
}) => {
  await page.getByRole('button', { name: messages.clientsInviteNew }).click();
  const invite = dialog(page, messages.clientsInviteNew);
  await expect(invite.getByLabel(messages.inviteSubjectLabel)).toHaveValue(new RegExp(world.firm.name));
  await invite.getByRole('button', { name: messages.inviteSubmit }).click();
  await expect(invite.getByText(messages.inviteEmailRequired)).toBeVisible();
  await invite.getByLabel(messages.inviteEmailLabel).fill(newClient);
  await saveScreenshot(page, 'client-invite-modal');
  await invite.getByRole('button', { name: messages.inviteSubmit }).click();

  const verify = dialog(page, messages.senderVerifyTitle);
  await expect(verify).toBeVisible();
  await expect(verify).toContainText(world.advisor.email);
  await saveScreenshot(page, 'client-verify-sender-modal');
  const before = await newestOutboxId(request);
  await verify.getByRole('button', { name: messages.senderVerifySend }).click();
  await expectToast(page, messages.senderVerifySent, messages.successfullyTitle);

  // Not opened yet: the invite still waits.
  await verify.getByRole('button', { name: messages.senderVerifyDone }).click();
  await expect(formAlert(verify)).toHaveText(
    formatMessage(messages.senderVerifyStillPending, { email: world.advisor.email }),
  );

  const mail = await waitForMail(request, world.advisor.email, before, messages.senderVerifyMailSubject);
  const tab = await context.newPage();
  await tab.goto(linkIn(mail));
  await expect(tab.getByText(messages.senderVerifiedPage)).toBeVisible();
  await tab.close();

  const beforeInvite = await newestOutboxId(request);
  await verify.getByRole('button', { name: messages.senderVerifyDone }).click();
  await expectToast(
    page,
    formatMessage(messages.clientsInvited, { email: newClient }),
    messages.clientsInvitedTitle,
  );
  await expect(verify).toBeHidden();
  await expect(clientRow(page, newClient)).toContainText('Pending');
  const inviteMail = await waitForMail(request, newClient, beforeInvite, new RegExp(world.firm.name));
  expect(linkIn(inviteMail)).toMatch(
    new RegExp(`${appRoutes(app).signup}\\?code=[\\w-]{20,}&email=new\\.client%40example\\.com$`),
  );

  // A server refusal is shown in the modal: the advisor's own address belongs to another user.
  await page.getByRole('button', { name: messages.clientsInviteNew }).click();
  await invite.getByLabel(messages.inviteEmailLabel).fill(world.advisor.email);
  await invite.getByRole('button', { name: messages.inviteSubmit }).click();
  await expect(formAlert(invite)).toHaveText(messages.inviteEmailTaken);
  await invite.getByRole('button', { name: messages.clientsCancel }).click();
  await expect(invite).toBeHidden();
});

test('search (after the pause), sort, page size', async ({ request }) => {
  for (const first of requesters)
    await requestAccount(request, { firstName: first, lastName: 'Requester', email: requesterEmail(first) });
  await search('requester');
  await expect(pageInfo(page)).toHaveText(pageInfoText(1, 10, requesters.length));
  await expect(clientRows(page).filter({ hasText: 'Requested' })).toHaveCount(10);

  const nameHeader = page.getByRole('columnheader', { name: messages.clientColumnName });
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  const sorted = requesters.map((first) => `${first} Requester`).sort();
  await expect.poll(() => columnTexts(page, 2)).toEqual(sorted.slice(0, 10));
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => columnTexts(page, 2)).toEqual([...sorted].reverse().slice(0, 10));
  await page.getByRole('columnheader', { name: messages.clientColumnEmail }).getByRole('button').click();
  await expect(page.getByRole('columnheader', { name: messages.clientColumnEmail })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect.poll(() => columnTexts(page, 3)).toEqual(requesters.map(requesterEmail).sort().slice(0, 10));

  await page.getByLabel(messages.passwordsPerPage).selectOption('5');
  await expect(pageInfo(page)).toHaveText(pageInfoText(1, 5, 11));
  expect(await page.evaluate(() => localStorage.getItem('perPage'))).toBe('5');
  await page.getByRole('button', { name: messages.passwordsNext }).click();
  await expect(pageInfo(page)).toHaveText(pageInfoText(6, 10, 11));
  await page.getByRole('button', { name: messages.passwordsNext }).click();
  await expect(pageInfo(page)).toHaveText(pageInfoText(11, 11, 11));
  await expect(page.getByRole('button', { name: messages.passwordsNext })).toBeDisabled();
  await page.getByLabel(messages.passwordsPerPage).selectOption('10');
  await expect(pageInfo(page)).toHaveText(pageInfoText(1, 10, 11));

  await search('no such person');
  await expect(page.getByTestId('clients-empty')).toHaveText(messages.clientsNoResults);
  await search('');
  await expect(pageInfo(page)).toHaveText(pageInfoText(1, 10, 13));
});

test('a Requested row: Send Invite opens the invite prefilled; a Pending row can be deleted', async () => {
  const liam = 'Liam Requester';
  await search('req-liam');
  await expect(clientRows(page)).toHaveCount(1);
  await clientRow(page, liam).getByRole('button', { name: messages.clientsSendInvite }).click();
  const invite = dialog(page, messages.clientsInviteNew);
  await expect(invite.getByLabel(messages.inviteEmailLabel)).toHaveValue(requesterEmail('Liam'));
  await invite.getByRole('button', { name: messages.inviteSubmit }).click();
  await expectToast(
    page,
    formatMessage(messages.clientsInvited, { email: requesterEmail('Liam') }),
    messages.clientsInvitedTitle,
  );
  await expect(clientRow(page, liam)).toContainText('Pending');

  await chooseRowAction(page, liam, messages.clientsDelete);
  const confirm = dialog(page, messages.clientsDeleteTitle);
  await confirm.getByRole('button', { name: messages.clientsDelete }).click();
  await expectToast(
    page,
    formatMessage(messages.clientsRemoved, { name: liam }),
    messages.clientsRemovedTitle,
  );
  await expect(clientRows(page)).toHaveCount(0);
  await search('');
});

test('disable the demo client: their session ends and sign-in is refused; Restore; bulk Disable', async ({
  browser,
  request,
}) => {
  const client = await newSignedInPage(browser, (p) => signInClient(p, request, app));

  await bulkDisableButton(page).click();
  await expect(page.getByText(messages.selectUserBeforeDisable)).toBeVisible();
  await page.getByRole('button', { name: messages.clientsOk, exact: true }).click();
  await expect(page.getByText(messages.selectUserBeforeDisable)).toBeHidden();

  await search('casey');
  await chooseRowAction(page, casey.name, messages.clientsDisable);
  const confirm = dialog(page, messages.clientsDisableTitle);
  await expect(confirm).toContainText(casey.name);
  await saveScreenshot(page, 'client-disable-confirm');
  await confirm.getByRole('button', { name: messages.clientsDisable }).click();
  await expectToast(page, formatMessage(messages.clientsDisabledToast, { name: casey.name }));
  await expect(clientRows(page)).toHaveCount(0);

  // The client's open session is gone; signing in again is refused with a clear message.
  await client.page.reload();
  await expect(client.page).toHaveURL(appRoutes(app).login);
  await submitPassword(client.page, demo.client);
  await expect(formAlert(client.page)).toHaveText(messages.accountDisabled);

  // The Disabled Users folder row, then the folder.
  await search('');
  await expect(page.getByTestId('disabled-folder-row')).toBeVisible();
  await saveScreenshot(page, 'client-management-disabled-folder-row');
  await page.getByRole('button', { name: messages.clientsOpenDisabledFolder }).click();
  const breadcrumb = page.getByRole('navigation', { name: messages.clientsBreadcrumbLabel });
  // The seed's breadcrumb, "Client Management > Disabled Users".
  await expect(breadcrumb).toHaveText(
    new RegExp(`^${messages.clientManagementTitle}\\s*>\\s*${messages.clientsDisabledFolder}$`),
  );
  const disabledRow = clientRow(page, casey.name);
  await expect(disabledRow).toContainText('Disabled');
  await expect(disabledRow.getByRole('checkbox')).toBeDisabled();
  await saveScreenshot(page, 'client-disabled-users-folder');
  await chooseRowAction(page, casey.name, messages.clientsRestore);
  await dialog(page, messages.clientsRestoreTitle)
    .getByRole('button', { name: messages.clientsRestore })
    .click();
  await expectToast(page, formatMessage(messages.clientsRestoredToast, { name: casey.name }));
  await expect(page.getByTestId('clients-empty')).toHaveText(messages.clientsDisabledEmpty);
  await breadcrumb.getByRole('button', { name: messages.clientManagementTitle }).click();
  await expect(clientRow(page, casey.name)).toContainText('Active');

  // Restored: the password step goes on to the code.
  await clientPasswordStep(client.page, request, app);
  await client.context.close();

  // Bulk: select-all takes the Active rows of the page only.
  await search('client');
  await expect(pageInfo(page)).toHaveText(pageInfoText(1, 2, 2));
  await expect(clientRow(page, newClient)).toContainText('Pending');
  await page.getByRole('checkbox', { name: messages.clientsSelectAll }).check();
  await expect(bulkDisableButton(page)).toHaveText(
    `${messages.clientsDisable}(${formatMessage(messages.clientsSelectedCount, { count: 1 })})`,
  );
  await bulkDisableButton(page).click();
  await dialog(page, messages.clientsDisableManyTitle)
    .getByRole('button', { name: messages.clientsDisable })
    .click();
  await expectToast(page, messages.clientsDisabledManyToast);
  await expect(clientRow(page, casey.name)).toHaveCount(0);
  await search('');
  await page.getByRole('button', { name: messages.clientsOpenDisabledFolder }).click();
  await chooseRowAction(page, casey.name, messages.clientsRestore);
  await dialog(page, messages.clientsRestoreTitle)
    .getByRole('button', { name: messages.clientsRestore })
    .click();
  await expectToast(page, formatMessage(messages.clientsRestoredToast, { name: casey.name }));
  await breadcrumb.getByRole('button', { name: messages.clientManagementTitle }).click();
});

test('Reset Password e-mails the client', async ({ request }) => {
  const before = await newestOutboxId(request);
  await chooseRowAction(page, casey.name, messages.clientsResetPassword);
  await dialog(page, messages.clientsResetPasswordTitle)
    .getByRole('button', { name: messages.clientsSendResetEmail })
    .click();
  await expectToast(page, formatMessage(messages.clientsResetPasswordSent, { name: casey.name }));
  const mail = await waitForMail(request, casey.email, before, /Reset your Password Guru password/);
  expect(linkIn(mail)).toContain(appRoutes(app).resetPasswordEmail);
});

test('Export to Excel downloads the list, or only the selected rows', async () => {
  await expect(pageInfo(page)).toHaveText(pageInfoText(1, 10, 12));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: messages.clientsExportToExcel }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^\d{4}-\d{2}-\d{2}_password_management\.xlsx$/);
  const rows = await readWorkbook(await download.path());
  expect(rows[0]).toEqual([
    messages.clientColumnName,
    messages.clientColumnEmail,
    messages.clientColumnCreated,
    messages.clientColumnStatus,
    messages.clientColumnLastLogin,
  ]);
  expect(rows).toHaveLength(1 + 12);
  expect(rows.map((row) => row[1])).toEqual(
    expect.arrayContaining([casey.email, newClient, requesterEmail('Isla')]),
  );

  await search('casey');
  await clientRow(page, casey.name).getByRole('checkbox').check();
  const [selected] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: messages.clientsExportToExcel }).click(),
  ]);
  const selectedRows = await readWorkbook(await selected.path());
  expect(selectedRows.slice(1).map((row) => row.slice(0, 2))).toEqual([[casey.name, casey.email]]);
  await search('');
});

test('a request for Documents Guru is Requested on its screen only; Send Invite there invites to Documents Guru', async ({
  request,
}) => {
  const ivy = { firstName: 'Ivy', lastName: 'Vaultasker', email: 'ivy.docs@example.com' };
  await requestAccount(request, ivy, AppType.documents);
  await search('ivy.docs');
  await expect(page.getByTestId('clients-empty')).toHaveText(messages.clientsNoResults);
  await search('');

  await openClientManagementOf(page, AppType.documents);
  await search('ivy.docs');
  const row = clientRow(page, ivy.email);
  await expect(row).toContainText('Requested');
  const before = await newestOutboxId(request);
  await row.getByRole('button', { name: messages.clientsSendInvite }).click();
  const invite = dialog(page, messages.clientsInviteNew);
  await expect(invite.getByLabel(messages.inviteEmailLabel)).toHaveValue(ivy.email);
  await invite.getByRole('button', { name: messages.inviteSubmit }).click();
  await expectToast(
    page,
    formatMessage(messages.clientsInvited, { email: ivy.email }),
    messages.clientsInvitedTitle,
  );
  await expect(row).toContainText('Pending');
  const mail = await waitForMail(request, ivy.email, before, /Documents Guru/);
  expect(linkIn(mail)).toContain(`${appRoutes(AppType.documents).signup}?code=`);
  await search('');
});

test('Documents Guru Client Management: Open Client Vault, e-mail notification, Manage Users (at most 5)', async ({
  request,
}) => {
  await search('casey');
  await expect(clientRows(page)).toHaveCount(1);
  const menu = await openRowMenu(page, casey.name);
  await saveScreenshot(page, 'client-row-actions-documents');
  const passwordsLink = menu.getByRole('menuitem', { name: messages.clientsOpenVault });
  await expect(passwordsLink).toHaveAttribute('href', /^\/documents-guru\/[0-9a-f-]{36}\/dashboard$/);
  await expect(passwordsLink).toHaveAttribute('target', '_blank');
  await expect(passwordsLink).toHaveAttribute('rel', 'noopener noreferrer');
  await menu
    .getByRole('menuitem', {
      name: new RegExp(`^(${messages.clientsEnableNotification}|${messages.clientsDisableNotification})$`),
    })
    .click();
  await expectToast(page, messages.clientsUpdateSuccess);

  await chooseRowAction(page, casey.name, messages.clientsManageUsers);
  const manage = dialog(page, formatMessage(messages.secondUsersTitle, { name: casey.name }));
  const input = manage.getByLabel(messages.secondUsersEmailLabel);
  const add = manage.getByRole('button', { name: messages.secondUsersAdd });
  await expect(add).toBeDisabled();
  await input.fill('not-an-email');
  await add.click();
  await expect(manage.getByText(messages.emailInvalid)).toBeVisible();
  for (const email of [
    '  Second.One@Example.com ',
    'second.two@example.com',
    'SECOND.ONE@example.com',
    'second.three@example.com',
    'second.four@example.com',
    'second.five@example.com',
  ]) {
    await input.fill(email);
    await add.click();
  }
  const newRows = manage.getByTestId('second-user-new');
  await expect(newRows).toHaveCount(5);
  await expect(newRows.first()).toContainText('second.one@example.com');
  await input.fill('second.six@example.com');
  await add.click();
  await expect(formAlert(manage)).toHaveText(messages.maxSecondUsers);
  await expect(newRows).toHaveCount(5);
  await saveScreenshot(page, 'client-manage-users-modal');

  await manage
    .getByRole('button', {
      name: formatMessage(messages.secondUsersRemove, { email: 'second.five@example.com' }),
    })
    .click();
  await expect(newRows).toHaveCount(4);
  await manage.getByRole('button', { name: messages.secondUsersSave }).click();
  const saved = manage.getByTestId('second-user');
  await expect(saved).toHaveCount(4);
  await expect(saved.filter({ hasText: 'Pending' })).toHaveCount(4);
  await expect(newRows).toHaveCount(0);
  await expectToast(page, formatMessage(messages.secondUsersInvited, { emails: 'second.one@example.com' }));
  await waitForToastsToClose(page);
  await manage
    .getByRole('button', {
      name: formatMessage(messages.secondUsersRemove, { email: 'second.four@example.com' }),
    })
    .click();
  await expect(saved).toHaveCount(3);
  await manage.getByRole('button', { name: messages.clientsCancel }).click();
  await expect(manage).toBeHidden();

  // The first one signs up from their invite (Active): Disable this account, then Enable this account.
  const mail = await waitForMail(request, 'second.one@example.com', null, /Documents Guru/);
  await signupThroughApi(
    request,
    linkIn(mail),
    { ...newPerson('Sofia'), email: 'second.one@example.com' },
    AppType.documents,
  );
  await chooseRowAction(page, casey.name, messages.clientsManageUsers);
  const one = saved.filter({ hasText: 'second.one@example.com' });
  await expect(one).toContainText('Active');
  await one.getByRole('button', { name: messages.secondUsersDisableAccount }).click();
  await expect(one).toContainText('Disabled');
  await saveScreenshot(page, 'client-manage-users-disabled-second-user');
  await one.getByRole('button', { name: messages.secondUsersEnableAccount }).click();
  await expect(one).toContainText('Active');
  await expect(one.getByRole('button', { name: messages.secondUsersDisableAccount })).toBeVisible();
  await manage.getByRole('button', { name: messages.clientsCancel }).click();
  await expect(manage).toBeHidden();
});

test("the provider sees the firm's clients masked, read-only", async ({ browser }) => {
  const provider = await newSignedInPage(browser, (p) => signInProvider(p, world), { baseURL: suiteURL });
  const p = provider.page;
  await p
    .getByRole('link', { name: formatMessage(messages.providerViewClientsOf, { firm: world.firm.name }) })
    .click();
  await expect(p).toHaveURL(/\/admin\/firms\/[0-9a-f-]{36}\/clients$/);
  await expect(p.getByRole('heading', { level: 1, name: messages.clientManagementTitle })).toBeVisible();
  await expect(p.getByText(messages.providerMaskedNotice)).toBeVisible();
  // Every client of the firm, of both apps: the password ones and Ivy (Documents Guru).
  await expect(pageInfo(p)).toHaveText(pageInfoText(1, 10, 13));
  const table = p.getByRole('table', { name: messages.clientsTableLabel });
  const text = await table.innerText();
  for (const secret of ['Casey', casey.email, 'Requester', 'req-', newClient, '@example.com'])
    expect(text).not.toContain(secret);
  for (const cell of await columnTexts(p, 1)) expect(cell.length).toBeLessThanOrEqual(30);
  await expect(table.getByRole('checkbox')).toHaveCount(0);
  await expect(table.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
  await expect(p.getByPlaceholder(messages.clientsSearchPlaceholder)).toHaveCount(0);
  await expect(p.getByRole('button', { name: messages.clientsInviteNew })).toHaveCount(0);
  await expect(
    p.getByRole('columnheader', { name: messages.clientColumnName }).getByRole('button'),
  ).toHaveCount(0);
  await saveScreenshot(p, 'provider-masked-clients');
  await provider.context.close();
});
