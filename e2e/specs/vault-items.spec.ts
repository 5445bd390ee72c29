import http from 'node:http';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from '@playwright/test';
import { generate } from 'otplib';
import QRCode from 'qrcode';
import { AppType, formatMessage, messages, vaultMessages } from '@guru/shared';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.js';
import { signInClient } from '../fixtures/sign-in.js';
import { expect, test } from '../fixtures/world.js';

const app = AppType.password;
/** The local breach range server of this spec (BREACH_RANGE_URL in playwright.config.ts points at it). */
const rangePort = Number(process.env.E2E_PORT ?? 3210) + 1000;

test.describe.configure({ mode: 'serial' });

function dashboardRows(page: Page): Locator {
  return page.getByRole('table').getByRole('row');
}

async function typePin(page: Page, pin = '1234', verify = false): Promise<void> {
  const dialog = page.getByRole('dialog', { name: messages.passwordsPinModalTitle });
  const first = dialog.getByLabel(formatMessage(messages.digitLabel, { n: '1', total: '4' }), {
    exact: true,
  });
  await expect(first).toBeEnabled();
  await first.click();
  await expect(first).toBeFocused();
  await page.keyboard.type(pin);
  if (verify) await dialog.getByRole('button', { name: messages.verify }).click();
  await expect(dialog).toBeHidden();
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const [label, width] of [
    ['1280', 1280],
    ['390', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: `screenshots/vault-${name}-${label}.png`,
      fullPage: true,
      animations: 'disabled',
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSeriousA11yViolations(page, name);
}

/** Adds an entry of another type through "Add other item". */
async function openAddItem(page: Page, type: keyof typeof vaultMessages.typeLabels) {
  await page.getByRole('button', { name: vaultMessages.addItemOfType }).click();
  await page.getByRole('menuitem', { name: vaultMessages.typeLabels[type] }).click();
  return page.getByRole('dialog', { name: vaultMessages.addTitles[type] });
}

async function addLogin(
  page: Page,
  values: { name: string; website: string; username: string; password: string },
): Promise<Locator> {
  await page.getByRole('button', { name: messages.passwordsAddNewPassword }).click();
  const dialog = page.getByRole('dialog', { name: messages.passwordsAddPasswordTitle });
  await dialog.getByLabel(messages.passwordsEntityName).fill(values.name);
  await dialog.getByLabel(messages.passwordsColumnWebsite).fill(values.website);
  await dialog.getByLabel(messages.passwordsUsername).fill(values.username);
  await dialog.getByLabel(new RegExp(`^${messages.passwordLabel}\\s*\\*?$`)).fill(values.password);
  return dialog;
}

async function saveDialog(page: Page, dialog: Locator, success = messages.passwordsAddPasswordSuccess) {
  await dialog.getByRole('button', { name: messages.passwordsSave, exact: true }).click();
  await expect(page.getByText(success).first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('a client keeps cards, identities, accounts and notes, filters by type and finds them by any visible field', async ({
  page,
  request,
}) => {
  await signInClient(page, request, app);

  await test.step('add a payment card', async () => {
    const dialog = await openAddItem(page, 'card');
    await dialog.getByLabel(messages.passwordsEntityName).fill('Travel Visa');
    await dialog.getByLabel(vaultMessages.fieldLabels.cardholder).fill('Casey Client');
    await dialog.getByLabel(vaultMessages.fieldLabels.brand).fill('Visa');
    await dialog.getByLabel(vaultMessages.fieldLabels.number).fill('4111111111111111');
    await dialog.getByLabel(vaultMessages.fieldLabels.expMonth).fill('07');
    await dialog.getByLabel(vaultMessages.fieldLabels.expYear).fill('2030');
    await dialog.getByLabel(vaultMessages.fieldLabels.code).fill('737');
    await dialog.getByLabel(vaultMessages.markFavorite).check();
    await shoot(page, 'add-card');
    await saveDialog(page, dialog);
  });

  await test.step('add an identity, a financial account and a secure note', async () => {
    let dialog = await openAddItem(page, 'identity');
    await dialog.getByLabel(messages.passwordsEntityName).fill('My passport identity');
    await dialog.getByLabel(vaultMessages.fieldLabels.firstName).fill('Casey');
    await dialog.getByLabel(vaultMessages.fieldLabels.lastName).fill('Client');
    await dialog.getByLabel(vaultMessages.fieldLabels.city).fill('Springfield');
    await dialog.getByLabel(vaultMessages.fieldLabels.passport).fill('X1234567');
    await saveDialog(page, dialog);

    dialog = await openAddItem(page, 'financial');
    await dialog.getByLabel(messages.passwordsEntityName).fill('Rollover IRA');
    await dialog.getByLabel(vaultMessages.fieldLabels.institution).fill('Vanguardia Funds');
    await dialog.getByLabel(vaultMessages.fieldLabels.accountType).click();
    await page.getByRole('option', { name: vaultMessages.accountTypeLabels.retirement }).click();
    await dialog.getByLabel(vaultMessages.fieldLabels.accountNumber).fill('99887766');
    await dialog.getByLabel(vaultMessages.fieldLabels.routingNumber).fill('021000021');
    await dialog.getByLabel(vaultMessages.fieldLabels.contact).fill('Dana at 555-0100');
    await saveDialog(page, dialog);

    dialog = await openAddItem(page, 'note');
    await dialog.getByLabel(messages.passwordsEntityName).fill('Safe combination');
    await dialog.getByLabel(messages.passwordsNotes).fill('Left 12, right 34, left 56');
    await saveDialog(page, dialog);
  });

  await test.step('the favorite is pinned at the top of the vault, with its type icon and star', async () => {
    const first = dashboardRows(page).nth(1);
    await expect(first).toContainText('Travel Visa');
    await expect(first.getByRole('img', { name: vaultMessages.typeLabels.card })).toBeVisible();
    await expect(first.getByRole('img', { name: vaultMessages.favorite })).toBeVisible();
    await shoot(page, 'dashboard');
  });

  await test.step('the type filter lists the entries of one type', async () => {
    await page.getByRole('combobox', { name: vaultMessages.itemType }).click();
    await page.getByRole('option', { name: vaultMessages.typeLabels.financial }).click();
    await expect(dashboardRows(page).filter({ hasText: 'Rollover IRA' })).toHaveCount(1);
    await expect(dashboardRows(page).filter({ hasText: 'Travel Visa' })).toHaveCount(0);
    await expect(dashboardRows(page).filter({ hasText: 'Roth IRA' })).toHaveCount(0);
    await page.getByRole('combobox', { name: vaultMessages.itemType }).click();
    await page.getByRole('option', { name: vaultMessages.filterAllTypes }).click();
  });

  await test.step('the favorites filter lists the pinned entries only', async () => {
    // The chip's box is visually hidden: its label is what a person clicks.
    const favorites = page.getByRole('checkbox', { name: vaultMessages.favoritesOnly });
    await page.getByText(vaultMessages.favoritesOnly, { exact: true }).click();
    await expect(favorites).toBeChecked();
    await expect(dashboardRows(page).filter({ hasText: 'Travel Visa' })).toHaveCount(1);
    await expect(dashboardRows(page).filter({ hasText: 'Rollover IRA' })).toHaveCount(0);
    await page.getByText(vaultMessages.favoritesOnly, { exact: true }).click();
    await expect(favorites).not.toBeChecked();
  });

  await test.step('search finds an entry by a visible field of its type, never by a hidden one', async () => {
    const search = page.getByLabel(messages.passwordsSearchLabel);
    await search.fill('dana at 555');
    await expect(dashboardRows(page).filter({ hasText: 'Rollover IRA' })).toHaveCount(1);
    await search.fill('springfield');
    await expect(dashboardRows(page).filter({ hasText: 'My passport identity' })).toHaveCount(1);
    await search.fill('4111111111111111');
    await expect(page.getByText(messages.passwordsNoResults)).toBeVisible();
    await search.fill('');
  });

  await test.step('the card opens with its fields; the hidden ones show and copy on request', async () => {
    await page.getByLabel(messages.passwordsSearchLabel).fill('Travel Visa');
    await dashboardRows(page)
      .filter({ hasText: 'Travel Visa' })
      .getByRole('button', { name: messages.passwordsShowPassword })
      .click();
    await typePin(page, '1234', true);
    await expect(page.getByRole('heading', { name: vaultMessages.detailTitles.card })).toBeVisible();
    await expect(page.getByLabel(vaultMessages.fieldLabels.cardholder)).toHaveValue('Casey Client');
    const number = page.getByLabel(vaultMessages.fieldLabels.number);
    await expect(number).toHaveAttribute('type', 'password');
    await expect(number).toHaveValue('4111111111111111');
    await shoot(page, 'card-detail');
  });

  await test.step('an entry made before the types still opens as a login', async () => {
    await page.getByRole('link', { name: messages.passwordsBackToDashboard }).click();
    await page.getByLabel(messages.passwordsSearchLabel).fill('Roth IRA');
    await dashboardRows(page)
      .filter({ hasText: 'Roth IRA' })
      .getByRole('button', { name: messages.passwordsShowPassword })
      .click();
    await typePin(page, '1234', true);
    await expect(page.getByText(messages.passwordsPasswordDetail)).toBeVisible();
    await expect(page.getByLabel(messages.passwordsEntityName)).toHaveValue('Roth IRA');
  });
});

test('a login keeps a one-time code read from a QR image, and its earlier passwords behind the PIN', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  const uri = `otpauth://totp/Brokerage:casey?secret=${secret}&issuer=Brokerage&algorithm=SHA1&digits=6&period=30`;
  await signInClient(page, request, app);

  await test.step('add a login whose one-time code key comes from a QR image', async () => {
    const dialog = await addLogin(page, {
      name: 'Brokerage 2FA',
      website: 'https://brokerage.example.com',
      username: 'casey',
      password: 'First-Pass-1!',
    });
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: vaultMessages.totpReadQr }).click();
    await (
      await chooser
    ).setFiles({
      name: 'qr.png',
      mimeType: 'image/png',
      buffer: await QRCode.toBuffer(uri, { type: 'png', width: 300 }),
    });
    await expect(dialog.getByLabel(vaultMessages.totpLabel)).toHaveValue(uri);
    await dialog.getByLabel(vaultMessages.otherWebsites).fill('https://m.brokerage.example.com');
    await dialog.getByRole('button', { name: vaultMessages.addCustomField }).click();
    await dialog.getByRole('textbox', { name: vaultMessages.customFieldName }).fill('Account PIN');
    await dialog.getByRole('textbox', { name: vaultMessages.customFieldValue }).fill('4455');
    await dialog.getByRole('checkbox', { name: vaultMessages.customFieldHidden }).check();
    await shoot(page, 'add-login-totp');
    await saveDialog(page, dialog);
  });

  await test.step('the detail shows the current code with its countdown; the copied code is the secret’s', async () => {
    await page.getByLabel(messages.passwordsSearchLabel).fill('Brokerage 2FA');
    await dashboardRows(page)
      .filter({ hasText: 'Brokerage 2FA' })
      .getByRole('button', { name: messages.passwordsShowPassword })
      .click();
    await typePin(page, '1234', true);
    const code = page.getByTestId('totp-code');
    await expect(code).toBeVisible();
    await code.getByRole('button', { name: vaultMessages.totpCopy }).click();
    await expect(page.getByText(vaultMessages.totpCopied)).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const now = Math.floor(Date.now() / 1000);
    const expected = await Promise.all([now - 30, now, now + 30].map((epoch) => generate({ secret, epoch })));
    expect(expected).toContain(copied);
    await expect(page.getByRole('link', { name: 'https://m.brokerage.example.com' })).toBeVisible();
    await expect(page.getByLabel('Account PIN')).toHaveAttribute('type', 'password');
    await shoot(page, 'login-detail');
  });

  await test.step('a changed password goes to the history, shown after the PIN', async () => {
    await page.getByRole('button', { name: messages.passwordsEdit, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: messages.passwordsEditPasswordTitle });
    await expect(dialog.getByLabel(vaultMessages.totpLabel)).toHaveValue(uri);
    await dialog.getByLabel(new RegExp(`^${messages.passwordLabel}\\s*\\*?$`)).fill('Second-Pass-2!');
    await dialog.getByRole('button', { name: messages.passwordsSaveAndUpdate }).click();
    await expect(page.getByText(messages.passwordsUpdatePasswordSuccess)).toBeVisible();
    await expect(page.getByTestId('password-history')).toHaveCount(0);
    await page.getByRole('button', { name: vaultMessages.historyShow }).click();
    await typePin(page);
    const history = page.getByTestId('password-history');
    await expect(history).toContainText('First-Pass-1!');
    await expect(history).not.toContainText('Second-Pass-2!');
    // The code is still there after the edit.
    await expect(page.getByTestId('totp-code')).toBeVisible();
  });
});

test('a deleted entry and a deleted folder wait in the trash, come back, and the trash empties with the PIN', async ({
  page,
  request,
}) => {
  await signInClient(page, request, app);

  await test.step('delete an entry: it leaves the vault for the trash', async () => {
    await page.getByLabel(messages.passwordsSearchLabel).fill('Safe combination');
    const row = dashboardRows(page).filter({ hasText: 'Safe combination' });
    await row.getByRole('button', { name: messages.passwordsDeletePassword }).click();
    await page
      .getByRole('dialog', { name: messages.passwordsConfirmTitle })
      .getByRole('button', { name: messages.passwordsDelete, exact: true })
      .click();
    await typePin(page);
    await expect(row).toHaveCount(0);
  });

  await test.step('delete a folder with its entries', async () => {
    await page.getByLabel(messages.passwordsSearchLabel).fill('');
    const folderRow = dashboardRows(page).filter({ hasText: 'Home' }).first();
    await folderRow.getByRole('button', { name: messages.passwordsDeleteFolder }).click();
    await page
      .getByRole('dialog', { name: messages.passwordsConfirmTitle })
      .getByRole('button', { name: messages.passwordsDelete, exact: true })
      .click();
    await typePin(page);
    await expect(dashboardRows(page).filter({ hasText: 'Home' })).toHaveCount(0);
  });

  await test.step('the trash lists both; restoring brings them back to the vault', async () => {
    await page.getByRole('link', { name: vaultMessages.trashLink }).click();
    await expect(page.getByRole('heading', { name: vaultMessages.trashTitle })).toBeVisible();
    const rows = page.getByTestId('trash-row');
    await expect(rows.filter({ hasText: 'Safe combination' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Home' }).first()).toBeVisible();
    await shoot(page, 'trash');
    await rows
      .filter({ hasText: 'Safe combination' })
      .getByRole('button', { name: vaultMessages.trashRestore })
      .click();
    await expect(page.getByText(vaultMessages.trashRestored).first()).toBeVisible();
    await expect(rows.filter({ hasText: 'Safe combination' })).toHaveCount(0);
    const home = rows.filter({ hasText: 'Home' }).filter({ hasText: vaultMessages.trashFolderEntries });
    await home.getByRole('button', { name: vaultMessages.trashRestore }).click();
    await expect(home).toHaveCount(0);
    await page.getByRole('link', { name: messages.passwordsBackToDashboard }).click();
    await expect(dashboardRows(page).filter({ hasText: 'Home' }).first()).toBeVisible();
    await page.getByLabel(messages.passwordsSearchLabel).fill('Safe combination');
    await expect(dashboardRows(page).filter({ hasText: 'Safe combination' })).toHaveCount(1);
  });

  await test.step('emptying the trash asks to confirm, then for the PIN', async () => {
    const row = dashboardRows(page).filter({ hasText: 'Safe combination' });
    await row.getByRole('button', { name: messages.passwordsDeletePassword }).click();
    await page
      .getByRole('dialog', { name: messages.passwordsConfirmTitle })
      .getByRole('button', { name: messages.passwordsDelete, exact: true })
      .click();
    await typePin(page);
    await expect(row).toHaveCount(0);
    await page.getByRole('link', { name: vaultMessages.trashLink }).click();
    await page.getByRole('button', { name: vaultMessages.trashEmptyButton }).click();
    const confirm = page.getByRole('dialog', { name: messages.passwordsConfirmTitle });
    await expect(confirm.getByText(vaultMessages.trashEmptyConfirm)).toBeVisible();
    await confirm.getByRole('button', { name: vaultMessages.trashEmptyButton }).click();
    await typePin(page);
    await expect(page.getByText(vaultMessages.trashEmptied)).toBeVisible();
    await expect(page.getByText(vaultMessages.trashEmpty)).toBeVisible();
  });
});

test.describe('vault health', () => {
  const asked: Array<{ prefix: string; padding: string | undefined }> = [];
  let server: http.Server;
  const exposedPassword = 'Password123!';
  const exposedHash = createHash('sha1').update(exposedPassword).digest('hex').toUpperCase();

  test.beforeAll(async () => {
    server = http.createServer((req, res) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Headers', 'Add-Padding');
      if (req.method === 'OPTIONS') return void res.writeHead(204).end();
      const match = /^\/range\/([0-9A-Fa-f]{5})$/.exec(req.url ?? '');
      if (!match) return void res.writeHead(404).end();
      const prefix = match[1]!.toUpperCase();
      asked.push({ prefix, padding: req.headers['add-padding'] as string | undefined });
      const lines = ['0000000000000000000000000000000000A:0', '0000000000000000000000000000000000B:0'];
      if (prefix === exposedHash.slice(0, 5)) lines.push(`${exposedHash.slice(5)}:52579`);
      res.writeHead(200, { 'content-type': 'text/plain' }).end(lines.join('\r\n'));
    });
    await new Promise<void>((resolve) => server.listen(rangePort, '127.0.0.1', resolve));
    expect((server.address() as AddressInfo).port).toBe(rangePort);
  });
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('the health page shows weak, reused and exposed passwords; only hash prefixes leave the browser', async ({
    page,
    request,
  }) => {
    await signInClient(page, request, app);
    for (const [name, password] of [
      ['Health Reused One', 'summer2024'],
      ['Health Reused Two', 'summer2024'],
      ['Health Exposed', exposedPassword],
    ] as const) {
      const dialog = await addLogin(page, {
        name,
        website: 'https://health.example.com',
        username: 'casey',
        password,
      });
      await saveDialog(page, dialog);
    }

    await page.getByRole('link', { name: vaultMessages.healthLink }).click();
    await expect(page.getByRole('heading', { name: vaultMessages.healthTitle })).toBeVisible();
    const weak = page.getByTestId('health-weak');
    const reused = page.getByTestId('health-reused');
    const exposed = page.getByTestId('health-exposed');
    await expect(
      weak.getByRole('link', {
        name: formatMessage(vaultMessages.healthOpenEntry, { name: 'Health Reused One' }),
      }),
    ).toBeVisible();
    await expect(
      reused.getByRole('link', {
        name: formatMessage(vaultMessages.healthOpenEntry, { name: 'Health Reused One' }),
      }),
    ).toBeVisible();
    await expect(
      reused.getByRole('link', {
        name: formatMessage(vaultMessages.healthOpenEntry, { name: 'Health Reused Two' }),
      }),
    ).toBeVisible();
    await expect(
      exposed.getByRole('link', {
        name: formatMessage(vaultMessages.healthOpenEntry, { name: 'Health Exposed' }),
      }),
    ).toBeVisible();
    await expect(exposed.getByRole('link')).toHaveCount(1);
    await shoot(page, 'health');

    expect(asked.length).toBeGreaterThan(0);
    for (const call of asked) {
      expect(call.prefix).toMatch(/^[0-9A-F]{5}$/);
      expect(call.padding).toBe('true');
    }
    expect(asked.map((call) => call.prefix)).toContain(exposedHash.slice(0, 5));
  });
});
