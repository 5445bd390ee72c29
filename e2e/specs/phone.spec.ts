import type { Page, TestInfo } from '@playwright/test';
import {
  AppType,
  appDisplayName,
  documentsScreenMessages as docs,
  formatMessage,
  messages,
  webRoutes,
} from '@guru/shared';
import { openAccountSettings } from '../fixtures/account-settings.js';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.js';
import { clientRows, openRowMenu } from '../fixtures/console.js';
import {
  documentRow,
  openFolder,
  sampleFile,
  uploadThroughModal,
  expectUploaded,
} from '../fixtures/documents.js';
import {
  expectNoSidewaysScroll,
  expectRowActionsReachable,
  phone,
  savePhoneScreenshot,
} from '../fixtures/phone.js';
import { signInAdvisor, signInClient } from '../fixtures/sign-in.js';
import { expect, suiteURL, test } from '../fixtures/world.js';

// The main client and advisor walks on a phone (390 × 844, touch): no screen scrolls sideways, every row action
// is on the screen and takes a tap, axe finds nothing serious, and each screen is saved for a person to look at
// (the test's output folder). The same screens at 1280 px are saved too: the desktop layout is unchanged.

test.use(phone);
test.setTimeout(180_000);

const desktop = { width: 1280, height: 900 };

/** The checks of one phone screen, then its screenshot. */
async function checkPhoneScreen(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expectNoSidewaysScroll(page, name);
  await expectNoSeriousA11yViolations(page, `${name} (phone)`);
  await savePhoneScreenshot(page, testInfo, `phone-${name}`);
}

/** The toolbar's More actions menu opens with these items on the screen, and closes again. */
async function expectFoldedActions(
  page: Page,
  testInfo: TestInfo,
  name: string,
  items: string[],
): Promise<void> {
  await page.getByRole('button', { name: messages.toolbarMoreActions }).tap();
  const more = page.getByRole('menu');
  await expect(more.getByRole('menuitem')).toHaveText(items);
  for (const item of items) await expect(more.getByRole('menuitem', { name: item })).toBeInViewport();
  await savePhoneScreenshot(page, testInfo, `phone-${name}-more-actions`);
  await page.keyboard.press('Escape');
  await expect(more).toBeHidden();
}

/** At 1280 px the toolbar shows its buttons again, with no More actions menu. */
async function expectUnfolded(page: Page, buttons: string[]): Promise<void> {
  for (const name of buttons) await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: messages.toolbarMoreActions })).toHaveCount(0);
}

/** The app's name stays in the signed-in header on a phone. */
async function expectAppNameInHeader(page: Page, app: AppType): Promise<void> {
  await expect(page.getByRole('banner').getByText(appDisplayName(app), { exact: true })).toBeVisible();
}

test('client: the vault, a folder and account settings', async ({ page, request }, testInfo) => {
  await signInClient(page, request, AppType.password);
  await expectAppNameInHeader(page, AppType.password);
  await expect(page.getByTestId('folder-row').first()).toBeVisible();
  await expectRowActionsReachable(page.getByTestId('folder-row'), 'vault folders');
  await checkPhoneScreen(page, testInfo, 'vault');

  // The toolbar's less used buttons fold into one menu.
  await expect(page.getByRole('button', { name: messages.passwordsImportFromFile })).toBeHidden();
  await page.getByRole('button', { name: messages.toolbarMoreActions }).tap();
  const more = page.getByRole('menu');
  for (const item of [
    messages.passwordsGetImportTemplate,
    messages.passwordsTemplateEmailMe,
    messages.passwordsImportFromFile,
    messages.passwordsExportToExcel,
  ]) {
    await expect(more.getByRole('menuitem', { name: item })).toBeInViewport();
  }
  await savePhoneScreenshot(page, testInfo, 'phone-vault-more-actions');
  await page.keyboard.press('Escape');
  await expect(more).toBeHidden();

  await page
    .getByRole('button', { name: formatMessage(messages.passwordsOpenFolder, { name: 'Banking' }) })
    .click();
  await expect(page.getByTestId('entry-row').first()).toBeVisible();
  const actions = await expectRowActionsReachable(page.getByTestId('entry-row'), 'vault entries');
  expect(actions).toBeGreaterThan(0);
  await page
    .getByTestId('entry-row')
    .first()
    .getByRole('button', { name: messages.passwordsEditPassword })
    .tap();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSidewaysScroll(page, 'edit dialog');
  await savePhoneScreenshot(page, testInfo, 'phone-vault-edit');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await checkPhoneScreen(page, testInfo, 'vault-folder');

  await page.setViewportSize(desktop);
  await savePhoneScreenshot(page, testInfo, 'desktop-vault-folder');
  await page.setViewportSize(phone.viewport);

  await openAccountSettings(page, AppType.password);
  await checkPhoneScreen(page, testInfo, 'account-settings');
});

test('client: Documents Guru, an upload (with the camera offered) and its row', async ({
  page,
  request,
}, testInfo) => {
  await signInClient(page, request, AppType.documents);
  await expectAppNameInHeader(page, AppType.documents);
  await checkPhoneScreen(page, testInfo, 'documents');

  // Upload File stays a button; Add New Folder and Export to Excel fold into one menu.
  await expect(page.getByRole('button', { name: docs.addNewFolder })).toBeHidden();
  await expectFoldedActions(page, testInfo, 'documents', [docs.addNewFolder, docs.exportToExcel]);

  await page.getByRole('button', { name: docs.uploadFile }).click();
  const upload = page.getByRole('dialog', { name: docs.uploadTitle });
  await expect(upload.getByRole('button', { name: docs.takePhoto })).toBeVisible();
  const camera = upload.locator('input[type="file"][capture="environment"]');
  await expect(camera).toHaveAttribute('accept', 'image/*');
  await savePhoneScreenshot(page, testInfo, 'phone-documents-upload');
  await page.keyboard.press('Escape');
  await expect(upload).toBeHidden();

  const file = sampleFile('Phone statement with a rather long name.pdf', 3_000);
  await uploadThroughModal(page, file);
  await expectUploaded(page, file.name);
  await openFolder(page);
  await expect(documentRow(page, file.name)).toBeVisible();
  await expectRowActionsReachable(page.getByTestId('document-row'), 'documents');
  await checkPhoneScreen(page, testInfo, 'documents-folder');

  await page.setViewportSize(desktop);
  await expectUnfolded(page, [docs.uploadFile, docs.addNewFolder, docs.exportToExcel]);
  await savePhoneScreenshot(page, testInfo, 'desktop-documents-folder');
});

test("advisor: Client Management and a row's menu", async ({ page }, testInfo) => {
  await signInAdvisor(page);
  await expect(clientRows(page).first()).toBeVisible();
  await expectRowActionsReachable(clientRows(page), 'clients');
  await checkPhoneScreen(page, testInfo, 'client-management');

  // Invite new client stays a button; Export to Excel folds into the menu.
  await expect(page.getByRole('button', { name: messages.clientsInviteNew })).toBeInViewport();
  await expect(page.getByRole('button', { name: messages.clientsExportToExcel })).toBeHidden();
  await expectFoldedActions(page, testInfo, 'client-management', [messages.clientsExportToExcel]);

  const menu = await openRowMenu(
    page,
    (await clientRows(page).first().getByRole('cell').nth(1).innerText()).trim(),
  );
  await expect(menu.getByRole('menuitem').first()).toBeInViewport();
  await savePhoneScreenshot(page, testInfo, 'phone-client-management-menu');
  await page.keyboard.press('Escape');

  await page.setViewportSize(desktop);
  await expectUnfolded(page, [messages.clientsInviteNew, messages.clientsExportToExcel]);
  await savePhoneScreenshot(page, testInfo, 'desktop-client-management');
});

test('the public site: the pricing badge whole, the menu drawer over the header with one close button', async ({
  page,
}, testInfo) => {
  // The suite's own site (the world's firm host keeps the firm's page at /).
  await page.goto(`${suiteURL}${webRoutes.pricing}`);
  const badge = page.getByText(messages.pricingTrialNote, { exact: true });
  await expect(badge).toBeVisible();
  expect(
    await badge.evaluate(
      (label) => label.scrollWidth <= label.clientWidth && label.scrollHeight <= label.clientHeight + 1,
    ),
  ).toBe(true);
  await checkPhoneScreen(page, testInfo, 'pricing');
  await savePhoneScreenshot(page, testInfo, 'phone-pricing-top', { fullPage: false });

  await page.getByRole('button', { name: messages.siteNavMenu }).tap();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  // The header's menu button is under the drawer's overlay: the drawer's own close button is the only one.
  const burger = page.getByRole('banner').getByRole('button', { name: messages.siteNavMenu });
  const burgerBox = (await burger.boundingBox())!;
  const topmost = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('header') !== null,
    {
      x: burgerBox.x + burgerBox.width / 2,
      y: burgerBox.y + burgerBox.height / 2,
    },
  );
  expect(topmost, 'the header is drawn above the drawer').toBe(false);
  // …and it stays a menu button (three lines), not a second close button beside the drawer's.
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  await expect(burger.locator('[data-opened]')).toHaveCount(0);
  await savePhoneScreenshot(page, testInfo, 'phone-site-drawer', { fullPage: false });
});
