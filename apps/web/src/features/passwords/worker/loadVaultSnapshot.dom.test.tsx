import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PREFIX, AppType, PASSWORDS_NO_FOLDER, apiPaths } from '@guru/shared';
import { encryptFolder, encryptItem, randomKey } from '@guru/vault-crypto';
import { forgetApp, setUserKey } from '../../../lib/keyStore';
import { ApiError } from '../../../lib/apiClient';
import type { PasswordsSnapshot } from '../lib/passwordsTypes';
import { VaultLockedError } from '../lib/vaultCrypto';
import { loadVaultSnapshot } from './loadVaultSnapshot';
import { vaultWorkerMode } from './vaultClient';

const userId = '3f0c5c1e-8d7a-4b8e-9a51-2f7b5f0c1d22';
const home = '5d0a1e7c-7f1b-4c3e-b2a4-9e8d7c6b5a40';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A sealed vault as the server answers it: `count` entries over "Home" and "No Group", one of them not ours. */
async function sealedVault(key: Uint8Array, count: number) {
  const results = [];
  for (let i = 0; i < count; i += 1) {
    const id = uuid(i + 1);
    const { summary } = await encryptItem(
      key,
      userId,
      id,
      { name: `Entry ${count - i}`, username: `user${i % 3}`, website: `Site ${i}` },
      { password: 'p', note: '' },
    );
    results.push({ id, folderId: i % 2 === 0 ? home : null, summary, updatedAt: '2026-01-01T00:00:00Z' });
  }
  const stranger = uuid(999);
  const foreign = await encryptItem(
    randomKey(),
    userId,
    stranger,
    { name: 'Nope', username: '', website: '' },
    { password: '', note: '' },
  );
  results.push({ id: stranger, folderId: null, summary: foreign.summary, updatedAt: '2026-01-01T00:00:00Z' });
  const folders = [
    {
      id: home,
      data: await encryptFolder(key, userId, home, { name: 'Home', note: '' }),
      updatedAt: '2026-01-01T00:00:00Z',
    },
  ];
  const counts = new Map<string | null, number>();
  for (const { folderId } of results) counts.set(folderId, (counts.get(folderId) ?? 0) + 1);
  return {
    results,
    counts: {
      folders: [...counts].map(([folderId, count]) => ({ folderId, count })),
      total: results.length,
    },
    folders,
  };
}

type Answer = { status: number; body: unknown };
type Vault = Awaited<ReturnType<typeof sealedVault>>;

/** Pages of this many summaries, whatever the limit asked (the worker follows `next`). */
const FAKE_PAGE = 3;

/**
 * The server of `vault`: its counts, folders and summary pages (by FAKE_PAGE, in id order, of one folder
 * or all), unless `answers` says otherwise for a path (a page: `page:<after>`).
 */
function serve(vault: Vault, answers: Record<string, Answer> = {}) {
  const pagePath = `${API_PREFIX}${apiPaths.passwordsMySummaryPage}`;
  const fetchMock = vi.fn(async (url: string) => {
    const [path, search = ''] = url.split('?');
    const query = new URLSearchParams(search);
    let answer: Answer | undefined;
    if (path === pagePath) {
      const after = query.get('after');
      answer = answers[`page:${after ?? ''}`];
      if (!answer) {
        const folder = query.get('folder');
        const inScope = vault.results
          .filter(
            (item) => folder === null || item.folderId === (folder === PASSWORDS_NO_FOLDER ? null : folder),
          )
          .sort((a, b) => a.id.localeCompare(b.id))
          .filter((item) => after === null || item.id > after);
        const results = inScope.slice(0, FAKE_PAGE);
        const next = inScope.length > FAKE_PAGE ? results.at(-1)!.id : null;
        answer = { status: 200, body: { data: { results, next } } };
      }
    } else {
      answer =
        answers[path!] ??
        {
          [`${API_PREFIX}${apiPaths.passwordsMyCounts}`]: { status: 200, body: { data: vault.counts } },
          [`${API_PREFIX}${apiPaths.passwordsFolders}`]: { status: 200, body: { data: vault.folders } },
        }[path!];
    }
    if (!answer)
      return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'no' } }), { status: 404 });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Collects the snapshots the loader publishes until one is complete. */
function publisher() {
  const published: PasswordsSnapshot[] = [];
  let done: (snapshot: PasswordsSnapshot) => void = () => undefined;
  const complete = new Promise<PasswordsSnapshot>((resolve) => {
    done = resolve;
  });
  const publish = (snapshot: PasswordsSnapshot) => {
    published.push(snapshot);
    if (snapshot.complete) done(snapshot);
    return true;
  };
  return { published, publish, complete };
}

beforeEach(() => {
  expect(typeof Worker).toBe('undefined');
});

afterEach(() => {
  forgetApp(AppType.password);
  vi.unstubAllGlobals();
});

describe('the vault snapshot, decrypted by the vault worker code (in the page where jsdom has no Worker)', () => {
  it('answers the top level with the folders and their counts first (no list), then every summary page by page with the sort orders', async () => {
    const key = randomKey();
    setUserKey(AppType.password, key);
    const vault = await sealedVault(key, 7);
    const fetchMock = serve(vault);
    const { publish, complete } = publisher();

    const first = await loadVaultSnapshot(userId, { kind: 'root' }, undefined, publish);
    expect(vaultWorkerMode()).toBe('in-page');
    expect(first.complete).toBe(false);
    expect(first.folders).toEqual([expect.objectContaining({ id: home, name: 'Home', readable: true })]);
    expect(first.countsByFolder).toEqual(
      new Map<string | null, number>([
        [home, 4],
        [null, 4],
      ]),
    );
    // No id list yet: the folder rows are drawn from the counts.
    expect(first.idsByFolder).toBeUndefined();

    const whole = await complete;
    expect(whole.entries).toHaveLength(8);
    expect(new Set(whole.entries.map((entry) => entry.id)).size).toBe(8);
    expect(whole.idsByFolder?.get(home)).toHaveLength(4);
    expect(whole.idsByFolder?.get(null)).toHaveLength(4);
    const readable = whole.entries.filter((entry) => entry.readable);
    expect(readable.map((entry) => entry.name).sort()).toEqual([
      'Entry 1',
      'Entry 2',
      'Entry 3',
      'Entry 4',
      'Entry 5',
      'Entry 6',
      'Entry 7',
    ]);
    expect(whole.entries.find((entry) => entry.id === uuid(999))).toMatchObject({
      readable: false,
      name: '',
    });
    expect(readable[0]?.searchText).toBe(
      `${readable[0]!.name}\n${readable[0]!.username}\n${readable[0]!.website}`.toLowerCase(),
    );
    // The worker's name order, merged from the pages' runs: the unreadable entry (empty name) first, then Entry 1 … Entry 7.
    expect(Array.from(whole.order!.name, (position) => whole.entries[position]!.name)).toEqual([
      '',
      ...readable.map((e) => e.name).sort(),
    ]);
    expect(Array.from(whole.order!.username, (position) => whole.entries[position]!.username)).toEqual(
      whole.entries.map((entry) => entry.username).sort(),
    );
    // Three pages of summaries (8 by 3), each after the one before; no vault-wide list, no secret envelope.
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(
      urls.filter((url) => url.startsWith(`${API_PREFIX}${apiPaths.passwordsMySummaryPage}?`)),
    ).toHaveLength(3);
    for (const listed of [
      apiPaths.passwordsMySummaries,
      apiPaths.passwordsMyPlaces,
      apiPaths.passwordsMyItems,
    ])
      expect(urls).not.toContain(`${API_PREFIX}${listed}`);
  });

  it("in an opened folder, answers once that folder's entries are all open, then streams the rest once each", async () => {
    const key = randomKey();
    setUserKey(AppType.password, key);
    const vault = await sealedVault(key, 8);
    serve(vault);
    const { publish, complete } = publisher();
    const first = await loadVaultSnapshot(userId, { kind: 'folder', folderId: home }, undefined, publish);
    // Home's 4 entries, over two of its pages.
    expect(first.entries.map((entry) => entry.folderId)).toEqual([home, home, home, home]);
    const whole = await complete;
    expect(whole.entries).toHaveLength(9);
    expect(new Set(whole.entries.map((entry) => entry.id)).size).toBe(9);
    expect(whole.order!.name).toHaveLength(9);
  });

  it('opens the top level at once for a folder link that names no folder, asking the server for no such folder', async () => {
    const key = randomKey();
    setUserKey(AppType.password, key);
    const vault = await sealedVault(key, 4);
    const fetchMock = serve(vault);
    const { publish, complete } = publisher();
    const first = await loadVaultSnapshot(
      userId,
      { kind: 'folder', folderId: 'not-a-folder' },
      undefined,
      publish,
    );
    expect(first.entries).toEqual([]);
    expect((await complete).entries).toHaveLength(5);
    expect(fetchMock.mock.calls.some(([url]) => url.includes('folder='))).toBe(false);
  });

  it("turns the server's refusal into its ApiError, and a locked vault into VaultLockedError", async () => {
    await expect(loadVaultSnapshot(userId, { kind: 'root' }, undefined, () => true)).rejects.toBeInstanceOf(
      VaultLockedError,
    );
    const key = randomKey();
    setUserKey(AppType.password, key);
    const refused = { status: 403, body: { error: { code: 'FORBIDDEN', message: 'Not yours' } } };
    serve(await sealedVault(key, 1), {
      [`${API_PREFIX}${apiPaths.passwordsMyCounts}`]: refused,
      'page:': refused,
    });
    const error: unknown = await loadVaultSnapshot(userId, { kind: 'root' }, undefined, () => true).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN', message: 'Not yours' });
  });

  it('shows the first page from the counts, and a later page that fails as a failed snapshot', async () => {
    const key = randomKey();
    setUserKey(AppType.password, key);
    const vault = await sealedVault(key, 7);
    const second = [...vault.results].sort((a, b) => a.id.localeCompare(b.id))[FAKE_PAGE - 1]!.id;
    serve(vault, {
      [`page:${second}`]: {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'Something went wrong' } },
      },
    });
    const published: PasswordsSnapshot[] = [];
    const first = await loadVaultSnapshot(
      userId,
      { kind: 'root' },
      undefined,
      (snapshot) => published.push(snapshot) > 0,
    );
    expect(first.countsByFolder?.get(home)).toBe(4);
    await vi.waitFor(() => expect(published.at(-1)?.failure).toBeInstanceOf(ApiError));
    expect(published.at(-1)?.failure).toMatchObject({ status: 500 });
  });

  it('takes the ids of the pages when an entry was added after the counts', async () => {
    const key = randomKey();
    setUserKey(AppType.password, key);
    const vault = await sealedVault(key, 4);
    serve(vault, {
      [`${API_PREFIX}${apiPaths.passwordsMyCounts}`]: {
        status: 200,
        body: {
          data: {
            folders: [
              { folderId: home, count: 1 },
              { folderId: null, count: 3 },
            ],
            total: 4,
          },
        },
      },
    });
    const { publish, complete } = publisher();
    const first = await loadVaultSnapshot(userId, { kind: 'root' }, undefined, publish);
    expect(first.countsByFolder?.get(home)).toBe(1);
    const whole = await complete;
    expect(whole.idsByFolder?.get(home)).toHaveLength(2);
    expect(whole.entries).toHaveLength(5);
  });
});
