import type { Insertable, Selectable } from 'kysely';
import { compiledQuery } from '../../db/compiled-query.js';
import { inTransaction, type DbHandle } from '../../db/transaction.js';
import type { FirmsTable } from '../../db/tables/firms.table.js';
import { FirmLookupCache } from './firm-lookup-cache.js';

export type FirmRow = Selectable<FirmsTable>;
export type FirmSummary = Omit<FirmRow, 'logo_png'>;

const summaryColumns = [
  'id',
  'name',
  'subdomain',
  'sender_email',
  'sender_verified',
  'created_at',
  'require_passkeys',
] as const;

/** The firm of a host: read on every API call (http/tenancy.plugin.ts), so compiled once. */
const firmBySubdomain = compiledQuery<'subdomain'>((db, param) =>
  db.selectFrom('firms').select(summaryColumns).where('subdomain', '=', param('subdomain')),
);

/** How long another process's change to a firm may take to be seen here (FirmLookupCache). */
export const FIRM_LOOKUP_TTL_MS = 2_000;

export class FirmsRepository {
  constructor(
    private readonly db: DbHandle,
    /** Shared by every FirmsRepository of one app (createRepositories); a bare one caches nothing. */
    private readonly lookups = new FirmLookupCache(0),
  ) {}

  /** The same repository inside a caller's transaction. */
  within(trx: DbHandle): FirmsRepository {
    return new FirmsRepository(trx, this.lookups);
  }

  /** Runs `fn` in one transaction: this repository bound to it, and the handle for other modules' rows. */
  transaction<T>(fn: (tx: FirmsRepository, trx: DbHandle) => Promise<T>): Promise<T> {
    return inTransaction(this.db, (trx) => this.within(trx), fn);
  }

  /** The firm of a subdomain: read on every API call, so kept a moment (FirmLookupCache). */
  async findBySubdomain(subdomain: string): Promise<FirmSummary | undefined> {
    const kept = this.lookups.get(subdomain);
    if (kept) return kept;
    const readAt = this.lookups.mark();
    const { rows } = await this.db.executeQuery<FirmSummary>(firmBySubdomain(this.db, { subdomain }));
    const firm = rows[0];
    if (firm) this.lookups.set(subdomain, firm, readAt);
    return firm;
  }

  /** After a firm's row changed or went (firm deletion writes it without this repository). */
  forgetLookups(): void {
    this.lookups.clear();
  }

  /** Every firm's subdomain, for the look-alike check of a new one (ADR 0030); a few thousand short strings. */
  async allSubdomains(): Promise<string[]> {
    return (await this.db.selectFrom('firms').select('subdomain').execute()).map((r) => r.subdomain);
  }

  findById(id: string): Promise<FirmSummary | undefined> {
    return this.db.selectFrom('firms').select(summaryColumns).where('id', '=', id).executeTakeFirst();
  }

  /** The firm's rule (ADR 0044): a passkey for every advisor and second user. */
  async setRequirePasskeys(id: string, required: boolean): Promise<void> {
    await this.db
      .updateTable('firms')
      .set({ require_passkeys: required ? 1 : 0 })
      .where('id', '=', id)
      .execute();
    this.lookups.clear();
  }

  async logoOfFirm(id: string): Promise<Uint8Array | null> {
    const row = await this.db.selectFrom('firms').select('logo_png').where('id', '=', id).executeTakeFirst();
    return row?.logo_png ?? null;
  }

  /** Firms with their number of clients, for the provider console. */
  listWithClientCounts(): Promise<Array<FirmSummary & { client_count: number | string | bigint }>> {
    return this.db
      .selectFrom('firms')
      .leftJoin('users', (j) => j.onRef('users.firm_id', '=', 'firms.id').on('users.role_id', '=', 3))
      .select([
        'firms.id',
        'firms.name',
        'firms.subdomain',
        'firms.sender_email',
        'firms.sender_verified',
        'firms.created_at',
        'firms.require_passkeys',
      ])
      .select((eb) => eb.fn.count('users.id').as('client_count'))
      .groupBy([
        'firms.id',
        'firms.name',
        'firms.subdomain',
        'firms.sender_email',
        'firms.sender_verified',
        'firms.created_at',
        'firms.require_passkeys',
      ])
      .orderBy('firms.name')
      .execute();
  }

  async insert(row: Insertable<FirmsTable>): Promise<void> {
    await this.db.insertInto('firms').values(row).execute();
    this.lookups.clear();
  }

  /** Deletes the firm's row (its users and their data cascade); true when there was one. */
  async delete(id: string): Promise<boolean> {
    const r = await this.db.deleteFrom('firms').where('id', '=', id).executeTakeFirst();
    this.lookups.clear();
    return Number(r.numDeletedRows) > 0;
  }

  async rename(id: string, name: string): Promise<void> {
    await this.db.updateTable('firms').set({ name }).where('id', '=', id).execute();
    this.lookups.clear();
  }

  /** The firm's own logo, or null: back to the generated one. */
  async setLogo(id: string, bytes: Buffer | null): Promise<void> {
    await this.db.updateTable('firms').set({ logo_png: bytes }).where('id', '=', id).execute();
  }
}
