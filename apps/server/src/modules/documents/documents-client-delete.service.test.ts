import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { buildAdvisor, buildClient, buildFirm } from '../../test/factories.js';
import { createServiceContext, type ServiceTestContext } from '../../test/service-context.js';
import { ClientsRepository } from '../clients/clients.repository.js';
import { ClientsService } from '../clients/clients.service.js';
import { seedDocument, seedFolder } from '../../test/fixtures/documents.js';
import { clientObjectPrefix } from './documents-storage.js';

describe.each(testDialects())('deleting a client removes their documents on %s', (dialect) => {
  let s: ServiceTestContext;

  beforeAll(async () => {
    s = await createServiceContext(dialect);
  });
  afterAll(() => s.close());

  it("deletes the rows in one transaction, then every stored object of the client, and nobody else's", async () => {
    const firm = await buildFirm(s.ctx.db);
    const advisor = await buildAdvisor(s.ctx.db, firm);
    const leaving = await buildClient(s.ctx.db, firm, { status: 'disabled' });
    const staying = await buildClient(s.ctx.db, firm);
    const space = { firmId: firm.id, clientId: leaving.id };
    const folder = await seedFolder(s.ctx, space, { area: 'shared', createdBy: leaving.id });
    const theirs = [
      await seedDocument(s.ctx, space, { area: 'private', uploadedBy: leaving.id }),
      await seedDocument(s.ctx, space, {
        area: 'shared',
        uploadedBy: advisor.id,
        faUploadUserId: advisor.id,
        folderId: folder.id,
      }),
    ];
    // An object under the client's prefix that no row names (a crash between a put and its row).
    const orphan = `${clientObjectPrefix(firm.id, leaving.id)}/orphan`;
    await s.ctx.files.put(orphan, [Buffer.from('x')]);
    const other = await seedDocument(
      s.ctx,
      { firmId: firm.id, clientId: staying.id },
      { area: 'shared', uploadedBy: staying.id },
    );

    await new ClientsService(s.ctx, new ClientsRepository(s.ctx.db.kysely)).delete(
      { firmId: firm.id, advisorId: advisor.id, role: 'advisor' },
      leaving.id,
    );

    for (const doc of theirs) expect(await s.ctx.files.stat(doc.objectKey)).toBeNull();
    expect(await s.ctx.files.stat(orphan)).toBeNull();
    expect(await s.ctx.files.stat(other.objectKey)).not.toBeNull();
    const k = s.ctx.db.kysely;
    expect(
      await k.selectFrom('documents').select('id').where('client_id', '=', leaving.id).execute(),
    ).toEqual([]);
    expect(
      await k.selectFrom('document_folders').select('id').where('client_id', '=', leaving.id).execute(),
    ).toEqual([]);
    expect(
      await k.selectFrom('documents').select('id').where('client_id', '=', staying.id).execute(),
    ).toHaveLength(1);
  });

  it('keeps the objects when the delete is refused (an active client)', async () => {
    const firm = await buildFirm(s.ctx.db);
    const advisor = await buildAdvisor(s.ctx.db, firm);
    const active = await buildClient(s.ctx.db, firm);
    const doc = await seedDocument(
      s.ctx,
      { firmId: firm.id, clientId: active.id },
      { area: 'private', uploadedBy: active.id },
    );
    const clients = new ClientsService(s.ctx, new ClientsRepository(s.ctx.db.kysely));
    await expect(
      clients.delete({ firmId: firm.id, advisorId: advisor.id, role: 'advisor' }, active.id),
    ).rejects.toThrow();
    expect(await s.ctx.files.stat(doc.objectKey)).not.toBeNull();
  });
});
