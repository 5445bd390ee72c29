import { describe, expect, it } from 'vitest';
import { fileContent } from './fileContent';
import { ImportFileError, type ParsedFile } from './importedRecord';
import { parseImportFile } from './importFormats';
import { bitwardenExportJson } from './formats/bitwardenExport';
import { encryptPasswordProtected } from './formats/bitwardenEncryption';
import { cxfExportJson } from './formats/cxfExport';
import { detectFormat } from './detectFormat';
import { sample } from './testSamples';
import { sampleVault } from './testVault';

const asFile = (text: string, password?: string) =>
  fileContent('export.json', new TextEncoder().encode(text), password);
const withoutPositions = (parsed: ParsedFile) => parsed.records.map(({ position: _, ...entry }) => entry);

describe('Bitwarden JSON export', () => {
  it('imported again gives the same vault: every type, folders, favorites, fields, TOTP', async () => {
    const json = bitwardenExportJson(sampleVault());
    const parsed = await parseImportFile('bitwardenJson', asFile(json));
    expect(parsed.skipped).toEqual([]);
    expect(withoutPositions(parsed)).toEqual(sampleVault());
  });

  it('writes Bitwarden’s shapes: types 1–4, nested folders by path, hidden fields as type 1', () => {
    const exported = JSON.parse(bitwardenExportJson(sampleVault())) as {
      encrypted: boolean;
      folders: Array<{ name: string }>;
      items: Array<{ type: number; fields?: Array<{ type: number }>; login?: { uris: unknown[] } }>;
    };
    expect(exported.encrypted).toBe(false);
    expect(exported.folders.map((folder) => folder.name)).toEqual(['Bank/Joint', 'Bank', 'Retirement']);
    expect(exported.items.map((item) => item.type)).toEqual([1, 2, 3, 4, 2]);
    expect(exported.items[0]!.fields!.map((field) => field.type)).toEqual([1, 0]);
    expect(exported.items[0]!.login!.uris).toHaveLength(2);
  });
});

describe('password-protected Bitwarden JSON', () => {
  it('opens with its password and gives the same vault (PBKDF2-SHA256)', async () => {
    const protectedJson = await encryptPasswordProtected(bitwardenExportJson(sampleVault()), 'horse staple', {
      type: 0,
      iterations: 5_000,
    });
    expect(protectedJson).not.toContain('Alice');
    const file = JSON.parse(protectedJson) as Record<string, unknown>;
    expect(file).toMatchObject({
      encrypted: true,
      passwordProtected: true,
      kdfType: 0,
      kdfIterations: 5_000,
    });
    expect(String(file.data)).toMatch(/^2\.[^|]+\|[^|]+\|[^|]+$/);
    const parsed = await parseImportFile('bitwardenJson', asFile(protectedJson, 'horse staple'));
    expect(withoutPositions(parsed)).toEqual(sampleVault());
  });

  it('does not open without its password, nor with another', async () => {
    const protectedJson = await encryptPasswordProtected(bitwardenExportJson(sampleVault()), 'horse staple', {
      type: 0,
      iterations: 5_000,
    });
    await expect(parseImportFile('bitwardenJson', asFile(protectedJson))).rejects.toMatchObject({
      reason: 'passwordNeeded',
    });
    await expect(
      parseImportFile('bitwardenJson', asFile(protectedJson, 'horse stapler')),
    ).rejects.toMatchObject({ reason: 'wrongPassword' });
  });

  it('opens one made with Argon2id (memory in MiB, the salt hashed)', async () => {
    const protectedJson = await encryptPasswordProtected(bitwardenExportJson(sampleVault()), 'pw', {
      type: 1,
      iterations: 2,
      memoryMiB: 4,
      parallelism: 1,
    });
    expect(JSON.parse(protectedJson)).toMatchObject({
      kdfType: 1,
      kdfIterations: 2,
      kdfMemory: 4,
      kdfParallelism: 1,
    });
    expect(withoutPositions(await parseImportFile('bitwardenJson', asFile(protectedJson, 'pw')))).toEqual(
      sampleVault(),
    );
    await expect(parseImportFile('bitwardenJson', asFile(protectedJson, 'pW'))).rejects.toBeInstanceOf(
      ImportFileError,
    );
  });

  it('opens a file made by another implementation of the published format (600,000 PBKDF2 iterations)', async () => {
    const parsed = await parseImportFile(
      'bitwardenJson',
      sample('bitwarden-protected.json', 'correct horse battery staple'),
    );
    expect(parsed.records.map((entry) => entry.record.name)).toEqual([
      'Chase joint',
      'Safe combination',
      'Visa',
      'Me',
    ]);
    await expect(
      parseImportFile('bitwardenJson', sample('bitwarden-protected.json', 'wrong')),
    ).rejects.toMatchObject({ reason: 'wrongPassword' });
  });

  it('refuses a file that asks for an absurd key derivation', async () => {
    const protectedJson = JSON.parse(
      await encryptPasswordProtected('{}', 'pw', { type: 0, iterations: 5_000 }),
    ) as Record<string, unknown>;
    const hostile = JSON.stringify({ ...protectedJson, kdfIterations: 1_000_000_000 });
    await expect(parseImportFile('bitwardenJson', asFile(hostile, 'pw'))).rejects.toMatchObject({
      reason: 'unsupportedEncryption',
    });
  });
});

describe('CXF export', () => {
  it('imported again gives the same vault', async () => {
    const json = cxfExportJson(sampleVault(), {
      exporterRpId: 'example.com',
      exporterDisplayName: 'Password Guru',
    });
    const content = asFile(json);
    expect(detectFormat(content)).toBe('cxf');
    const parsed = await parseImportFile('cxf', content);
    expect(parsed.skipped).toEqual([]);
    const expected = sampleVault();
    // CXF keeps a one-time code as its parts (secret, algorithm, digits, period): the URI comes back rebuilt.
    const login = withoutPositions(parsed)[0]!.record as { totp: string };
    expect(new URL(login.totp).searchParams.get('secret')).toBe('JBSWY3DPEHPK3PXP');
    (expected[0]!.record as { totp: string }).totp = login.totp;
    expect(withoutPositions(parsed)).toEqual(expected);
  });
});
