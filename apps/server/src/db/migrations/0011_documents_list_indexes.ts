import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/** The list's sort keys: name, size, dates, and the uploader (grouped for "shared by" outside "Share with me"). */
const sortKeys = [
  ['name', 'name_key'],
  ['size', 'size'],
  ['updated', 'updated_at'],
  ['created', 'created_at'],
  ['uploader', 'uploaded_by'],
] as const;

/**
 * Documents Guru's list at scale: a page's ids are picked from `documents` alone by one client's area
 * (and folder), searched and sorted, before anything is joined. Each sort has an index in that order,
 * ties by name and id as the list breaks them, ending with `firm_id` so that the scope's filter, the
 * search (`name_key`) and the count are answered from the index without reading the rows. The narrower
 * indexes of 0006 that these begin with are dropped.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  for (const [name, key] of sortKeys) {
    const tail = key === 'name_key' ? ['name_key', 'id', 'firm_id'] : [key, 'name_key', 'id', 'firm_id'];
    await db.schema
      .createIndex(`documents_list_${name}`)
      .on('documents')
      .columns(['client_id', 'area', ...tail])
      .execute();
    await db.schema
      .createIndex(`documents_list_folder_${name}`)
      .on('documents')
      .columns(['client_id', 'area', 'folder_id', ...tail])
      .execute();
  }
  for (const old of [
    'documents_client_area_folder',
    'documents_client_area_updated',
    'documents_client_area_size',
  ]) {
    await db.schema.dropIndex(old).execute();
  }
}
