import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@guru/shared';
import { decryptFolder, decryptItemSecret, decryptItemSummary } from '@guru/vault-crypto';
import { testDialects } from '../../test/databases.js';
import {
  buildClient,
  buildEntry,
  buildFirm,
  buildFolder,
  vaultOwner,
  type BuiltVaultOwner,
} from '../../test/factories.js';
import { createServiceContext, type ServiceTestContext } from '../../test/service-context.js';
import { PasswordsRepository } from './passwords.repository.js';
import { PasswordsService } from './passwords.service.js';

/** The vault's rules on a real database, without HTTP: every query is scoped by its owner. */
describe.each(testDialects())('Password Guru service on %s', (dialect) => {
  let t: ServiceTestContext;
  let service: PasswordsService;
  let ann: BuiltVaultOwner;
  let bob: BuiltVaultOwner;

  beforeAll(async () => {
    t = await createServiceContext(dialect);
    const db = t.ctx.db;
    service = new PasswordsService(t.ctx, new PasswordsRepository(db.kysely));
    const firm = await buildFirm(db);
    ann = vaultOwner(await buildClient(db, firm));
    bob = vaultOwner(await buildClient(db, firm));
  });
  afterAll(() => t.close());

  it("lists only the owner's entries, as envelopes that open with the owner's key", async () => {
    const folder = await buildFolder(t.ctx.db, ann, 'Banks');
    const mine = await buildEntry(t.ctx.db, ann, {
      folderId: folder.id,
      summary: { name: 'My bank' },
      secret: { password: 'Canary!42' },
    });
    await buildEntry(t.ctx.db, bob, { summary: { name: 'Bob bank' } });

    const list = await service.listItems(ann, {});
    expect(list.total).toBe(1);
    const [item] = list.results;
    expect(item!.id).toBe(mine.id);
    expect(item!.folderId).toBe(folder.id);
    expect(await decryptItemSummary(ann.key, ann.userId, item!.id, item!.summary)).toEqual(mine.summary);
    expect(await decryptItemSecret(ann.key, ann.userId, item!.id, item!.secret)).toEqual(mine.secret);
    const [listedFolder] = await service.listFolders(ann);
    expect(await decryptFolder(ann.key, ann.userId, folder.id, listedFolder!.data)).toEqual({
      name: 'Banks',
      note: '',
    });
  });

  it("answers NOT_FOUND for another owner's entry and folder, and deletes none of them", async () => {
    const bobs = await buildEntry(t.ctx.db, bob);
    const bobsFolder = await buildFolder(t.ctx.db, bob);
    await expect(service.getItem(ann, bobs.id)).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND });
    await expect(service.deleteItem(ann, bobs.id)).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND });
    await expect(
      service.updateFolder(ann, bobsFolder.id, { data: (await service.listFolders(bob))[0]!.data }),
    ).rejects.toMatchObject({
      code: ErrorCode.NOT_FOUND,
    });
    expect(await service.deleteItems(ann, [bobs.id])).toBe(0);
    expect((await service.getItem(bob, bobs.id)).id).toBe(bobs.id);
  });

  it("refuses an entry filed into another owner's folder", async () => {
    const bobsFolder = await buildFolder(t.ctx.db, bob);
    const template = await buildEntry(t.ctx.db, ann);
    const sealed = await service.getItem(ann, template.id);
    const body = {
      id: crypto.randomUUID(),
      folderId: bobsFolder.id,
      summary: sealed.summary,
      secret: sealed.secret,
    };
    await expect(service.createItem(ann, body)).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND });
    await expect(service.getItem(ann, body.id)).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND });
  });
});
