import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  AppType,
  documentsMessages,
  documentsScreenMessages as text,
  documentsViewerMessages as viewer,
  formatMessage,
  messages,
  webRoutes,
} from '@guru/shared';
import {
  expectToast,
  openClientManagementOf,
  openRowMenu,
  waitForToastsToClose,
} from '../fixtures/console.js';
import { demo } from '../fixtures/demo-users.js';
import {
  confirmDelete,
  documentRow,
  dropFiles,
  expectUploaded,
  openFolder,
  openTab,
  pinDialog,
  sampleFile,
  uploadProgress,
  uploadThroughModal,
} from '../fixtures/documents.js';
import { typeCode } from '../fixtures/code-input.js';
import { saveScreenshot } from '../fixtures/page-checks.js';
import { linkIn, newestOutboxId, waitForMail } from '../fixtures/outbox.js';
import { openLogin, signInAdvisor, signInClient } from '../fixtures/sign-in.js';
import { newPerson, signInNewPerson, signupThroughApi } from '../fixtures/signup.js';
import { expect, test } from '../fixtures/world.js';

/**
 * Documents Guru between the demo client and the demo advisor: uploads to the private and the
 * shared area, the advisor's view of the shared area only (opened from Client Management), a
 * download compared byte for byte, each side deleting only its own uploads, a move to private
 * that the advisor loses sight of, the unique name, the PIN, and the advisor's folder delete.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(300_000);

const privateFile = sampleFile('Private plan.txt', 2_000);
// Three tus chunks (8 MiB each), slowed below, so that the bar is seen between empty and full.
const sharedFile = sampleFile('Shared statement.pdf', 20 * 1_048_576);
const moveFile = sampleFile('Move me.txt', 1_500);
const dropOne = sampleFile('Drop one.txt', 800);
const dropTwo = sampleFile('Drop two.txt', 900);
const advisorFile = sampleFile('Advisor memo.pdf', 5_000);
const reviewer = newPerson('Reviewer');
let invite = '';

/** Slows every PATCH of an upload down, as a slow line would. */
async function slowUploads(page: Page): Promise<void> {
  await page.route('**/pass-api/api/v1/docVaults/uploads/**', async (route) => {
    if (route.request().method() === 'PATCH') await new Promise((resolve) => setTimeout(resolve, 1_200));
    await route.continue();
  });
}

test('a client and the advisor share documents, each deleting only their own', async ({
  browser,
  page: client,
  request,
}) => {
  await test.step('the client signs in: Shared with FA is open, Private Documents beside it', async () => {
    await signInClient(client, request, AppType.documents);
    await expect(client.getByRole('heading', { level: 1, name: documentsMessages.title })).toBeVisible();
    await expect(client.getByRole('tab', { name: documentsMessages.tabShared })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(client.getByRole('tab', { name: documentsMessages.tabPrivate })).toBeVisible();
  });

  await test.step('an upload to Private Documents', async () => {
    await openTab(client, documentsMessages.tabPrivate);
    await uploadThroughModal(client, privateFile);
    await expectUploaded(client, privateFile.name);
    await expectToast(client, formatMessage(text.uploadDone, { name: privateFile.name }));
    await openFolder(client);
    await expect(documentRow(client, privateFile.name)).toBeVisible();
  });

  await test.step('uploads to Shared with FA, with the progress bar', async () => {
    await openTab(client, documentsMessages.tabShared);
    await slowUploads(client);
    await uploadThroughModal(client, sharedFile);
    const bar = uploadProgress(client, sharedFile.name);
    await expect(client.getByTestId('upload-item').filter({ hasText: sharedFile.name })).toHaveAttribute(
      'data-status',
      'uploading',
    );
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(100);
    await saveScreenshot(client, 'documents-upload-progress');
    await expectUploaded(client, sharedFile.name);
    await client.unroute('**/pass-api/api/v1/docVaults/uploads/**');
    await uploadThroughModal(client, moveFile);
    await expectUploaded(client, moveFile.name);
  });

  await test.step('files dropped on the dashboard are queued, each its own upload', async () => {
    await openFolder(client);
    await dropFiles(client, [dropOne, dropTwo]);
    await expectUploaded(client, dropOne.name);
    await expectUploaded(client, dropTwo.name);
    for (const name of [sharedFile.name, moveFile.name, dropOne.name, dropTwo.name])
      await expect(documentRow(client, name)).toBeVisible();
    await expect(documentRow(client, privateFile.name)).toHaveCount(0);
    await saveScreenshot(client, 'documents-client-shared');
  });

  const advisorContext = await browser.newContext();
  const consolePage = await advisorContext.newPage();
  let advisor: Page = consolePage;

  await test.step('the advisor opens the client vault from Client Management (a new tab)', async () => {
    await signInAdvisor(consolePage);
    await openClientManagementOf(consolePage, AppType.documents);
    const menu = await openRowMenu(consolePage, demo.client.fullName);
    const opened = advisorContext.waitForEvent('page');
    await menu.getByRole('menuitem', { name: messages.clientsOpenVault }).click();
    advisor = await opened;
    // The console's tab is unlocked: the new tab opens without the PIN (ADR 0033).
    await expect(advisor.getByRole('heading', { name: messages.pinTitle })).toHaveCount(0);
    await expect(advisor).toHaveURL(/\/documents-guru\/[0-9a-f-]{36}\/dashboard$/);
    await expect(advisor.getByRole('tab', { name: `Client: ${demo.client.fullName}` })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(advisor.getByRole('link', { name: documentsMessages.returnToDashboard })).toHaveAttribute(
      'href',
      webRoutes.advisorHome,
    );
  });

  await test.step('the advisor sees only the shared files and downloads one, byte for byte', async () => {
    await openFolder(advisor);
    await expect(documentRow(advisor, sharedFile.name)).toBeVisible();
    await expect(documentRow(advisor, privateFile.name)).toHaveCount(0);
    await advisor.getByLabel(text.searchLabel).fill('Private plan');
    await expect(advisor.getByTestId('documents-empty')).toHaveText(text.noResults);
    await advisor.getByLabel(text.searchLabel).fill('');
    await expect(documentRow(advisor, sharedFile.name)).toBeVisible();
    const [download] = await Promise.all([
      advisor.waitForEvent('download'),
      documentRow(advisor, sharedFile.name)
        .getByRole('button', { name: formatMessage(text.downloadItem, { name: sharedFile.name }) })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe(sharedFile.name);
    expect(readFileSync(await download.path()).equals(sharedFile.buffer)).toBe(true);
  });

  await test.step("the advisor reads the file's activity and exports the client's", async () => {
    await documentRow(advisor, sharedFile.name)
      .getByRole('button', { name: formatMessage(text.activityItem, { name: sharedFile.name }) })
      .click();
    const dialog = advisor.getByRole('dialog', {
      name: formatMessage(text.activityTitle, { name: sharedFile.name }),
    });
    const rows = dialog.getByTestId('activity-row');
    await expect(rows.filter({ hasText: text.activityActions.download })).toContainText(
      demo.advisor.fullName,
    );
    await expect(rows.filter({ hasText: text.activityActions.upload })).toContainText(demo.client.fullName);
    await advisor.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    const [download] = await Promise.all([
      advisor.waitForEvent('download'),
      advisor.getByRole('button', { name: text.exportActivity }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^\d{4}-\d{2}-\d{2}_document_activity\.xlsx$/);
    expect(
      readFileSync(await download.path())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });

  await test.step("the advisor uploads for the client and cannot delete the client's files", async () => {
    await expect(
      advisor.getByRole('button', { name: formatMessage(text.deleteItem, { name: sharedFile.name }) }),
    ).toHaveCount(0);
    await uploadThroughModal(advisor, advisorFile);
    await expectUploaded(advisor, advisorFile.name);
    await expect(
      advisor.getByRole('button', { name: formatMessage(text.deleteItem, { name: advisorFile.name }) }),
    ).toBeVisible();
    await saveScreenshot(advisor, 'documents-advisor-view');
  });

  await test.step("the client cannot delete the advisor's file, and moves a file to private", async () => {
    await openFolder(client);
    await expect(documentRow(client, advisorFile.name)).toBeVisible();
    await expect(
      client.getByRole('button', { name: formatMessage(text.deleteItem, { name: advisorFile.name }) }),
    ).toHaveCount(0);
    await client.getByRole('button', { name: formatMessage(text.editItem, { name: moveFile.name }) }).click();
    const edit = client.getByRole('dialog', { name: text.editTitle });
    await edit.getByLabel(text.folderLabel).click();
    await client.getByRole('option', { name: documentsMessages.noGroup, exact: true }).nth(1).click();
    await expect(edit.getByLabel(text.folderLabel)).toHaveValue(
      `${documentsMessages.tabPrivate} › ${documentsMessages.noGroup}`,
    );
    await edit.getByRole('button', { name: text.save, exact: true }).click();
    await expectToast(client, text.fileSaved);
    await expect(documentRow(client, moveFile.name)).toHaveCount(0);
  });

  await test.step('the advisor loses sight of the moved file', async () => {
    await openFolder(advisor);
    await expect(documentRow(advisor, sharedFile.name)).toBeVisible();
    await expect(documentRow(advisor, moveFile.name)).toHaveCount(0);
  });

  await test.step('a rename to a name in use says so', async () => {
    await client.getByRole('button', { name: formatMessage(text.editItem, { name: dropOne.name }) }).click();
    const edit = client.getByRole('dialog', { name: text.editTitle });
    await edit.getByLabel(text.fileNameLabel).fill(dropTwo.name);
    await edit.getByRole('button', { name: text.save, exact: true }).click();
    await expect(edit.getByText(documentsMessages.fileNameUsed)).toBeVisible();
    await edit.getByRole('button', { name: text.cancel }).click();
  });

  await test.step('a delete asks for confirmation, then the PIN', async () => {
    await waitForToastsToClose(client);
    await client
      .getByRole('button', { name: formatMessage(text.deleteItem, { name: dropOne.name }) })
      .click();
    await confirmDelete(client, documentsMessages.deleteOneConfirm);
    // The fourth digit sends the PIN.
    await typeCode(client, '0000', 4, pinDialog(client));
    await expectToast(client, messages.pinInvalidToast, messages.oops);
    await typeCode(client, demo.client.pin, 4, pinDialog(client));
    await expectToast(
      client,
      formatMessage(documentsMessages.documentRemoved, { name: dropOne.name }),
      documentsMessages.documentRemovedTitle,
    );
    await expect(documentRow(client, dropOne.name)).toHaveCount(0);
  });

  await test.step('the advisor deletes a folder of theirs without a PIN', async () => {
    await advisor.getByRole('button', { name: documentsMessages.title, exact: true }).click();
    await advisor.getByRole('button', { name: text.addNewFolder }).click();
    const add = advisor.getByRole('dialog', { name: text.addFolderTitle });
    await add.getByRole('button', { name: text.save, exact: true }).click();
    await expect(add.getByText(documentsMessages.folderNameRequired)).toBeVisible();
    await add.getByLabel(text.folderNameLabel).fill('Advisor folder');
    await add.getByRole('button', { name: text.save, exact: true }).click();
    await expectToast(advisor, text.folderSaved);
    await advisor
      .getByRole('button', { name: formatMessage(text.deleteFolderItem, { name: 'Advisor folder' }) })
      .click();
    await confirmDelete(advisor, documentsMessages.deleteFolderConfirm);
    await expectToast(advisor, documentsMessages.folderRemoved, documentsMessages.folderRemovedTitle);
    await expect(pinDialog(advisor)).toHaveCount(0);
    await expect(
      advisor.getByRole('button', { name: formatMessage(text.openFolder, { name: 'Advisor folder' }) }),
    ).toHaveCount(0);
  });

  await test.step('the Share File/Folder modal', async () => {
    await openFolder(advisor);
    await advisor
      .getByRole('button', { name: formatMessage(text.shareItem, { name: sharedFile.name }) })
      .click();
    const share = advisor.getByRole('dialog', { name: text.shareTitle });
    await expect(share.getByRole('button', { name: text.shareAdd })).toBeDisabled();
    await share.getByLabel(text.shareEmailLabel).fill(`  ${reviewer.email.toUpperCase()} `);
    await share.getByRole('button', { name: text.shareAdd }).click();
    await share.getByLabel(text.shareEmailLabel).fill(reviewer.email);
    await share.getByRole('button', { name: text.shareAdd }).click();
    await expect(share.getByTestId('share-pending').getByText(reviewer.email, { exact: true })).toHaveCount(
      1,
    );
    await saveScreenshot(advisor, 'documents-share-modal');
    const before = await newestOutboxId(request);
    await share.getByRole('button', { name: text.shareSubmit, exact: true }).click();
    await expectToast(advisor, text.shareDoneOne);
    await expect(share.getByTestId('share-current')).toContainText(reviewer.email);
    invite = linkIn(await waitForMail(request, reviewer.email, before));
    await share.getByRole('button', { name: text.cancel }).click();
  });

  await advisorContext.close();

  await test.step('the person it was shared with signs up and sees it alone, read only', async () => {
    await signupThroughApi(request, invite, reviewer, AppType.documents);
    const context = await browser.newContext();
    const third = await context.newPage();
    await openLogin(third, AppType.documents);
    await signInNewPerson(third, request, AppType.documents, reviewer);
    await expect(third.getByRole('tab')).toHaveText([documentsMessages.tabShareWithMe]);
    await expect(third.getByRole('columnheader', { name: text.columnSharedBy })).toBeVisible();
    await expect(third.getByRole('button', { name: text.uploadFile })).toHaveCount(0);
    await openFolder(third);
    const row = documentRow(third, sharedFile.name);
    await expect(row).toContainText(demo.advisor.fullName);
    await expect(
      row.getByRole('button', { name: formatMessage(text.deleteItem, { name: sharedFile.name }) }),
    ).toHaveCount(0);
    await saveScreenshot(third, 'documents-third-party');
    // The name opens the viewer (ADR 0046), whose Download saves the file.
    await row.getByRole('button', { name: sharedFile.name, exact: true }).click();
    const viewerDialog = third.getByRole('dialog', { name: sharedFile.name });
    const [download] = await Promise.all([
      third.waitForEvent('download'),
      viewerDialog.getByRole('button', { name: viewer.previewDownload }).first().click(),
    ]);
    expect(readFileSync(await download.path()).equals(sharedFile.buffer)).toBe(true);
    await context.close();
  });
});
