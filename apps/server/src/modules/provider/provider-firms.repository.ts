import { sql, type SqlBool } from 'kysely';
import type { ProviderFirmsQuery } from '@guru/shared';
import { countRows, paged } from '../../db/rows.js';
import type { DbHandle } from '../../db/transaction.js';
import { RoleId } from '../../db/tables/users.table.js';
import { currentColumn } from '../subscriptions/subscriptions.repository.js';

/** A firm as the provider's list shows it: counts and the current subscription, never a client's name or data. */
export interface ProviderFirmListRow {
  id: string;
  name: string;
  subdomain: string;
  created_at: string;
  client_count: number | string | bigint;
  advisor_count: number | string | bigint;
  plan_id: string | null;
  status: string | null;
  current_period_end: string | null;
}

const countOfRole = (roleId: number) =>
  sql<number>`(select count(*) from users u where u.firm_id = firms.id and u.role_id = ${roleId})`;

function likeText(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The provider's reads across firms (only firm-level facts). */
export class ProviderFirmsRepository {
  constructor(private readonly db: DbHandle) {}

  private filtered(q: ProviderFirmsQuery) {
    let query = this.db.selectFrom('firms');
    const text = q.q;
    if (text) {
      const pattern = likeText(text);
      query = query.where((eb) =>
        eb.or([
          sql<SqlBool>`lower(firms.name) like ${pattern} escape '\\'`,
          sql<SqlBool>`firms.subdomain like ${pattern} escape '\\'`,
        ]),
      );
    }
    const status = q.status;
    if (status) query = query.where((eb) => eb(currentColumn('status'), '=', status));
    return query;
  }

  async list(q: ProviderFirmsQuery): Promise<{ rows: ProviderFirmListRow[]; total: number }> {
    const limit = q.limit === undefined || q.limit === -1 ? null : q.limit;
    const rows = await paged(
      this.filtered(q)
        .select(['firms.id', 'firms.name', 'firms.subdomain', 'firms.created_at'])
        .select(countOfRole(RoleId.client).as('client_count'))
        .select(countOfRole(RoleId.advisor).as('advisor_count'))
        .select(currentColumn('plan_id').as('plan_id'))
        .select(currentColumn('status').as('status'))
        .select(currentColumn('current_period_end').as('current_period_end'))
        .orderBy('firms.name')
        .orderBy('firms.id'),
      { offset: q.offset, limit },
    ).execute();
    const total = await countRows(this.filtered(q));
    return { rows, total };
  }

  async one(firmId: string): Promise<ProviderFirmListRow | undefined> {
    return this.db
      .selectFrom('firms')
      .where('firms.id', '=', firmId)
      .select(['firms.id', 'firms.name', 'firms.subdomain', 'firms.created_at'])
      .select(countOfRole(RoleId.client).as('client_count'))
      .select(countOfRole(RoleId.advisor).as('advisor_count'))
      .select(currentColumn('plan_id').as('plan_id'))
      .select(currentColumn('status').as('status'))
      .select(currentColumn('current_period_end').as('current_period_end'))
      .executeTakeFirst();
  }

  /** The firm's advisors: names, e-mail, username and status (people of the firm, not client data). */
  advisors(firmId: string) {
    return this.db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name', 'email', 'username', 'status'])
      .where('firm_id', '=', firmId)
      .where('role_id', '=', RoleId.advisor)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async setAdvisorStatus(
    firmId: string,
    advisorId: string,
    status: 'active' | 'disabled',
    nowIso: string,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('users')
      .set({ status, updated_at: nowIso })
      .where('firm_id', '=', firmId)
      .where('id', '=', advisorId)
      .where('role_id', '=', RoleId.advisor)
      .where('status', 'in', ['active', 'disabled'])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
