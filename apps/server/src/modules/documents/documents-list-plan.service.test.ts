import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Compilable, Insertable } from 'kysely';
import { testDialects } from '../../test/databases.js';
import { buildAdvisor, buildClient, buildFirm } from '../../test/factories.js';
import { createServiceContext, type ServiceTestContext } from '../../test/service-context.js';
import { analyzeAfterBulkInsert, queryPlan } from '../../test/query-plans.js';
import { INSERT_CHUNK, chunks } from '../../db/rows.js';
import type { DocumentsTable } from '../../db/tables/documents.table.js';
import type { DocumentsFilter } from './documents-list.filter.js';
import { seedFolder } from '../../test/fixtures/documents.js';
import type { SpaceScope } from './documents.policy.js';

const FILES = 3_000;

/**
 * A client's private area of 3,000 files (and another client's 3,000): each sort of the list walks its index of
 * migration 0011 (ascending) or 0018 (descending key, ties by name and id ascending).
 */
describe.each(testDialects())('the documents list walks its indexes on %s', (dialect) => {
  let t: ServiceTestContext;
  let scope: SpaceScope;
  let folderId: string;
  let clientId: string;

  beforeAll(async () => {
    t = await createServiceContext(dialect);
    const db = t.ctx.db;
    const firm = await buildFirm(db);
    const client = await buildClient(db, firm);
    const advisor = await buildAdvisor(db, firm);
    clientId = client.id;
    scope = { kind: 'space', firmId: firm.id, clientId, areas: ['private'] };
    const folders: string[] = [];
    for (let f = 0; f < 10; f++)
      folders.push(
        (await seedFolder(t.ctx, { firmId: firm.id, clientId }, { area: 'private', createdBy: clientId })).id,
      );
    folderId = folders[0]!;
    const other = await buildClient(db, firm);
    const rows: Array<Insertable<DocumentsTable>> = Array.from({ length: FILES * 2 }, (_, j) => {
      const i = j % FILES;
      const owner = j < FILES ? clientId : other.id;
      const at = new Date(Date.UTC(2025, 0, 1) + i * 3_600_000).toISOString();
      return {
        id: crypto.randomUUID(),
        firm_id: firm.id,
        client_id: owner,
        folder_id: i % 11 === 10 || owner !== clientId ? null : folders[i % 11]!,
        area: 'private',
        file_name: `File ${i}.pdf`,
        name_key: `file ${i}.pdf`,
        mime_type: 'application/pdf',
        size: (i * 7919) % 5000,
        object_key: `k${i}`,
        encryption: '{}',
        uploaded_by: i % 3 === 0 ? advisor.id : owner,
        fa_upload_user_id: null,
        created_at: at,
        updated_at: at,
      };
    });
    for (const part of chunks(rows, INSERT_CHUNK / 5))
      await db.kysely.insertInto('documents').values(part).execute();
    await analyzeAfterBulkInsert(db, 'documents');
  }, 60_000);
  afterAll(() => t.close());

  const plan = (query: Compilable) => queryPlan(t.ctx.db, query);

  it('sorts by name, size, dates and uploader on an index, in an area and in a folder', async () => {
    const list = t.ctx.repos.documentsList;
    const inFolder: DocumentsFilter = { folderId };
    const cases: Array<[Compilable, RegExp]> = [
      [list.sortedIds(scope, {}, 'fileName', 'asc').limit(10), /documents_(list|client)_name\b/],
      [list.sortedIds(scope, {}, 'fileSize', 'asc').limit(10).offset(1500), /documents_list_size\b/],
      [list.sortedIds(scope, {}, 'updatedAt', 'desc').limit(10), /documents_list_updated(_desc)?\b/],
      // The default order, a page deep in the list: no sort of the whole area. SQLite walks 0018's index;
      // PostgreSQL may as well walk 0011's backwards, ordering only ties by name (an incremental sort).
      [
        list.sortedIds(scope, {}, 'updatedAt', 'desc').limit(10).offset(1500),
        dialect === 'sqlite' ? /documents_list_updated_desc\b/ : /documents_list_updated(_desc)?\b/,
      ],
      [
        list.sortedIds(scope, {}, 'fileSize', 'desc').limit(10).offset(1500),
        dialect === 'sqlite' ? /documents_list_size_desc\b/ : /documents_list_size(_desc)?\b/,
      ],
      [list.sortedIds(scope, {}, 'sharedDate', 'asc').limit(10).offset(1500), /documents_list_created\b/],
      [
        list.sortedIds(scope, { q: 'file 12' }, 'sharedDate', 'desc').limit(10),
        /documents_list_created(_desc)?\b/,
      ],
      // Counting every file of the client per uploader is one pass: PostgreSQL may read the table for it.
      [
        list.uploaderCounts(scope, {}, 'asc'),
        dialect === 'sqlite' ? /documents_list_uploader\b/ : /documents_list_uploader\b|"Aggregate"/,
      ],
      [
        list
          .uploaderRunIds(scope, {}, { ids: [clientId], nobody: false })
          .limit(10)
          .offset(1000),
        /documents_list_uploader\b/,
      ],
      [
        list.sortedIds(scope, inFolder, 'fileName', 'desc').limit(10),
        /documents_(list_folder|list|client)_name(_desc)?\b/,
      ],
      [list.sortedIds(scope, inFolder, 'fileSize', 'asc').limit(10), /documents_list_(folder_)?size\b/],
      [
        list.sortedIds(scope, { folderId: null }, 'updatedAt', 'asc').limit(10),
        /documents_list_(folder_)?updated\b/,
      ],
      [list.sortedIds(scope, inFolder, 'sharedDate', 'asc').limit(10), /documents_list_(folder_)?created\b/],
      [
        list.uploaderRunIds(scope, inFolder, { ids: [clientId], nobody: false }).limit(10),
        /documents_list_(folder_)?uploader\b/,
      ],
    ];
    for (const [query, index] of cases) {
      const text = await plan(query);
      expect(text, text).toMatch(index);
      // No sort of the whole area: at most the ties of one key are ordered by name (SQLite: "RIGHT PART").
      // The uploaders' counts are grouped on the index, then the few uploaders sorted by name.
      if (dialect === 'sqlite' && !text.includes('CO-ROUTINE g'))
        expect(text, text).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
      if (dialect === 'postgres' && !text.includes('"Aggregate"'))
        expect(text, text).not.toMatch(/"Node Type":"Sort"/);
    }
  });
});
