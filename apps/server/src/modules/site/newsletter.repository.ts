import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { NewsletterSubscribersTable } from '../../db/tables/site.table.js';

export type NewSubscriber = Insertable<NewsletterSubscribersTable>;
export type SubscriberRow = Selectable<NewsletterSubscribersTable>;

/** What a sign-up did: a new row, a former subscriber back, or nothing (already subscribed). */
export type SubscribeOutcome = 'new' | 'resubscribed' | 'already';

/** The provider's newsletter list: one row per e-mail address (not a firm's data). */
export class NewsletterRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Stores a sign-up once per address, each step one atomic statement: an insert that yields to an
   * existing address, else a re-subscription of an address that had unsubscribed (new token, the
   * details given now), else nothing. Of two sign-ups racing for one address, one wins.
   */
  async subscribe(row: NewSubscriber): Promise<SubscribeOutcome> {
    const inserted = await this.db
      .insertInto('newsletter_subscribers')
      .values(row)
      .onConflict((oc) => oc.column('email_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return 'new';
    const back = await this.db
      .updateTable('newsletter_subscribers')
      .set({
        email: row.email,
        first_name: row.first_name,
        last_name: row.last_name,
        company: row.company,
        website: row.website,
        unsubscribe_token_hash: row.unsubscribe_token_hash,
        subscribed_at: row.subscribed_at,
        unsubscribed_at: null,
      })
      .where('email_key', '=', row.email_key)
      .where('unsubscribed_at', 'is not', null)
      .returning('id')
      .executeTakeFirst();
    return back ? 'resubscribed' : 'already';
  }

  findByTokenHash(tokenHash: string): Promise<Pick<SubscriberRow, 'id' | 'unsubscribed_at'> | undefined> {
    return this.db
      .selectFrom('newsletter_subscribers')
      .select(['id', 'unsubscribed_at'])
      .where('unsubscribe_token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  /** Marks the subscriber gone once: a repeated unsubscribe keeps the first time. */
  async markUnsubscribed(id: string, at: string): Promise<void> {
    await this.db
      .updateTable('newsletter_subscribers')
      .set({ unsubscribed_at: at })
      .where('id', '=', id)
      .where('unsubscribed_at', 'is', null)
      .execute();
  }

  /** Everyone subscribed now, oldest first (the provider's export). */
  current(): Promise<SubscriberRow[]> {
    return this.db
      .selectFrom('newsletter_subscribers')
      .selectAll()
      .where('unsubscribed_at', 'is', null)
      .orderBy('subscribed_at')
      .orderBy('email_key')
      .execute();
  }
}
