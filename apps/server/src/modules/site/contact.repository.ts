import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ContactMessagesTable } from '../../db/tables/site.table.js';

/** Messages of the public contact form, addressed to the provider (not a firm's data). */
export class ContactRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: Insertable<ContactMessagesTable>): Promise<void> {
    await this.db.insertInto('contact_messages').values(row).execute();
  }

  async markMailed(id: string, at: string): Promise<void> {
    await this.db.updateTable('contact_messages').set({ mailed_at: at }).where('id', '=', id).execute();
  }
}
