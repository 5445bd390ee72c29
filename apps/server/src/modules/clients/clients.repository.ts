import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import type { AppType, ClientOrderBy, UserStatusValue } from '@guru/shared';
import { countRows, paged, type RowPage } from '../../db/rows.js';
import type { Database } from '../../db/schema.js';
import { inTransaction, type DbHandle } from '../../db/transaction.js';
import { RoleId, type UserStatus } from '../../db/tables/users.table.js';
import type { UserRow } from '../users/users.repository.js';

/** One row of the client list, with the id of the advisor who invited the client (if known). */
export interface ClientListRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  created_at: string;
  last_login_at: string | null;
  status: UserStatus;
  enable_notification: number;
  role_id: number;
  neg_owner_id: string | null;
}

/** ids: an explicit selection (the export of selected rows); the other filters then do not apply. */
export interface ClientFilter {
  q?: string | undefined;
  status?: UserStatusValue | undefined;
  isDisabled?: boolean | undefined;
  appType?: AppType | undefined;
  ids?: string[] | undefined;
}

export interface ClientPage extends RowPage {
  orderBy: ClientOrderBy;
}

/**
 * The name the list sorts and searches by. The index users_firm_role_name (migration 0003) is on
 * this very expression, so that both dialects can walk it in order.
 */
const nameKey = sql<string>`lower(first_name || ' ' || last_name)`;

/** A LIKE pattern matching `text` anywhere, with its wildcards escaped (escape character "\"). */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function like(column: Expression<string>, pattern: string) {
  return sql<SqlBool>`${column} like ${pattern} escape '\\'`;
}

type UsersEb = ExpressionBuilder<Database, 'users'>;

/** The client has access to the app. */
const hasApp = (appType: AppType) =>
  sql<SqlBool>`exists (select 1 from user_apps where user_apps.user_id = users.id and user_apps.app_type = ${appType})`;

/** An invite of the client (not of a second user) to the app, not used yet (expired ones too: they can be sent again). */
const openInvite = (appType: AppType) =>
  sql<SqlBool>`exists (select 1 from invites where invites.firm_id = users.firm_id and invites.email_key = users.email_key
    and invites.app_type = ${appType} and invites.used_at is null and invites.client_id is null)`;

/** The person asked for the app (account request). */
const requested = (appType: AppType) =>
  sql<SqlBool>`exists (select 1 from account_requests where account_requests.user_id = users.id and account_requests.app_type = ${appType})`;

/**
 * A client's status on one app's Client Management, or null when the row is not shown there.
 * Active and Disabled clients are shown where they have access. A person without an account yet
 * (Requested or Pending) is Pending on an app with an open invite, Requested on an app they asked
 * for, and absent elsewhere. Without an app, the stored status.
 */
function statusOn(appType: AppType | undefined): RawBuilder<UserStatus> {
  if (!appType) return sql<UserStatus>`users.status`;
  // Null for rows that `filter` leaves out, so the listed rows always have a status.
  return sql<UserStatus>`case
    when users.status in ('requested', 'pending') then
      case when ${openInvite(appType)} then 'pending' when ${requested(appType)} then 'requested' end
    when ${hasApp(appType)} then users.status
  end`;
}

/**
 * The clients (role 3) of a firm. Every query takes the firm first and is scoped by it. Inside
 * `transaction` only this repository, or another bound to `trx`, may be used (SQLite has one connection).
 */
export class ClientsRepository {
  constructor(private readonly db: DbHandle) {}

  /** The same repository inside a caller's transaction. */
  within(trx: DbHandle): ClientsRepository {
    return new ClientsRepository(trx);
  }

  transaction<T>(fn: (tx: ClientsRepository, trx: DbHandle) => Promise<T>): Promise<T> {
    return inTransaction(this.db, (trx) => this.within(trx), fn);
  }

  private filter(firmId: string, f: ClientFilter) {
    return (eb: UsersEb) => {
      const parts: Expression<SqlBool>[] = [
        eb('users.firm_id', '=', firmId),
        eb('users.role_id', '=', RoleId.client),
      ];
      // An explicit selection is taken as it is: no other filter applies.
      if (f.ids)
        return eb.and([...parts, f.ids.length > 0 ? eb('users.id', 'in', f.ids) : sql<SqlBool>`1 = 0`]);
      if (f.status) parts.push(eb(statusOn(f.appType), '=', f.status));
      else parts.push(eb('users.status', f.isDisabled ? '=' : '<>', 'disabled'));
      if (f.q) {
        const pattern = containsPattern(f.q);
        parts.push(eb.or([like(nameKey, pattern), like(eb.ref('users.email_key'), pattern)]));
      }
      if (f.appType) parts.push(sql<SqlBool>`${statusOn(f.appType)} is not null`);
      return eb.and(parts);
    };
  }

  async list(firmId: string, f: ClientFilter, page: ClientPage): Promise<ClientListRow[]> {
    const desc = page.orderBy.startsWith('-');
    const field = page.orderBy.replace(/^-/, '');
    const dir = desc ? 'desc' : 'asc';
    let q = this.db
      .selectFrom('users')
      .select([
        'users.id',
        'users.first_name',
        'users.last_name',
        'users.email',
        'users.created_at',
        'users.last_login_at',
        'users.enable_notification',
        'users.role_id',
      ])
      .select(statusOn(f.appType).as('status'))
      .select((eb) =>
        eb
          .selectFrom('invites')
          .select('invites.invited_by')
          .whereRef('invites.firm_id', '=', 'users.firm_id')
          .whereRef('invites.email_key', '=', 'users.email_key')
          .orderBy('invites.created_at', 'desc')
          .limit(1)
          .as('neg_owner_id'),
      )
      .where(this.filter(firmId, f));
    if (field === 'name') q = q.orderBy(nameKey, dir);
    else if (field === 'email') q = q.orderBy('users.email_key', dir);
    else if (field === 'status') q = q.orderBy(statusOn(f.appType), dir);
    // "None" (never signed in) counts as the oldest on both dialects.
    else if (field === 'lastLogged')
      q = q.orderBy('users.last_login_at', (ob) => (desc ? ob.desc().nullsLast() : ob.asc().nullsFirst()));
    else q = q.orderBy('users.created_at', dir);
    q = q.orderBy('users.id', dir);
    return paged(q, page).execute();
  }

  count(firmId: string, f: ClientFilter): Promise<number> {
    return countRows(this.db.selectFrom('users').where(this.filter(firmId, f)));
  }

  /** Whether the "Disabled Users" folder has rows: disabled clients (with access to `appType`, if given). */
  async hasDisabled(firmId: string, appType?: AppType): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('users.id')
      .where(this.filter(firmId, { isDisabled: true, appType }))
      .limit(1)
      .executeTakeFirst();
    return !!row;
  }

  /** One client (role 3) of the firm; another firm's user or a non-client is not found. */
  findClient(firmId: string, id: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('firm_id', '=', firmId)
      .where('role_id', '=', RoleId.client)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The row as the list shows it, whatever its status. */
  async findListRow(firmId: string, id: string): Promise<ClientListRow | undefined> {
    return (await this.list(firmId, { ids: [id] }, { offset: 0, limit: 1, orderBy: 'createdAt' }))[0];
  }

  /** Moves clients of the firm from one status to another; returns the ids that moved. */
  async moveStatus(
    firmId: string,
    ids: string[],
    from: UserStatus,
    to: UserStatus,
    nowIso: string,
  ): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .updateTable('users')
      .set({ status: to, updated_at: nowIso })
      .where('firm_id', '=', firmId)
      .where('role_id', '=', RoleId.client)
      .where('status', '=', from)
      .where('id', 'in', ids)
      .returning('id')
      .execute();
    return rows.map((r) => r.id);
  }

  /** The advisor's verified sender address (Reply-To of the mails they have sent to clients), or null. */

  async setNotification(firmId: string, id: string, enabled: boolean, nowIso: string): Promise<boolean> {
    const result = await this.db
      .updateTable('users')
      .set({ enable_notification: enabled ? 1 : 0, updated_at: nowIso })
      .where('firm_id', '=', firmId)
      .where('role_id', '=', RoleId.client)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Deletes a client that is not active, with what hangs on it by ON DELETE CASCADE: app access,
   * sessions, codes, vault folders and entries, account requests, second users. Their invites and
   * outbox copies belong to other modules (the caller asks those). Returns false when there was no
   * such client.
   */
  async deleteInactiveClient(firmId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('users')
      .where('firm_id', '=', firmId)
      .where('role_id', '=', RoleId.client)
      .where('id', '=', id)
      .where('status', '<>', 'active')
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }
}
