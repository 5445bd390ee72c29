import { describe, expect, it } from 'vitest';
import { emptyVaultRecord, passwordsFieldLimits } from '@guru/shared';
import { cardRecord, financialRecord, loginRecord, noteRecord, type ParsedFile } from './importedRecord';
import { planImport, toDraft } from './importPlan';

const at = (line: number) => ({ kind: 'line', line }) as const;

function parsed(...records: ParsedFile['records']): ParsedFile {
  return { records, skipped: [{ position: at(2), reason: 'unreadable', name: '' }] };
}

describe('planImport', () => {
  it('counts by type and by folder path, in the file order', () => {
    const plan = planImport(
      'bitwardenJson',
      parsed(
        {
          position: at(3),
          favorite: false,
          folderPath: ['Bank', 'Joint'],
          record: loginRecord({ name: 'A' }),
        },
        { position: at(4), favorite: false, folderPath: [], record: noteRecord({ name: 'B', notes: 'x' }) },
        {
          position: at(5),
          favorite: false,
          folderPath: ['Bank', 'Joint'],
          record: cardRecord({ name: 'C', number: '4111' }),
        },
      ),
      [],
      'Untitled',
    );
    expect(plan.preview).toMatchObject({
      total: 3,
      byType: [
        ['login', 1],
        ['note', 1],
        ['card', 1],
      ],
      byFolder: [
        ['Bank / Joint', 2],
        [null, 1],
      ],
      skippedCount: 1,
      existing: 0,
    });
  });

  it('finds the entries the vault already holds: same type, name in any case and identifying fields', () => {
    const login = loginRecord({
      name: 'Bank',
      username: 'alice',
      urls: ['https://bank.example'],
      password: 'pw',
    });
    const vault = [
      {
        ...emptyVaultRecord('login', 'BANK'),
        username: 'alice',
        urls: ['https://bank.example'],
        password: 'pw',
      },
      { ...emptyVaultRecord('card', 'Visa'), number: '4111 1111' },
    ];
    const plan = planImport(
      'chromeCsv',
      parsed(
        { position: at(3), favorite: false, folderPath: [], record: login },
        { position: at(4), favorite: false, folderPath: [], record: { ...login, password: 'changed' } },
        {
          position: at(5),
          favorite: false,
          folderPath: [],
          record: cardRecord({ name: 'visa', number: '41111111' }),
        },
      ),
      vault,
      'Untitled',
    );
    expect(plan.existing).toEqual([true, false, true]);
    expect(plan.preview.existing).toBe(2);
  });

  it('names a nameless record, and skips one with a field longer than the vault takes, with its position', () => {
    const plan = planImport(
      'keeperJson',
      parsed(
        { position: at(3), favorite: false, folderPath: [], record: noteRecord({ name: '', notes: 'text' }) },
        {
          position: at(7),
          favorite: false,
          folderPath: [],
          record: noteRecord({ name: 'Huge', notes: 'x'.repeat(passwordsFieldLimits.noteMaxLength + 1) }),
        },
      ),
      [],
      'Untitled',
    );
    expect(plan.records.map((entry) => entry.record.name)).toEqual(['Untitled']);
    expect(plan.preview.skipped).toEqual([
      { position: at(2), reason: 'unreadable', name: '' },
      { position: at(7), reason: 'tooLong', name: 'Huge' },
    ]);
  });
});

describe('toDraft', () => {
  it('gives the vault model a financial account type it knows ("other" for the rest)', () => {
    const draft = toDraft({
      favorite: true,
      folderPath: ['A'],
      record: financialRecord({ name: 'X', accountType: 'Checking' }),
    });
    expect(draft).toMatchObject({
      favorite: true,
      folderPath: ['A'],
      record: { type: 'financial', accountType: 'other' },
    });
  });
});
