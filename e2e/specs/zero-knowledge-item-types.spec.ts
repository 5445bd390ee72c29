import type { Page } from '@playwright/test';
import { AppType, formatMessage, messages, vaultMessages } from '@guru/shared';
import { signInClient } from '../fixtures/sign-in.js';
import { serverBytes, storedRows } from '../fixtures/zero-knowledge.js';
import { expect, test } from '../fixtures/world.js';

async function addItem(page: Page, type: 'card' | 'identity' | 'financial', fields: Record<string, string>) {
  await page.getByRole('button', { name: vaultMessages.addItemOfType }).click();
  await page.getByRole('menuitem', { name: vaultMessages.typeLabels[type] }).click();
  const dialog = page.getByRole('dialog', { name: vaultMessages.addTitles[type] });
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label).fill(value);
  await dialog.getByRole('button', { name: messages.passwordsSave, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('the fields of every item type, a one-time code key, hidden custom fields, earlier passwords and the trash reach the server only as ciphertext', async ({
  page,
  request,
}) => {
  const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
  const canary = {
    cardName: `CardCanary${stamp}`,
    cardNumber: `4000${stamp.replace(/\D/g, '').slice(0, 12)}`,
    cardCode: `Cvc${stamp}`,
    ssn: `Ssn-${stamp}`,
    city: `CityCanary${stamp}`,
    account: `Acct-${stamp}`,
    institution: `BankCanary${stamp}`,
    login: `LoginCanary${stamp}`,
    firstPassword: `FirstPass!${stamp}`,
    secondPassword: `SecondPass!${stamp}`,
    totp: `otpauth://totp/Canary:${stamp}?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP`,
    hiddenField: `HiddenValue${stamp}`,
  };
  const bodies: string[] = [];
  page.context().on('request', (req) => {
    const body = req.postData();
    if (body) bodies.push(body);
  });

  await signInClient(page, request, AppType.password);
  await addItem(page, 'card', {
    [messages.passwordsEntityName]: canary.cardName,
    [vaultMessages.fieldLabels.number]: canary.cardNumber,
    [vaultMessages.fieldLabels.code]: canary.cardCode,
  });
  await addItem(page, 'identity', {
    [messages.passwordsEntityName]: `Identity ${stamp}`,
    [vaultMessages.fieldLabels.ssn]: canary.ssn,
    [vaultMessages.fieldLabels.city]: canary.city,
  });
  await addItem(page, 'financial', {
    [messages.passwordsEntityName]: `Account ${stamp}`,
    [vaultMessages.fieldLabels.institution]: canary.institution,
    [vaultMessages.fieldLabels.accountNumber]: canary.account,
  });

  await page.getByRole('button', { name: messages.passwordsAddNewPassword }).click();
  let dialog = page.getByRole('dialog', { name: messages.passwordsAddPasswordTitle });
  await dialog.getByLabel(messages.passwordsEntityName).fill(canary.login);
  await dialog.getByLabel(messages.passwordsColumnWebsite).fill('https://zk.example.com');
  await dialog.getByLabel(messages.passwordsUsername).fill('zk-user');
  await dialog.getByLabel(new RegExp(`^${messages.passwordLabel}\\s*\\*?$`)).fill(canary.firstPassword);
  await dialog.getByLabel(vaultMessages.totpLabel).fill(canary.totp);
  await dialog.getByRole('button', { name: vaultMessages.addCustomField }).click();
  await dialog.getByRole('textbox', { name: vaultMessages.customFieldName }).fill('Secret answer');
  await dialog.getByRole('textbox', { name: vaultMessages.customFieldValue }).fill(canary.hiddenField);
  await dialog.getByRole('checkbox', { name: vaultMessages.customFieldHidden }).check();
  await dialog.getByRole('button', { name: messages.passwordsSave, exact: true }).click();
  await expect(dialog).toBeHidden();

  // A new password: the first one goes to the entry's history (in the secret envelope).
  await page.getByLabel(messages.passwordsSearchLabel).fill(canary.login);
  const row = page.getByRole('table').getByRole('row').filter({ hasText: canary.login });
  await row.getByRole('button', { name: messages.passwordsEditPassword }).click();
  const pin = page.getByRole('dialog', { name: messages.passwordsPinModalTitle });
  const first = pin.getByLabel(formatMessage(messages.digitLabel, { n: '1', total: '4' }), { exact: true });
  await expect(first).toBeEnabled();
  await first.click();
  await page.keyboard.type('1234');
  await pin.getByRole('button', { name: messages.verify }).click();
  dialog = page.getByRole('dialog', { name: messages.passwordsEditPasswordTitle });
  await dialog.getByLabel(new RegExp(`^${messages.passwordLabel}\\s*\\*?$`)).fill(canary.secondPassword);
  await dialog.getByRole('button', { name: messages.passwordsSaveAndUpdate }).click();
  await expect(page.getByText(messages.passwordsUpdatePasswordSuccess)).toBeVisible();

  // The card goes to the trash: still its envelopes only.
  await page.getByLabel(messages.passwordsSearchLabel).fill(canary.cardName);
  const cardRow = page.getByRole('table').getByRole('row').filter({ hasText: canary.cardName });
  await cardRow.getByRole('button', { name: messages.passwordsDeletePassword }).click();
  await page
    .getByRole('dialog', { name: messages.passwordsConfirmTitle })
    .getByRole('button', { name: messages.passwordsDelete, exact: true })
    .click();
  const deletePin = page.getByRole('dialog', { name: messages.passwordsPinModalTitle });
  const digit = deletePin.getByLabel(formatMessage(messages.digitLabel, { n: '1', total: '4' }), {
    exact: true,
  });
  await expect(digit).toBeEnabled();
  await digit.click();
  await page.keyboard.type('1234');
  await expect(cardRow).toHaveCount(0);
  await page.getByRole('link', { name: vaultMessages.trashLink }).click();
  await expect(page.getByTestId('trash-row').filter({ hasText: canary.cardName })).toHaveCount(1);

  expect(
    bodies.some((body) => body.includes('"summary":"v1.')),
    'the create requests',
  ).toBe(true);
  const stored = serverBytes();
  const rows = await storedRows();
  for (const [what, secret] of Object.entries(canary)) {
    for (const body of bodies) expect(body, `a request carries ${what}`).not.toContain(secret);
    expect(stored.includes(Buffer.from(secret)), `server bytes contain ${what}`).toBe(false);
    expect(rows, `a stored row contains ${what}`).not.toContain(secret);
  }
});
