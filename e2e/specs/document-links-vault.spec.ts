import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  AppType,
  documentLinksMessages as links,
  documentRequestsMessages as m,
  documentRequestsApiPaths,
  documentRequestsWebRoutes,
  documentsMessages,
  documentsScreenMessages as text,
  formatMessage,
  messages,
  webRoutes,
} from '@guru/shared';
import { typeCode } from '../fixtures/code-input.js';
import { expectToast, openClientManagementOf, openRowMenu } from '../fixtures/console.js';
import { expectUploaded, openFolder, sampleFile, uploadThroughModal } from '../fixtures/documents.js';
import { saveScreenshot } from '../fixtures/page-checks.js';
import { linkIn, newestOutboxId, waitForMail } from '../fixtures/outbox.js';
import { signInAdvisor } from '../fixtures/sign-in.js';
import { expect, test } from '../fixtures/world.js';

/**
 * The rest of ADR 0047's advisor screens: from Open Client Vault, the advisor sends a link for a folder
 * of the client's shared area; the outsider opens it with the e-mailed code, sees the folder's files and
 * downloads one byte for byte. On Document requests, the advisor follows one client's requests and
 * deletes a saved template after confirming.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const folder = 'For the accountant';
const w2 = sampleFile('W-2 2025.pdf', 30_000);
const receipts = sampleFile('Receipts 2025.txt', 12_000);
const outsider = `bookkeeper.${Date.now()}@example.net`;
const template = 'Proof of address';
const dueDate = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

async function bothWidths(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await saveScreenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("the advisor sends a folder of the client's vault by link; requests by client; a template deleted", async ({
  browser,
  page: consolePage,
  request,
  world,
}) => {
  let vault: Page = consolePage;
  await test.step('the advisor opens the client vault and fills a shared folder', async () => {
    await signInAdvisor(consolePage);
    await openClientManagementOf(consolePage, AppType.documents);
    const menu = await openRowMenu(consolePage, world.client.fullName);
    const opened = consolePage.context().waitForEvent('page');
    await menu.getByRole('menuitem', { name: messages.clientsOpenVault }).click();
    vault = await opened;
    await expect(vault).toHaveURL(/\/documents-guru\/[0-9a-f-]{36}\/dashboard$/);
    await vault.setViewportSize({ width: 1280, height: 900 });
    await vault.getByRole('button', { name: text.addNewFolder }).click();
    const add = vault.getByRole('dialog', { name: text.addFolderTitle });
    await add.getByLabel(text.folderNameLabel).fill(folder);
    await add.getByRole('button', { name: text.save, exact: true }).click();
    await expectToast(vault, text.folderSaved);
    await openFolder(vault, folder);
    for (const file of [w2, receipts]) {
      await uploadThroughModal(vault, file);
      await expectUploaded(vault, file.name);
    }
    // A file row of the shared area offers it too.
    await expect(
      vault.getByRole('button', { name: formatMessage(links.sendLinkItem, { name: w2.name }) }),
    ).toBeVisible();
    await bothWidths(vault, 'document-link-vault-file-rows');
    await vault.getByRole('button', { name: documentsMessages.title, exact: true }).click();
    await bothWidths(vault, 'document-link-vault-rows');
  });

  let link = '';
  await test.step('Send a link on the folder row: the outsider is e-mailed a link', async () => {
    const after = await newestOutboxId(request);
    await vault
      .getByRole('button', { name: formatMessage(links.sendLinkFolderItem, { name: folder }) })
      .click();
    const dialog = vault.getByRole('dialog', { name: formatMessage(links.linkTitle, { name: folder }) });
    await dialog.getByRole('textbox', { name: links.linkEmail }).fill(outsider);
    await bothWidths(vault, 'document-link-vault-dialog');
    await dialog.getByRole('button', { name: links.linkSend }).click();
    await expectToast(vault, formatMessage(links.linkSent, { email: outsider }));
    await expect(dialog.getByTestId('document-link')).toContainText(outsider);
    const mail = await waitForMail(request, outsider, after);
    expect(mail.text).toContain(folder);
    link = linkIn(mail);
    expect(link).toContain(`${documentRequestsWebRoutes.outsiderLink}#`);
    await vault.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  const outsiderContext = await browser.newContext({ acceptDownloads: true });
  const stranger = await outsiderContext.newPage();
  await test.step("the outsider opens the link with the e-mailed code, sees the folder's files, downloads one", async () => {
    await stranger.goto(link);
    const after = await newestOutboxId(request);
    await stranger.getByRole('button', { name: links.sendCode }).click();
    const mail = await waitForMail(request, outsider, after);
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
    await typeCode(stranger, code, 6);
    await stranger.getByRole('button', { name: links.verify }).click();
    const files = stranger.getByTestId('link-file');
    await expect(files).toHaveCount(2);
    await expect(files.filter({ hasText: w2.name })).toBeVisible();
    await expect(files.filter({ hasText: receipts.name })).toBeVisible();
    await bothWidths(stranger, 'document-link-folder-outsider');
    const download = stranger.waitForEvent('download');
    await files.filter({ hasText: receipts.name }).getByRole('link', { name: links.download }).click();
    const saved = await (await download).path();
    expect(readFileSync(saved).equals(receipts.buffer)).toBe(true);
  });
  await outsiderContext.close();

  const advisor = consolePage;
  await test.step('the advisor saves a template and asks the client for documents', async () => {
    await advisor.goto(webRoutes.advisorHome);
    await advisor.getByRole('link', { name: m.advisorNavRequests }).click();
    await expect(advisor).toHaveURL(new RegExp(`${documentRequestsWebRoutes.advisorRequests}$`));
    await advisor.getByRole('textbox', { name: `${m.requestItemsLabel} 1` }).fill(template);
    await advisor.getByRole('button', { name: m.saveAsTemplate }).click();
    await expectToast(advisor, m.templateSaved);
    await advisor.getByRole('combobox', { name: m.clientColumn, exact: true }).click();
    await advisor.getByRole('option', { name: world.client.fullName }).click();
    await advisor.getByRole('textbox', { name: m.requestTitleLabel }).fill('Address change');
    await advisor.getByLabel(m.requestDueLabel).fill(dueDate);
    await advisor.getByRole('button', { name: m.sendRequest }).click();
    await expectToast(advisor, formatMessage(m.requestSent, { client: world.client.fullName }));
  });

  await test.step("the advisor follows one client's requests", async () => {
    const listed = advisor.waitForRequest(
      (req) =>
        req.method() === 'GET' &&
        new URL(req.url()).pathname.endsWith(documentRequestsApiPaths.requests) &&
        new URL(req.url()).searchParams.has('clientId'),
    );
    await advisor.getByRole('combobox', { name: m.filterClient }).click();
    await advisor.getByRole('option', { name: world.client.fullName }).click();
    await listed;
    const rows = advisor.getByTestId('advisor-request');
    await expect(rows.filter({ hasText: 'Address change' })).toBeVisible();
    await expect(rows).toHaveCount(await rows.filter({ hasText: world.client.fullName }).count());
    const states = advisor.getByRole('radiogroup', { name: m.stateColumn });
    await states.getByText(m.stateCompleted, { exact: true }).click();
    await expect(advisor.getByText(m.requestsEmpty)).toBeVisible();
    await states.getByText(m.filterAll, { exact: true }).click();
    await expect(rows.filter({ hasText: 'Address change' })).toBeVisible();
    await bothWidths(advisor, 'document-requests-by-client');
  });

  await test.step('the advisor deletes the saved template after confirming', async () => {
    await advisor.getByRole('button', { name: m.manageTemplates }).click();
    const manager = advisor.getByRole('dialog', { name: m.templatesTitle });
    await expect(manager.getByTestId('request-template').filter({ hasText: template })).toBeVisible();
    await bothWidths(advisor, 'document-request-templates');
    await manager.getByRole('button', { name: formatMessage(m.deleteTemplate, { name: template }) }).click();
    const confirm = advisor.getByRole('dialog', { name: m.deleteTemplateTitle });
    await expect(confirm).toContainText(template);
    await confirm.getByRole('button', { name: m.deleteTemplateYes }).click();
    await expectToast(advisor, m.templateDeleted);
    await expect(manager.getByTestId('request-template').filter({ hasText: template })).toHaveCount(0);
    await advisor.keyboard.press('Escape');
    await advisor.getByRole('combobox', { name: m.templatesLabel }).click();
    await expect(advisor.getByRole('option', { name: template })).toHaveCount(0);
  });
});
