import { describe, expect, it } from 'vitest';
import { ImportFileError, type ParsedFile } from './importedRecord';
import { parseImportFile, type ImportFormat } from './importFormats';
import { sample, samplePux } from './testSamples';
import { fileContent } from './fileContent';

const totpSecret = 'JBSWY3DPEHPK3PXP';
const read = (format: ImportFormat, name: string) => parseImportFile(format, sample(name));
const byName = (parsed: ParsedFile, name: string) => {
  const found = parsed.records.find((entry) => entry.record.name === name);
  if (!found) throw new Error(`no record named ${name}`);
  return found;
};
const skips = (parsed: ParsedFile) => parsed.skipped.map((skip) => [skip.position, skip.reason]);

describe('Bitwarden CSV', () => {
  it('reads logins and notes with a BOM, CRLF, quotes, line breaks, fields, several URLs, TOTP and nested folders', async () => {
    const parsed = await read('bitwardenCsv', 'bitwarden.csv');
    expect(byName(parsed, 'Chase, joint')).toMatchObject({
      favorite: true,
      folderPath: ['Bank', 'Joint'],
      position: { kind: 'line', line: 2 },
      record: {
        type: 'login',
        urls: ['https://chase.com', 'https://secure.chase.com'],
        username: 'alice@example.com',
        password: 'p,a"ss',
        totp: totpSecret,
        notes: 'Line one\r\nLine two, with a comma and a "quote"',
        customFields: [
          { name: 'PIN', value: '1234', hidden: false },
          { name: 'Security answer', value: 'blue', hidden: false },
        ],
      },
    });
    expect(byName(parsed, 'Wi-Fi code').record).toEqual({
      type: 'note',
      name: 'Wi-Fi code',
      notes: 'Guest network: café ☕',
    });
    expect(byName(parsed, 'Café 日本')).toMatchObject({
      folderPath: ['Travel'],
      record: { urls: ['https://example.jp'] },
    });
    // A row with missing columns is read with the columns it has.
    expect(byName(parsed, 'Short row').record).toMatchObject({
      urls: ['https://short.example'],
      password: '',
    });
    expect(skips(parsed)).toEqual([
      [{ kind: 'line', line: 8 }, 'empty'],
      [{ kind: 'line', line: 9 }, 'unreadable'],
    ]);
  });
});

describe('Bitwarden JSON', () => {
  it('reads every type, hidden fields, folders by path, and skips the trash, SSH keys and broken items', async () => {
    const parsed = await read('bitwardenJson', 'bitwarden.json');
    expect(byName(parsed, 'Chase joint')).toMatchObject({
      favorite: true,
      folderPath: ['Bank', 'Joint'],
      record: {
        urls: ['https://chase.com', 'https://secure.chase.com'],
        totp: 'otpauth://totp/Chase:alice?secret=JBSWY3DPEHPK3PXP&issuer=Chase',
        notes: 'Line one\nLine two',
        customFields: [
          { name: 'PIN', value: '1234', hidden: true },
          { name: 'Branch', value: 'Main St', hidden: false },
        ],
      },
    });
    expect(byName(parsed, 'Visa')).toMatchObject({
      folderPath: ['Bank'],
      record: { type: 'card', number: '4111111111111111', expMonth: '4', expYear: '2030', code: '123' },
    });
    expect(byName(parsed, 'Me').record).toMatchObject({
      type: 'identity',
      firstName: 'Alice',
      ssn: '123-45-6789',
      passport: 'X123',
      license: 'D456',
    });
    expect(byName(parsed, 'Safe combination').record.type).toBe('note');
    expect(skips(parsed)).toEqual([
      [{ kind: 'item', index: 5 }, 'unsupportedType'],
      [{ kind: 'item', index: 6 }, 'deleted'],
      [{ kind: 'item', index: 7 }, 'unreadable'],
    ]);
  });

  it('reports invalid JSON with its line', async () => {
    const broken = fileContent('x.json', new TextEncoder().encode('{\n  "items": [\n    {,}\n  ]\n}'));
    await expect(parseImportFile('bitwardenJson', broken)).rejects.toMatchObject({
      reason: 'malformed',
      position: { kind: 'line', line: 3 },
    });
  });
});

describe('1Password', () => {
  it('reads a 1PUX archive: login fields, TOTP, hidden section fields, cards, notes, bank accounts, tags as folders', async () => {
    const parsed = await parseImportFile('onePasswordPux', samplePux());
    expect(byName(parsed, 'Bank')).toMatchObject({
      favorite: true,
      folderPath: ['Finance', 'Banks'],
      record: {
        type: 'login',
        username: 'alice',
        password: 'pa55',
        urls: ['https://bank.example', 'https://app.bank.example'],
        totp: 'otpauth://totp/Bank?secret=JBSWY3DPEHPK3PXP',
        notes: 'Note line 1\nNote line 2',
        customFields: [
          { name: 'Recovery code', value: 'ABCD-EFGH', hidden: true },
          { name: 'Member since', value: '2010', hidden: false },
        ],
      },
    });
    expect(byName(parsed, 'Visa card').record).toMatchObject({
      type: 'card',
      cardholder: 'Alice Doe',
      brand: 'visa',
      number: '4111111111111111',
      code: '321',
      expMonth: '7',
      expYear: '2029',
    });
    expect(byName(parsed, 'Recipe').record).toEqual({
      type: 'note',
      name: 'Recipe',
      notes: 'Secret recipe: ½ cup',
    });
    expect(byName(parsed, 'Checking').record).toMatchObject({
      type: 'financial',
      institution: 'First Bank',
      accountNumber: '000123',
      routingNumber: '021000021',
    });
    expect(skips(parsed)).toEqual([
      [{ kind: 'item', index: 5 }, 'unsupportedType'],
      [{ kind: 'item', index: 6 }, 'unreadable'],
    ]);
  });

  it('reads its CSV, the first tag being the folder', async () => {
    const parsed = await read('onePasswordCsv', '1password.csv');
    expect(byName(parsed, 'Bank')).toMatchObject({
      favorite: true,
      folderPath: ['Finance', 'Banks'],
      record: { password: 'pa,55', totp: expect.stringContaining(totpSecret), notes: 'two\nlines' },
    });
    expect(byName(parsed, 'Mail')).toMatchObject({ favorite: false, folderPath: [] });
  });
});

describe('LastPass CSV', () => {
  it('reads logins, typed secure notes (card, bank account) and backslash-nested folders', async () => {
    const parsed = await read('lastpassCsv', 'lastpass.csv');
    expect(byName(parsed, 'Bank')).toMatchObject({
      favorite: true,
      folderPath: ['Finance', 'Banks'],
      record: { password: 'p"w', totp: totpSecret, notes: 'Note with, comma\r\nand line' },
    });
    expect(byName(parsed, 'My Visa')).toMatchObject({
      folderPath: ['Cards'],
      record: {
        type: 'card',
        cardholder: 'Alice Doe',
        number: '4111111111111111',
        code: '123',
        expMonth: '6',
        expYear: '2029',
        notes: 'Card notes\nsecond line',
      },
    });
    expect(byName(parsed, 'Checking').record).toMatchObject({
      type: 'financial',
      institution: 'First Bank',
      routingNumber: '021000021',
      accountNumber: '000123',
      contact: '555-0199',
    });
    expect(byName(parsed, 'Plain').record).toEqual({
      type: 'note',
      name: 'Plain',
      notes: 'Plain secure note',
    });
  });
});

describe('browsers', () => {
  it('Chrome / Edge / Brave: quotes and line breaks; a nameless row named by its host', async () => {
    const parsed = await read('chromeCsv', 'chrome.csv');
    expect(byName(parsed, 'example.com').record).toMatchObject({
      password: 'pa,ss"word',
      notes: 'a note\non two lines',
      urls: ['https://example.com/login'],
    });
    expect(byName(parsed, 'noname.example').record).toMatchObject({ username: 'bob' });
  });

  it('Firefox: every column quoted, named by host', async () => {
    const parsed = await read('firefoxCsv', 'firefox.csv');
    expect(
      parsed.records.map((entry) => [
        entry.record.name,
        entry.record.type === 'login' && entry.record.password,
      ]),
    ).toEqual([
      ['accounts.example.com', 'f1r3,fox'],
      ['other.example', 'pw2'],
    ]);
  });

  it('Safari: BOM, notes and the OTPAuth column', async () => {
    const parsed = await read('safariCsv', 'safari.csv');
    expect(byName(parsed, 'example.com (alice)').record).toMatchObject({
      notes: 'Notes\nmulti-line',
      totp: expect.stringContaining(totpSecret),
    });
  });
});

describe('KeePass', () => {
  it('KeePass 2 XML: nested groups without the root, entities, CDATA, protected custom fields, otp; the recycle bin skipped', async () => {
    const parsed = await read('keepassXml', 'keepass.xml');
    expect(byName(parsed, 'Top & level')).toMatchObject({
      folderPath: [],
      position: { kind: 'line', line: 11 },
      record: {
        password: 'a<b>c',
        notes: 'line 1\nline 2 é',
        totp: expect.stringContaining(totpSecret),
        customFields: [{ name: 'PIN', value: '9876', hidden: true }],
      },
    });
    expect(byName(parsed, 'Joint <account>')).toMatchObject({
      folderPath: ['Bank', 'Joint'],
      record: { username: 'bob' },
    });
    expect(parsed.records).toHaveLength(2);
    expect(parsed.skipped).toMatchObject([{ reason: 'deleted', name: 'Deleted one' }]);
  });

  it('KeePass 2 XML that is not well-formed is refused with its line', async () => {
    const broken = fileContent('x.xml', new TextEncoder().encode('<KeePassFile>\n<Root>\n<Group>\n</Root>'));
    await expect(parseImportFile('keepassXml', broken)).rejects.toMatchObject({
      reason: 'malformed',
      position: { line: 4 },
    });
  });

  it('KeePassXC CSV: the group path without Root, TOTP, quotes and line breaks', async () => {
    const parsed = await read('keepassxcCsv', 'keepassxc.csv');
    expect(byName(parsed, 'Top')).toMatchObject({
      folderPath: [],
      record: { totp: expect.stringContaining(totpSecret) },
    });
    expect(byName(parsed, 'Joint')).toMatchObject({
      folderPath: ['Bank', 'Joint'],
      record: { password: 'pw,2', notes: 'note "quoted"\nsecond line' },
    });
  });
});

describe('Dashlane, Keeper, NordPass, Proton Pass', () => {
  it('Dashlane credentials: category as folder, otpUrl, the second username when the first is empty', async () => {
    const parsed = await read('dashlaneCsv', 'dashlane-credentials.csv');
    expect(byName(parsed, 'Bank')).toMatchObject({
      folderPath: ['Finance'],
      record: { password: 'd4sh,lane', totp: expect.stringContaining(totpSecret) },
    });
    expect(byName(parsed, 'Mail').record).toMatchObject({ username: 'bob@example.com' });
  });

  it('Keeper CSV: no header, TOTP and custom fields as pairs, a short row reported', async () => {
    const parsed = await read('keeperCsv', 'keeper.csv');
    expect(byName(parsed, 'Bank')).toMatchObject({
      folderPath: ['Finance', 'Banks'],
      record: {
        password: 'k33per',
        notes: 'Notes, with comma',
        totp: expect.stringContaining(totpSecret),
        customFields: [{ name: 'Security question', value: 'Blue', hidden: false }],
      },
    });
    expect(byName(parsed, 'Mail').record).toMatchObject({ username: 'bob' });
    expect(skips(parsed)).toEqual([[{ kind: 'line', line: 3 }, 'unreadable']]);
  });

  it('Keeper JSON: logins with one-time codes, cards in shared folders, notes; an empty record skipped', async () => {
    const parsed = await read('keeperJson', 'keeper.json');
    expect(byName(parsed, 'Bank')).toMatchObject({
      folderPath: ['Finance', 'Banks'],
      record: {
        totp: expect.stringContaining(totpSecret),
        notes: 'multi\nline',
        customFields: [{ name: 'Security question', value: 'Blue' }],
      },
    });
    expect(byName(parsed, 'Visa')).toMatchObject({
      folderPath: ['Family', 'Cards'],
      record: {
        type: 'card',
        number: '4111111111111111',
        expMonth: '05',
        expYear: '2030',
        code: '999',
        cardholder: 'Alice Doe',
      },
    });
    expect(byName(parsed, 'Diary').record).toEqual({ type: 'note', name: 'Diary', notes: 'Dear diary' });
    expect(skips(parsed)).toEqual([[{ kind: 'item', index: 4 }, 'empty']]);
  });

  it('NordPass: additional URLs, JSON custom fields, cards, identities, notes; folder rows are not entries', async () => {
    const parsed = await read('nordpassCsv', 'nordpass.csv');
    expect(byName(parsed, 'Bank')).toMatchObject({
      folderPath: ['Finance'],
      record: {
        urls: ['https://bank.example', 'https://app.bank.example'],
        password: 'n0rd,pass',
        notes: 'note\ntwo lines',
        customFields: [{ name: 'PIN', value: '1234', hidden: true }],
      },
    });
    expect(byName(parsed, 'Visa').record).toMatchObject({
      type: 'card',
      expMonth: '04',
      expYear: '30',
      code: '123',
    });
    expect(byName(parsed, 'Me').record).toMatchObject({
      type: 'identity',
      firstName: 'Alice',
      lastName: 'Doe',
      city: 'Springfield',
      postalCode: '62701',
    });
    expect(byName(parsed, 'Diary').record.type).toBe('note');
    expect(parsed.records).toHaveLength(4);
    expect(parsed.skipped).toEqual([]);
  });

  it('Proton Pass: vaults as folders, pinned as favorite, the trash and aliases skipped', async () => {
    const parsed = await read('protonPassJson', 'protonpass.json');
    expect(byName(parsed, 'Bank')).toMatchObject({
      favorite: true,
      folderPath: ['Personal'],
      record: {
        username: 'alice',
        urls: ['https://bank.example', 'https://app.bank.example'],
        totp: expect.stringContaining(totpSecret),
        customFields: [{ name: 'PIN', value: '1234', hidden: true }],
      },
    });
    expect(byName(parsed, 'Corporate card')).toMatchObject({
      folderPath: ['Work'],
      record: { type: 'card', expMonth: '8', expYear: '2029' },
    });
    expect(skips(parsed)).toEqual([
      [{ kind: 'item', index: 2 }, 'deleted'],
      [{ kind: 'item', index: 3 }, 'unsupportedType'],
    ]);
  });
});

describe('CXF', () => {
  it('reads basic-auth, TOTP, notes, custom fields, cards and nested collections; a passkey alone and a broken item skipped', async () => {
    const parsed = await read('cxf', 'cxf.json');
    expect(byName(parsed, 'Bank')).toMatchObject({
      favorite: true,
      folderPath: ['Finance'],
      record: {
        username: 'alice',
        password: 'cxf-pw',
        urls: ['https://bank.example', 'https://app.bank.example'],
        notes: 'multi\nline',
        customFields: [{ name: 'PIN', value: '1234', hidden: true }],
      },
    });
    const totp = (byName(parsed, 'Bank').record as { totp: string }).totp;
    expect(new URL(totp).searchParams.get('secret')).toBe(totpSecret);
    expect(byName(parsed, 'Visa')).toMatchObject({
      folderPath: ['Finance', 'Cards'],
      record: { type: 'card', expMonth: '4', expYear: '2030' },
    });
    expect(skips(parsed)).toEqual([
      [{ kind: 'item', index: 3 }, 'unsupportedType'],
      [{ kind: 'item', index: 4 }, 'unreadable'],
    ]);
  });
});

describe('a file read as another format', () => {
  it('is refused as not of that format', async () => {
    await expect(read('firefoxCsv', 'chrome.csv')).rejects.toBeInstanceOf(ImportFileError);
    await expect(read('cxf', 'bitwarden.json')).rejects.toMatchObject({ reason: 'notThisFormat' });
  });
});
