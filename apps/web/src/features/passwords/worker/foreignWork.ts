import {
  apiPaths,
  passwordsFolderSchema,
  passwordsImportedResponse,
  type AppType,
  type PasswordsFolderCreateBody,
  type PasswordsItemCreateBody,
} from '@guru/shared';
import { fileContent } from '../import/fileContent';
import { foreignImportMaxBytes } from '../import/formatIds';
import { detectFormat } from '../import/detectFormat';
import { ImportFileError, type ImportedRecord } from '../import/importedRecord';
import { parseImportFile } from '../import/importFormats';
import { planImport, toDraft, type ImportPlan, type ImportPreview } from '../import/importPlan';
import { bitwardenExportJson } from '../import/formats/bitwardenExport';
import { encryptPasswordProtected } from '../import/formats/bitwardenEncryption';
import { cxfExportJson } from '../import/formats/cxfExport';
import type { OpenedEntry } from '../lib/passwordsTypes';
import { openFolders, sealFolder, sealRecord, type VaultKeyRing } from '../lib/vaultCrypto';
import type { VaultKeyGrant, VaultRequest, VaultResponseBody } from './vaultWorkerProtocol';

/**
 * Import from another password manager and export for one, in the vault worker (docs/adr/0043): the
 * file is read and every record parsed here, compared with the vault's opened entries, sealed with the
 * user key and sent; an export opens the entries here and writes the file here. The main thread sees
 * counts, positions and reasons, and the finished file.
 */

/** Entries per import call. */
const importChunk = 2_000;
const sealBatch = 500;

type CallApi = <T>(
  path: string,
  app: AppType,
  schema: { parse(input: unknown): T },
  signal: AbortSignal,
  body?: unknown,
) => Promise<T>;

export interface ForeignWorkDeps {
  callApi: CallApi;
  openAllEntries: (grant: VaultKeyGrant, signal: AbortSignal) => Promise<OpenedEntry[]>;
}

type Send = (body: VaultResponseBody) => void;
const folderList = passwordsFolderSchema.array();

export function createForeignWork({ callApi, openAllEntries }: ForeignWorkDeps) {
  let pending: ImportPlan | null = null;

  const folderNames = async (grant: VaultKeyGrant, signal: AbortSignal) => {
    const ring: VaultKeyRing = { userKey: grant.key, userId: grant.userId };
    const folders = await openFolders(
      ring,
      await callApi(apiPaths.passwordsFolders, grant.app, folderList, signal),
    );
    return folders.filter((folder) => folder.readable);
  };

  async function read(
    request: Extract<VaultRequest, { kind: 'readForeign' }>,
    signal: AbortSignal,
    send: Send,
  ): Promise<void> {
    pending = null;
    let preview: ImportPreview;
    if (request.file.size > foreignImportMaxBytes) {
      preview = { kind: 'error', format: request.format, reason: 'tooLarge', position: null };
    } else {
      const content = fileContent(
        request.fileName,
        new Uint8Array(await request.file.arrayBuffer()),
        request.password,
      );
      const format = request.format ?? detectFormat(content);
      if (format === null) {
        preview = { kind: 'error', format: null, reason: 'unknownFormat', position: null };
      } else {
        try {
          const parsed = await parseImportFile(format, content);
          const vault = await openAllEntries(request, signal);
          pending = planImport(
            format,
            parsed,
            vault.map((entry) => entry.record),
            request.untitled,
          );
          preview = pending.preview;
        } catch (error) {
          if (!(error instanceof ImportFileError)) throw error;
          preview = { kind: 'error', format, reason: error.reason, position: error.position };
        }
      }
    }
    send({ kind: 'foreignChecked', preview });
  }

  async function save(
    request: Extract<VaultRequest, { kind: 'importForeign' }>,
    signal: AbortSignal,
    send: Send,
  ): Promise<void> {
    const plan = pending;
    pending = null;
    if (!plan) throw new Error('no checked import file');
    const records = request.skipExisting ? plan.records.filter((_, i) => !plan.existing[i]) : plan.records;
    if (records.length === 0) return send({ kind: 'imported', imported: 0 });
    const ring: VaultKeyRing = { userKey: request.key, userId: request.userId };
    const folderIds = new Map(
      (await folderNames(request, signal)).map((folder) => [folder.name.trim().toLowerCase(), folder.id]),
    );
    const newFolders: PasswordsFolderCreateBody[] = [];
    const total = records.length * 2;
    const items: PasswordsItemCreateBody[] = [];
    for (let start = 0; start < records.length; start += sealBatch) {
      const batch = await Promise.all(
        records.slice(start, start + sealBatch).map(async (entry) => {
          const draft = toDraft(entry);
          const folderName = entry.folderPath.join(' / ');
          let folderId: string | null = null;
          if (folderName !== '') {
            folderId = folderIds.get(folderName.toLowerCase()) ?? null;
            if (folderId === null) {
              folderId = crypto.randomUUID();
              folderIds.set(folderName.toLowerCase(), folderId);
              newFolders.push({
                id: folderId,
                data: await sealFolder(ring, folderId, { name: folderName, note: '' }),
              });
            }
          }
          const id = crypto.randomUUID();
          return {
            id,
            ...(await sealRecord(ring, id, {
              record: draft.record,
              folderId,
              favorite: draft.favorite === true,
            })),
          };
        }),
      );
      items.push(...batch);
      send({ kind: 'progress', done: items.length, total });
    }
    let imported = 0;
    for (let start = 0; start < items.length; start += importChunk) {
      const chunk = items.slice(start, start + importChunk);
      const body =
        start === 0 && newFolders.length > 0 ? { folders: newFolders, items: chunk } : { items: chunk };
      const answer = await callApi(
        apiPaths.passwordsImport,
        request.app,
        passwordsImportedResponse,
        signal,
        body,
      );
      imported += answer.imported;
      send({ kind: 'progress', done: records.length + start + chunk.length, total });
    }
    send({ kind: 'imported', imported });
  }

  async function exportVault(
    request: Extract<VaultRequest, { kind: 'exportForeign' }>,
    signal: AbortSignal,
    send: Send,
  ): Promise<void> {
    const [entries, folders] = await Promise.all([
      openAllEntries(request, signal),
      folderNames(request, signal),
    ]);
    const names = new Map(folders.map((folder) => [folder.id, folder.name]));
    const records: ImportedRecord[] = entries.map((entry) => ({
      record: entry.record,
      favorite: entry.favorite,
      folderPath: (entry.folderId === null ? '' : (names.get(entry.folderId) ?? ''))
        .split(' / ')
        .filter((segment) => segment.trim() !== ''),
    }));
    let text =
      request.format === 'cxf'
        ? cxfExportJson(records, {
            exporterRpId: request.exporterRpId,
            exporterDisplayName: request.exporterDisplayName,
          })
        : bitwardenExportJson(records);
    if (request.format === 'bitwardenJson' && request.password !== null)
      text = await encryptPasswordProtected(text, request.password);
    send({
      kind: 'foreignExported',
      file: new Blob([text], { type: 'application/json' }),
      count: records.length,
    });
  }

  return { read, save, exportVault };
}
