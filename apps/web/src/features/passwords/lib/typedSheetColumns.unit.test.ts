import { describe, expect, it } from 'vitest';
import {
  emptyVaultRecord,
  passwordsSheetColumns,
  passwordsSheetName,
  type VaultItemRecord,
} from '@guru/shared';
import { readWorkbook, writeWorkbook } from '../../../lib/spreadsheet';
import { exportColumns, exportRow } from './exportRows';
import { checkImportRows } from './importRows';
import { vaultRecordFromPayloads, vaultRecordToPayloads } from '@guru/shared';

function opened(record: VaultItemRecord, favorite = false) {
  const { summary, secret } = vaultRecordToPayloads(record, { favorite });
  return {
    id: 'x',
    folderId: null,
    updatedAt: '2026-01-01T00:00:00Z',
    isWebsite: false,
    name: summary.name,
    website: summary.website,
    username: summary.username,
    password: secret.password,
    note: secret.note,
    record: vaultRecordFromPayloads(summary, secret),
    favorite,
  };
}

const records: VaultItemRecord[] = [
  {
    type: 'login',
    name: 'Bank',
    urls: ['https://bank.example', 'https://m.bank.example'],
    username: 'ann',
    password: '=1+1',
    totp: 'otpauth://totp/Bank:ann?secret=JBSWY3DPEHPK3PXP',
    notes: 'line 1\nline 2',
    customFields: [{ name: 'PIN', value: '0042', hidden: true }],
  },
  {
    ...emptyVaultRecord('card', 'Visa'),
    cardholder: 'Ann Lee',
    number: '4111111111111111',
    code: '737',
    expMonth: '07',
  },
  { ...emptyVaultRecord('identity', 'Me'), firstName: 'Ann', ssn: '123-45-6789', country: 'US' },
  {
    ...emptyVaultRecord('financial', 'IRA'),
    institution: 'Vanguard',
    accountType: 'retirement',
    accountNumber: '-99',
    website: 'https://v.example',
  },
  { ...emptyVaultRecord('note', 'Safe'), notes: '12-34-56' },
];

describe('the Excel export of every item type', () => {
  it('keeps the seed columns first, and a plain login in them alone', () => {
    expect(exportColumns.slice(0, passwordsSheetColumns.length)).toEqual([...passwordsSheetColumns]);
    const plain = exportRow(
      opened({
        ...emptyVaultRecord('login', 'Plain'),
        urls: ['https://p.example'],
        username: 'u',
        password: 'p',
      }),
      null,
    );
    expect(plain).toMatchObject({
      Name: 'Plain',
      'Website/Application Name': 'https://p.example',
      Username: 'u',
      Password: 'p',
      Type: 'Login',
    });
  });

  it('reads back every type whole, with its favorite mark, from the written file', async () => {
    const rows = records.map((record, i) => exportRow(opened(record, i === 1), i === 2 ? 'Family' : null));
    const sheet = await readWorkbook(
      await writeWorkbook(passwordsSheetName, exportColumns, rows, { exactText: true }),
    );
    const check = checkImportRows(sheet.headers, sheet.rows, sheet.exactText);
    expect(check.kind).toBe('ok');
    if (check.kind !== 'ok') return;
    expect(check.candidates.map((candidate) => candidate.record)).toEqual(records);
    expect(check.candidates.map((candidate) => candidate.favorite)).toEqual([
      false,
      true,
      false,
      false,
      false,
    ]);
    expect(check.candidates[2]!.folderName).toBe('Family');
  });

  it('refuses a row of a type it does not know, by its row number', () => {
    const check = checkImportRows(
      [...passwordsSheetColumns, 'Type'],
      [{ rowNumber: 2, cells: { Name: 'Pet', Type: 'Pet' } }],
      true,
    );
    expect(check).toMatchObject({ kind: 'rowErrors', errors: [{ row: 2, field: 'Type' }] });
  });
});
