import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPathWithId, apiPaths, passwordsLimits } from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import { createFirm, createTestApp, createTestUser, type TestApp } from '../../test/test-app.js';
import type { TestClient } from '../../test/http-client.js';
import { signInClient } from '../../test/sign-in.js';
import {
  decryptSummary,
  encryptFolder,
  encryptItem,
  samplePlain,
  testPasswords,
  type TestPasswords,
} from '../../test/fixtures/passwords.js';

/**
 * The vault streamed in at unlock (ADR 0054): each folder's count, then the summaries page by page in
 * id order, of the whole vault or of one folder.
 */

const counts = apiPaths.passwordsMyCounts;
const page = (query: string) => `${apiPaths.passwordsMySummaryPage}?${query}`;

interface Listed {
  id: string;
  folderId: string | null;
  summary: string;
  updatedAt: string;
}

describe.each(testDialects())('password vault streamed in pages on %s', (dialect) => {
  let t: TestApp;
  let cv: TestPasswords;
  let c: TestClient;
  let r: TestClient;
  let folderA: string;
  let folderB: string;
  /** Casey's live entries, by id. */
  const ids: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const firmId = await createFirm(t.app, 'demo', 'Demo Wealth Partners');
    const casey = await createTestUser(t.app, { firmId, username: 'casey' });
    const robin = await createTestUser(t.app, { firmId, username: 'robin' });
    cv = testPasswords(casey);
    c = await signInClient(t.app, casey, 'passwordguru');
    r = await signInClient(t.app, robin, 'passwordguru');
    const a = await encryptFolder(cv, 'Banks');
    const b = await encryptFolder(cv, 'Empty soon');
    [folderA, folderB] = [a.id, b.id];
    for (const folder of [a, b])
      expect((await c.post(apiPaths.passwordsFolders, folder)).statusCode).toBe(200);
    // 7 entries: 3 in Banks, 1 in the other folder, 3 in "No Group"; then one of "No Group" deleted.
    const places = [folderA, folderA, folderA, folderB, null, null, null, null];
    for (const [i, folderId] of places.entries()) {
      const body = await encryptItem(cv, samplePlain(i + 1), folderId);
      expect((await c.post(apiPaths.passwordsItems, body)).statusCode).toBe(200);
      ids.push(body.id);
    }
    const trashed = ids.pop()!;
    expect((await c.request('DELETE', apiPathWithId(apiPaths.passwordsItem, trashed))).statusCode).toBe(200);
    ids.sort();
    // Robin's one entry: never in Casey's answers.
    expect(
      (await r.post(apiPaths.passwordsItems, await encryptItem(testPasswords(robin), samplePlain(9))))
        .statusCode,
    ).toBe(200);
  });
  afterAll(() => t.close());

  it('counts each folder and the vault, without the trash and without anyone else', async () => {
    const answer = (await c.get(counts)).json().data as {
      folders: Array<{ folderId: string | null; count: number }>;
      total: number;
    };
    expect(answer.total).toBe(7);
    expect(new Map(answer.folders.map((f) => [f.folderId, f.count]))).toEqual(
      new Map<string | null, number>([
        [folderA, 3],
        [folderB, 1],
        [null, 3],
      ]),
    );
    expect((await r.get(counts)).json().data).toEqual({ folders: [{ folderId: null, count: 1 }], total: 1 });
  });

  it('pages the summaries in id order, page after page, to the last (next null)', async () => {
    const seen: Listed[] = [];
    let after: string | null = null;
    let calls = 0;
    do {
      const answer = (await c.get(page(`limit=3${after === null ? '' : `&after=${after}`}`))).json().data as {
        results: Listed[];
        next: string | null;
      };
      seen.push(...answer.results);
      after = answer.next;
      calls += 1;
    } while (after !== null);
    // 7 entries by 3: two full pages and a last one of 1.
    expect(calls).toBe(3);
    expect(seen.map((entry) => entry.id)).toEqual(ids);
    expect(seen.some((entry) => 'secret' in entry)).toBe(false);
    // The same envelopes as the compact list.
    const compact = (await c.get(apiPaths.passwordsMySummaries)).json().data.results as Listed[];
    expect(new Map(seen.map((entry) => [entry.id, entry]))).toEqual(
      new Map(compact.map((entry) => [entry.id, entry])),
    );
    expect(await decryptSummary(cv, seen[0]!)).toEqual(expect.objectContaining({ name: expect.any(String) }));
    // A full last page says there may be more; the page after it is empty.
    const exact = (await c.get(page('limit=7'))).json().data;
    expect(exact.next).toBe(ids[6]);
    expect((await c.get(page(`limit=7&after=${exact.next}`))).json().data).toEqual({
      results: [],
      next: null,
    });
  });

  it('pages one folder, or "No Group" (folder=none)', async () => {
    const ofFolder = async (folder: string) =>
      (
        (await c.get(page(`limit=${passwordsLimits.summaryPageMaxItems}&folder=${folder}`))).json().data
          .results as Listed[]
      ).map((entry) => entry.folderId);
    expect(await ofFolder(folderA)).toEqual([folderA, folderA, folderA]);
    expect(await ofFolder(folderB)).toEqual([folderB]);
    expect(await ofFolder('none')).toEqual([null, null, null]);
    // Another client's folder id reads as an empty one.
    expect((await r.get(page(`limit=10&folder=${folderA}`))).json().data).toEqual({
      results: [],
      next: null,
    });
  });

  it('answers bad paging with 400', async () => {
    for (const query of [
      '',
      'limit=0',
      `limit=${passwordsLimits.summaryPageMaxItems + 1}`,
      'limit=abc',
      'limit=5&after=not-an-id',
      'limit=5&folder=somewhere',
      "limit=5&after=' OR 1=1 --",
    ]) {
      const answer = await c.get(page(query));
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().error.code, query).toBe('VALIDATION_ERROR');
    }
  });
});
