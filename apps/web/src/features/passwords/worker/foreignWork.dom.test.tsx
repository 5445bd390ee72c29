import { Blob as NodeBlob } from 'node:buffer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  API_PREFIX,
  AppType,
  apiPaths,
  importMessages,
  vaultItemSecretPayloadSchema,
  vaultItemSummaryPayloadSchema,
  vaultRecordFromPayloads,
  vaultRecordToPayloads,
  type PasswordsImportBody,
} from '@guru/shared';
import { decryptFolder, decryptJson, encryptItem, randomKey } from '@guru/vault-crypto';
import { forgetApp, setUserKey } from '../../../lib/keyStore';
import { fileContent } from '../import/fileContent';
import { loginRecord } from '../import/importedRecord';
import { parseImportFile } from '../import/importFormats';
import type { ImportPreview } from '../import/importPlan';
import { sample } from '../import/testSamples';
import { askVaultWorker, vaultKeyGrant } from './vaultClient';

/**
 * The import from and export for other managers through the vault worker's own code (run in the page, as in
 * jsdom there is no Worker), against a stubbed API: what leaves is sealed, and it opens to the file's records.
 */

const userId = '3f0c5c1e-8d7a-4b8e-9a51-2f7b5f0c1d22';
const existingId = '00000000-0000-4000-8000-000000000001';

/** The vault holds one entry, the same as the Bitwarden CSV sample's "Travel / Café 日本". */
async function stubApi(key: Uint8Array) {
  const existing = loginRecord({ name: 'Café 日本', urls: ['https://example.jp'] });
  const payloads = vaultRecordToPayloads(existing);
  const sealed = await encryptItem(key, userId, existingId, payloads.summary, payloads.secret);
  const posted: PasswordsImportBody[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const answer = (data: unknown) =>
      new Response(JSON.stringify({ data }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    if (url === `${API_PREFIX}${apiPaths.passwordsMyItems}?limit=-1`)
      return answer({
        results: [{ id: existingId, folderId: null, ...sealed, updatedAt: '2026-01-01T00:00:00Z' }],
        total: 1,
      });
    if (url === `${API_PREFIX}${apiPaths.passwordsFolders}`) return answer([]);
    if (url === `${API_PREFIX}${apiPaths.passwordsImport}` && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as PasswordsImportBody;
      posted.push(body);
      return answer({ imported: body.items.length });
    }
    return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'no' } }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { posted };
}

afterEach(() => {
  vi.unstubAllGlobals();
  forgetApp(AppType.password);
});

async function readForeign(file: Blob, fileName: string, password?: string): Promise<ImportPreview> {
  let preview: ImportPreview | null = null;
  await askVaultWorker(
    {
      kind: 'readForeign',
      file,
      fileName,
      format: null,
      password,
      untitled: importMessages.untitled,
      ...(await vaultKeyGrant(userId)),
    },
    (message) => {
      if (message.kind === 'foreignChecked') preview = message.preview;
    },
  );
  return preview!;
}

describe('the vault worker imports from another manager', () => {
  it('previews the file, finds the entry already there, and sends only sealed records and folders', async () => {
    const key = randomKey();
    setUserKey(AppType.password, key);
    const { posted } = await stubApi(key);
    const csv = sample('bitwarden.csv');

    const preview = await readForeign(new NodeBlob([csv.bytes]) as unknown as Blob, 'bitwarden.csv');
    expect(preview).toMatchObject({
      kind: 'ok',
      format: 'bitwardenCsv',
      total: 4,
      existing: 1,
      skippedCount: 2,
    });

    let imported = 0;
    await askVaultWorker(
      { kind: 'importForeign', skipExisting: true, ...(await vaultKeyGrant(userId)) },
      (message) => {
        if (message.kind === 'imported') imported = message.imported;
      },
    );
    expect(imported).toBe(3);
    expect(posted).toHaveLength(1);
    const body = posted[0]!;
    const text = JSON.stringify(body);
    for (const secret of [
      'Chase, joint',
      'alice@example.com',
      'p,a"ss',
      'JBSWY3DPEHPK3PXP',
      'Wi-Fi code',
      'Bank / Joint',
    ])
      expect(text).not.toContain(secret);
    // Opened with the key, the items are the file's records, in their folders.
    const folderNames = new Map<string, string>();
    for (const folder of body.folders ?? [])
      folderNames.set(folder.id, (await decryptFolder(key, userId, folder.id, folder.data)).name);
    const opened = await Promise.all(
      body.items.map(async (item) => {
        const summary = await decryptJson(
          key,
          item.summary,
          `guru-suite/item/v1|${userId}|${item.id}|summary`,
          vaultItemSummaryPayloadSchema,
        );
        const secret = await decryptJson(
          key,
          item.secret,
          `guru-suite/item/v1|${userId}|${item.id}|secret`,
          vaultItemSecretPayloadSchema,
        );
        return {
          record: vaultRecordFromPayloads(summary, secret),
          folder: item.folderId ? folderNames.get(item.folderId) : null,
        };
      }),
    );
    expect(opened.map(({ record, folder }) => [record.type, record.name, folder])).toEqual([
      ['login', 'Chase, joint', 'Bank / Joint'],
      ['note', 'Wi-Fi code', null],
      ['login', 'Short row', null],
    ]);
    expect(opened[0]!.record).toMatchObject({
      password: 'p,a"ss',
      totp: 'JBSWY3DPEHPK3PXP',
      urls: ['https://chase.com', 'https://secure.chase.com'],
    });
  });

  it('asks for the password of a protected export, and says when it is wrong', async () => {
    const key = randomKey();
    setUserKey(AppType.password, key);
    await stubApi(key);
    const file = new NodeBlob([sample('bitwarden-protected.json').bytes]) as unknown as Blob;
    expect(await readForeign(file, 'export.json')).toMatchObject({ kind: 'error', reason: 'passwordNeeded' });
    expect(await readForeign(file, 'export.json', 'wrong')).toMatchObject({
      kind: 'error',
      reason: 'wrongPassword',
    });
    expect(await readForeign(file, 'export.json', 'correct horse battery staple')).toMatchObject({
      kind: 'ok',
      total: 4,
    });
  });

  it('exports the vault as a password-protected Bitwarden JSON that opens with that password', async () => {
    const key = randomKey();
    setUserKey(AppType.password, key);
    await stubApi(key);
    // The in-page worker hands its messages over with structuredClone, which keeps Node's Blob (not jsdom's).
    vi.stubGlobal('Blob', NodeBlob);
    let file: Blob | null = null;
    await askVaultWorker(
      {
        kind: 'exportForeign',
        format: 'bitwardenJson',
        password: 'a long export password',
        exporterRpId: 'example.com',
        exporterDisplayName: importMessages.exporterDisplayName,
        ...(await vaultKeyGrant(userId)),
      },
      (message) => {
        if (message.kind === 'foreignExported') file = message.file;
      },
    );
    const bytes = new Uint8Array(await (file as unknown as Blob).arrayBuffer());
    expect(new TextDecoder().decode(bytes)).not.toContain('Café');
    const parsed = await parseImportFile(
      'bitwardenJson',
      fileContent('x.json', bytes, 'a long export password'),
    );
    expect(parsed.records.map((entry) => entry.record)).toEqual([
      loginRecord({ name: 'Café 日本', urls: ['https://example.jp'] }),
    ]);
  }, 60_000);
});
