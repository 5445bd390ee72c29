import fs from 'node:fs';
import path from 'node:path';
import { AppType, documentsScreenMessages, formatMessage, importMessages, messages } from '@guru/shared';
import { e2eDataDir } from '../../playwright.config.js';
import { documentRow, expectUploaded, openFolder, uploadThroughModal } from '../fixtures/documents.js';
import { signInClient } from '../fixtures/sign-in.js';
import { serverBytes, storedRows } from '../fixtures/zero-knowledge.js';
import { expect, test } from '../fixtures/world.js';

test('a canary entered through the screens reaches the server only as ciphertext', async ({
  page,
  request,
}) => {
  const canary = {
    name: `CanaryName${Date.now()}`,
    username: `canary-user-${Date.now()}`,
    password: `CanaryPass!${Date.now()}`,
  };
  const bodies: string[] = [];
  page.on('request', (req) => {
    const body = req.postData();
    if (body) bodies.push(body);
  });

  await signInClient(page, request, AppType.password);
  await page.getByRole('button', { name: messages.passwordsAddNewPassword }).click();
  const dialog = page.getByRole('dialog', { name: messages.passwordsAddPasswordTitle });
  await dialog.getByLabel(messages.passwordsEntityName).fill(canary.name);
  await dialog.getByLabel(messages.passwordsColumnWebsite).fill('Office safe');
  await dialog.getByLabel(messages.passwordsUsername).fill(canary.username);
  await dialog.getByLabel(new RegExp(`^${messages.passwordLabel}\\s*\\*?$`)).fill(canary.password);
  await dialog.getByRole('button', { name: messages.passwordsSave, exact: true }).click();
  await expect(page.getByText(messages.passwordsAddPasswordSuccess)).toBeVisible();
  await page.getByLabel(messages.passwordsSearchLabel).fill(canary.name);
  await expect(page.getByRole('table').getByText(canary.name)).toBeVisible();

  const saved = bodies.find((b) => b.includes('"summary"'));
  expect(saved, 'the create request').toBeDefined();
  expect(JSON.parse(saved!).summary).toMatch(/^v1\./);
  const stored = serverBytes();
  const rows = await storedRows();
  expect(rows, 'the scan reads the vault table').toContain(
    `vault_items.summary=${JSON.parse(saved!).summary}`,
  );
  for (const secret of [canary.name, canary.username, canary.password, 'Office safe']) {
    for (const body of bodies) expect(body).not.toContain(secret);
    expect(stored.includes(Buffer.from(secret)), `server bytes contain ${secret}`).toBe(false);
    expect(rows, `a stored row contains ${secret}`).not.toContain(secret);
  }
  // The master password never leaves the browser (the demo start-up banner prints it, so only requests are checked).
  for (const body of bodies) expect(body).not.toContain('Client!2026');
});

/** Every file under the e2e server's data directory (database, log, the document store, upload leftovers). */
function everyStoredFile(dir = e2eDataDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? everyStoredFile(full) : entry.isFile() ? [full] : [];
  });
}

test('a document uploaded through the screens is stored only encrypted', async ({ page, request }) => {
  const canary = `DocCanary-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const file = {
    name: `zk-${Date.now()}.txt`,
    mimeType: 'text/plain',
    buffer: Buffer.from(`Statement notes\n${canary}\nend\n`),
  };

  await signInClient(page, request, AppType.documents);
  await uploadThroughModal(page, file);
  await expectUploaded(page, file.name);

  const files = everyStoredFile();
  expect(
    files.some((f) => f.includes(`${path.sep}documents${path.sep}`)),
    'the scan reads the document store',
  ).toBe(true);
  const needle = Buffer.from(canary);
  const hits = files.filter((f) => fs.readFileSync(f).includes(needle));
  expect(hits, 'files under the data directory holding the canary').toEqual([]);
  const rows = await storedRows();
  expect(rows, 'the scan reads the documents table').toContain(file.name);
  expect(rows).not.toContain(canary);

  await openFolder(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    documentRow(page, file.name)
      .getByRole('button', { name: formatMessage(documentsScreenMessages.downloadItem, { name: file.name }) })
      .click(),
  ]);
  expect(fs.readFileSync(await download.path()).toString()).toContain(canary);
});

test('a canary imported from another manager reaches the server only as ciphertext', async ({
  page,
  request,
}) => {
  const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
  const canary = {
    name: `ImportedCanary${stamp}`,
    username: `imported-user-${stamp}`,
    password: `ImportedPass!${stamp}`,
    note: `ImportedNote ${stamp}`,
    totp: `JBSWY3DPEHPK${stamp.slice(0, 4).toUpperCase()}`,
    folder: `ImportedFolder${stamp}`,
  };
  const exportFile = {
    encrypted: false,
    folders: [{ id: 'f1', name: canary.folder }],
    items: [
      {
        id: 'i1',
        folderId: 'f1',
        type: 1,
        name: canary.name,
        notes: canary.note,
        favorite: false,
        login: {
          uris: [{ uri: 'https://canary.example' }],
          username: canary.username,
          password: canary.password,
          totp: canary.totp,
        },
      },
    ],
  };
  // Requests of the page and of its vault worker (the import is read, sealed and sent from the worker).
  const bodies: string[] = [];
  page.context().on('request', (req) => {
    const body = req.postData();
    if (body) bodies.push(body);
  });

  await signInClient(page, request, AppType.password);
  await page.getByRole('button', { name: importMessages.menu }).click();
  await page.getByRole('menuitem', { name: importMessages.importAction }).click();
  const dialog = page.getByRole('dialog', { name: importMessages.importTitle });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: importMessages.chooseFile }).click();
  await (
    await chooser
  ).setFiles({
    name: 'bitwarden_export.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(exportFile)),
  });
  await dialog.getByRole('button', { name: importMessages.importOne }).click();
  await expect(page.getByText(importMessages.importedOne)).toBeVisible();
  await page.getByLabel(messages.passwordsSearchLabel).fill(canary.name);
  await expect(page.getByRole('table').getByText(canary.name)).toBeVisible();

  const sent = bodies.find((body) => body.includes('"items"') && body.includes('"summary"'));
  expect(sent, 'the import request').toBeDefined();
  const stored = serverBytes();
  const rows = await storedRows();
  for (const secret of Object.values(canary)) {
    for (const body of bodies) expect(body).not.toContain(secret);
    expect(stored.includes(Buffer.from(secret)), `server bytes contain ${secret}`).toBe(false);
    expect(rows, `a stored row contains ${secret}`).not.toContain(secret);
  }
});
