import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  API_PREFIX,
  AppType,
  apiPaths,
  formatMessage,
  importTemplateFileName,
  messages,
  passwordsSheetColumns,
  passwordsSheetName,
} from '@guru/shared';
import { demo } from '../fixtures/demo-users.js';
import { newestOutboxId, readOutbox } from '../fixtures/outbox.js';
import { expectPinScreen, signInClient, submitPin } from '../fixtures/sign-in.js';
import { expect, test } from '../fixtures/world.js';

const app = AppType.password;

function dashboardRows(page: Page) {
  return page.getByRole('table').getByRole('row');
}

test.describe.configure({ mode: 'serial' });

test('a client adds a password with a generated value, searches, sorts and pages', async ({
  page,
  request,
}) => {
  await signInClient(page, request, app);

  await test.step('the vault is decrypted in a Web Worker, not on the page', async () => {
    await expect
      .poll(() => page.workers().map((worker) => worker.url()))
      .toContainEqual(expect.stringMatching(/\/assets\/vault\.worker-[\w-]+\.js$/));
  });

  await test.step('add a password with a generated value', async () => {
    await page.getByRole('button', { name: messages.passwordsAddNewPassword }).click();
    const dialog = page.getByRole('dialog', { name: messages.passwordsAddPasswordTitle });
    const save = dialog.getByRole('button', { name: messages.passwordsSave, exact: true });
    await expect(save).toBeDisabled();
    await dialog.getByLabel(messages.passwordsEntityName).fill('Canary Brokerage');
    await dialog.getByLabel(messages.passwordsColumnWebsite).fill('https://canary.example.com');
    await dialog.getByLabel(messages.passwordsUsername).fill('canary.user');
    await dialog.getByRole('button', { name: messages.passwordsGeneratePassword }).click();
    const generatedBox = page.getByTestId('generated-password');
    await expect(generatedBox).toHaveValue(/^.{10}$/);
    // The live strength of the generated value: ten letters and digits, no symbol.
    await expect(page.getByTestId('generated-password-strength').getByTestId('password-strength')).toHaveText(
      'Medium',
    );
    const generated = await generatedBox.inputValue();
    await page.getByRole('button', { name: messages.passwordsOk, exact: true }).click();
    await expect(dialog.getByLabel(new RegExp(`^${messages.passwordLabel}\\s*\\*?$`))).toHaveValue(generated);
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByText(messages.passwordsAddPasswordSuccess)).toBeVisible();
  });

  await test.step('search finds it by name after the pause', async () => {
    await page.getByLabel(messages.passwordsSearchLabel).fill('canary');
    await expect(dashboardRows(page).filter({ hasText: 'Canary Brokerage' })).toHaveCount(1);
    await expect(dashboardRows(page).filter({ hasText: 'Roth IRA' })).toHaveCount(0);
    const link = page.getByRole('link', { name: 'https://canary.example.com' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\/canary\.example\.com\/?$/);
    await page.getByLabel(messages.passwordsSearchLabel).fill('');
  });

  await test.step('add a folder (Name required), then rename it', async () => {
    await page.getByRole('button', { name: messages.passwordsAddNewFolder }).click();
    const add = page.getByRole('dialog', { name: messages.passwordsAddFolderTitle });
    await add.getByRole('button', { name: messages.passwordsSave, exact: true }).click();
    await expect(add.getByText(messages.passwordsFieldRequired)).toBeVisible();
    await add.getByLabel(messages.passwordsFolderName).fill('Travel');
    await add.getByLabel(messages.passwordsNotes).fill('Trips and miles');
    await add.getByRole('button', { name: messages.passwordsSave, exact: true }).click();
    await expect(page.getByText(messages.passwordsFolderSaved)).toBeVisible();
    await expect(add).toBeHidden();
    const travelRow = dashboardRows(page).filter({
      has: page.getByRole('button', {
        name: formatMessage(messages.passwordsOpenFolder, { name: 'Travel' }),
      }),
    });
    await travelRow.getByRole('button', { name: messages.passwordsEditFolder }).click();
    const edit = page.getByRole('dialog', { name: messages.passwordsEditFolderTitle });
    await expect(edit.getByLabel(messages.passwordsFolderName)).toHaveValue('Travel');
    await expect(edit.getByLabel(messages.passwordsNotes)).toHaveValue('Trips and miles');
    await edit.getByLabel(messages.passwordsFolderName).fill('');
    await edit.getByRole('button', { name: messages.passwordsSave, exact: true }).click();
    await expect(edit.getByText(messages.passwordsFieldRequired)).toBeVisible();
    await edit.getByLabel(messages.passwordsFolderName).fill('Travel plans');
    await edit.getByRole('button', { name: messages.passwordsSave, exact: true }).click();
    await expect(edit).toBeHidden();
    await expect(
      page.getByRole('button', {
        name: formatMessage(messages.passwordsOpenFolder, { name: 'Travel plans' }),
      }),
    ).toBeVisible();
  });

  await test.step('a second folder of the same name (any case, spaces around) is refused at its field', async () => {
    await page.getByRole('button', { name: messages.passwordsAddNewFolder }).click();
    const add = page.getByRole('dialog', { name: messages.passwordsAddFolderTitle });
    await add.getByLabel(messages.passwordsFolderName).fill('  travel PLANS ');
    await add.getByRole('button', { name: messages.passwordsSave, exact: true }).click();
    await expect(add.getByText(messages.passwordsFolderNameUsed)).toBeVisible();
    await add.getByRole('button', { name: messages.passwordsCancel }).click();
    await expect(add).toBeHidden();
    await expect(
      page.getByRole('button', {
        name: formatMessage(messages.passwordsOpenFolder, { name: 'Travel plans' }),
      }),
    ).toHaveCount(1);
  });

  await test.step('open a folder: breadcrumb and its contents', async () => {
    await page
      .getByRole('button', { name: formatMessage(messages.passwordsOpenFolder, { name: 'Banking' }) })
      .click();
    await expect(page.getByText(`${messages.passwordsBreadcrumbRoot}`).first()).toBeVisible();
    await expect(page.getByText('Banking').first()).toBeVisible();
    await expect(dashboardRows(page).filter({ hasText: 'First National Bank' })).toHaveCount(1);
    await expect(dashboardRows(page).filter({ hasText: 'Roth IRA' })).toHaveCount(0);
  });

  await test.step('page size 5 shows five rows and pages with Next', async () => {
    await page.getByLabel(messages.passwordsPerPage).selectOption('5');
    await expect(
      page.getByText(formatMessage(messages.passwordsPageInfo, { from: '1', to: '5', total: '7' })),
    ).toBeVisible();
    await page.getByRole('button', { name: messages.passwordsNext }).click();
    await expect(
      page.getByText(formatMessage(messages.passwordsPageInfo, { from: '6', to: '7', total: '7' })),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('perPage'))).toBe('5');
  });

  await test.step('the page size is remembered across a reload (no PIN: the session is unlocked, ADR 0033)', async () => {
    await page.reload();
    await expect(page.getByLabel(messages.passwordsPerPage)).toHaveValue('5');
    await expect(
      page.getByText(formatMessage(messages.passwordsPageInfo, { from: '1', to: '5', total: '7' })),
    ).toBeVisible();
  });

  await test.step('sort by name: ascending, then descending', async () => {
    await page.getByLabel(messages.passwordsPerPage).selectOption('10');
    const nameHeader = page.getByRole('columnheader', { name: messages.passwordsColumnName, exact: true });
    const names = async () => {
      const cells = await dashboardRows(page)
        .filter({ has: page.getByRole('checkbox') })
        .allInnerTexts();
      return cells.map((t) => t.split(/[\t\n]/)[0]?.trim() ?? '').filter((n) => n !== '');
    };
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    const ascending = await names();
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)));
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    const descending = await names();
    expect(descending).toEqual([...ascending].reverse());
  });

  await test.step('sort by username: ascending, then descending', async () => {
    const usernameHeader = page.getByRole('columnheader', { name: messages.passwordsUsername, exact: true });
    const column = (await page.getByRole('columnheader').allInnerTexts()).findIndex(
      (t) => t.trim() === messages.passwordsUsername,
    );
    expect(column).toBeGreaterThan(0);
    const usernames = () =>
      page
        .getByTestId('entry-row')
        .evaluateAll(
          (rows, i) => rows.map((row) => (row.children[i] as HTMLElement).innerText.trim()),
          column,
        );
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    await usernameHeader.getByRole('button').click();
    await expect(usernameHeader).toHaveAttribute('aria-sort', 'ascending');
    const ascending = await usernames();
    expect(ascending.length).toBeGreaterThan(2);
    expect(ascending).toEqual([...ascending].sort(collator.compare));
    await usernameHeader.getByRole('button').click();
    await expect(usernameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(await usernames()).toEqual([...ascending].sort((a, b) => collator.compare(b, a)));
  });

  await test.step('a second tab opens the same vault without the PIN: the first tab shares its sealed key (ADR 0033)', async () => {
    const second = await page.context().newPage();
    await second.goto(page.url());
    await expect(dashboardRows(second).filter({ hasText: 'First National Bank' })).toHaveCount(1);
    await expect(second.getByRole('heading', { name: messages.pinTitle })).toHaveCount(0);
    await second.close();
    await page.getByLabel(messages.passwordsSearchLabel).fill('First National');
    await expect(dashboardRows(page).filter({ hasText: 'First National Bank' })).toHaveCount(1);
  });

  await test.step('with no other tab open, a new tab asks for the PIN, then the password once, and opens the same vault', async () => {
    const url = page.url();
    const context = page.context();
    await page.close();
    const second = await context.newPage();
    await second.goto(url);
    await expectPinScreen(second, app);
    await submitPin(second, demo.client.pin);
    await expect(second.getByText(messages.vaultPasswordTitle)).toBeVisible();
    await second.getByLabel(messages.passwordLabel, { exact: true }).fill('not my password');
    await second.getByRole('button', { name: messages.unlockVault }).click();
    await expect(second.getByText(messages.vaultPasswordWrong)).toBeVisible();
    await second.getByLabel(messages.passwordLabel, { exact: true }).fill(demo.client.password);
    await second.getByRole('button', { name: messages.unlockVault }).click();
    // The same address: the Banking folder, decrypted with the key the password opened.
    await expect(dashboardRows(second).filter({ hasText: 'First National Bank' })).toHaveCount(1);
  });
});

/** Types a PIN into the four boxes of the PIN modal; `verify` presses Verify (the delete modal submits by itself). */
async function confirmWithPin(page: Page, pin: string, verify = true): Promise<void> {
  const dialog = page.getByRole('dialog', { name: messages.passwordsPinModalTitle });
  await dialog
    .getByLabel(formatMessage(messages.digitLabel, { n: '1', total: '4' }), { exact: true })
    .click();
  await page.keyboard.type(pin);
  if (verify) await dialog.getByRole('button', { name: messages.verify }).click();
}

test('a client views a password through the PIN, copies and edits it, and deletes a folder with confirm and PIN', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInClient(page, request, app);
  await page.getByLabel(messages.passwordsSearchLabel).fill('Roth IRA');
  const row = dashboardRows(page).filter({ hasText: 'Roth IRA' });
  await expect(row).toHaveCount(1);

  await test.step('view through the PIN modal; a wrong PIN is refused', async () => {
    await row.getByRole('button', { name: messages.passwordsShowPassword }).click();
    const pinDialog = page.getByRole('dialog', { name: messages.passwordsPinModalTitle });
    await expect(pinDialog.getByText(messages.passwordsPinEachTime)).toBeVisible();
    await confirmWithPin(page, '9999');
    const wrongPinToast = page.getByRole('alert').filter({ hasText: messages.pinInvalidToast });
    await expect(wrongPinToast.getByText(messages.oops, { exact: true })).toBeVisible();
    await confirmWithPin(page, '1234');
    await expect(page).toHaveURL(/\/password-management\/view-password-detail\?id=/);
    await expect(page.getByText(messages.passwordsPasswordDetail)).toBeVisible();
    await expect(page.getByLabel(messages.passwordsEntityName)).toHaveValue('Roth IRA');
  });

  await test.step('copy the password', async () => {
    await page.getByRole('button', { name: messages.passwordsCopyPassword }).click();
    await expect(page.getByText(messages.passwordsCopied, { exact: true })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.length).toBeGreaterThan(8);
  });

  await test.step('edit it', async () => {
    await page.getByRole('button', { name: messages.passwordsEdit, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: messages.passwordsEditPasswordTitle });
    await dialog.getByLabel(messages.passwordsUsername).fill('casey-roth-2');
    await dialog.getByRole('button', { name: messages.passwordsSaveAndUpdate }).click();
    await expect(page.getByText(messages.passwordsUpdatePasswordSuccess)).toBeVisible();
    await expect(page.getByLabel(messages.passwordsUsername)).toHaveValue('casey-roth-2');
  });

  await test.step('Back to the detail screen asks for the PIN again (the PIN mark is not kept in history)', async () => {
    await page.getByRole('link', { name: messages.passwordsBackToDashboard }).click();
    await expect(page).toHaveURL(/\/password-management\/dashboard/);
    await page.goBack();
    await expect(page).toHaveURL(/\/password-management\/view-password-detail\?id=/);
    const pinDialog = page.getByRole('dialog', { name: messages.passwordsPinModalTitle });
    await expect(pinDialog).toBeVisible();
    await expect(page.getByTestId('password-detail')).toHaveCount(0);
    await pinDialog.getByRole('button', { name: messages.passwordsCancel }).click();
    await expect(page).toHaveURL(/\/password-management\/dashboard/);
  });

  await test.step('delete one password from its row: confirm, then PIN', async () => {
    await page.getByLabel(messages.passwordsSearchLabel).fill('Pharmacy');
    const pharmacy = dashboardRows(page).filter({ hasText: 'Pharmacy' });
    await pharmacy.getByRole('button', { name: messages.passwordsDeletePassword }).click();
    const confirm = page.getByRole('dialog', { name: messages.passwordsConfirmTitle });
    await expect(
      confirm.getByText(formatMessage(messages.passwordsDeleteOneConfirm, { name: 'Pharmacy' })),
    ).toBeVisible();
    await confirm.getByRole('button', { name: messages.passwordsDelete, exact: true }).click();
    await confirmWithPin(page, '1234', false);
    await expect(
      page.getByText(formatMessage(messages.passwordsPasswordRemoved, { name: 'Pharmacy' })),
    ).toBeVisible();
    await expect(pharmacy).toHaveCount(0);
  });

  await test.step('select a folder and delete it: confirm, then PIN', async () => {
    await page.getByLabel(messages.passwordsSearchLabel).fill('');
    const folderRow = dashboardRows(page)
      .filter({ hasText: 'Home' })
      .filter({ hasText: formatMessage(messages.passwordsFolderCount, { count: '7' }) });
    await folderRow.getByRole('checkbox').check();
    await page
      .getByRole('button', { name: formatMessage(messages.passwordsSelectedCount, { count: '7' }) })
      .click();
    const confirm = page.getByRole('dialog', { name: messages.passwordsConfirmTitle });
    // The selection takes the whole folder: the folder warning comes before the PIN.
    await expect(
      confirm.getByText(formatMessage(messages.passwordsDeleteSelectedWithFolderConfirm, { name: 'Home' })),
    ).toBeVisible();
    await confirm.getByRole('button', { name: messages.passwordsDelete, exact: true }).click();
    await confirmWithPin(page, '9999', false);
    await expect(page.getByText(messages.pinInvalidToast)).toBeVisible();
    await confirmWithPin(page, '1234', false);
    await expect(page.getByText(messages.passwordsPasswordsRemoved)).toBeVisible();
    await expect(
      page.getByRole('button', { name: formatMessage(messages.passwordsOpenFolder, { name: 'Home' }) }),
    ).toHaveCount(0);
  });
});

test('a client fills the import template with 1,000 rows, imports it, and exports the vault back', async ({
  page,
  request,
}, testInfo) => {
  const XLSX = await import('@e965/xlsx');
  await signInClient(page, request, app);
  const rows = Array.from({ length: 1000 }, (_, i) => ({
    Name: `Imported ${String(i + 1).padStart(4, '0')}`,
    Folder: i % 2 === 0 ? 'Imported folder' : '',
    'Website/Application Name': i % 3 === 0 ? 'Garage keypad' : `https://imported${i}.example.com`,
    Username: `user${i}`,
    Password: `=Pass!${i}word`,
    Notes: i === 0 ? '@formula-looking note' : '',
  }));

  const templatePath = testInfo.outputPath('template.xlsx');
  await test.step('get the import template: downloaded at once; e-mailed on request, a mail failure blocking nothing', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: messages.passwordsGetImportTemplate }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(importTemplateFileName);
    await file.saveAs(templatePath);
    await expect(page.getByRole('dialog', { name: messages.passwordsTemplateTitle })).toHaveCount(0);

    const emailIt = async () => {
      await page.getByRole('button', { name: messages.passwordsTemplateMoreActions }).click();
      await page.getByRole('menuitem', { name: messages.passwordsTemplateEmailMe }).click();
    };
    await page.route('**/accountManagements/sendTemplateFile', (route) =>
      route.abort('internetdisconnected'),
    );
    await emailIt();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: messages.networkError })
        .getByText(messages.oops, { exact: true }),
    ).toBeVisible();
    await page.unroute('**/accountManagements/sendTemplateFile');
    const again = page.waitForEvent('download');
    await page.getByRole('button', { name: messages.passwordsGetImportTemplate }).click();
    expect((await again).suggestedFilename()).toBe(importTemplateFileName);

    const before = await newestOutboxId(request);
    await emailIt();
    const notice = page.getByRole('dialog', { name: messages.passwordsTemplateTitle });
    await expect(notice.getByText(messages.passwordsTemplateSent)).toBeVisible();
    await notice.getByRole('button', { name: messages.passwordsOk }).click();
    // The outbox is one list for the whole server: other specs text and mail meanwhile, so not its newest item.
    const sent = (await readOutbox(request)).find(
      (m) => (before === null || m.id > before) && m.subject === messages.templateMailSubject,
    );
    expect(sent).toMatchObject({ channel: 'email', subject: messages.templateMailSubject });
  });

  const filledPath = testInfo.outputPath('filled.xlsx');
  await test.step('fill the template with rows', async () => {
    const workbook = XLSX.read(readFileSync(templatePath), { type: 'buffer' });
    const sheet = workbook.Sheets[workbook.SheetNames[0]!]!;
    // The rows replace the template's example row (row 2): every value a text cell.
    XLSX.utils.sheet_add_aoa(
      sheet,
      rows.map((row) => Object.values(row)),
      { origin: 1 },
    );
    writeFileSync(filledPath, XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
  });

  await test.step('import it', async () => {
    await page.getByRole('button', { name: messages.passwordsImportFromFile }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: messages.passwordsChooseFile }).click();
    await (await chooser).setFiles(filledPath);
    await expect(page.getByText(messages.passwordsImportSuccess)).toBeVisible();
    await page.getByLabel(messages.passwordsSearchLabel).fill('Imported 0999');
    await expect(dashboardRows(page).filter({ hasText: 'Imported 0999' })).toHaveCount(1);
    await page.getByLabel(messages.passwordsSearchLabel).fill('');
    await expect(
      page.getByRole('button', {
        name: formatMessage(messages.passwordsOpenFolder, { name: 'Imported folder' }),
      }),
    ).toBeVisible();
  });

  const exportedPath = testInfo.outputPath('export.xlsx');
  let exportedRows = 0;
  await test.step('export everything and read the file back', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: messages.passwordsExportToExcel }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^\d{4}-\d{2}-\d{2}_password_management\.xlsx$/);
    await file.saveAs(exportedPath);
    const workbook = XLSX.read(readFileSync(exportedPath), { type: 'buffer' });
    const [header = [], ...body] = XLSX.utils.sheet_to_json<string[]>(
      workbook.Sheets[workbook.SheetNames[0]!]!,
      {
        header: 1,
        defval: '',
        raw: false,
        blankrows: false,
      },
    );
    const byName = new Map<string, Record<string, string>>();
    for (const values of body) {
      const record = Object.fromEntries(header.map((h, i) => [h, values[i] ?? '']));
      byName.set(record.Name ?? '', record);
    }
    for (const row of rows) {
      const exported = byName.get(row.Name);
      expect(exported, row.Name).toBeDefined();
      expect(exported!.Username).toBe(row.Username);
      expect(exported!['Website/Application Name']).toBe(row['Website/Application Name']);
      expect(exported!.Folder).toBe(row.Folder);
      // Every value is written exactly, as a typed text cell: formula-looking ones need no apostrophe.
      expect(exported!.Notes).toBe(row.Notes);
      expect(exported!.Password).toBe(row.Password);
    }
    expect(byName.size).toBeGreaterThan(rows.length); // the imported rows and the rest of the vault
    exportedRows = body.length;
  });

  await test.step('importing the exported file again says the entries are already there; Skip them leaves the vault as it was', async () => {
    const entryCount = async (): Promise<number> => {
      const answer = await page.request.get(`${API_PREFIX}${apiPaths.passwordsMyPlaces}`, {
        headers: { 'x-app-type': app },
      });
      expect(answer.ok()).toBe(true);
      return ((await answer.json()) as { data: { results: unknown[] } }).data.results.length;
    };
    const before = await entryCount();
    expect(before).toBe(exportedRows);
    await page.getByRole('button', { name: messages.passwordsImportFromFile }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: messages.passwordsChooseFile }).click();
    await (await chooser).setFiles(exportedPath);
    const dialog = page.getByRole('dialog', { name: messages.passwordsImportNoticeTitle });
    await expect(
      dialog.getByText(formatMessage(messages.passwordsImportDuplicates, { count: exportedRows })),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: messages.passwordsImportDuplicatesAgain })).toBeVisible();
    await dialog.getByRole('button', { name: messages.passwordsImportSkipDuplicates }).click();
    await expect(page.getByText(messages.passwordsImportNothingNew)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    expect(await entryCount()).toBe(before);
  });

  await test.step('an Excel 97-2003 (.xls) file imports too', async () => {
    const XLSX = await import('@e965/xlsx');
    const sheet = XLSX.utils.aoa_to_sheet([
      [...passwordsSheetColumns],
      [
        'Old Excel entry',
        'Old folder',
        'https://old-excel.example.com',
        'old.user',
        'Old!Pass2026',
        'from an .xls file',
      ],
    ]);
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, sheet, passwordsSheetName);
    const xlsPath = testInfo.outputPath('old.xls');
    writeFileSync(xlsPath, XLSX.write(workbook, { type: 'buffer', bookType: 'biff8' }) as Buffer);

    await page.getByRole('button', { name: messages.passwordsImportFromFile }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: messages.passwordsChooseFile }).click();
    await (await chooser).setFiles(xlsPath);
    await expect(page.getByText(messages.passwordsImportSuccess).last()).toBeVisible();
    await page.getByLabel(messages.passwordsSearchLabel).fill('Old Excel');
    await expect(dashboardRows(page).filter({ hasText: 'old.user' })).toHaveCount(1);
  });
});
