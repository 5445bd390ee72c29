import type { Locator, Page } from '@playwright/test';
import {
  AppType,
  documentsMessages,
  documentsScreenMessages as text,
  formatMessage,
  messages,
} from '@guru/shared';
import { openClientManagementOf } from '../fixtures/console.js';
import { typeCode } from '../fixtures/code-input.js';
import { demo } from '../fixtures/demo-users.js';
import {
  confirmDelete,
  documentRow,
  openFolder,
  openTab,
  pinDialog,
  sampleFile,
  uploadThroughModal,
  expectUploaded,
} from '../fixtures/documents.js';
import { phone } from '../fixtures/phone.js';
import { signInAdvisor, signInClient } from '../fixtures/sign-in.js';
import { expect, test } from '../fixtures/world.js';

// Deleting documents on a phone (390 × 844), from every place a delete starts (a row's delete button, a
// folder's, the toolbar's delete of a selection), in both areas, as the client and as the advisor: a wrong PIN
// says "Oops!" / "Please enter a valid PIN code", a right one deletes and says so, each toast on the screen
// and above the PIN dialog.

test.use(phone);
test.setTimeout(240_000);

/** The toast with `message` is on the screen and nothing covers its middle (not hidden behind a dialog). */
async function expectToastOnTop(page: Page, message: string, title: string): Promise<void> {
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: message }).first();
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(title);
  await expect(toast).toBeInViewport({ ratio: 1 });
  const onTop = await toast.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
  expect(onTop, `the toast "${message}" is covered`).toBe(true);
}

/** The PIN step of a delete: a wrong PIN says so and keeps the dialog; the right one deletes. */
async function wrongThenRightPin(
  page: Page,
  pin: string,
  removed: { message: string; title: string },
): Promise<void> {
  const dialog = pinDialog(page);
  await expect(dialog).toBeVisible();
  // The fourth digit sends the PIN.
  await typeCode(page, pin === '0000' ? '1111' : '0000', 4, dialog);
  await expectToastOnTop(page, messages.pinInvalidToast, messages.oops);
  await expect(dialog).toBeVisible();
  await typeCode(page, pin, 4, dialog);
  await expectToastOnTop(page, removed.message, removed.title);
  await expect(dialog).toHaveCount(0);
}

/**
 * Waits for the toasts to fade, as a person does who wants the rows beneath them: on a phone they cover the
 * lower half of the list. A toast stays while the pointer is on it, so the pointer leaves them first.
 */
async function waitForToastsToFade(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 20_000 });
}

async function tapDelete(row: Locator, name: string): Promise<void> {
  await row.getByRole('button', { name: formatMessage(text.deleteItem, { name }) }).tap();
}

/** One file by its row's delete button, two by the selection: each with a wrong PIN first. */
async function deleteFilesEveryWay(page: Page, pin: string, label: string): Promise<void> {
  const one = sampleFile(`${label} one.txt`, 1_000);
  const two = sampleFile(`${label} two.txt`, 1_000);
  const three = sampleFile(`${label} three.txt`, 1_000);
  for (const file of [one, two, three]) {
    await uploadThroughModal(page, file);
    await expectUploaded(page, file.name);
  }
  await openFolder(page);

  await tapDelete(documentRow(page, one.name), one.name);
  await confirmDelete(page, documentsMessages.deleteOneConfirm);
  await wrongThenRightPin(page, pin, {
    message: formatMessage(documentsMessages.documentRemoved, { name: one.name }),
    title: documentsMessages.documentRemovedTitle,
  });
  await expect(documentRow(page, one.name)).toHaveCount(0);

  await waitForToastsToFade(page);
  for (const file of [two, three])
    await documentRow(page, file.name)
      .getByRole('checkbox', { name: formatMessage(text.selectRow, { name: file.name }) })
      .check();
  await page
    .getByRole('button', {
      name: `${text.delete} (${formatMessage(text.selectedCount, { count: 2 })})`,
      exact: true,
    })
    .tap();
  await confirmDelete(page, documentsMessages.deleteSelectedConfirm);
  await wrongThenRightPin(page, pin, {
    message: documentsMessages.documentsRemoved,
    title: documentsMessages.documentsRemovedTitle,
  });
  await expect(documentRow(page, two.name)).toHaveCount(0);
  await expect(documentRow(page, three.name)).toHaveCount(0);
}

test('client on a phone: a wrong PIN says so and a right one deletes with its toast, from a row, a folder and a selection, in both areas', async ({
  page,
  request,
}) => {
  await signInClient(page, request, AppType.documents);
  for (const area of [documentsMessages.tabShared, documentsMessages.tabPrivate]) {
    await test.step(`${area}: a file by its row, two by the selection`, async () => {
      await openTab(page, area);
      await deleteFilesEveryWay(
        page,
        demo.client.pin,
        `Phone ${area === documentsMessages.tabShared ? 'shared' : 'private'} ${Date.now()}`,
      );
    });
  }

  await test.step('a folder by its row (the client confirms with the PIN)', async () => {
    const name = `Phone folder ${Date.now()}`;
    await page.getByRole('button', { name: documentsMessages.title, exact: true }).tap();
    // On a phone, Add New Folder is folded into the toolbar's More actions menu.
    await page.getByRole('button', { name: messages.toolbarMoreActions }).tap();
    await page.getByRole('menuitem', { name: text.addNewFolder }).tap();
    const add = page.getByRole('dialog', { name: text.addFolderTitle });
    await add.getByLabel(text.folderNameLabel).fill(name);
    await add.getByRole('button', { name: text.save, exact: true }).tap();
    await page.getByRole('button', { name: formatMessage(text.deleteFolderItem, { name }) }).tap();
    await confirmDelete(page, documentsMessages.deleteFolderConfirm);
    await wrongThenRightPin(page, demo.client.pin, {
      message: documentsMessages.folderRemoved,
      title: documentsMessages.folderRemovedTitle,
    });
    await expect(page.getByRole('button', { name: formatMessage(text.openFolder, { name }) })).toHaveCount(0);
  });
});

test('advisor on a phone, in Open Client Vault: a wrong PIN says so and a right one deletes with its toast, from a row and a selection', async ({
  page,
}) => {
  await signInAdvisor(page);
  await openClientManagementOf(page, AppType.documents);
  const opened = page.context().waitForEvent('page');
  await page
    .getByRole('button', {
      name: formatMessage(messages.clientsRowActions, { name: demo.client.fullName }),
      exact: true,
    })
    .tap();
  await page.getByRole('menu').getByRole('menuitem', { name: messages.clientsOpenVault }).tap();
  const vault = await opened;
  await expect(vault.getByRole('tab', { name: `Client: ${demo.client.fullName}` })).toBeVisible();
  await deleteFilesEveryWay(vault, demo.advisor.pin, `Advisor phone ${Date.now()}`);
});
