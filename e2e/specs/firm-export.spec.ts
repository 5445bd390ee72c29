import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import type { Download, Page } from '@playwright/test';
import {
  AppType,
  auditMessages,
  businessMessages,
  documentsMessages,
  firmExportFiles as files,
  firmExportMessages as m,
  formatMessage,
  messages,
  webRoutes,
} from '@guru/shared';
import { expectUploaded, openTab, sampleFile, uploadThroughModal } from '../fixtures/documents.js';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.js';
import { saveScreenshot } from '../fixtures/page-checks.js';
import { signInAdvisor, signInClient, signInProvider } from '../fixtures/sign-in.js';
import { expect, suiteURL, test } from '../fixtures/world.js';

/**
 * The firm's data, out (ADR 0052): the client puts a file in Shared with FA and one in the private area; the
 * advisor exports the firm's data from the audit trail page after the PIN, and the ZIP holds the client list,
 * the requests, the audit trail with this export's record and the shared file byte for byte, never the
 * private one. The provider exports the same firm from its page, on the firm's request.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const stamp = Date.now().toString(36);
const sharedFile = sampleFile(`Shared plan ${stamp}.pdf`, 90_000);
const privateFile = sampleFile(`Private will ${stamp}.pdf`, 5_000);

async function zipEntries(download: Download): Promise<Record<string, Buffer>> {
  const bytes = await readFile(await download.path());
  return Object.fromEntries(
    Object.entries(unzipSync(new Uint8Array(bytes))).map(([k, v]) => [k, Buffer.from(v)]),
  );
}

async function exportWithPin(page: Page, pin: string): Promise<Download> {
  const dialog = page.getByRole('dialog', { name: m.modalTitle });
  await expect(dialog).toBeVisible();
  await dialog
    .getByRole('group', { name: messages.passwordsPinModalTitle })
    .getByRole('textbox')
    .first()
    .click();
  await page.keyboard.type(pin);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: m.confirm, exact: true }).click(),
  ]);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: m.done })).toBeVisible();
  return download;
}

test("the advisor exports the firm's data and the ZIP holds the expected files", async ({
  browser,
  page,
  request,
  world,
}) => {
  await test.step('the client puts one file in Shared with FA and one in the private area', async () => {
    const context = await browser.newContext({ baseURL: world.origin });
    const client = await context.newPage();
    await signInClient(client, request, AppType.documents);
    await openTab(client, documentsMessages.tabPrivate);
    await uploadThroughModal(client, privateFile);
    await expectUploaded(client, privateFile.name);
    await openTab(client, documentsMessages.tabShared);
    await uploadThroughModal(client, sharedFile);
    await expectUploaded(client, sharedFile.name);
    await context.close();
  });

  await test.step('the advisor finds the export on the audit trail page', async () => {
    await signInAdvisor(page);
    await page.goto(webRoutes.advisorHome);
    await page.getByRole('link', { name: auditMessages.navLink }).click();
    await expect(page.getByRole('heading', { level: 1, name: auditMessages.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: m.cardTitle })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await saveScreenshot(page, 'firm-export/audit-trail-export-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'firm-export/audit-trail-export-390');
    await expectNoSeriousA11yViolations(page, 'audit trail with the firm export');
  });

  await test.step('a wrong PIN is refused and nothing is downloaded', async () => {
    await page.getByRole('button', { name: m.button }).click();
    const dialog = page.getByRole('dialog', { name: m.modalTitle });
    await expect(dialog.getByText(m.modalText)).toBeVisible();
    // The modal as the phone shows it (a full-page capture would stretch the overlay past the viewport).
    await page.screenshot({ path: 'screenshots/firm-export/confirm-390.png', animations: 'disabled' });
    await expectNoSeriousA11yViolations(page, 'firm export confirmation');
    await dialog
      .getByRole('group', { name: messages.passwordsPinModalTitle })
      .getByRole('textbox')
      .first()
      .click();
    await page.keyboard.type(world.advisor.pin === '0000' ? '1111' : '0000');
    await dialog.getByRole('button', { name: m.confirm, exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(messages.pinWrong);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  await test.step("the PIN exports the firm's data: the ZIP holds the expected files", async () => {
    const download = await exportWithPin(page, world.advisor.pin);
    expect(download.suggestedFilename()).toBe(
      `firm-data-${world.firm.subdomain}-${new Date().toISOString().slice(0, 10)}.zip`,
    );
    const entries = await zipEntries(download);
    const names = Object.keys(entries);
    for (const name of [files.readme, files.clients, files.requests, files.auditJson, files.auditCsv])
      expect(names).toContain(name);
    const shared = `${files.documentsDir}/${world.client.fullName}/${sharedFile.name}`;
    expect(names).toContain(shared);
    expect(entries[shared]!.equals(sharedFile.buffer)).toBe(true);
    expect(names.join('\n')).not.toContain(privateFile.name);
    expect(entries[files.clients]!.toString('utf8')).toContain(world.client.email);
    expect(entries[files.readme]!.toString('utf8')).toContain(world.firm.name);
    const trail = JSON.parse(entries[files.auditJson]!.toString('utf8')) as {
      head: { complete: boolean; lastHash: string };
      records: Array<{ kind: string; actorLabel: string; hash: string }>;
    };
    expect(trail.head.complete).toBe(true);
    expect(trail.records.at(-1)).toMatchObject({ kind: 'firm_data.exported', hash: trail.head.lastHash });
  });

  await test.step('the export is in the trail', async () => {
    await page.reload();
    const table = page.getByRole('table', { name: auditMessages.title });
    await expect(table.getByText('firm_data.exported', { exact: true }).first()).toBeVisible();
  });
});

test("the provider exports the firm's data on the firm's request", async ({ browser, world }) => {
  const context = await browser.newContext({ baseURL: suiteURL });
  const page = await context.newPage();
  await signInProvider(page, world);
  await page
    .getByRole('link', {
      name: formatMessage(businessMessages.providerManageFirmOf, { firm: world.firm.name }),
    })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: world.firm.name })).toBeVisible();
  const exportButton = page.getByRole('button', { name: m.button });
  await expect(exportButton).toBeDisabled();
  await page.getByRole('textbox', { name: m.providerReference }).fill(`Ticket ${stamp}`);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // Back to the top: the sticky header stays where a full-page capture expects it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, `firm-export/provider-firm-${width}`);
  }
  await expectNoSeriousA11yViolations(page, "provider's firm page with the export");
  await exportButton.click();
  const entries = await zipEntries(await exportWithPin(page, world.provider.pin));
  const shared = `${files.documentsDir}/${world.client.fullName}/${sharedFile.name}`;
  expect(entries[shared]!.equals(sharedFile.buffer)).toBe(true);
  const trail = JSON.parse(entries[files.auditJson]!.toString('utf8')) as {
    records: Array<{ kind: string; actorRole: string; detail: { reference?: string } }>;
  };
  expect(trail.records.at(-1)).toMatchObject({
    kind: 'firm_data.exported',
    actorRole: 'provider',
    detail: { reference: `Ticket ${stamp}` },
  });
  await context.close();
});
