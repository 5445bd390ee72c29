import {
  API_PREFIX,
  apiPaths,
  passwordsFolderSchema,
  passwordsImportedResponse,
  passwordsIdSchema,
  passwordsItemList,
  passwordsLimits,
  passwordsCounts,
  passwordsSheetName,
  passwordsSummaryPage,
  PASSWORDS_NO_FOLDER,
  type PasswordsSummaryPage,
  type AppType,
  type PasswordsFolderCreateBody,
  type PasswordsItemCreateBody,
} from '@guru/shared';
import { preloadSpreadsheetReader, writeWorkbook } from '../../../lib/spreadsheet';
import { exportColumns, exportRow } from '../lib/exportRows';
import { markExisting } from '../lib/importDuplicates';
import { checkImportRows, folderIdOf, folderIdsByName, type ImportCandidate } from '../lib/importRows';
import type { OpenedEntry, PasswordsEntry } from '../lib/passwordsTypes';
import { readImportFile } from '../lib/readImportFile';
import { compareKeyedAscending, keyedEntry, type KeyedEntry } from '../lib/sortKeys';
import { createForeignWork } from './foreignWork';
import { idsByFolder, mergeRuns, sortedRun } from '../lib/vaultBatches';
import {
  openEntry,
  openEntrySummaries,
  openFolders,
  sealEntry,
  sealRecord,
  sealFolder,
  type VaultKeyRing,
} from '../lib/vaultCrypto';
import type {
  ImportSummary,
  VaultKeyGrant,
  VaultMessageToWorker,
  VaultRequest,
  VaultResponse,
  VaultResponseBody,
  VaultWorkerFailure,
  WorkerTimeSpent,
} from './vaultWorkerProtocol';

/**
 * The vault worker's work (docs/ARCHITECTURE.md, "Password Guru"), apart from the worker itself so
 * that it runs unchanged in a Web Worker (vault.worker.ts) and, where there is none (jsdom), in
 * the page (createVaultWorker.ts): the tests exercise this very code.
 */

/** How many entries are opened and sealed between two messages (one progress step each). */
const SEAL_BATCH = 1_000;
/** Summaries per page read from the server at unlock (the largest it gives): 20 calls for 100,000 entries. */
const SUMMARY_PAGE = passwordsLimits.summaryPageMaxItems;

const folderList = passwordsFolderSchema.array();
const exportCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * A failed call in the worker: carried to the main thread, which makes the ApiError again and announces a
 * refusal to the session's listeners (vaultClient.ts). `status` null: the server was not reached;
 * `invalid`: an answer its schema refused.
 */
class WorkerCallError extends Error {
  constructor(
    readonly status: number | null,
    readonly body: unknown,
    readonly invalid = false,
  ) {
    super(status === null ? 'network error' : `HTTP ${status}`);
    this.name = 'WorkerCallError';
  }
}

class Cancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'AbortError';
  }
}

/**
 * The worker's API call. Not lib/apiClient.ts's apiRequest: the vault's work runs in a Web Worker, or on
 * the page where there is none (createVaultWorker.ts), and apiRequest would announce a refusal in the
 * worker's realm (no listeners) or, on the page, a second time. So the worker only fetches and checks,
 * as apiRequest does (same cookie, app header, `data` parsed with the shared schema), and the page makes
 * the ApiError and announces it once (vaultClient.ts, with apiClient.ts's apiErrorFromBody and
 * announceApiError).
 */
async function callApi<T>(
  path: string,
  app: AppType,
  schema: { parse(input: unknown): T },
  signal: AbortSignal,
  body?: unknown,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        'x-app-type': app,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal.aborted) throw new Cancelled();
    throw new WorkerCallError(null, String(cause));
  }
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok || typeof answer !== 'object' || answer === null || !('data' in answer))
    throw new WorkerCallError(response.status, answer);
  try {
    return schema.parse((answer as { data: unknown }).data);
  } catch {
    throw new WorkerCallError(response.status, null, true);
  }
}

function failureOf(error: unknown): VaultWorkerFailure {
  if (error instanceof WorkerCallError)
    return { status: error.status, body: error.body, name: error.name, invalid: error.invalid };
  return { status: null, body: null, name: error instanceof Error ? error.name : 'Error' };
}

export function createVaultWorkerCore(
  post: (message: VaultResponse) => void,
): (message: VaultMessageToWorker) => void {
  const running = new Map<number, AbortController>();
  /** The rows of the last import file checked, and which the vault already holds, waiting for the import itself. */
  let pendingImport: { candidates: ImportCandidate[]; existing: boolean[] } | null = null;
  /** Import from and export for other managers (foreignWork.ts), with the records of the last file read. */
  const foreign = createForeignWork({ callApi, openAllEntries });

  const run = async (request: VaultRequest): Promise<void> => {
    const controller = new AbortController();
    running.set(request.id, controller);
    const { signal } = controller;
    const send = (body: VaultResponseBody): void => {
      if (signal.aborted) throw new Cancelled();
      post({ ...body, id: request.id });
    };
    try {
      switch (request.kind) {
        case 'open':
          await openVault(request, signal, send);
          break;
        case 'export':
          await exportEntries(request, signal, send);
          break;
        case 'prepareImport':
          preloadSpreadsheetReader();
          break;
        case 'readImport': {
          pendingImport = null;
          const sheet = await readImportFile(new File([request.file], request.fileName));
          const check = checkImportRows(sheet.headers, sheet.rows, sheet.exactText);
          let summary: ImportSummary;
          if (check.kind === 'ok') {
            const existing = markExisting(check.candidates, await openAllEntries(request, signal));
            pendingImport = { candidates: check.candidates, existing };
            const folderNamesOf = (candidates: readonly ImportCandidate[]) => [
              ...new Set(
                candidates.flatMap((candidate) =>
                  candidate.folderName === null ? [] : [candidate.folderName],
                ),
              ),
            ];
            summary = {
              kind: 'ok',
              count: check.candidates.length,
              folderNames: folderNamesOf(check.candidates),
              existing: existing.filter(Boolean).length,
              folderNamesOfNew: folderNamesOf(check.candidates.filter((_, i) => !existing[i])),
            };
          } else {
            summary = check;
          }
          send({ kind: 'checked', check: summary });
          break;
        }
        case 'readForeign':
          await foreign.read(request, signal, send);
          break;
        case 'importForeign':
          await foreign.save(request, signal, send);
          break;
        case 'exportForeign':
          await foreign.exportVault(request, signal, send);
          break;
        case 'import': {
          const pending = pendingImport;
          pendingImport = null;
          if (!pending) throw new Error('no checked import file');
          const candidates = request.skipExisting
            ? pending.candidates.filter((_, i) => !pending.existing[i])
            : pending.candidates;
          await importEntries(request, candidates, signal, send);
          break;
        }
      }
      send({ kind: 'done' });
    } catch (error) {
      if (!signal.aborted) post({ id: request.id, kind: 'failed', failure: failureOf(error) });
    } finally {
      running.delete(request.id);
    }
  };

  return (message) => {
    if (message.kind === 'cancel') {
      running.get(message.id)?.abort();
      running.delete(message.id);
      return;
    }
    void run(message);
  };
}

type Send = (body: VaultResponseBody) => void;

const epochNow = () => performance.timeOrigin + performance.now();

async function openVault(
  request: Extract<VaultRequest, { kind: 'open' }>,
  signal: AbortSignal,
  send: Send,
): Promise<void> {
  const ring: VaultKeyRing = { userKey: request.key, userId: request.userId };
  const started = epochNow();
  const fetchPage = (after: string | null, folder: string | null | undefined) =>
    callApi(summaryPagePath(after, folder), request.app, passwordsSummaryPage, signal);
  // An opened folder's pages first; a folder the URL names that cannot be one (a stale or edited link) opens none.
  const firstFolder =
    request.first.kind === 'folder' &&
    (request.first.folderId === null || passwordsIdSchema.safeParse(request.first.folderId).success)
      ? request.first.folderId
      : undefined;
  // Three calls at once, none of them vault-wide: the folders and each folder's count make the first page's
  // folder rows (ADR 0054), while the first page of summaries is already on its way.
  const countsCall = callApi(apiPaths.passwordsMyCounts, request.app, passwordsCounts, signal);
  const foldersCall = callApi(apiPaths.passwordsFolders, request.app, folderList, signal);
  const firstPage = fetchPage(null, firstFolder);
  // Awaited below; a failure meanwhile is not an unhandled rejection.
  firstPage.catch(() => undefined);
  const [counts, sealedFolders] = await Promise.all([countsCall, foldersCall]);
  const timing = { started, listed: epochNow() };
  const folders = await openFolders(ring, sealedFolders);
  send({
    kind: 'head',
    folders,
    counts: counts.folders.map(({ folderId, count }) => [folderId, count]),
    total: counts.total,
    timing,
  });

  const spent = timeSpent();
  const merger = createOrderMerger();
  const sent = new Set<string>();
  // An opened folder: its entries first, all of them (its page is sorted by name), in one message.
  if (firstFolder !== undefined) {
    const inFolder: PasswordsEntry[] = [];
    for await (const items of summaryPages(firstPage, (after) => fetchPage(after, firstFolder), spent))
      inFolder.push(...(await openPage(ring, items, spent)));
    for (const entry of inFolder) sent.add(entry.id);
    merger.add(inFolder, spent);
    send({ kind: 'entries', entries: inFolder, first: true });
  }
  // The whole vault in id order, page after page: the next page is asked for before this one is decrypted.
  const places: Array<{ id: string; folderId: string | null }> = [];
  const start = firstFolder === undefined ? firstPage : fetchPage(null, undefined);
  // A page is sorted while the next one's decryptions run (WebCrypto works off this thread): in the order sent.
  let unsorted: PasswordsEntry[] = [];
  for await (const items of summaryPages(start, (after) => fetchPage(after, undefined), spent)) {
    for (const item of items) places.push({ id: item.id, folderId: item.folderId });
    const opening = openPage(
      ring,
      sent.size === 0 ? items : items.filter((item) => !sent.has(item.id)),
      spent,
    );
    merger.add(unsorted, spent);
    const opened = await opening;
    for (let from = 0; from < opened.length; from += request.batchSize)
      send({ kind: 'entries', entries: opened.slice(from, from + request.batchSize), first: false });
    unsorted = opened;
  }
  merger.add(unsorted, spent);
  send({ kind: 'places', idsByFolder: [...idsByFolder(places)] });
  const order = merger.finish(spent);
  send({ kind: 'order', order, spent });
}

/** Where the worker's time went while the vault streamed in (ms): for the benchmark's breakdown. */
function timeSpent(): WorkerTimeSpent {
  return { waitingForPages: 0, decrypting: 0, sorting: 0 };
}

/** Adds the time `work` takes to `spent[key]`. */
async function timed<T>(
  spent: WorkerTimeSpent,
  key: keyof WorkerTimeSpent,
  work: () => Promise<T>,
): Promise<T> {
  const start = performance.now();
  try {
    return await work();
  } finally {
    spent[key] += performance.now() - start;
  }
}

/** The path of one page of summaries after `after` (null: the first), of one folder when `folder` is given. */
function summaryPagePath(after: string | null, folder: string | null | undefined): string {
  const query = new URLSearchParams({ limit: String(SUMMARY_PAGE) });
  if (after !== null) query.set('after', after);
  if (folder !== undefined) query.set('folder', folder ?? PASSWORDS_NO_FOLDER);
  return `${apiPaths.passwordsMySummaryPage}?${query.toString()}`;
}

/** The pages from `first` on, each following one asked for as soon as the one before it arrives. */
async function* summaryPages(
  first: Promise<PasswordsSummaryPage>,
  fetchAfter: (after: string) => Promise<PasswordsSummaryPage>,
  spent: WorkerTimeSpent,
): AsyncGenerator<PasswordsSummaryPage['results']> {
  let pending = first;
  for (;;) {
    const page = await timed(spent, 'waitingForPages', () => pending);
    if (page.next !== null) {
      pending = fetchAfter(page.next);
      pending.catch(() => undefined);
    }
    yield page.results;
    if (page.next === null) return;
  }
}

function openPage(
  ring: VaultKeyRing,
  items: PasswordsSummaryPage['results'],
  spent: WorkerTimeSpent,
): Promise<PasswordsEntry[]> {
  return timed(spent, 'decrypting', () => openEntrySummaries(ring, items));
}

/**
 * The name and username orders of every entry opened, made as the pages arrive: each page is sorted on
 * sort keys (lib/sortKeys.ts: plain string compares that give the collator's order) while the next one
 * decrypts, and the sorted runs are merged at the end.
 */
function createOrderMerger() {
  const keyed: KeyedEntry[] = [];
  const runs: Record<'name' | 'username', Int32Array[]> = { name: [], username: [] };
  const byName = compareKeyedAscending('name');
  const byUsername = compareKeyedAscending('username');
  return {
    add(opened: readonly PasswordsEntry[], spent: WorkerTimeSpent): void {
      if (opened.length === 0) return;
      const start = performance.now();
      const offset = keyed.length;
      for (const entry of opened) keyed.push(keyedEntry(entry));
      runs.name.push(sortedRun(keyed, offset, opened.length, byName));
      runs.username.push(sortedRun(keyed, offset, opened.length, byUsername));
      spent.sorting += performance.now() - start;
    },
    finish(spent: WorkerTimeSpent) {
      const start = performance.now();
      const order = {
        name: mergeRuns(keyed, runs.name, byName),
        username: mergeRuns(keyed, runs.username, byUsername),
      };
      spent.sorting += performance.now() - start;
      return order;
    },
  };
}

/** Every entry of the vault, opened (secrets included): what an import is compared with. One that cannot be opened is left out. */
async function openAllEntries(grant: VaultKeyGrant, signal: AbortSignal): Promise<OpenedEntry[]> {
  const ring: VaultKeyRing = { userKey: grant.key, userId: grant.userId };
  const list = await callApi(`${apiPaths.passwordsMyItems}?limit=-1`, grant.app, passwordsItemList, signal);
  const entries: OpenedEntry[] = [];
  for (let start = 0; start < list.results.length; start += SEAL_BATCH) {
    const opened = await Promise.allSettled(
      list.results.slice(start, start + SEAL_BATCH).map((item) => openEntry(ring, item)),
    );
    for (const result of opened) if (result.status === 'fulfilled') entries.push(result.value);
  }
  return entries;
}

async function exportEntries(
  request: Extract<VaultRequest, { kind: 'export' }>,
  signal: AbortSignal,
  send: Send,
): Promise<void> {
  const ring: VaultKeyRing = { userKey: request.key, userId: request.userId };
  const wanted = new Set(request.ids);
  const list = await callApi(`${apiPaths.passwordsMyItems}?limit=-1`, request.app, passwordsItemList, signal);
  const items = list.results.filter((item) => wanted.has(item.id));
  // Progress: opening every entry, then laying out the rows and writing the file.
  const total = items.length * 2;
  const entries: OpenedEntry[] = [];
  for (let start = 0; start < items.length; start += SEAL_BATCH) {
    const opened = await Promise.allSettled(
      items.slice(start, start + SEAL_BATCH).map((item) => openEntry(ring, item)),
    );
    // An entry that cannot be decrypted is left out rather than spoiling the whole file.
    for (const result of opened) if (result.status === 'fulfilled') entries.push(result.value);
    send({ kind: 'progress', done: Math.min(start + SEAL_BATCH, items.length), total });
  }
  const names = new Map(request.folderNames);
  const folderOf = (entry: OpenedEntry) =>
    entry.folderId === null ? null : (names.get(entry.folderId) ?? null);
  entries.sort(
    (a, b) =>
      exportCollator.compare(folderOf(a) ?? '', folderOf(b) ?? '') || exportCollator.compare(a.name, b.name),
  );
  const rows = entries.map((entry) => exportRow(entry, folderOf(entry)));
  send({ kind: 'progress', done: Math.round(items.length * 1.5), total });
  const file =
    entries.length === 0
      ? new Blob([])
      : await writeWorkbook(passwordsSheetName, exportColumns, rows, { exactText: true });
  send({ kind: 'exported', file, rows: entries.length });
}

async function importEntries(
  request: Extract<VaultRequest, { kind: 'import' }>,
  candidates: readonly ImportCandidate[],
  signal: AbortSignal,
  send: Send,
): Promise<void> {
  // Every row skipped (already in the vault): nothing to save.
  if (candidates.length === 0) return send({ kind: 'imported', imported: 0 });
  const ring: VaultKeyRing = { userKey: request.key, userId: request.userId };
  const folders: PasswordsFolderCreateBody[] = await Promise.all(
    request.newFolders.map(async ({ id, name }) => ({
      id,
      data: await sealFolder(ring, id, { name, note: '' }),
    })),
  );
  const idsByName = folderIdsByName(request.folders);
  const total = candidates.length + 1;
  const items: PasswordsItemCreateBody[] = [];
  for (let start = 0; start < candidates.length; start += SEAL_BATCH) {
    const sealed = await Promise.all(
      candidates.slice(start, start + SEAL_BATCH).map(async (candidate) => {
        const id = crypto.randomUUID();
        return {
          id,
          // A row of another type (or a login with more than the seed's columns) is sealed as its whole record.
          ...(candidate.record
            ? await sealRecord(ring, id, {
                record: candidate.record,
                folderId: folderIdOf(candidate, idsByName),
                favorite: candidate.favorite === true,
              })
            : await sealEntry(ring, id, { ...candidate, folderId: folderIdOf(candidate, idsByName) })),
        };
      }),
    );
    items.push(...sealed);
    send({ kind: 'progress', done: items.length, total });
  }
  const body = folders.length > 0 ? { folders, items } : { items };
  const answer = await callApi(
    apiPaths.passwordsImport,
    request.app,
    passwordsImportedResponse,
    signal,
    body,
  );
  send({ kind: 'imported', imported: answer.imported });
}
