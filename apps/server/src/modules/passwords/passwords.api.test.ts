import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPathWithId, apiPaths, limits, messages, passwordsLimits, passwordsMessages } from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import {
  createFirm,
  createTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { TestClient } from '../../test/http-client.js';
import { signInClient, signInWithTotp } from '../../test/sign-in.js';
import { constraintViolation } from '../../db/constraint-violation.js';
import { PasswordsRepository } from './passwords.repository.js';
import {
  decryptSummary,
  dumpAllRows,
  encryptFolder,
  encryptItem,
  samplePlain,
  scannedTables,
  testPasswords,
  type TestPasswords,
} from '../../test/fixtures/passwords.js';

const items = apiPaths.passwordsItems;
const item = (id: string) => apiPathWithId(apiPaths.passwordsItem, id);
const folder = (id: string) => apiPathWithId(apiPaths.passwordsFolder, id);

describe.each(testDialects())('password vault on %s', (dialect) => {
  let t: TestApp;
  let casey: TestUser;
  let cv: TestPasswords;
  let c: TestClient;
  let robin: TestUser;
  let rv: TestPasswords;
  let r: TestClient;
  let owen: TestUser;
  let ov: TestPasswords;
  let o: TestClient;

  const count = async (client: TestClient) =>
    (await client.get(apiPaths.passwordsMyItems)).json().data.total as number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const firmId = await createFirm(t.app, 'demo', 'Demo Wealth Partners');
    const otherFirmId = await createFirm(t.app, 'other', 'Other Advisors');
    casey = await createTestUser(t.app, { firmId, username: 'casey' });
    robin = await createTestUser(t.app, { firmId, username: 'robin' });
    owen = await createTestUser(t.app, { firmId: otherFirmId, username: 'owen' });
    [cv, rv, ov] = [testPasswords(casey), testPasswords(robin), testPasswords(owen)];
    c = await signInClient(t.app, casey, 'passwordguru');
    r = await signInClient(t.app, robin, 'passwordguru');
    o = await signInClient(t.app, owen, 'passwordguru', 'other.localhost');
  });
  afterAll(() => t.close());

  it('creates, reads, lists, updates and deletes an entry made of envelopes only', async () => {
    const body = await encryptItem(cv, samplePlain(1));
    const created = await c.post(items, body);
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toEqual({ ...body, updatedAt: t.clock.now().toISOString() });
    const read = (await c.get(item(body.id))).json().data;
    expect(read).toEqual(created.json().data);
    expect(await decryptSummary(cv, read)).toEqual({
      name: 'Bank 1',
      username: 'user1@example.com',
      website: 'https://bank1.example.com',
    });
    const list = (await c.get(`${apiPaths.passwordsMyItems}?offset=0&limit=10&q=ignored`)).json().data;
    expect(list.results.map((i: { id: string }) => i.id)).toContain(body.id);
    expect(list.total).toBe(list.results.length);

    const f = await encryptFolder(cv, 'Banks');
    expect((await c.post(apiPaths.passwordsFolders, f)).statusCode).toBe(200);
    t.clock.advanceSeconds(30);
    const next = await encryptItem(cv, samplePlain(2), f.id, body.id);
    const updated = await c.request('PUT', item(body.id), {
      folderId: f.id,
      summary: next.summary,
      secret: next.secret,
    });
    expect(updated.json().data).toEqual({ ...next, updatedAt: t.clock.now().toISOString() });
    expect((await decryptSummary(cv, (await c.get(item(body.id))).json().data)).name).toBe('Bank 2');

    expect((await c.request('DELETE', item(body.id))).json()).toEqual({ data: { ok: true } });
    expect((await c.get(item(body.id))).statusCode).toBe(404);
    expect((await c.request('DELETE', item(body.id))).json().error.code).toBe('NOT_FOUND');
  });

  it('lists the summaries compactly: the same entries in the same order as the full list, without the secrets', async () => {
    const made = [await encryptItem(rv, samplePlain(31)), await encryptItem(rv, samplePlain(32))];
    for (const body of made) {
      expect((await r.post(items, body)).statusCode).toBe(200);
      t.clock.advanceSeconds(5);
    }
    const full = (await r.get(apiPaths.passwordsMyItems)).json().data;
    const compact = (await r.get(apiPaths.passwordsMySummaries)).json().data;
    expect(compact.total).toBe(full.total);
    expect(compact.results).toEqual(
      full.results.map(({ secret: _secret, ...rest }: { secret: string }) => rest),
    );
    expect(compact.results.some((entry: object) => 'secret' in entry)).toBe(false);
    expect(
      await decryptSummary(
        rv,
        compact.results.find((entry: { id: string }) => entry.id === made[0]!.id),
      ),
    ).toEqual(expect.objectContaining({ name: 'Bank 31' }));
    expect(
      (await c.get(apiPaths.passwordsMySummaries))
        .json()
        .data.results.map((entry: { id: string }) => entry.id),
    ).not.toContain(made[0]!.id);

    // The places: each entry's id and folder alone, in the summaries' order; another client sees only theirs.
    const places = (await r.get(apiPaths.passwordsMyPlaces)).json().data;
    expect(places).toEqual({
      total: compact.total,
      results: compact.results.map(({ id, folderId }: { id: string; folderId: string | null }) => ({
        id,
        folderId,
      })),
    });
    expect(
      (await c.get(apiPaths.passwordsMyPlaces)).json().data.results.map((entry: { id: string }) => entry.id),
    ).not.toContain(made[0]!.id);
  });

  it('creates, lists and renames folders', async () => {
    const f = await encryptFolder(cv, 'Cards', 'my cards');
    const created = (await c.post(apiPaths.passwordsFolders, f)).json().data;
    expect(created).toEqual({ ...f, updatedAt: t.clock.now().toISOString() });
    const renamed = await encryptFolder(cv, 'Credit cards', '', f.id);
    expect((await c.request('PUT', folder(f.id), { data: renamed.data })).json().data.data).toBe(
      renamed.data,
    );
    const list = (await c.get(apiPaths.passwordsFolders)).json().data as { id: string; data: string }[];
    expect(list.find((x) => x.id === f.id)?.data).toBe(renamed.data);
    expect((await c.post(apiPaths.passwordsFolders, f)).statusCode).toBe(409);
  });

  it('deletes a folder with its entries in one go, only with the right PIN', async () => {
    const f = await encryptFolder(cv, 'Shopping');
    await c.post(apiPaths.passwordsFolders, f);
    const inside = [await encryptItem(cv, samplePlain(3), f.id), await encryptItem(cv, samplePlain(4), f.id)];
    const outside = await encryptItem(cv, samplePlain(5));
    for (const b of [...inside, outside]) expect((await c.post(items, b)).statusCode).toBe(200);

    const wrong = await c.request('DELETE', folder(f.id), {
      pinCode: casey.pin === '9999' ? '0000' : '9999',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toEqual({ code: 'PIN_WRONG', message: messages.pinWrong });
    expect((await c.get(item(inside[0]!.id))).statusCode).toBe(200);
    expect((await c.request('DELETE', folder(f.id), { pinCode: '12' })).statusCode).toBe(400);

    const ok = await c.request('DELETE', folder(f.id), { pinCode: casey.pin });
    expect(ok.json()).toEqual({ data: { deletedItems: 2 } });
    for (const b of inside) expect((await c.get(item(b.id))).statusCode).toBe(404);
    expect((await c.get(item(outside.id))).statusCode).toBe(200);
    expect(
      ((await c.get(apiPaths.passwordsFolders)).json().data as { id: string }[]).map((x) => x.id),
    ).not.toContain(f.id);
    expect((await c.request('DELETE', folder(f.id), { pinCode: casey.pin })).statusCode).toBe(404);
  });

  it("deletes many entries at once, and only the caller's", async () => {
    const mine = [
      await encryptItem(cv, samplePlain(6)),
      await encryptItem(cv, samplePlain(7)),
      await encryptItem(cv, samplePlain(8)),
    ];
    for (const b of mine) await c.post(items, b);
    const theirs = await encryptItem(rv, samplePlain(9));
    await r.post(items, theirs);
    const res = await c.request('DELETE', apiPaths.passwordsItemsMulti, {
      ids: [mine[0]!.id, mine[1]!.id, theirs.id, crypto.randomUUID()],
    });
    expect(res.json()).toEqual({ data: { deleted: 2 } });
    expect((await c.get(item(mine[2]!.id))).statusCode).toBe(200);
    expect((await r.get(item(theirs.id))).statusCode).toBe(200);
    expect((await c.request('DELETE', apiPaths.passwordsItemsMulti, { ids: [] })).statusCode).toBe(400);
  });

  const multi = apiPaths.passwordsItemsMulti;
  const folderIdsOf = async (client: TestClient) =>
    ((await client.get(apiPaths.passwordsFolders)).json().data as { id: string }[]).map((x) => x.id);
  const wrongPin = (user: TestUser) => (user.pin === '9999' ? '0000' : '9999');

  it('deletes a selection with folders in one call: the entries, then each folder with all of its entries', async () => {
    const [a, b, empty] = [
      await encryptFolder(cv, 'Sel A'),
      await encryptFolder(cv, 'Sel B'),
      await encryptFolder(cv, 'Sel empty'),
    ];
    for (const f of [a, b, empty]) expect((await c.post(apiPaths.passwordsFolders, f)).statusCode).toBe(200);
    const inA = [await encryptItem(cv, samplePlain(20), a.id), await encryptItem(cv, samplePlain(21), a.id)];
    const inB = await encryptItem(cv, samplePlain(22), b.id);
    const loose = [await encryptItem(cv, samplePlain(23)), await encryptItem(cv, samplePlain(24))];
    const kept = await encryptItem(cv, samplePlain(25));
    for (const x of [...inA, inB, ...loose, kept]) expect((await c.post(items, x)).statusCode).toBe(200);
    const before = await count(c);

    // inA[0] is both listed and in a deleted folder: counted once. inB goes with its folder.
    const res = await c.request('DELETE', multi, {
      ids: [...loose.map((x) => x.id), inA[0]!.id],
      folderIds: [a.id, b.id, empty.id],
      pinCode: casey.pin,
    });
    expect(res.json()).toEqual({ data: { deleted: 5, deletedFolders: 3 } });
    for (const x of [...inA, inB, ...loose]) expect((await c.get(item(x.id))).statusCode).toBe(404);
    expect((await c.get(item(kept.id))).statusCode).toBe(200);
    expect(await folderIdsOf(c)).not.toContain(a.id);
    expect(await folderIdsOf(c)).not.toContain(b.id);
    expect(await folderIdsOf(c)).not.toContain(empty.id);
    expect(await count(c)).toBe(before - 5);

    // Folders alone: ids may be empty.
    const only = await encryptFolder(cv, 'Only');
    await c.post(apiPaths.passwordsFolders, only);
    await c.post(items, await encryptItem(cv, samplePlain(26), only.id));
    expect(
      (await c.request('DELETE', multi, { ids: [], folderIds: [only.id], pinCode: casey.pin })).json(),
    ).toEqual({ data: { deleted: 1, deletedFolders: 1 } });
    expect(await folderIdsOf(c)).not.toContain(only.id);

    // Entries only with a PIN (the web's extra calls of a huge selection): the PIN is checked, never ignored.
    const plain = await encryptItem(cv, samplePlain(37));
    await c.post(items, plain);
    expect(
      (await c.request('DELETE', multi, { ids: [plain.id], pinCode: wrongPin(casey) })).json().error.code,
    ).toBe('PIN_WRONG');
    expect((await c.get(item(plain.id))).statusCode).toBe(200);
    expect((await c.request('DELETE', multi, { ids: [plain.id], pinCode: casey.pin })).json()).toEqual({
      data: { deleted: 1 },
    });
  });

  it('deletes nothing of a selection with folders on a wrong PIN, and counts the wrong PINs', async () => {
    const s = await signInClient(t.app, casey, 'passwordguru');
    const f = await encryptFolder(cv, 'Guarded');
    await s.post(apiPaths.passwordsFolders, f);
    const inside = await encryptItem(cv, samplePlain(27), f.id);
    const loose = await encryptItem(cv, samplePlain(28));
    for (const x of [inside, loose]) await s.post(items, x);
    const body = { ids: [loose.id], folderIds: [f.id], pinCode: wrongPin(casey) };
    for (let n = 1; n < limits.pinMaxFailures; n++) {
      const wrong = await s.request('DELETE', multi, body);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error).toEqual({ code: 'PIN_WRONG', message: messages.pinWrong });
    }
    // The last allowed wrong PIN ends the session, as on the folder route: the failures were counted.
    expect((await s.request('DELETE', multi, body)).json().error.code).toBe('PIN_ATTEMPTS_EXCEEDED');
    expect((await s.get(apiPaths.passwordsMyItems)).statusCode).toBe(401);
    for (const x of [inside, loose]) expect((await c.get(item(x.id))).statusCode).toBe(200);
    expect(await folderIdsOf(c)).toContain(f.id);
    // A missing PIN with folders is refused before anything is read.
    const missing = await c.request('DELETE', multi, { ids: [loose.id], folderIds: [f.id] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toEqual({ code: 'VALIDATION_ERROR', message: messages.pinRequired });
    expect((await c.get(item(loose.id))).statusCode).toBe(200);
  });

  it("skips another client's folders and entries in a selection delete: nothing of theirs goes", async () => {
    const theirFolder = await encryptFolder(rv, 'Robin private');
    await r.post(apiPaths.passwordsFolders, theirFolder);
    const theirs = [
      await encryptItem(rv, samplePlain(29), theirFolder.id),
      await encryptItem(rv, samplePlain(30)),
    ];
    for (const x of theirs) await r.post(items, x);
    const mine = await encryptFolder(cv, 'Mine to go');
    await c.post(apiPaths.passwordsFolders, mine);
    const res = await c.request('DELETE', multi, {
      ids: [theirs[1]!.id],
      folderIds: [theirFolder.id, mine.id, crypto.randomUUID()],
      pinCode: casey.pin,
    });
    expect(res.json()).toEqual({ data: { deleted: 0, deletedFolders: 1 } });
    expect(
      (await c.request('DELETE', multi, { ids: [], folderIds: [theirFolder.id], pinCode: casey.pin })).json(),
    ).toEqual({ data: { deleted: 0, deletedFolders: 0 } });
    for (const x of theirs) expect((await r.get(item(x.id))).statusCode).toBe(200);
    expect(await folderIdsOf(r)).toContain(theirFolder.id);
    // And Owen of another firm cannot reach Casey's folders either.
    const caseys = await encryptFolder(cv, 'Casey firm');
    await c.post(apiPaths.passwordsFolders, caseys);
    expect(
      (await o.request('DELETE', multi, { ids: [], folderIds: [caseys.id], pinCode: owen.pin })).json(),
    ).toEqual({ data: { deleted: 0, deletedFolders: 0 } });
    expect(await folderIdsOf(c)).toContain(caseys.id);
  });

  it('imports new folders with the entries in the same transaction, and leaves none behind when refused', async () => {
    const fresh = await encryptFolder(cv, 'From file');
    const batch = [await encryptItem(cv, samplePlain(31), fresh.id), await encryptItem(cv, samplePlain(32))];
    const ok = await c.post(apiPaths.passwordsImport, { folders: [fresh], items: batch });
    expect(ok.json()).toEqual({ data: { imported: 2 } });
    expect(await folderIdsOf(c)).toContain(fresh.id);
    expect((await c.get(item(batch[0]!.id))).json().data.folderId).toBe(fresh.id);

    const before = await count(c);
    const foldersBefore = await folderIdsOf(c);
    const robinsFolder = await encryptFolder(rv, 'Robin import');
    await r.post(apiPaths.passwordsFolders, robinsFolder);
    const newFolder = await encryptFolder(cv, 'Never kept');
    const good = await encryptItem(cv, samplePlain(33), newFolder.id);
    const refused: [body: unknown, status: number][] = [
      // A taken entry id (Casey's own), an entry in another client's folder, a bad envelope.
      [{ folders: [newFolder], items: [good, batch[1]] }, 409],
      [{ folders: [newFolder], items: [good, await encryptItem(cv, samplePlain(34), robinsFolder.id)] }, 404],
      [
        {
          folders: [newFolder],
          items: [good, { ...(await encryptItem(cv, samplePlain(35))), secret: 'plain text' }],
        },
        400,
      ],
      [{ folders: [newFolder, newFolder], items: [good] }, 400],
    ];
    for (const [body, status] of refused)
      expect(
        (await c.post(apiPaths.passwordsImport, body)).statusCode,
        JSON.stringify(body).slice(0, 80),
      ).toBe(status);
    // A taken folder id (Casey's own or Robin's) refuses the whole import with the folder message.
    for (const taken of [fresh, robinsFolder]) {
      const res = await c.post(apiPaths.passwordsImport, {
        folders: [newFolder, { ...taken, data: newFolder.data }],
        items: [good],
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual({ code: 'CONFLICT', message: passwordsMessages.duplicateFolderId });
    }
    expect(await folderIdsOf(c)).toEqual(foldersBefore);
    expect(await count(c)).toBe(before);
    expect((await c.get(item(good.id))).statusCode).toBe(404);
    expect((await r.get(apiPaths.passwordsFolders)).json().data).toContainEqual(
      expect.objectContaining({ id: robinsFolder.id, data: robinsFolder.data }),
    );
  });

  it('answers malformed folder ids, PINs and import folders with 4xx and never 5xx', async () => {
    const envelope = 'v1.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA';
    const id = crypto.randomUUID();
    const good = await encryptItem(cv, samplePlain(36));
    const many = Array.from({ length: passwordsLimits.bulkDeleteMax + 1 }, () => crypto.randomUUID());
    const deletes: unknown[] = [
      { ids: [] },
      { ids: [], folderIds: [] },
      { ids: [], folderIds: [], pinCode: casey.pin },
      { folderIds: [id], pinCode: casey.pin },
      { ids: [], folderIds: 'x', pinCode: casey.pin },
      { ids: [], folderIds: ['not-a-uuid'], pinCode: casey.pin },
      { ids: [], folderIds: [id.toUpperCase()], pinCode: casey.pin },
      { ids: [], folderIds: [id], pinCode: 1234 },
      { ids: [], folderIds: [id], pinCode: '12' },
      { ids: [], folderIds: [id], pinCode: null },
      { ids: [], folderIds: [id] },
      { ids: [], folderIds: many, pinCode: casey.pin },
      { ids: many, folderIds: [id], pinCode: casey.pin },
    ];
    for (const body of deletes) {
      const res = await c.request('DELETE', multi, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 100)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    const nothing = await c.request('DELETE', multi, { ids: [], folderIds: [] });
    expect(nothing.json().error.message).toBe(passwordsMessages.nothingToDelete);
    const imports: unknown[] = [
      { folders: 'x', items: [good] },
      { folders: [null], items: [good] },
      { folders: [{ id: 'nope', data: envelope }], items: [good] },
      { folders: [{ id, data: 'CANARY plain' }], items: [good] },
      { folders: [{ id }], items: [good] },
      { folders: [{ id, data: envelope }], items: [] },
      { folders: [{ id, data: envelope }] },
      {
        folders: Array.from({ length: passwordsLimits.importMaxFolders + 1 }, () => ({
          id: crypto.randomUUID(),
          data: envelope,
        })),
        items: [good],
      },
    ];
    for (const body of imports) {
      const res = await c.post(apiPaths.passwordsImport, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 100)).toBe(400);
    }
    expect(await folderIdsOf(c)).not.toContain(id);
    expect((await c.get(item(good.id))).statusCode).toBe(404);
  });

  it('imports 1,000 entries in one call (over 1 MiB), all or nothing', async () => {
    const f = await encryptFolder(cv, 'Imported');
    await c.post(apiPaths.passwordsFolders, f);
    const long = 'x'.repeat(1200);
    const batch = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        encryptItem(cv, { ...samplePlain(i), note: long }, i % 2 ? f.id : null),
      ),
    );
    const before = await count(c);
    const body = { items: batch };
    expect(JSON.stringify(body).length).toBeGreaterThan(1_048_576);
    const res = await c.post(apiPaths.passwordsImport, body);
    expect(res.json()).toEqual({ data: { imported: 1000 } });
    expect(await count(c)).toBe(before + 1000);

    const robinsFolder = await encryptFolder(rv, 'Robin');
    await r.post(apiPaths.passwordsFolders, robinsFolder);
    const fresh = await encryptItem(cv, samplePlain(1));
    const taken = await c.post(apiPaths.passwordsImport, { items: [fresh, batch[0]] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('CONFLICT');
    const foreignFolder = await c.post(apiPaths.passwordsImport, {
      items: [fresh, await encryptItem(cv, samplePlain(2), robinsFolder.id)],
    });
    expect(foreignFolder.statusCode).toBe(404);
    expect((await c.post(apiPaths.passwordsImport, { items: [fresh, fresh] })).statusCode).toBe(400);
    expect((await c.get(item(fresh.id))).statusCode).toBe(404);
    expect(await count(c)).toBe(before + 1000);
  });

  it('hides another client of the same firm: 404, never listed, never reachable through folders', async () => {
    const theirs = await encryptItem(rv, samplePlain(10));
    await r.post(items, theirs);
    const theirFolder = await encryptFolder(rv, 'Private');
    await r.post(apiPaths.passwordsFolders, theirFolder);
    expect((await c.get(item(theirs.id))).json().error.code).toBe('NOT_FOUND');
    const stolen = await encryptItem(cv, samplePlain(11), null, theirs.id);
    expect(
      (
        await c.request('PUT', item(theirs.id), {
          folderId: null,
          summary: stolen.summary,
          secret: stolen.secret,
        })
      ).statusCode,
    ).toBe(404);
    expect((await c.request('DELETE', item(theirs.id))).statusCode).toBe(404);
    expect(
      (await c.request('PUT', folder(theirFolder.id), { data: (await encryptFolder(cv, 'x')).data }))
        .statusCode,
    ).toBe(404);
    expect((await c.request('DELETE', folder(theirFolder.id), { pinCode: casey.pin })).statusCode).toBe(404);
    expect((await c.post(items, await encryptItem(cv, samplePlain(12), theirFolder.id))).statusCode).toBe(
      404,
    );
    const mine = await encryptItem(cv, samplePlain(13));
    await c.post(items, mine);
    expect(
      (
        await c.request('PUT', item(mine.id), {
          folderId: theirFolder.id,
          summary: mine.summary,
          secret: mine.secret,
        })
      ).statusCode,
    ).toBe(404);
    const listed =
      JSON.stringify((await c.get(apiPaths.passwordsMyItems)).json()) +
      JSON.stringify((await c.get(apiPaths.passwordsFolders)).json());
    expect(listed).not.toContain(theirs.id);
    expect(listed).not.toContain(theirFolder.id);
    expect((await r.get(item(theirs.id))).json().data.summary).toBe(theirs.summary);
    expect((await r.get(apiPaths.passwordsFolders)).json().data).toContainEqual(
      expect.objectContaining({ id: theirFolder.id }),
    );
  });

  it("keeps firms apart: a session is refused at another firm's host and ids do not cross", async () => {
    const owens = await encryptItem(ov, samplePlain(14));
    expect((await o.post(items, owens)).statusCode).toBe(200);
    expect((await c.get(item(owens.id))).statusCode).toBe(404);
    const elsewhere = new TestClient(t.app, 'localhost');
    o.cookiesTo(elsewhere);
    expect((await elsewhere.get(apiPaths.passwordsMyItems)).statusCode).toBe(401);
    expect((await elsewhere.get(item(owens.id))).statusCode).toBe(401);
    expect((await o.get(apiPaths.passwordsMyItems)).json().data.results).toEqual([
      expect.objectContaining({ id: owens.id }),
    ]);
  });

  it('refuses advisors and the provider (403) and strangers (401) on every route', async () => {
    const firm = await t.app.guru.repos.firms.findBySubdomain('demo');
    const advisor = await createTestUser(t.app, {
      firmId: firm!.id,
      username: 'alex',
      role: 'advisor',
      password: 'Advisor!2026',
    });
    const provider = await createTestUser(t.app, { firmId: null, username: 'pat', role: 'provider' });
    const id = crypto.randomUUID();
    const calls: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown][] = [
      ['GET', apiPaths.passwordsMyItems],
      ['GET', apiPaths.passwordsMySummaries],
      ['GET', apiPaths.passwordsMyPlaces],
      ['GET', apiPaths.passwordsMyCounts],
      ['GET', `${apiPaths.passwordsMySummaryPage}?limit=10`],
      ['GET', apiPaths.passwordsFolders],
      ['POST', apiPaths.passwordsFolders, await encryptFolder(cv, 'x')],
      ['PUT', folder(id), { data: (await encryptFolder(cv, 'x')).data }],
      ['DELETE', folder(id), { pinCode: '1234' }],
      ['GET', item(id)],
      ['POST', items, await encryptItem(cv, samplePlain(1))],
      [
        'PUT',
        item(id),
        {
          folderId: null,
          summary: (await encryptItem(cv, samplePlain(1))).summary,
          secret: (await encryptItem(cv, samplePlain(1))).secret,
        },
      ],
      ['DELETE', item(id)],
      ['DELETE', apiPaths.passwordsItemsMulti, { ids: [id] }],
      ['DELETE', apiPaths.passwordsItemsMulti, { ids: [], folderIds: [id], pinCode: '1234' }],
      ['POST', apiPaths.passwordsImport, { items: [await encryptItem(cv, samplePlain(1))] }],
      [
        'POST',
        apiPaths.passwordsImport,
        { folders: [await encryptFolder(cv, 'x')], items: [await encryptItem(cv, samplePlain(1))] },
      ],
    ];
    const asAdvisor = await signInWithTotp(t.app, advisor);
    const asProvider = await signInWithTotp(t.app, provider);
    const stranger = new TestClient(t.app);
    for (const [method, url, body] of calls) {
      expect((await asAdvisor.request(method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await asProvider.request(method, url, body)).json().error.code, `${method} ${url}`).toBe(
        'FORBIDDEN',
      );
      expect((await stranger.request(method, url, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await c.get(apiPaths.passwordsMyItems, { 'x-app-type': 'documentvault' })).statusCode).toBe(200);
    const docsOnly = await signInClient(t.app, casey, 'documentvault');
    expect((await docsOnly.get(apiPaths.passwordsMyItems)).statusCode).toBe(401);
  });

  it('lets a second user (role 4) keep a vault of their own', async () => {
    const firm = await t.app.guru.repos.firms.findBySubdomain('demo');
    const spouse = await createTestUser(t.app, { firmId: firm!.id, username: 'sam' });
    await t.app.guru.repos.users.update(spouse.id, { role_id: 4 });
    const s = await signInClient(t.app, spouse, 'passwordguru');
    expect((await s.post(items, await encryptItem(testPasswords(spouse), samplePlain(1)))).statusCode).toBe(
      200,
    );
    expect(await count(s)).toBe(1);
  });

  it('answers malformed input with 4xx and never 5xx', async () => {
    const good = await encryptItem(cv, samplePlain(15));
    const badEnvelopes = [
      'CANARY plain text',
      '',
      'v1..',
      'v2.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA',
      'v1.AAAA.AAAAAAAAAAAAAAAAAAAAAA',
      'v1.AAAAAAAAAAAAAAAA.AAAA',
      'v1.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA+/',
      'v1.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAAA',
    ];
    for (const summary of badEnvelopes) {
      const res = await c.post(items, { ...good, summary });
      expect(res.statusCode, summary).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    expect((await c.post(items, { ...good, secret: 42 })).statusCode).toBe(400);
    expect(
      (await c.post(items, { ...good, summary: `v1.AAAAAAAAAAAAAAAA.${'A'.repeat(70_000)}` })).statusCode,
    ).toBe(400);
    for (const id of [
      'not-a-uuid',
      good.id.toUpperCase(),
      '00000000-0000-1000-8000-000000000000',
      `${good.id}x`,
    ]) {
      expect((await c.post(items, { ...good, id })).statusCode, id).toBe(400);
      expect((await c.get(item(id))).statusCode, id).toBe(400);
    }
    expect((await c.post(items, { ...good, folderId: 'nope' })).statusCode).toBe(400);
    expect((await c.post(items, good)).statusCode).toBe(200);
    const dup = await c.post(items, good);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.code).toBe('CONFLICT');

    const huge = await c.post(items, { ...good, secret: `v1.AAAAAAAAAAAAAAAA.${'A'.repeat(2_000_000)}` });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    expect((await c.post(apiPaths.passwordsImport, { items: 'x'.repeat(33 * 1_048_576) })).statusCode).toBe(
      413,
    );
    for (const body of [
      null,
      'x',
      42,
      [],
      {},
      { items: [] },
      { ids: 'x' },
      { data: null },
      { pinCode: 1234 },
    ]) {
      for (const [method, url] of [
        ['POST', items],
        ['POST', apiPaths.passwordsImport],
        ['POST', apiPaths.passwordsFolders],
        ['PUT', item(good.id)],
        ['DELETE', apiPaths.passwordsItemsMulti],
        ['DELETE', folder(good.id)],
      ] as const) {
        const res = await c.request(method, url, body === null ? undefined : body, {
          'content-type': 'application/json',
        });
        expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBeLessThan(500);
      }
    }
    expect((await c.get(`${apiPaths.passwordsMyItems}?limit=abc`)).statusCode).toBe(400);
  });

  it('stores no plaintext: a canary name, password and folder name appear in no row of any table', async () => {
    const f = await encryptFolder(cv, 'CANARY-FOLDER-789', 'CANARY-NOTE-000');
    await c.post(apiPaths.passwordsFolders, f);
    const canary = {
      name: 'CANARY-NAME-123',
      username: 'canary-user@example.com',
      website: 'https://canary.example.com',
      password: 'CANARY-PASS-456',
      note: 'CANARY-NOTE-000',
    };
    const entry = await encryptItem(cv, canary, f.id);
    expect((await c.post(items, entry)).statusCode).toBe(200);
    // The scan takes the backup's table list: every application table, not a hand-kept one.
    const tables = await scannedTables(t.app.guru.db);
    expect(tables).toEqual(
      expect.arrayContaining([
        'firms',
        'users',
        'user_apps',
        'sessions',
        'one_time_codes',
        'rate_windows',
        'login_throttle',
        'outbox',
        'outgoing_messages',
        'vault_folders',
        'vault_items',
      ]),
    );
    const dump = await dumpAllRows(t.app);
    expect(dump).toContain(`vault_folders.id=${f.id}`);
    expect(dump).toContain(`vault_items.summary=${entry.summary}`);
    expect(dump).toContain(`users.username=${casey.username}`);
    for (const text of [
      'CANARY-NAME-123',
      'canary-user@example.com',
      'canary.example.com',
      'CANARY-PASS-456',
      'CANARY-NOTE-000',
      'CANARY-FOLDER-789',
    ]) {
      expect(dump).not.toContain(text);
    }
  });

  it("has the database refuse an entry in another owner's folder and a taken id, as 4xx-mapped violations", async () => {
    const repo = new PasswordsRepository(t.app.guru.db.kysely);
    const theirFolder = await encryptFolder(rv, 'Theirs');
    await r.post(apiPaths.passwordsFolders, theirFolder);
    const firm = await t.app.guru.repos.firms.findBySubdomain('demo');
    const owner = { userId: casey.id, firmId: firm!.id };
    const b = await encryptItem(cv, samplePlain(16));
    const row = {
      id: b.id,
      folder_id: theirFolder.id,
      summary: b.summary,
      secret: b.secret,
      created_at: 'x',
      updated_at: 'x',
    };
    const foreign = await repo.insertItems(owner, [row]).catch((err: unknown) => err);
    expect(constraintViolation(foreign)).toBe('foreign_key');
    await repo.insertItems(owner, [{ ...row, folder_id: null }]);
    const dup = await repo
      .insertItems({ userId: robin.id, firmId: firm!.id }, [{ ...row, folder_id: null }])
      .catch((err: unknown) => err);
    expect(constraintViolation(dup)).toBe('unique');
    expect(constraintViolation(new Error('other'))).toBeNull();
  });

  it('refuses a taken id, whoever holds it and trash included, once of parallel creates, and counts a page past the end', async () => {
    const mine = await encryptItem(cv, samplePlain(30));
    expect((await c.post(items, mine)).statusCode).toBe(200);
    const trashed = await encryptItem(cv, samplePlain(31));
    expect((await c.post(items, trashed)).statusCode).toBe(200);
    expect((await c.request('DELETE', item(trashed.id))).statusCode).toBe(200);
    const theirs = await encryptItem(rv, samplePlain(32));
    expect((await r.post(items, theirs)).statusCode).toBe(200);
    for (const id of [mine.id, trashed.id, theirs.id]) {
      const again = await c.post(items, { ...(await encryptItem(cv, samplePlain(33))), id });
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toEqual({ code: 'CONFLICT', message: passwordsMessages.duplicateId });
    }
    expect((await r.get(item(theirs.id))).json().data).toMatchObject({ summary: theirs.summary });

    const before = await count(c);
    const racing = await encryptItem(cv, samplePlain(34));
    const answers = await Promise.all(Array.from({ length: 6 }, () => c.post(items, racing)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await count(c)).toBe(before + 1);

    const past = (await c.get(`${apiPaths.passwordsMyItems}?offset=${before + 5}&limit=10`)).json().data;
    expect(past).toEqual({ results: [], total: before + 1 });
    const last = (await c.get(`${apiPaths.passwordsMyItems}?offset=${before}&limit=10`)).json().data;
    expect(last.results).toHaveLength(1);
    expect(last.total).toBe(before + 1);
    expect(Object.keys(last.results[0]).sort()).toEqual(['folderId', 'id', 'secret', 'summary', 'updatedAt']);
  });

  it('documents the vault routes in the OpenAPI document', async () => {
    const doc = (await new TestClient(t.app).get('/pass-api/docs/json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/pass-api/api/v1/accountManagements/me',
        '/pass-api/api/v1/accountManagements/{id}',
      ]),
    );
  });
});
