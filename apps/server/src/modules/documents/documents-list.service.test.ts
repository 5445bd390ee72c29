import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentsListQuery } from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import { buildAdvisor, buildClient, buildFirm, type BuiltUser } from '../../test/factories.js';
import { createServiceContext, type ServiceTestContext } from '../../test/service-context.js';
import { AppError } from '../../lib/app-error.js';
import type { DocumentsUser } from '../auth/access.policy.js';
import { seedDocument, seedFolder, seedShare } from '../../test/fixtures/documents.js';
import { DocumentsRepository } from './documents.repository.js';
import { DocumentsService } from './documents.service.js';

const minute = (n: number) => new Date(Date.UTC(2026, 0, 1, 10, n));

describe.each(testDialects())('listing documents in SQL on %s', (dialect) => {
  let s: ServiceTestContext;
  let svc: DocumentsService;
  let client: BuiltUser;
  let advisor: BuiltUser;
  let me: DocumentsUser;
  let folderId: string;

  const names = async (user: DocumentsUser, q: DocumentsListQuery) =>
    (await svc.list(user, q)).results.map((d) => d.fileName);

  beforeAll(async () => {
    s = await createServiceContext(dialect);
    svc = new DocumentsService(s.ctx);
    const firm = await buildFirm(s.ctx.db);
    client = await buildClient(s.ctx.db, firm);
    advisor = await buildAdvisor(s.ctx.db, firm, { first_name: 'Zed', last_name: 'Advisor' });
    const other = await buildAdvisor(s.ctx.db, firm, { first_name: 'Amy', last_name: 'Other' });
    me = { kind: 'client', userId: client.id, firmId: firm.id, clientId: client.id };
    const space = { firmId: firm.id, clientId: client.id };
    folderId = (await seedFolder(s.ctx, space, { area: 'shared', createdBy: client.id, name: 'Bank' })).id;
    const files: Array<[string, number, number, string | null]> = [
      ['Tax_2025.pdf', 300, 1, null],
      ['tax-2024.pdf', 100, 2, null],
      ['100% done.txt', 50, 3, folderId],
      ['Zebra.png', 1000, 4, folderId],
      ['apple.docx', 10, 5, null],
    ];
    for (const [fileName, size, at, folder] of files) {
      await seedDocument(s.ctx, space, {
        area: 'shared',
        uploadedBy: client.id,
        fileName,
        bytes: Buffer.alloc(size, 7),
        folderId: folder,
        at: minute(at),
      });
    }
    await seedDocument(s.ctx, space, {
      area: 'private',
      uploadedBy: client.id,
      fileName: 'tax-private.pdf',
      at: minute(6),
    });
    // Shared with the advisor (a client's file shared to another user of the firm), by two people at two times.
    const all = await svc.list(me, { isFilterShareFA: true, limit: -1 });
    const id = (n: string) => all.results.find((d) => d.fileName === n)!.id;
    await seedShare(s.ctx, space, {
      itemType: 'file',
      itemId: id('apple.docx'),
      userId: advisor.id,
      sharedBy: other.id,
      at: minute(20),
    });
    await seedShare(s.ctx, space, {
      itemType: 'folder',
      itemId: folderId,
      userId: advisor.id,
      sharedBy: advisor.id,
      at: minute(10),
    });
  });
  afterAll(() => s.close());

  it('sorts by name, size and date both ways, ties by name', async () => {
    const q = { isFilterShareFA: true, limit: -1 } as const;
    expect(await names(me, { ...q, orderBy: 'fileName' })).toEqual([
      '100% done.txt',
      'apple.docx',
      'tax-2024.pdf',
      'Tax_2025.pdf',
      'Zebra.png',
    ]);
    expect(await names(me, { ...q, orderBy: '-fileSize' })).toEqual([
      'Zebra.png',
      'Tax_2025.pdf',
      'tax-2024.pdf',
      '100% done.txt',
      'apple.docx',
    ]);
    expect(await names(me, { ...q, orderBy: 'updatedAt' })).toEqual([
      'Tax_2025.pdf',
      'tax-2024.pdf',
      '100% done.txt',
      'Zebra.png',
      'apple.docx',
    ]);
    expect(await names(me, { ...q })).toEqual([
      'apple.docx',
      'Zebra.png',
      '100% done.txt',
      'tax-2024.pdf',
      'Tax_2025.pdf',
    ]);
  });

  it('searches file names case-insensitively, with % and _ taken literally', async () => {
    expect(await names(me, { isFilterShareFA: true, q: 'TAX', orderBy: 'fileName' })).toEqual([
      'tax-2024.pdf',
      'Tax_2025.pdf',
    ]);
    expect(await names(me, { q: 'TAX', orderBy: 'fileName' })).toEqual([
      'tax-2024.pdf',
      'tax-private.pdf',
      'Tax_2025.pdf',
    ]);
    expect(await names(me, { isFilterShareFA: true, q: 'x_' })).toEqual(['Tax_2025.pdf']);
    expect(await names(me, { isFilterShareFA: true, q: '0%' })).toEqual(['100% done.txt']);
  });

  it('pages with offset and limit, -1 for all, with the total of the whole list', async () => {
    const page = await svc.list(me, { isFilterShareFA: true, orderBy: 'fileName', offset: 2, limit: 2 });
    expect(page.total).toBe(5);
    expect(page.results.map((d) => d.fileName)).toEqual(['tax-2024.pdf', 'Tax_2025.pdf']);
    expect((await svc.list(me, { isFilterShareFA: true })).results).toHaveLength(5);
  });

  it('opens a folder, or "No Group" (null), with folder names', async () => {
    const inFolder = await svc.list(me, { folderId, orderBy: 'fileName' });
    expect(inFolder.results.map((d) => [d.fileName, d.folderName])).toEqual([
      ['100% done.txt', 'Bank'],
      ['Zebra.png', 'Bank'],
    ]);
    expect(await names(me, { folderId: 'null', isFilterShareFA: true, orderBy: 'fileName' })).toEqual([
      'apple.docx',
      'tax-2024.pdf',
      'Tax_2025.pdf',
    ]);
  });

  it('lists "Share with me" with who shared and when, sorted by those', async () => {
    const adv: DocumentsUser = { kind: 'advisor', userId: advisor.id, firmId: advisor.firmId };
    const shared = await svc.list(adv, { isOnlyFilterSharing: true, orderBy: 'sharedDate' });
    expect(shared.results.map((d) => [d.fileName, d.sharedUser?.lastName])).toEqual([
      ['100% done.txt', 'Advisor'],
      ['Zebra.png', 'Advisor'],
      ['apple.docx', 'Other'],
    ]);
    expect(
      (await svc.list(adv, { isOnlyFilterSharing: true, orderBy: '-sharedBy' })).results[0]!.fileName,
    ).toBe('apple.docx');
    expect(await svc.hasSharedItems(adv)).toBe(true);
    expect(await svc.hasSharedItems(me)).toBe(false);
  });

  it('inserts documents only inside the scope: its areas, its folders, free names', async () => {
    const repo = new DocumentsRepository(s.ctx.db.kysely);
    const space = { kind: 'space', firmId: client.firmId, clientId: client.id } as const;
    const doc = {
      id: crypto.randomUUID(),
      folderId: null,
      area: 'private',
      fileName: 'n.pdf',
      mimeType: 'application/pdf',
      size: 1,
      objectKey: 'k',
      encryption: '{}',
      uploadedBy: client.id,
      faUploadUserId: null,
      at: minute(30),
    } as const;
    const code = async (p: Promise<unknown>) =>
      p.then(
        () => 'ok',
        (e: unknown) => (e instanceof AppError ? e.code : String(e)),
      );
    expect(await code(repo.insertDocument({ ...space, areas: ['shared'] }, doc))).toBe('FORBIDDEN');
    expect(await code(repo.insertDocument({ ...space, areas: ['private'] }, { ...doc, folderId }))).toBe(
      'NOT_FOUND',
    );
    expect(
      await code(
        repo.insertDocument({ ...space, areas: ['private'] }, { ...doc, fileName: 'TAX-PRIVATE.pdf' }),
      ),
    ).toBe('CONFLICT');
    expect(await code(repo.insertDocument({ ...space, areas: ['private', 'shared'] }, doc))).toBe('ok');
  });
});
