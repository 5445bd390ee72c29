import type { Page } from '@playwright/test';
import {
  AppType,
  advisorClientsRoutes,
  appDisplayName,
  businessMessages,
  documentsMessages,
  documentsScreenMessages as text,
  formatMessage,
  messages,
  retentionMessages as m,
  webRoutes,
} from '@guru/shared';
import { typeCode } from '../fixtures/code-input.js';
import { expectToast, newSignedInPage, openRowMenu, waitForToastsToClose } from '../fixtures/console.js';
import { demo } from '../fixtures/demo-users.js';
import {
  documentRow,
  expectUploaded,
  openFolder,
  openTab,
  pinDialog,
  sampleFile,
  uploadThroughModal,
} from '../fixtures/documents.js';
import { saveScreenshot } from '../fixtures/page-checks.js';
import { signInAdvisor, signInClient } from '../fixtures/sign-in.js';
import { expect, test } from '../fixtures/world.js';

/**
 * Retention and legal hold (ADR 0050): the advisor keeps shared documents 6 years, a delete inside that is refused
 * with the date it is kept until, the advisor hides the file from the client instead (the client no longer sees
 * it), and puts the client on legal hold, which refuses every delete, then lifts it.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

const kept = sampleFile('Engagement letter 2026.pdf', 20_000);
const visible = sampleFile('Quarterly review.pdf', 15_000);

async function bothWidths(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await saveScreenshot(page, `retention/${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, `retention/${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The day six years from now (UTC), as the refusal names it. */
function sixYearsOn(): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() + 6);
  return d.toISOString().slice(0, 10);
}

async function deleteWithPin(vault: Page, name: string): Promise<void> {
  await documentRow(vault, name)
    .getByRole('button', { name: formatMessage(text.deleteItem, { name }) })
    .click();
  await vault
    .getByRole('dialog', { name: text.confirmTitle })
    .getByRole('button', { name: text.delete })
    .click();
  await typeCode(vault, demo.advisor.pin, 4, pinDialog(vault));
}

test('the advisor keeps shared documents 6 years, hides one from the client instead of deleting it, and holds the client', async ({
  browser,
  page,
  request,
  world,
}) => {
  await test.step('Retention: the advisor sets 6 years for shared documents and the audit trail', async () => {
    await signInAdvisor(page);
    await page.goto(webRoutes.advisorHome);
    await page.getByRole('link', { name: m.navLink, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: m.title })).toBeVisible();
    await page.getByLabel(m.documentYears).fill('6');
    await page.getByLabel(m.auditYears).fill('6');
    await page.getByRole('button', { name: m.save }).click();
    await expectToast(page, m.saved);
    await page.reload();
    await expect(page.getByLabel(m.documentYears)).toHaveValue('6');
    await bothWidths(page, 'settings');
  });

  let vault: Page = page;
  await test.step("the advisor uploads two files to the client's shared area from Open Client Vault", async () => {
    // Back to the advisor home, then Client Management of Documents Guru.
    await page.getByRole('link', { name: businessMessages.backToAdvisorHome }).click();
    await page
      .getByRole('link', {
        name: formatMessage(messages.advisorClientManagementOf, { app: appDisplayName(AppType.documents) }),
      })
      .click();
    await expect(page).toHaveURL(advisorClientsRoutes[AppType.documents]);
    const menu = await openRowMenu(page, world.client.fullName);
    const opened = page.context().waitForEvent('page');
    await menu.getByRole('menuitem', { name: messages.clientsOpenVault }).click();
    vault = await opened;
    await vault.setViewportSize({ width: 1280, height: 900 });
    await openFolder(vault);
    for (const file of [kept, visible]) {
      await uploadThroughModal(vault, file);
      await expectUploaded(vault, file.name);
    }
  });

  await test.step('deleting it inside the retention is refused with the date it is kept until', async () => {
    await deleteWithPin(vault, kept.name);
    await expectToast(vault, formatMessage(m.keptUntil, { date: sixYearsOn() }));
    await expect(pinDialog(vault)).toHaveCount(0);
    await expect(documentRow(vault, kept.name)).toBeVisible();
    await bothWidths(vault, 'kept-until');
  });

  await test.step('the advisor hides it from the client instead: kept, marked hidden', async () => {
    await documentRow(vault, kept.name)
      .getByRole('button', { name: formatMessage(m.hideItem, { name: kept.name }) })
      .click();
    await expectToast(vault, m.hiddenDone);
    await expect(documentRow(vault, kept.name).getByTestId('hidden-badge')).toHaveText(m.hiddenBadge);
    await expect(
      documentRow(vault, kept.name).getByRole('button', {
        name: formatMessage(m.unhideItem, { name: kept.name }),
      }),
    ).toBeVisible();
    await waitForToastsToClose(vault);
    await bothWidths(vault, 'hidden');
  });

  await test.step('the client (signed in with the texted code) sees the other file, not the hidden one', async () => {
    const { context, page: client } = await newSignedInPage(browser, (p) =>
      signInClient(p, request, AppType.documents),
    );
    await openTab(client, documentsMessages.tabShared);
    await openFolder(client);
    await expect(documentRow(client, visible.name)).toBeVisible();
    await expect(documentRow(client, kept.name)).toHaveCount(0);
    await bothWidths(client, 'client-view');
    await context.close();
  });

  await test.step("Legal hold from the client's row: placed with a reason, every delete refused, then lifted", async () => {
    await page.bringToFront();
    const menu = await openRowMenu(page, world.client.fullName);
    await menu.getByRole('menuitem', { name: m.legalHold }).click();
    const dialog = page.getByRole('dialog', { name: `${m.legalHold}: ${world.client.fullName}` });
    await dialog.getByLabel(m.holdReason).fill('Tax audit 2026: keep every shared record');
    await bothWidths(page, 'hold-form');
    await dialog.getByRole('button', { name: m.placeHold }).click();
    await expectToast(page, m.holdPlaced);
    await expect(dialog).toBeHidden();

    await vault.bringToFront();
    await deleteWithPin(vault, visible.name);
    await expectToast(vault, m.onLegalHold);
    await expect(documentRow(vault, visible.name)).toBeVisible();

    await page.bringToFront();
    const again = await openRowMenu(page, world.client.fullName);
    await again.getByRole('menuitem', { name: m.legalHold }).click();
    await expect(dialog.getByText(m.legalHoldBadge, { exact: true })).toBeVisible();
    await expect(dialog).toContainText('Tax audit 2026: keep every shared record');
    await bothWidths(page, 'hold-placed');
    await dialog.getByRole('button', { name: m.liftHold }).click();
    await expectToast(page, m.holdLifted);
    await expect(dialog).toBeHidden();
  });
});
