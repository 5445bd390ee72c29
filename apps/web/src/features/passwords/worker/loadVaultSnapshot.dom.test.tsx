import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PREFIX, AppType, apiPaths } from '@guru/shared';
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
  const places = { results: results.map(({ id, folderId }) => ({ id, folderId })), total: results.length };
  return { items: { results, total: results.length }, places, folders };
}

function serve(answers: Record<string, { status: number; body: unknown }>) {
  const fetchMock = vi.fn(async (url: string) => {
    const answer = answers[url];
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
  it('answers the top level with the folders and id lists first, then every summary with the sort orders', async () => {
    const key = randomKey();
    setUserKey(AppType.password, key);
    const vault = await sealedVault(key, 7);
    const fetchMock = serve({
      [`${API_PREFIX}${apiPaths.passwordsMyPlaces}`]: { status: 200, body: { data: vault.places } },
      [`${API_PREFIX}${apiPaths.passwordsMySummaries}`]: { status: 200, body: { data: vault.items } },
      [`${API_PREFIX}${apiPaths.passwordsFolders}`]: { status: 200, body: { data: vault.folders } },
    });
    const { publish, complete } = publisher();

    const first = await loadVaultSnapshot(userId, { kind: 'root' }, undefined, publish);
    expect(vaultWorkerMode()).toBe('in-page');
    expect(first.complete).toBe(false);
    expect(first.folders).toEqual([expect.objectContaining({ id: home, name: 'Home', readable: true })]);
    expect(first.idsByFolder?.get(home)).toHaveLength(4);
    expect(first.idsByFolder?.get(null)).toHaveLength(4);

    const whole = await complete;
    expect(whole.entries).toHaveLength(8);
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
    // The worker's name order: the unreadable entry (empty name) first, then Entry 1 … Entry 7.
    expect(Array.from(whole.order!.name, (position) => whole.entries[position]!.name)).toEqual([
      '',
      ...readable.map((e) => e.name).sort(),
    ]);
    // The list asked for is the compact one: no secret envelope travels to show the table.
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
      `${API_PREFIX}${apiPaths.passwordsMySummaries}`,
    );
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain(
      `${API_PREFIX}${apiPaths.passwordsMyItems}`,
    );
  });

  it("in an opened folder, answers once that folder's entries are all open", async () => {
    const key = randomKey();
    setUserKey(AppType.password, key);
    const vault = await sealedVault(key, 6);
    serve({
      [`${API_PREFIX}${apiPaths.passwordsMyPlaces}`]: { status: 200, body: { data: vault.places } },
      [`${API_PREFIX}${apiPaths.passwordsMySummaries}`]: { status: 200, body: { data: vault.items } },
      [`${API_PREFIX}${apiPaths.passwordsFolders}`]: { status: 200, body: { data: vault.folders } },
    });
    const { publish, complete } = publisher();
    const first = await loadVaultSnapshot(userId, { kind: 'folder', folderId: home }, undefined, publish);
    expect(first.entries.map((entry) => entry.folderId)).toEqual([home, home, home]);
    expect((await complete).entries).toHaveLength(7);
  });

  it("turns the server's refusal into its ApiError, and a locked vault into VaultLockedError", async () => {
    await expect(loadVaultSnapshot(userId, { kind: 'root' }, undefined, () => true)).rejects.toBeInstanceOf(
      VaultLockedError,
    );
    setUserKey(AppType.password, randomKey());
    serve({
      [`${API_PREFIX}${apiPaths.passwordsMyPlaces}`]: {
        status: 403,
        body: { error: { code: 'FORBIDDEN', message: 'Not yours' } },
      },
      [`${API_PREFIX}${apiPaths.passwordsMySummaries}`]: {
        status: 403,
        body: { error: { code: 'FORBIDDEN', message: 'Not yours' } },
      },
      [`${API_PREFIX}${apiPaths.passwordsFolders}`]: { status: 200, body: { data: [] } },
    });
    const error: unknown = await loadVaultSnapshot(userId, { kind: 'root' }, undefined, () => true).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN', message: 'Not yours' });
  });

  it('shows the first page from the places, and a later failure of the summaries as a failed snapshot', async () => {
    const key = randomKey();
    setUserKey(AppType.password, key);
    const vault = await sealedVault(key, 4);
    serve({
      [`${API_PREFIX}${apiPaths.passwordsMyPlaces}`]: { status: 200, body: { data: vault.places } },
      [`${API_PREFIX}${apiPaths.passwordsMySummaries}`]: {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'Something went wrong' } },
      },
      [`${API_PREFIX}${apiPaths.passwordsFolders}`]: { status: 200, body: { data: vault.folders } },
    });
    const published: PasswordsSnapshot[] = [];
    const first = await loadVaultSnapshot(
      userId,
      { kind: 'root' },
      undefined,
      (snapshot) => published.push(snapshot) > 0,
    );
    expect(first.idsByFolder?.get(home)).toHaveLength(2);
    await vi.waitFor(() => expect(published.at(-1)?.failure).toBeInstanceOf(ApiError));
    expect(published.at(-1)?.failure).toMatchObject({ status: 500 });
  });

  it('takes the places of the summaries when an entry was added between the two lists', async () => {
    const key = randomKey();
    setUserKey(AppType.password, key);
    const vault = await sealedVault(key, 4);
    const before = { results: vault.places.results.slice(1), total: vault.places.total - 1 };
    serve({
      [`${API_PREFIX}${apiPaths.passwordsMyPlaces}`]: { status: 200, body: { data: before } },
      [`${API_PREFIX}${apiPaths.passwordsMySummaries}`]: { status: 200, body: { data: vault.items } },
      [`${API_PREFIX}${apiPaths.passwordsFolders}`]: { status: 200, body: { data: vault.folders } },
    });
    const { publish, complete } = publisher();
    const first = await loadVaultSnapshot(userId, { kind: 'root' }, undefined, publish);
    expect(first.idsByFolder?.get(home)).toHaveLength(1);
    const whole = await complete;
    expect(whole.idsByFolder?.get(home)).toHaveLength(2);
    expect(whole.entries).toHaveLength(5);
  });
});
