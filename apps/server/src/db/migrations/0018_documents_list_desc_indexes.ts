import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/** Each sort key of the list, as in 0011. */
const sortKeys = [
  ['name', 'name_key'],
  ['size', 'size'],
  ['updated', 'updated_at'],
  ['created', 'created_at'],
] as const;

/**
 * The descending sorts of Documents Guru's list (the default, newest first, among them) break ties by
 * name then id ascending, an order no scan of 0011's indexes gives (a backward scan is descending in
 * every column): PostgreSQL sorted the whole space for a page deep in the list, SQLite sorted each
 * run of equal keys. These indexes hold the key descending, then name and id ascending, then
 * `firm_id`, per client and area (and folder): every page of every sort is a walk along one index.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  for (const [name, key] of sortKeys) {
    const tail =
      key === 'name_key' ? ['name_key desc', 'id', 'firm_id'] : [`${key} desc`, 'name_key', 'id', 'firm_id'];
    await db.schema
      .createIndex(`documents_list_${name}_desc`)
      .on('documents')
      .columns(['client_id', 'area', ...tail])
      .execute();
    await db.schema
      .createIndex(`documents_list_folder_${name}_desc`)
      .on('documents')
      .columns(['client_id', 'area', 'folder_id', ...tail])
      .execute();
  }
}
