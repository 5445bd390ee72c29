import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import {
  AppType,
  formatMessage,
  importFormatNames,
  importMessages as t,
  limits,
  messages,
} from '@guru/shared';
import { demo } from '../fixtures/demo-users.js';
import { expectNoSidewaysScroll, phone } from '../fixtures/phone.js';
import { typeCode } from '../fixtures/code-input.js';
import { signInClient } from '../fixtures/sign-in.js';
import { expect, test } from '../fixtures/world.js';
import { fileContent } from '../../apps/web/src/features/passwords/import/fileContent.js';
import { parseImportFile } from '../../apps/web/src/features/passwords/import/importFormats.js';
import type { ImportFormat } from '../../apps/web/src/features/passwords/import/formatIds.js';

/** The importers' sample files (their unit tests read the same ones). */
const samplesDir = path.join(process.cwd(), 'apps/web/src/features/passwords/import/samples');
/** Screenshots to look at (git ignores the folder). */
const shots = path.join(process.cwd(), 'screenshots');
const sample = (name: string) => ({
  name,
  mimeType: 'application/octet-stream',
  buffer: readFileSync(path.join(samplesDir, name)),
});
const puxFile = () => ({
  name: 'export.1pux',
  mimeType: 'application/zip',
  buffer: Buffer.from(
    zipSync({
      'export.attributes': strToU8('{"version":3}'),
      'export.data': readFileSync(path.join(samplesDir, '1password-export.data.json')),
    }),
  ),
});

/** One file of each family, the format the dialog must detect, how many entries it imports and one of them. */
const families: Array<{
  file: () => { name: string; mimeType: string; buffer: Buffer };
  format: ImportFormat;
  count: number;
  entry: string;
}> = [
  { file: () => sample('bitwarden.csv'), format: 'bitwardenCsv', count: 4, entry: 'Chase, joint' },
  { file: () => sample('bitwarden.json'), format: 'bitwardenJson', count: 4, entry: 'Chase joint' },
  { file: puxFile, format: 'onePasswordPux', count: 4, entry: 'Recipe' },
  { file: () => sample('1password.csv'), format: 'onePasswordCsv', count: 2, entry: 'Mail' },
  { file: () => sample('lastpass.csv'), format: 'lastpassCsv', count: 4, entry: 'My Visa' },
  { file: () => sample('chrome.csv'), format: 'chromeCsv', count: 2, entry: 'noname.example' },
  { file: () => sample('firefox.csv'), format: 'firefoxCsv', count: 2, entry: 'accounts.example.com' },
  { file: () => sample('safari.csv'), format: 'safariCsv', count: 1, entry: 'example.com (alice)' },
  { file: () => sample('keepass.xml'), format: 'keepassXml', count: 2, entry: 'Joint <account>' },
  { file: () => sample('keepassxc.csv'), format: 'keepassxcCsv', count: 2, entry: 'Top' },
  { file: () => sample('dashlane-credentials.csv'), format: 'dashlaneCsv', count: 2, entry: 'Mail' },
  { file: () => sample('keeper.csv'), format: 'keeperCsv', count: 2, entry: 'Bank' },
  { file: () => sample('keeper.json'), format: 'keeperJson', count: 3, entry: 'Diary' },
  { file: () => sample('nordpass.csv'), format: 'nordpassCsv', count: 4, entry: 'Me' },
  { file: () => sample('protonpass.json'), format: 'protonPassJson', count: 3, entry: 'Corporate card' },
  { file: () => sample('cxf.json'), format: 'cxf', count: 2, entry: 'Visa' },
];

function importDialog(page: Page) {
  return page.getByRole('dialog', { name: t.importTitle });
}

async function openImport(page: Page): Promise<void> {
  await page.getByRole('button', { name: t.menu }).click();
  await page.getByRole('menuitem', { name: t.importAction }).click();
  await expect(importDialog(page)).toBeVisible();
}

async function chooseFile(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await importDialog(page)
    .getByRole('button', { name: /^Choose (another )?file$/ })
    .click();
  await (await chooser).setFiles(file);
}

const countedText = (count: number, one: string, many: string) =>
  count === 1 ? one : formatMessage(many, { count });

test.describe.configure({ mode: 'serial' });

test('a client imports a file of every other manager through the preview, then exports for Bitwarden and CXF', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(480_000);
  await signInClient(page, request, AppType.password);

  for (const family of families) {
    await test.step(`${importFormatNames[family.format]}: detected, previewed, imported`, async () => {
      await openImport(page);
      await chooseFile(page, family.file());
      const dialog = importDialog(page);
      await expect(dialog.getByTestId('import-preview')).toBeVisible();
      await expect(dialog.getByRole('combobox', { name: t.formatLabel })).toHaveValue(
        importFormatNames[family.format],
      );
      await expect(dialog.getByText(countedText(family.count, t.previewOne, t.previewMany))).toBeVisible();
      if (family.format === 'bitwardenCsv') {
        // The hard cases' preview: by type, by (nested) folder, and the broken row with its line.
        await expect(dialog.getByTestId('import-by-type')).toContainText(t.typeNote);
        await expect(dialog.getByTestId('import-by-folder')).toContainText('Bank / Joint');
        await expect(dialog.getByTestId('import-skipped')).toContainText(
          `${formatMessage(t.positionLine, { line: 9 })}: ${t.skippedUnreadable}`,
        );
        await page.screenshot({ path: `${shots}/import-preview-1280.png` });
      }
      const button = dialog.getByRole('button', { name: /^Import \d+ entr/ });
      await button.click();
      await expect(page.getByText(/ (entry was|entries were) imported\.$/).last()).toBeVisible();
      await expect(dialog).toHaveCount(0);
      await page.getByLabel(messages.passwordsSearchLabel).fill(family.entry);
      await expect(page.getByRole('table').getByText(family.entry, { exact: true }).first()).toBeVisible();
      await page.getByLabel(messages.passwordsSearchLabel).fill('');
    });
  }

  await test.step('the folders of the files are in the vault, nested ones by their path', async () => {
    for (const folder of ['Bank / Joint', 'Finance / Banks', 'Cards', 'Work']) {
      await page.getByLabel(messages.passwordsSearchLabel).fill(folder);
      await expect(page.getByRole('table').getByText(folder, { exact: true }).first()).toBeVisible();
    }
    await page.getByLabel(messages.passwordsSearchLabel).fill('');
  });

  await test.step('the same file again: the entries already there are found and skipped', async () => {
    await openImport(page);
    await chooseFile(page, sample('chrome.csv'));
    const dialog = importDialog(page);
    await expect(dialog.getByTestId('import-existing')).toHaveText(
      formatMessage(t.existingMany, { count: 2 }),
    );
    // Nothing new: said so, and no import is offered (never "Import 0 entries").
    await expect(dialog.getByTestId('import-nothing-new')).toHaveText(t.nothingNew);
    await expect(dialog.getByRole('button', { name: /^Import / })).toHaveCount(0);
    // Or kept twice, when the user says so.
    await importDialog(page).getByRole('radio', { name: t.keepBoth }).check();
    await expect(dialog.getByTestId('import-nothing-new')).toHaveCount(0);
    await importDialog(page)
      .getByRole('button', { name: formatMessage(t.importMany, { count: 2 }) })
      .click();
    await expect(page.getByText(formatMessage(t.importedMany, { count: 2 })).last()).toBeVisible();
  });

  await test.step('a password-protected Bitwarden export: refused with a wrong password, opened with its own', async () => {
    await openImport(page);
    await chooseFile(page, sample('bitwarden-protected.json'));
    const dialog = importDialog(page);
    await expect(dialog.getByText(t.passwordIntro)).toBeVisible();
    await dialog.getByLabel(t.passwordLabel).fill('not the password');
    await dialog.getByRole('button', { name: t.open }).click();
    await expect(dialog.getByTestId('import-file-error')).toHaveText(t.errorWrongPassword);
    await dialog.getByLabel(t.passwordLabel).fill('correct horse battery staple');
    await dialog.getByRole('button', { name: t.open }).click();
    await expect(dialog.getByText(formatMessage(t.previewMany, { count: 4 }))).toBeVisible();
    await expect(dialog.getByTestId('import-existing')).toHaveText(
      formatMessage(t.existingMany, { count: 4 }),
    );
    await dialog.getByRole('button', { name: t.cancel }).click();
  });

  await test.step('a format corrected by the user: the file is read again as that format', async () => {
    await openImport(page);
    await chooseFile(page, sample('safari.csv'));
    const dialog = importDialog(page);
    await dialog.getByRole('combobox', { name: t.formatLabel }).click();
    await page.getByRole('option', { name: importFormatNames.firefoxCsv }).click();
    await expect(dialog.getByTestId('import-file-error')).toHaveText(
      formatMessage(t.errorNotThisFormat, { format: importFormatNames.firefoxCsv }),
    );
    await dialog.getByRole('button', { name: t.cancel }).click();
  });

  const exportFor = async (choice: string, password: string | null) => {
    await page.getByRole('button', { name: t.menu }).click();
    await page.getByRole('menuitem', { name: t.exportAction }).click();
    const dialog = page.getByRole('dialog', { name: t.exportTitle });
    await dialog.getByRole('radio', { name: choice }).check();
    if (password === null) {
      await expect(dialog.getByTestId('export-plain-warning')).toContainText(t.exportPlainWarning);
      await expect(dialog.getByRole('button', { name: t.exportSubmit })).toBeDisabled();
      await dialog.getByLabel(t.exportPlainConfirm).check();
    } else {
      await dialog.getByLabel(t.exportPassword).fill(password);
      await dialog.getByLabel(t.exportPasswordRepeat).fill(password);
    }
    await page.screenshot({ path: `${shots}/export-${password === null ? 'plain' : 'protected'}-1280.png` });
    await dialog.getByRole('button', { name: t.exportSubmit }).click();
    const pinDialog = page.getByRole('dialog', { name: messages.passwordsPinModalTitle });
    await expect(pinDialog).toBeVisible();
    const download = page.waitForEvent('download');
    // The fourth digit submits.
    await typeCode(page, demo.client.pin, limits.pinLength, pinDialog);
    const file = await download;
    const target = testInfo.outputPath(file.suggestedFilename());
    await file.saveAs(target);
    return { name: file.suggestedFilename(), bytes: new Uint8Array(readFileSync(target)) };
  };

  await test.step('export as password-protected Bitwarden JSON behind the PIN: it opens with its password only', async () => {
    const exported = await exportFor(t.exportBitwardenProtected, 'export password 2026');
    expect(exported.name).toMatch(/^\d{4}-\d{2}-\d{2}_password_guru_bitwarden\.json$/);
    const text = new TextDecoder().decode(exported.bytes);
    expect(text).not.toContain('Chase joint');
    const parsed = await parseImportFile(
      'bitwardenJson',
      fileContent(exported.name, exported.bytes, 'export password 2026'),
    );
    expect(parsed.records.map((entry) => entry.record.name)).toEqual(
      expect.arrayContaining(['Chase joint', 'Recipe', 'Corporate card']),
    );
    await expect(
      parseImportFile('bitwardenJson', fileContent(exported.name, exported.bytes, 'wrong')),
    ).rejects.toMatchObject({ reason: 'wrongPassword' });
  });

  await test.step('export as CXF after the warning: it reads back', async () => {
    const exported = await exportFor(t.exportCxf, null);
    const parsed = await parseImportFile('cxf', fileContent(exported.name, exported.bytes));
    expect(parsed.records.map((entry) => entry.record.name)).toEqual(
      expect.arrayContaining(['Chase joint', 'Visa', 'Me']),
    );
  });
});

test('on a phone, the import and the export open from the folded menu and fit the screen', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(phone.viewport);
  await signInClient(page, request, AppType.password);
  await page.getByRole('button', { name: messages.toolbarMoreActions }).click();
  await page.getByRole('menuitem', { name: t.importAction }).click();
  const stamp = Date.now();
  const rows = ['Phone A', 'Phone B', 'Phone C', 'Phone D'].map(
    (name) => `${name} ${stamp},https://phone.example,user,pw-${name}`,
  );
  await chooseFile(page, {
    name: 'Chrome Passwords.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['name,url,username,password', ...rows].join('\r\n')),
  });
  const dialog = importDialog(page);
  await expect(dialog.getByTestId('import-preview')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: t.formatLabel })).toHaveValue(
    importFormatNames.chromeCsv,
  );
  await expectNoSidewaysScroll(page, 'import preview');
  await page.screenshot({ path: `${shots}/import-preview-390.png`, fullPage: true });
  await dialog.getByRole('button', { name: formatMessage(t.importMany, { count: 4 }) }).click();
  await expect(page.getByText(formatMessage(t.importedMany, { count: 4 }))).toBeVisible();

  await page.getByRole('button', { name: messages.toolbarMoreActions }).click();
  await page.getByRole('menuitem', { name: t.exportAction }).click();
  const exportDialog = page.getByRole('dialog', { name: t.exportTitle });
  await exportDialog.getByRole('radio', { name: t.exportBitwardenPlain }).check();
  await expect(exportDialog.getByTestId('export-plain-warning')).toBeVisible();
  await expectNoSidewaysScroll(page, 'export dialog');
  await page.screenshot({ path: `${shots}/export-plain-390.png`, fullPage: true });
});
