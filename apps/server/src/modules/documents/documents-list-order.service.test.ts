import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { documentsOrderBy, type DocumentsListQuery } from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import { buildAdvisor, buildClient, buildFirm } from '../../test/factories.js';
import { createServiceContext, type ServiceTestContext } from '../../test/service-context.js';
import type { DbHandle } from '../../db/transaction.js';
import type { DocumentsUser } from '../auth/access.policy.js';
import type { DocumentsFilter } from './documents-list.filter.js';
import { filterBy } from './documents-list.repository.js';
import { seedDocument, seedFolder } from '../../test/fixtures/documents.js';
import { spaceOf, type SpaceScope } from './documents.policy.js';
import { documentsInSpace } from './documents.repository.js';
import { DocumentsService } from './documents.service.js';

const minute = (n: number) => new Date(Date.UTC(2026, 0, 1, 10, n));

/**
 * The list as one joined query sorted after every join (how it was answered before migration 0011):
 * the two-step list (ids from `documents`, then the page's rows joined) must answer exactly this.
 */
async function reference(
  db: DbHandle,
  scope: SpaceScope,
  filter: DocumentsFilter,
  orderBy: (typeof documentsOrderBy)[number],
): Promise<string[]> {
  const desc = orderBy.startsWith('-');
  const dir = desc ? 'desc' : 'asc';
  const key = desc ? orderBy.slice(1) : orderBy;
  let q = db
    .selectFrom('documents')
    .leftJoin('users as up', 'up.id', 'documents.uploaded_by')
    .select('documents.id')
    .where(documentsInSpace(scope));
  for (const w of filterBy(filter)) q = q.where(w);
  if (key === 'fileName') q = q.orderBy('documents.name_key', dir);
  else if (key === 'fileSize') q = q.orderBy('documents.size', dir);
  else if (key === 'sharedDate') q = q.orderBy('documents.created_at', dir);
  else if (key === 'sharedBy')
    q = q.orderBy(sql`lower(up.last_name)`, dir).orderBy(sql`lower(up.first_name)`, dir);
  else q = q.orderBy('documents.updated_at', dir);
  const rows = await q.orderBy('documents.name_key', 'asc').orderBy('documents.id', 'asc').execute();
  return rows.map((r) => r.id);
}

describe.each(testDialects())('every sort of a client space, with ties, on %s', (dialect) => {
  let s: ServiceTestContext;
  let svc: DocumentsService;
  let me: DocumentsUser;
  let folderId: string;

  beforeAll(async () => {
    s = await createServiceContext(dialect);
    svc = new DocumentsService(s.ctx);
    const firm = await buildFirm(s.ctx.db);
    const client = await buildClient(s.ctx.db, firm, { first_name: 'Carol', last_name: 'Client' });
    const other = await buildClient(s.ctx.db, firm);
    // Two uploaders whose names sort equal (any case), one before everybody, one deleted later (null).
    const smith1 = await buildAdvisor(s.ctx.db, firm, { first_name: 'ann', last_name: 'SMITH' });
    const smith2 = await buildAdvisor(s.ctx.db, firm, { first_name: 'Ann', last_name: 'smith' });
    const adams = await buildAdvisor(s.ctx.db, firm, { first_name: 'Bob', last_name: 'Adams' });
    const gone = await buildAdvisor(s.ctx.db, firm, { first_name: 'Gone', last_name: 'Zed' });
    me = { kind: 'client', userId: client.id, firmId: firm.id, clientId: client.id };
    const space = { firmId: firm.id, clientId: client.id };
    folderId = (await seedFolder(s.ctx, space, { area: 'private', createdBy: client.id, name: 'Taxes' })).id;
    const uploaders = [client.id, smith1.id, smith2.id, adams.id, gone.id];
    const names = [
      'b.pdf',
      'A.pdf',
      'c.txt',
      'alpha.doc',
      'Beta.doc',
      'apple.png',
      'Zulu.pdf',
      'delta.csv',
      'echo.pdf',
      'Foxtrot.pdf',
      'golf.xlsx',
      'Hotel.txt',
    ];
    for (const [i, fileName] of names.entries()) {
      for (const area of ['private', 'shared'] as const) {
        await seedDocument(s.ctx, space, {
          area,
          uploadedBy: uploaders[(i + (area === 'shared' ? 1 : 0)) % uploaders.length]!,
          fileName,
          bytes: Buffer.alloc(10 * (i % 3) + 1, 1),
          folderId: area === 'private' && i % 2 === 0 ? folderId : null,
          at: minute(i % 4),
        });
      }
    }
    await seedDocument(
      s.ctx,
      { firmId: firm.id, clientId: other.id },
      { area: 'private', uploadedBy: other.id, fileName: 'a.pdf', at: minute(0) },
    );
    // Edited files: updated after they were added, some at the same time.
    await s.ctx.db.kysely
      .updateTable('documents')
      .set({ updated_at: minute(30).toISOString() })
      .where('name_key', 'in', ['c.txt', 'zulu.pdf', 'echo.pdf'])
      .execute();
    await s.ctx.db.kysely
      .updateTable('documents')
      .set({ uploaded_by: null })
      .where('uploaded_by', '=', gone.id)
      .execute();
  });
  afterAll(() => s.close());

  it('answers each orderBy both ways, each area, folder and search, as the joined query did; pages add up to the list', async () => {
    const db = s.ctx.db.kysely;
    const filters: Array<[Partial<DocumentsListQuery>, DocumentsFilter]> = [
      [{}, {}],
      [{ folderId }, { folderId }],
      [{ folderId: 'null' }, { folderId: null }],
      [{ q: 'A' }, { q: 'A' }],
    ];
    let checked = 0;
    for (const isFilterShareFA of [false, true, undefined]) {
      const scope = spaceOf(
        me,
        undefined,
        isFilterShareFA === undefined ? undefined : isFilterShareFA ? 'shared' : 'private',
        undefined,
      );
      for (const [query, filter] of filters) {
        for (const orderBy of documentsOrderBy) {
          const expected = await reference(db, scope, filter, orderBy);
          const base = { ...query, orderBy, ...(isFilterShareFA === undefined ? {} : { isFilterShareFA }) };
          const all = await svc.list(me, { ...base, limit: -1 });
          expect(
            all.results.map((d) => d.id),
            `${orderBy} ${JSON.stringify(base)}`,
          ).toEqual(expected);
          expect(all.total).toBe(expected.length);
          const paged: string[] = [];
          for (let offset = 0; offset < expected.length + 3; offset += 3) {
            const page = await svc.list(me, { ...base, offset, limit: 3 });
            expect(page.total).toBe(expected.length);
            paged.push(...page.results.map((d) => d.id));
          }
          expect(paged).toEqual(expected);
          checked += 1;
        }
      }
    }
    expect(checked).toBe(3 * 4 * documentsOrderBy.length);
  });

  it('breaks ties by name, and runs uploaders whose names sort equal together', async () => {
    const list = async (orderBy: DocumentsListQuery['orderBy']) =>
      (await svc.list(me, { isFilterShareFA: false, limit: -1, orderBy })).results;
    const bySize = await list('-fileSize');
    expect(bySize.slice(0, 4).map((d) => d.fileName)).toEqual([
      'apple.png',
      'c.txt',
      'echo.pdf',
      'Hotel.txt',
    ]);
    expect(bySize).toHaveLength(12);
    const byUploader = (await list('sharedBy')).filter(
      (d) => d.uploadedBy.lastName.toLowerCase() === 'smith',
    );
    expect(byUploader.map((d) => d.fileName)).toEqual([
      'A.pdf',
      'c.txt',
      'delta.csv',
      'Hotel.txt',
      'Zulu.pdf',
    ]);
    // Nobody (a deleted uploader) sorts first on SQLite, last on PostgreSQL, as before.
    expect((await list('sharedBy'))[dialect === 'sqlite' ? 0 : 11]!.uploadedBy).toEqual({
      firstName: '',
      lastName: '',
    });
    expect((await list('sharedDate')).map((d) => d.fileName).slice(0, 3)).toEqual([
      'b.pdf',
      'Beta.doc',
      'echo.pdf',
    ]);
  });
});
