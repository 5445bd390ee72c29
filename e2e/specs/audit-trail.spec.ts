import { readFile } from 'node:fs/promises';
import { AppType, auditGroupLabels, auditMessages, webRoutes } from '@guru/shared';
import { saveScreenshot } from '../fixtures/page-checks.js';
import { formAlert, openLogin, signInAdvisor, submitPassword } from '../fixtures/sign-in.js';
import { expect, test } from '../fixtures/world.js';

// The firm's audit trail (ADR 0048): the advisor reads it, filters it, exports it with its hashes and checks it.
test.describe.configure({ mode: 'serial' });

const csvHeader =
  'firmId,seq,id,at,kind,actorId,actorRole,actorLabel,subjectType,subjectId,detail,ip,prevHash,hash';

test('the advisor filters the trail, exports it as CSV and JSON with the hashes, and the chain verifies', async ({
  page,
  browser,
  world,
}) => {
  await test.step("a wrong password of the firm's client is recorded", async () => {
    const context = await browser.newContext({ baseURL: world.origin });
    const other = await context.newPage();
    await openLogin(other, AppType.password);
    await submitPassword(other, { username: world.client.username, password: 'Not-the-password-1' });
    await expect(formAlert(other)).toBeVisible();
    await context.close();
  });

  await test.step('the advisor opens the trail from the console home', async () => {
    await signInAdvisor(page);
    await page.goto(webRoutes.advisorHome);
    await page.getByRole('link', { name: auditMessages.navLink }).click();
    await expect(page.getByRole('heading', { level: 1, name: auditMessages.title })).toBeVisible();
    const table = page.getByRole('table', { name: auditMessages.title });
    await expect(table.getByText('auth.sign_in_failed', { exact: true })).toBeVisible();
    await expect(table.getByText('auth.sign_in', { exact: true }).first()).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await saveScreenshot(page, 'audit-trail-1280');
  });

  await test.step('filters by event type and dates', async () => {
    await page.getByRole('combobox', { name: auditMessages.filterGroup }).click();
    await page.getByRole('option', { name: auditGroupLabels.auth }).click();
    const rows = page.getByTestId('audit-row');
    await expect(rows.first()).toBeVisible();
    for (const kind of await rows.locator('td:nth-child(3) p').allTextContents())
      expect(kind).toMatch(/^auth\./);
    await page.getByLabel(auditMessages.filterFrom).fill('2099-01-02');
    await page.getByLabel(auditMessages.filterTo).fill('2099-01-01');
    await expect(page.getByText(auditMessages.badDateRange)).toBeVisible();
    await page.getByLabel(auditMessages.filterTo).fill('2099-12-31');
    await expect(page.getByText(auditMessages.empty)).toBeVisible();
    await page.getByLabel(auditMessages.filterFrom).fill('');
    await page.getByLabel(auditMessages.filterTo).fill('');
    await page.getByRole('combobox', { name: auditMessages.filterGroup }).click();
    await page.getByRole('option', { name: auditMessages.filterAll }).click();
  });

  await test.step('exports CSV and JSON: every record with its previous hash and its hash', async () => {
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: auditMessages.exportCsv }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^audit-trail-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile(await csv.path(), 'utf8')).trim().split('\r\n');
    expect(lines[0]).toBe(csvHeader);
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.at(-1)).toMatch(/,audit\.exported,.*,[0-9a-f]{64},[0-9a-f]{64}$/);
    const [json] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: auditMessages.exportJson }).click(),
    ]);
    const file = JSON.parse(await readFile(await json.path(), 'utf8')) as {
      head: { complete: boolean; lastSeq: number; lastHash: string };
      records: Array<{ seq: number; prevHash: string; hash: string; kind: string }>;
    };
    expect(file.head.complete).toBe(true);
    const records = file.records;
    expect(records.map((r) => r.seq)).toEqual(records.map((_, i) => i + 1));
    for (let i = 1; i < records.length; i++) expect(records[i]!.prevHash).toBe(records[i - 1]!.hash);
    expect(records.at(-1)).toMatchObject({
      kind: 'audit.exported',
      seq: file.head.lastSeq,
      hash: file.head.lastHash,
    });
  });

  await test.step('the live chain verifies, and the exports are in the trail', async () => {
    await page.getByRole('button', { name: auditMessages.verify }).click();
    await expect(page.getByRole('status').filter({ hasText: /The chain verifies/ })).toBeVisible();
    await page.getByRole('combobox', { name: auditMessages.filterGroup }).click();
    await page.getByRole('option', { name: auditGroupLabels.audit }).click();
    await expect(page.getByTestId('audit-row')).toHaveCount(2);
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'audit-trail-390');
  });
});
