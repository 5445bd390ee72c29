import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  AppType,
  devPaths,
  documentInboxMessages,
  documentLinksMessages,
  documentRequestsMessages as m,
  documentRequestsWebRoutes,
  formatMessage,
  webRoutes,
} from '@guru/shared';
import { typeCode } from '../fixtures/code-input.js';
import { expectToast } from '../fixtures/console.js';
import { documentRow, openFolder, sampleFile } from '../fixtures/documents.js';
import { saveScreenshot } from '../fixtures/page-checks.js';
import { linkIn, newestOutboxId, waitForMail } from '../fixtures/outbox.js';
import { signInAdvisor, signInClient } from '../fixtures/sign-in.js';
import { expect, test } from '../fixtures/world.js';

/**
 * Document requests, the advisor's inbox and a link for an outsider (ADR 0047): the advisor asks the
 * client for two documents, the client sends one from the dashboard, the overdue reminder names the
 * other (the reminders run as of the day after the due date, for this world's firm only), the inbox
 * shows the upload; the advisor sends the file by link to an outsider, who opens it with the e-mailed
 * code, downloads it byte for byte, and is refused once the link has expired.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const taxReturn = sampleFile('Tax return 2025.pdf', 40_000);
const dayMs = 86_400_000;
const dueDate = new Date(Date.now() + 2 * dayMs).toISOString().slice(0, 10);
const outsider = `accountant.${Date.now()}@example.net`;

async function bothWidths(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await saveScreenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the advisor requests two documents, the client sends one, the reminder and the inbox follow, an outsider downloads by link', async ({
  browser,
  page: advisor,
  request,
  world,
}) => {
  await test.step('the advisor asks the client for two documents', async () => {
    await signInAdvisor(advisor);
    await advisor.goto(webRoutes.advisorHome);
    await advisor.getByRole('link', { name: m.advisorNavRequests }).click();
    await expect(advisor).toHaveURL(new RegExp(`${documentRequestsWebRoutes.advisorRequests}$`));
    await advisor.getByRole('combobox', { name: m.clientColumn }).click();
    await advisor.getByRole('option', { name: world.client.fullName }).click();
    await advisor.getByRole('textbox', { name: m.requestTitleLabel }).fill('Year-end review');
    await advisor.getByRole('textbox', { name: m.requestNoteLabel }).fill('Before our meeting, please.');
    await advisor.getByLabel(m.requestDueLabel).fill(dueDate);
    await advisor.getByRole('textbox', { name: `${m.requestItemsLabel} 1` }).fill("Last year's tax return");
    await advisor.getByRole('button', { name: m.addItem }).click();
    await advisor.getByRole('textbox', { name: `${m.requestItemsLabel} 2` }).fill('Bank statement');
    await bothWidths(advisor, 'document-requests-form');
    await advisor.getByRole('button', { name: m.sendRequest }).click();
    await expectToast(advisor, formatMessage(m.requestSent, { client: world.client.fullName }));
    const row = advisor.getByTestId('advisor-request').filter({ hasText: 'Year-end review' });
    await expect(row).toContainText(formatMessage(m.progress, { done: 0, total: 2 }));
    await expect(row).toContainText(m.stateOpen);
  });

  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await test.step('the client sees the request on the dashboard and uploads the tax return for it', async () => {
    await signInClient(client, request, AppType.documents);
    const panel = client.getByLabel(m.clientRequestsTitle);
    await expect(panel).toContainText('Year-end review');
    await expect(panel).toContainText("Last year's tax return");
    await bothWidths(client, 'document-requests-client');
    const chooser = client.waitForEvent('filechooser');
    await panel.getByRole('button', { name: `${m.uploadForItem}: Last year's tax return` }).click();
    await (await chooser).setFiles(taxReturn);
    await expectToast(client, formatMessage(m.itemFulfilled, { name: "Last year's tax return" }));
    await expect(panel).toContainText(formatMessage(m.itemReceived, { name: taxReturn.name }));
    // The file is in Shared with FA (No Group) like any upload.
    await openFolder(client);
    await expect(documentRow(client, taxReturn.name)).toBeVisible();
  });

  await test.step('the day after the due date, the reminder names the document still missing', async () => {
    const after = await newestOutboxId(request);
    const res = await request.post(devPaths.documentRequestReminders, {
      data: {
        subdomain: world.firm.subdomain,
        at: new Date(Date.parse(`${dueDate}T10:00:00Z`) + dayMs).toISOString(),
      },
    });
    expect(res.ok()).toBe(true);
    const reminder = await waitForMail(request, world.client.email, after, /^Overdue:/);
    expect(reminder.text).toContain('Year-end review');
    expect(reminder.text).toContain('Bank statement');
    expect(reminder.text).not.toContain("Last year's tax return");
  });

  await test.step('the advisor sees the request half received and the upload in the inbox', async () => {
    await advisor.reload();
    const row = advisor.getByTestId('advisor-request').filter({ hasText: 'Year-end review' });
    await expect(row).toContainText(formatMessage(m.progress, { done: 1, total: 2 }));
    await advisor.goto(documentRequestsWebRoutes.advisorInbox);
    const upload = advisor.getByTestId('inbox-row').filter({ hasText: taxReturn.name });
    await expect(upload.first()).toContainText(documentInboxMessages.actionUpload);
    await expect(upload.first()).toContainText(world.client.fullName);
    await bothWidths(advisor, 'document-inbox');
  });

  let link = '';
  await test.step('the advisor sends the file by link to an outsider', async () => {
    const after = await newestOutboxId(request);
    await advisor
      .getByTestId('inbox-row')
      .filter({ hasText: taxReturn.name })
      .first()
      .getByRole('button', { name: documentLinksMessages.sendLink })
      .click();
    const dialog = advisor.getByRole('dialog');
    await dialog.getByRole('textbox', { name: documentLinksMessages.linkEmail }).fill(outsider);
    await dialog.getByRole('button', { name: documentLinksMessages.linkSend }).click();
    await expectToast(advisor, formatMessage(documentLinksMessages.linkSent, { email: outsider }));
    await expect(dialog.getByTestId('document-link')).toContainText(outsider);
    link = linkIn(await waitForMail(request, outsider, after));
    expect(link).toContain(`${documentRequestsWebRoutes.outsiderLink}#`);
  });

  const outsiderContext = await browser.newContext({ acceptDownloads: true });
  const stranger = await outsiderContext.newPage();
  await test.step('the outsider opens the link, enters the e-mailed code and downloads the file', async () => {
    await stranger.goto(link);
    await expect(
      stranger.getByRole('heading', {
        name: formatMessage(documentLinksMessages.openTitle, { firm: world.firm.name }),
      }),
    ).toBeVisible();
    const after = await newestOutboxId(request);
    await stranger.getByRole('button', { name: documentLinksMessages.sendCode }).click();
    const mail = await waitForMail(request, outsider, after);
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
    await typeCode(stranger, code, 6);
    await stranger.getByRole('button', { name: documentLinksMessages.verify }).click();
    const file = stranger.getByTestId('link-file').filter({ hasText: taxReturn.name });
    await expect(file).toBeVisible();
    await bothWidths(stranger, 'document-link-outsider');
    const download = stranger.waitForEvent('download');
    await file.getByRole('link', { name: documentLinksMessages.download }).click();
    const saved = await (await download).path();
    expect(readFileSync(saved).equals(taxReturn.buffer)).toBe(true);
  });

  await test.step('once the link has expired, the outsider is refused', async () => {
    const res = await request.post(devPaths.documentLinksAge, {
      data: { subdomain: world.firm.subdomain, days: 8 },
    });
    expect(res.ok()).toBe(true);
    await stranger.reload();
    await expect(stranger.getByRole('alert')).toContainText(documentLinksMessages.linkUnavailable);
    await saveScreenshot(stranger, 'document-link-expired');
  });

  await clientContext.close();
  await outsiderContext.close();
});
