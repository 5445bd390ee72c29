import type { Page } from '@playwright/test';
import {
  AppType,
  advisorClientsRoutes,
  appRoutes,
  appTypes,
  documentsMessages,
  documentsScreenMessages as docs,
  emergencyMessages,
  emergencyWebRoutes,
  formatMessage,
  messages,
  recoveryMessages,
  recoveryWebRoutes,
  siteWebRoutes,
  subscriptionWebRoutes,
  webRoutes,
} from '@guru/shared';
import { openAccountSettings } from '../fixtures/account-settings.js';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.js';
import { chooseRowAction, dialog, openClientManagementOf } from '../fixtures/console.js';
import { demo } from '../fixtures/demo-users.js';
import {
  documentRow,
  openFolder,
  openTab,
  sampleFile,
  uploadThroughModal,
  expectUploaded,
} from '../fixtures/documents.js';
import {
  clientPasswordStep,
  expectClientDashboard,
  expectPinScreen,
  openLogin,
  signInAdvisor,
  expectProviderConsole,
  submitPin,
  submitSmsCode,
  submitTotpCode,
  totpPasswordStep,
} from '../fixtures/sign-in.js';
import { advisorForFile, newPerson, signupTitle } from '../fixtures/signup.js';
import { expect, suiteURL, test } from '../fixtures/world.js';

// WCAG 2 A/AA through axe-core on every screen and modal: no serious or critical violation. One walk per
// role, each signed in once; the checks are soft, so a walk lists every screen's violations before it fails.
// The spec's own world: its firm's pages, and the suite's own host for the site, firm sign-up and the provider.

const a11y = expectNoSeriousA11yViolations;
const advisor = advisorForFile();

async function visit(page: Page, path: string, heading?: string | RegExp, origin = ''): Promise<void> {
  await page.goto(`${origin}${path}`);
  if (heading !== undefined) await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  await a11y(page, path);
}

test('the public site and the newsletter modal', async ({ page }) => {
  await visit(page, webRoutes.home, messages.homeHeroTitle, suiteURL);
  for (const path of [webRoutes.faq, webRoutes.media, webRoutes.contact, webRoutes.pricing])
    await visit(page, path, undefined, suiteURL);
  await page.getByRole('button', { name: messages.newsletterOpen }).click();
  await expect(page.getByRole('dialog', { name: messages.newsletterTitle })).toBeVisible();
  await a11y(page, 'newsletter modal');
  await visit(page, `${siteWebRoutes.newsletterUnsubscribe}#not-a-token`, undefined, suiteURL);
  await visit(page, '/no-such-page', undefined, suiteURL);
});

test('firm sign-up and the set-up links', async ({ page }) => {
  await visit(page, webRoutes.signup, undefined, suiteURL);
  for (const path of [
    subscriptionWebRoutes.confirmFirmSignup,
    subscriptionWebRoutes.advisorSetup,
    subscriptionWebRoutes.providerSetup,
  ]) {
    await visit(page, `${path}?token=not-a-token`, undefined, suiteURL);
  }
});

for (const app of appTypes) {
  test(`${app}: entry pages without a session (intro, information, sign-in, request account, forgot password and PIN, emergency)`, async ({
    page,
  }) => {
    const routes = appRoutes(app);
    await visit(page, routes.root);
    for (const path of [
      routes.learnMore,
      routes.securityDetails,
      routes.faq,
      routes.requestAccount,
      routes.resetPasswordEmail,
      routes.resetPin,
    ]) {
      await visit(page, path);
    }
    await openLogin(page, app);
    await a11y(page, routes.login);
    await visit(page, `${routes.resetPasswordEmail}?token=not-a-token`);
    await visit(page, `${routes.resetPin}?token=not-a-token&email=someone%40example.com`);
    await visit(page, `${emergencyWebRoutes(app).access}?kit=not-a-kit`, emergencyMessages.accessTitle);
    await visit(page, `${emergencyWebRoutes(app).refuse}?token=not-a-token`);
  });
}

test('sign-up by invite', async ({ page, request }) => {
  for (const app of appTypes) {
    await page.goto(await advisor().invite(request, newPerson('Ada').email, app));
    await expect(page.getByRole('heading', { name: signupTitle(app) })).toBeVisible();
    await a11y(page, `${appRoutes(app).signup} (invite)`);
  }
});

test('the client: sign-in chain, Password Guru with its modals, account settings', async ({
  page,
  request,
}) => {
  const app = AppType.password;
  await test.step('2FA, PIN and Reset PIN by phone', async () => {
    const code = await clientPasswordStep(page, request, app);
    await a11y(page, appRoutes(app).verify2fa);
    await submitSmsCode(page, app, code);
    await a11y(page, appRoutes(app).verifyPin);
    await page.getByRole('link', { name: messages.forgotPin }).click();
    await expect(page).toHaveURL(appRoutes(app).resetPin);
    await a11y(page, `${appRoutes(app).resetPin} (by phone)`);
    await page.goBack();
    await expectPinScreen(page, app);
    await submitPin(page, demo.client.pin);
    await expectClientDashboard(page, app);
  });

  await test.step('the vault list and its folder', async () => {
    await a11y(page, `${appRoutes(app).dashboard} (folders)`);
    await page
      .getByRole('button', { name: formatMessage(messages.passwordsOpenFolder, { name: 'Banking' }) })
      .click();
    await expect(page.getByTestId('entry-row').first()).toBeVisible();
    await a11y(page, `${appRoutes(app).dashboard} (entries)`);
  });

  await test.step('an entry through the PIN: the detail screen', async () => {
    await page
      .getByTestId('entry-row')
      .first()
      .getByRole('button', { name: messages.passwordsShowPassword })
      .click();
    const pinDialog = page.getByRole('dialog', { name: messages.passwordsPinModalTitle });
    await expect(pinDialog).toBeVisible();
    await a11y(page, 'PIN modal');
    await submitPin(page, demo.client.pin, pinDialog);
    await expect(page.getByTestId('password-detail')).toBeVisible();
    await a11y(page, 'password detail');
    await page.getByRole('link', { name: messages.passwordsBackToDashboard }).click();
    await page
      .getByRole('button', { name: formatMessage(messages.passwordsOpenFolder, { name: 'Banking' }) })
      .click();
    await expect(page.getByTestId('entry-row').first()).toBeVisible();
  });

  await test.step('add entry, edit entry with the PIN, add folder, import, delete confirm', async () => {
    const closeWith = async (title: string, label: string) => {
      const opened = page.getByRole('dialog', { name: title });
      await expect(opened).toBeVisible();
      await a11y(page, label);
      await page.keyboard.press('Escape');
      await expect(opened).toBeHidden();
    };
    await page.getByRole('button', { name: messages.passwordsAddNewPassword }).click();
    await closeWith(messages.passwordsAddPasswordTitle, 'add entry modal');
    await page
      .getByTestId('entry-row')
      .first()
      .getByRole('button', { name: messages.passwordsEditPassword })
      .click();
    const pinFirst = page.getByRole('dialog', { name: messages.passwordsPinModalTitle });
    const edit = page.getByRole('dialog', { name: messages.passwordsEditPasswordTitle });
    await expect(pinFirst.or(edit)).toBeVisible();
    if (await pinFirst.isVisible()) await submitPin(page, demo.client.pin, pinFirst);
    await closeWith(messages.passwordsEditPasswordTitle, 'edit entry modal');
    await page
      .getByTestId('entry-row')
      .first()
      .getByRole('button', { name: messages.passwordsDeletePassword })
      .click();
    await closeWith(messages.passwordsConfirmTitle, 'delete confirm modal');
    await page.getByRole('button', { name: messages.passwordsAddNewFolder }).click();
    await closeWith(messages.passwordsAddFolderTitle, 'add folder modal');
    await page.getByRole('button', { name: messages.passwordsImportFromFile }).click();
    await closeWith(messages.passwordsImportNoticeTitle, 'import modal');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: messages.passwordsExportToExcel }).click();
    await download;
    await a11y(page, 'after export');
  });

  await test.step('account settings with the emergency contact form', async () => {
    await openAccountSettings(page, app);
    await a11y(page, appRoutes(app).accountSettings);
    const section = page.getByTestId('emergency-contact-section');
    await section.getByRole('button', { name: emergencyMessages.add }).click();
    await a11y(page, `${appRoutes(app).accountSettings} (emergency contact form)`);
  });
});

test('the client: Documents Guru with a file, upload and activity', async ({ page, request }) => {
  const app = AppType.documents;
  const code = await clientPasswordStep(page, request, app);
  await submitSmsCode(page, app, code);
  await submitPin(page, demo.client.pin);
  await expectClientDashboard(page, app);
  await a11y(page, `${appRoutes(app).dashboard} (folders)`);
  await openTab(page, documentsMessages.tabShared);
  await page.getByRole('button', { name: docs.uploadFile }).click();
  await expect(page.getByRole('dialog', { name: docs.uploadTitle })).toBeVisible();
  await a11y(page, 'upload modal');
  await page.keyboard.press('Escape');
  const file = sampleFile(`Accessible plan ${Date.now()}.pdf`, 2048);
  await uploadThroughModal(page, file);
  await expectUploaded(page, file.name);
  await openFolder(page);
  await expect(documentRow(page, file.name)).toBeVisible();
  await a11y(page, `${appRoutes(app).dashboard} (files, uploads)`);
  await documentRow(page, file.name)
    .getByRole('button', { name: formatMessage(docs.activityItem, { name: file.name }) })
    .click();
  await expect(
    page.getByRole('dialog', { name: formatMessage(docs.activityTitle, { name: file.name }) }),
  ).toBeVisible();
  await a11y(page, 'activity modal');
});

test('the advisor console: home, Client Management and its modals, subscription, branding, security, a client vault', async ({
  page,
  context,
}) => {
  await signInAdvisor(page, AppType.password);
  await a11y(page, advisorClientsRoutes[AppType.password]);
  await page.getByRole('button', { name: messages.clientsInviteNew }).click();
  await expect(dialog(page, messages.clientsInviteNew)).toBeVisible();
  await a11y(page, 'invite modal');
  await page.keyboard.press('Escape');
  await openClientManagementOf(page, AppType.documents);
  await a11y(page, advisorClientsRoutes[AppType.documents]);
  await chooseRowAction(page, demo.client.fullName, messages.clientsManageUsers);
  await expect(page.getByRole('dialog').first()).toBeVisible();
  await a11y(page, 'Manage Users modal');
  await page.keyboard.press('Escape');

  await test.step('Open Client Vault: the shared files and the share modal', async () => {
    const opened = context.waitForEvent('page');
    await chooseRowAction(page, demo.client.fullName, messages.clientsOpenVault);
    const vault = await opened;
    // The console's tab is unlocked: no PIN (ADR 0033).
    await expect(vault.getByRole('tab', { name: `Client: ${demo.client.fullName}` })).toBeVisible();
    await a11y(vault, 'advisor: client vault');
    await openFolder(vault);
    const row = vault.getByTestId('document-row').first();
    await expect(row).toBeVisible();
    await a11y(vault, 'advisor: client vault files');
    const name = (await row.getByRole('button').first().innerText()).trim();
    await row.getByRole('button', { name: formatMessage(docs.shareItem, { name }) }).click();
    await expect(vault.getByRole('dialog', { name: docs.shareTitle })).toBeVisible();
    await a11y(vault, 'share modal');
    await vault.close();
  });

  await page.getByRole('link', { name: messages.returnToDashboard, exact: true }).click();
  await expect(page).toHaveURL(webRoutes.advisorHome);
  await a11y(page, webRoutes.advisorHome);
  for (const path of [subscriptionWebRoutes.advisorSubscription, subscriptionWebRoutes.advisorBranding]) {
    await page.locator(`a[href="${path}"]`).first().click();
    await expect(page).toHaveURL(path);
    await a11y(page, path);
    await page.goBack();
    await expect(page).toHaveURL(webRoutes.advisorHome);
  }
  await openSecurityPage(page, recoveryWebRoutes.advisorSecurity);
});

/** The console's Security page, from the user menu. */
async function openSecurityPage(page: Page, path: string): Promise<void> {
  await page.getByRole('banner').getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: recoveryMessages.securityTitle }).click();
  await expect(page).toHaveURL(path);
  await a11y(page, path);
}

test('the provider console: the authenticator modal, firms, one firm, its masked clients, security', async ({
  browser,
  world,
}) => {
  // The provider's staff sign in on the suite's own host.
  const context = await browser.newContext({ baseURL: suiteURL });
  const page = await context.newPage();
  const { dialog: totp } = await totpPasswordStep(page, AppType.password, world.provider);
  await a11y(page, 'authenticator modal');
  await submitTotpCode(page, AppType.password, world.provider, totp);
  await a11y(page, 'console PIN');
  await submitPin(page, world.provider.pin);
  await expectProviderConsole(page, world.firm.name);
  await a11y(page, webRoutes.providerHome);
  await page
    .getByRole('table', { name: messages.firmsHeading })
    .getByRole('link', { name: world.firm.name, exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/firms\/[^/]+$/);
  await a11y(page, 'provider: firm');
  await page
    .getByRole('link', { name: formatMessage(messages.providerViewClientsOf, { firm: world.firm.name }) })
    .click();
  await expect(page).toHaveURL(/\/admin\/firms\/[^/]+\/clients$/);
  await expect(page.getByRole('table', { name: messages.clientsTableLabel })).toBeVisible();
  await a11y(page, 'provider: masked clients');
  await openSecurityPage(page, recoveryWebRoutes.providerSecurity);
  await context.close();
});
