import type { FirstScope } from '../lib/vaultBatches';
import type {
  EntryOrder,
  PasswordsEntry,
  PasswordsFolderEntry,
  PasswordsSnapshot,
} from '../lib/passwordsTypes';
import { askVaultWorker, vaultKeyGrant } from './vaultClient';

/** Summaries per message from the worker: each costs the main thread a few milliseconds to receive. */
export const SNAPSHOT_BATCH = 2_000;
/** While the summaries arrive (for a search typed meanwhile), the table gets a new snapshot at most this often. */
const PUBLISH_EVERY_MS = 1_000;

/**
 * Opens the vault through the worker. Resolves with the first page's snapshot as soon as it can be
 * painted (folders and their counts at the top level; with the opened folder's entries otherwise),
 * then hands newer snapshots to `publish` as the summaries arrive, the last one `complete` with
 * the worker's sort orders. `publish` returns false when nobody needs them any more: the worker
 * stops.
 */
export async function loadVaultSnapshot(
  userId: string,
  first: FirstScope,
  signal: AbortSignal | undefined,
  publish: (snapshot: PasswordsSnapshot) => boolean,
): Promise<PasswordsSnapshot> {
  const started = performance.now();
  const grant = await vaultKeyGrant(userId);
  const streaming = new AbortController();
  signal?.addEventListener('abort', () => streaming.abort(), { once: true });

  return new Promise<PasswordsSnapshot>((resolve, reject) => {
    let folders: PasswordsFolderEntry[] = [];
    let idsByFolder: Map<string | null, string[]> | undefined;
    let countsByFolder = new Map<string | null, number>();
    const entries: PasswordsEntry[] = [];
    let order: EntryOrder | undefined;
    let resolved = false;
    let lastPublished = 0;
    /** Entries in the last snapshot handed over: the first batch after an empty one goes at once (a search open meanwhile). */
    let publishedEntries = 0;

    const snapshot = (complete: boolean): PasswordsSnapshot => ({
      entries: entries.slice(),
      folders,
      ...(idsByFolder ? { idsByFolder } : {}),
      countsByFolder,
      complete,
      ...(order ? { order } : {}),
    });
    const firstPageReady = (snap: PasswordsSnapshot) => {
      publishedEntries = snap.entries.length;
      // Read by bench/passwords.ts: the worker's answer with the first page (and, below, the whole vault).
      performance.measure('vault:firstPageData', { start: started, end: performance.now() });
      resolved = true;
      lastPublished = performance.now();
      resolve(snap);
    };
    const update = (complete: boolean) => {
      if (!resolved) return;
      if (complete) performance.measure('vault:allSummaries', { start: started, end: performance.now() });
      const now = performance.now();
      if (!complete && publishedEntries > 0 && now - lastPublished < PUBLISH_EVERY_MS) return;
      lastPublished = now;
      publishedEntries = entries.length;
      if (!publish(snapshot(complete))) streaming.abort();
    };

    askVaultWorker(
      { kind: 'open', first, batchSize: SNAPSHOT_BATCH, ...grant },
      (message) => {
        if (message.kind === 'head') {
          folders = message.folders;
          countsByFolder = new Map(message.counts);
          const toPage = (epochMs: number) => epochMs - performance.timeOrigin;
          performance.measure('vault:worker:listsReceived', {
            start: toPage(message.timing.started),
            end: toPage(message.timing.listed),
          });
          const waitsForFolder = first.kind === 'folder' && (countsByFolder.get(first.folderId) ?? 0) > 0;
          if (message.total === 0) order = { name: new Int32Array(0), username: new Int32Array(0) };
          if (!waitsForFolder) firstPageReady(snapshot(message.total === 0));
        } else if (message.kind === 'entries') {
          entries.push(...message.entries);
          if (!resolved && message.first) firstPageReady(snapshot(false));
          else update(false);
        } else if (message.kind === 'places') {
          idsByFolder = new Map(message.idsByFolder);
        } else if (message.kind === 'order') {
          order = message.order;
          // Read by bench/passwords.ts: where the worker's time went (durations, not moments).
          for (const [part, duration] of Object.entries(message.spent))
            performance.measure(`vault:worker:${part}`, { start: 0, duration });
        }
      },
      streaming.signal,
    ).then(
      () => {
        if (!resolved) firstPageReady(snapshot(true));
        else update(true);
      },
      (error: unknown) => {
        if (!resolved) reject(error);
        // After the first page, a stop (reload, screen left) keeps what was shown; a failure is shown.
        else if (!(error instanceof DOMException && error.name === 'AbortError'))
          publish({ ...snapshot(false), failure: error instanceof Error ? error : new Error(String(error)) });
      },
    );
  });
}
