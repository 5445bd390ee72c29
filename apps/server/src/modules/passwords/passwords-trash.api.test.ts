import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPathWithId, apiPaths, vaultTrashDays } from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import {
  createFirm,
  createTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { TestClient } from '../../test/http-client.js';
import { signInClient } from '../../test/sign-in.js';
import { JobScheduler } from '../../jobs/scheduler.js';
import { vaultTrashJob } from '../../jobs/vault-trash.job.js';
import {
  encryptFolder,
  encryptItem,
  samplePlain,
  testPasswords,
  type TestPasswords,
} from '../../test/fixtures/passwords.js';

const items = apiPaths.passwordsItems;
const item = (id: string) => apiPathWithId(apiPaths.passwordsItem, id);
const folder = (id: string) => apiPathWithId(apiPaths.passwordsFolder, id);
const trash = apiPaths.passwordsTrash;
const restore = apiPaths.passwordsTrashRestore;

interface TrashAnswer {
  items: Array<{ id: string; folderId: string | null; summary: string; deletedAt: string }>;
  folders: Array<{ id: string; data: string; deletedAt: string }>;
}

describe.each(testDialects())('password vault trash on %s', (dialect) => {
  let t: TestApp;
  let casey: TestUser;
  let cv: TestPasswords;
  let c: TestClient;
  let robin: TestUser;
  let rv: TestPasswords;
  let r: TestClient;

  const trashOf = async (client: TestClient) => (await client.get(trash)).json().data as TrashAnswer;
  const listed = async (client: TestClient) =>
    ((await client.get(apiPaths.passwordsMySummaries)).json().data.results as { id: string }[]).map(
      (x) => x.id,
    );
  const folderIds = async (client: TestClient) =>
    ((await client.get(apiPaths.passwordsFolders)).json().data as { id: string }[]).map((x) => x.id);
  const addEntry = async (n: number, folderId?: string) => {
    const body = await encryptItem(cv, samplePlain(n), folderId);
    expect((await c.post(items, body)).statusCode).toBe(200);
    return body.id;
  };
  const addFolder = async (name: string) => {
    const body = await encryptFolder(cv, name);
    expect((await c.post(apiPaths.passwordsFolders, body)).statusCode).toBe(200);
    return body.id;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const firmId = await createFirm(t.app, 'demo', 'Demo Wealth Partners');
    casey = await createTestUser(t.app, { firmId, username: 'casey' });
    robin = await createTestUser(t.app, { firmId, username: 'robin' });
    [cv, rv] = [testPasswords(casey), testPasswords(robin)];
    c = await signInClient(t.app, casey, 'passwordguru');
    r = await signInClient(t.app, robin, 'passwordguru');
  });
  afterAll(() => t.close());

  it('keeps a deleted entry in the trash, out of every list, and restores it as it was', async () => {
    const id = await addEntry(1);
    const before = (await c.get(item(id))).json().data;
    expect((await c.request('DELETE', item(id))).statusCode).toBe(200);
    expect(await listed(c)).not.toContain(id);
    expect((await c.get(item(id))).statusCode).toBe(404);
    expect((await c.get(`${apiPaths.passwordsMyItems}?limit=-1`)).json().data.results).not.toContainEqual(
      expect.objectContaining({ id }),
    );
    const inTrash = await trashOf(c);
    expect(inTrash.items).toContainEqual({
      id,
      folderId: null,
      summary: before.summary,
      deletedAt: t.clock.now().toISOString(),
    });
    // Updating an entry in the trash is refused like an unknown one.
    expect(
      (await c.request('PUT', item(id), { folderId: null, summary: before.summary, secret: before.secret }))
        .statusCode,
    ).toBe(404);

    expect((await c.post(restore, { ids: [id], folderIds: [] })).json().data).toEqual({
      restored: 1,
      restoredFolders: 0,
    });
    expect((await c.get(item(id))).json().data).toEqual(before);
    expect((await trashOf(c)).items.map((x) => x.id)).not.toContain(id);
    expect((await c.post(restore, { ids: [id], folderIds: [] })).json().data).toEqual({
      restored: 0,
      restoredFolders: 0,
    });
  });

  it('restores a deleted folder with the entries deleted with it, not those deleted before', async () => {
    const f = await addFolder('Banks');
    const earlier = await addEntry(2, f);
    const inside = [await addEntry(3, f), await addEntry(4, f)];
    expect((await c.request('DELETE', item(earlier))).statusCode).toBe(200);
    t.clock.advanceSeconds(5);
    expect((await c.request('DELETE', folder(f), { pinCode: casey.pin })).json().data).toEqual({
      deletedItems: 2,
    });
    expect(await folderIds(c)).not.toContain(f);
    const inTrash = await trashOf(c);
    expect(inTrash.folders.map((x) => x.id)).toContain(f);
    expect(inTrash.items.map((x) => x.id)).toEqual(expect.arrayContaining([earlier, ...inside]));

    expect((await c.post(restore, { ids: [], folderIds: [f] })).json().data).toEqual({
      restored: 2,
      restoredFolders: 1,
    });
    expect(await folderIds(c)).toContain(f);
    expect(await listed(c)).toEqual(expect.arrayContaining(inside));
    expect(await listed(c)).not.toContain(earlier);
  });

  it('brings a deleted folder back with an entry restored alone from it', async () => {
    const f = await addFolder('Cards');
    const [a, b] = [await addEntry(5, f), await addEntry(6, f)];
    await c.request('DELETE', folder(f), { pinCode: casey.pin });
    expect((await c.post(restore, { ids: [a], folderIds: [] })).json().data).toEqual({
      restored: 1,
      restoredFolders: 0,
    });
    expect(await folderIds(c)).toContain(f);
    expect((await c.get(item(a))).json().data.folderId).toBe(f);
    expect(await listed(c)).not.toContain(b);
  });

  it('empties the trash for good only with the right PIN', async () => {
    const id = await addEntry(7);
    await c.request('DELETE', item(id));
    const wrong = await c.request('DELETE', trash, { pinCode: casey.pin === '9999' ? '0000' : '9999' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('PIN_WRONG');
    expect((await trashOf(c)).items.map((x) => x.id)).toContain(id);
    expect((await c.request('DELETE', trash, {})).statusCode).toBe(400);
    expect((await c.request('DELETE', trash, { pinCode: '12' })).statusCode).toBe(400);

    const emptied = (await c.request('DELETE', trash, { pinCode: casey.pin })).json().data;
    expect(emptied.deleted).toBeGreaterThanOrEqual(1);
    expect(await trashOf(c)).toEqual({ items: [], folders: [] });
    expect((await c.post(restore, { ids: [id], folderIds: [] })).json().data.restored).toBe(0);
    // The id is gone for good: it may be used again.
    expect((await c.post(items, await encryptItem(cv, samplePlain(7), undefined, id))).statusCode).toBe(200);
  });

  it("keeps each client's trash apart: another client neither sees nor restores nor empties it", async () => {
    const id = await addEntry(8);
    await c.request('DELETE', item(id));
    expect((await trashOf(r)).items.map((x) => x.id)).not.toContain(id);
    expect((await r.post(restore, { ids: [id], folderIds: [] })).json().data).toEqual({
      restored: 0,
      restoredFolders: 0,
    });
    expect((await r.request('DELETE', trash, { pinCode: robin.pin })).statusCode).toBe(200);
    expect((await trashOf(c)).items.map((x) => x.id)).toContain(id);
    const robins = await encryptItem(rv, samplePlain(9));
    await r.post(items, robins);
    await r.request('DELETE', item(robins.id));
    expect((await trashOf(c)).items.map((x) => x.id)).not.toContain(robins.id);
  });

  it('restores once when the same restore runs in parallel, and empties once in parallel', async () => {
    const ids = [await addEntry(10), await addEntry(11), await addEntry(12)];
    await c.request('DELETE', apiPaths.passwordsItemsMulti, { ids });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => c.post(restore, { ids, folderIds: [] })),
    );
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    expect(answers.reduce((sum, a) => sum + (a.json().data.restored as number), 0)).toBe(3);
    expect(await listed(c)).toEqual(expect.arrayContaining(ids));

    await c.request('DELETE', apiPaths.passwordsItemsMulti, { ids });
    const empties = await Promise.all(
      Array.from({ length: 3 }, () => c.request('DELETE', trash, { pinCode: casey.pin })),
    );
    for (const answer of empties) expect(answer.statusCode).toBe(200);
    expect(empties.reduce((sum, a) => sum + (a.json().data.deleted as number), 0)).toBeGreaterThanOrEqual(3);
    expect(await trashOf(c)).toEqual({ items: [], folders: [] });
  });

  it('answers malformed trash requests with 4xx and never 5xx', async () => {
    for (const body of [
      {},
      { ids: [], folderIds: [] },
      { ids: ['not-a-uuid'], folderIds: [] },
      { ids: 'x', folderIds: [] },
      { ids: Array.from({ length: 1_001 }, () => crypto.randomUUID()), folderIds: [] },
    ]) {
      const answer = await c.post(restore, body);
      expect(answer.statusCode).toBe(400);
    }
    expect((await c.request('DELETE', trash, { pinCode: 1234 })).statusCode).toBe(400);
  });
  it(`purges what has been in the trash over ${vaultTrashDays} days, with the scheduled job`, async () => {
    const f = await addFolder('Old');
    const old = [await addEntry(13), await addEntry(14, f)];
    await c.request('DELETE', item(old[0]!));
    await c.request('DELETE', folder(f), { pinCode: casey.pin });
    t.clock.advanceSeconds((vaultTrashDays - 1) * 86_400);
    // Sessions do not last a month: sign in again.
    c = await signInClient(t.app, casey, 'passwordguru');
    const recent = await addEntry(15);
    await c.request('DELETE', item(recent));
    const scheduler = new JobScheduler(t.app.guru, [vaultTrashJob], 'a');
    await scheduler.runDue();
    expect((await trashOf(c)).items.map((x) => x.id)).toEqual(expect.arrayContaining([...old, recent]));

    t.clock.advanceSeconds(2 * 86_400);
    c = await signInClient(t.app, casey, 'passwordguru');
    const scheduler2 = new JobScheduler(t.app.guru, [vaultTrashJob], 'b');
    expect(await scheduler2.runDue()).toEqual([vaultTrashJob.name]);
    const after = await trashOf(c);
    expect(after.items.map((x) => x.id)).toEqual([recent]);
    expect(after.folders.map((x) => x.id)).not.toContain(f);
    expect((await c.post(restore, { ids: old, folderIds: [f] })).json().data).toEqual({
      restored: 0,
      restoredFolders: 0,
    });
  });
});
