import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsApiPaths as paths } from '@guru/shared';
import { testDialects } from '../../../test/databases.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  buildDocumentsWorld,
  documentPath,
  folderPath,
  type DocumentsWorld,
} from '../../../test/worlds/documents.js';

const sharedWithMe = `${paths.list}?isOnlyFilterSharing=true&orderBy=fileName&limit=-1`;
const shareUsers = (type: 'file' | 'folder', id: string) => `${paths.shareUsers}?type=${type}&id=${id}`;

describe.each(testDialects())('shares end when an item leaves the shared area on %s', (dialect) => {
  let t: TestApp;
  let w: DocumentsWorld;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await buildDocumentsWorld(t);
  });
  afterAll(() => t.close());

  const db = () => t.app.guru.db.kysely;
  const sharesOf = async (itemId: string) =>
    (await db().selectFrom('document_shares').select('id').where('item_id', '=', itemId).execute()).length;
  const waitingOf = async (itemId: string) =>
    (await db().selectFrom('document_share_invites').select('id').where('item_id', '=', itemId).execute())
      .length;
  const unshares = (itemId: string) =>
    db()
      .selectFrom('document_activity')
      .select(['area', 'item_name', 'detail', 'actor_email'])
      .where('item_id', '=', itemId)
      .where('action', '=', 'unshare')
      .orderBy('detail')
      .execute();
  const taraSees = async () =>
    ((await w.as.tara.get(sharedWithMe)).json().data.results as Array<{ fileName: string }>).map(
      (d) => d.fileName,
    );
  const openThirdPartyInvites = async (email: string) =>
    (
      await db()
        .selectFrom('invites')
        .select('id')
        .where('email_key', '=', email)
        .where('third_party', '=', 1)
        .where('used_at', 'is', null)
        .execute()
    ).length;

  it('a file moved to the private area loses its shares and waiting shares; moved back, it is shared with nobody', async () => {
    const file = w.casey.sharedWithTara;
    expect(
      (
        await w.as.alex.post(paths.share, {
          emails: ['newbie@example.com'],
          type: 'file',
          id: file.id,
          clientId: w.users.casey.id,
        })
      ).statusCode,
    ).toBe(200);
    expect(await taraSees()).toContain('for-tara.pdf');
    expect(await sharesOf(file.id)).toBe(1);
    expect(await waitingOf(file.id)).toBe(1);
    expect(await openThirdPartyInvites('newbie@example.com')).toBe(1);

    expect((await w.as.casey.request('PUT', documentPath(file.id), { isShareFA: false })).statusCode).toBe(
      200,
    );
    expect(await sharesOf(file.id)).toBe(0);
    expect(await waitingOf(file.id)).toBe(0);
    expect(await openThirdPartyInvites('newbie@example.com')).toBe(0);
    expect(await unshares(file.id)).toEqual([
      {
        area: 'shared',
        item_name: 'for-tara.pdf',
        detail: 'newbie@example.com',
        actor_email: 'casey@example.com',
      },
      {
        area: 'shared',
        item_name: 'for-tara.pdf',
        detail: 'tara@example.com',
        actor_email: 'casey@example.com',
      },
    ]);

    expect((await w.as.casey.request('PUT', documentPath(file.id), { isShareFA: true })).statusCode).toBe(
      200,
    );
    expect(await taraSees()).not.toContain('for-tara.pdf');
    expect((await w.as.tara.get(`${paths.download}?id=${file.id}`)).statusCode).toBe(404);
    expect((await w.as.alex.get(shareUsers('file', file.id))).json().data).toEqual([]);
  });

  it('a deleted file or folder takes its waiting shares with it, each recorded as an unshare', async () => {
    const file = w.casey.sharedFile;
    const folder = w.casey.sharedFolder;
    expect(
      (
        await w.as.alex.post(paths.share, {
          emails: ['later@example.com'],
          type: 'file',
          id: file.id,
          clientId: w.users.casey.id,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await w.as.alex.post(paths.share, {
          emails: ['folks@example.com'],
          type: 'folder',
          id: folder.id,
          clientId: w.users.casey.id,
        })
      ).statusCode,
    ).toBe(200);
    expect(await waitingOf(file.id)).toBe(1);
    expect(await waitingOf(folder.id)).toBe(1);

    expect(
      (
        await w.as.casey.request('DELETE', paths.deleteDocuments, {
          ids: [file.id],
          pinCode: w.users.casey.pin,
        })
      ).statusCode,
    ).toBe(200);
    expect(await waitingOf(file.id)).toBe(0);
    expect((await unshares(file.id)).map((u) => u.detail)).toEqual(['later@example.com']);

    expect(
      (await w.as.casey.request('DELETE', folderPath(folder.id), { pinCode: w.users.casey.pin })).statusCode,
    ).toBe(200);
    expect(await waitingOf(folder.id)).toBe(0);
    expect(await sharesOf(folder.id)).toBe(0);
    expect((await unshares(folder.id)).map((u) => u.detail)).toEqual([
      'folks@example.com',
      'tara@example.com',
    ]);
    expect(await openThirdPartyInvites('later@example.com')).toBe(0);
    expect(await openThirdPartyInvites('folks@example.com')).toBe(0);
  });
});
