import crypto from 'node:crypto';
import type { Insertable } from 'kysely';
import {
  KDF_DEFAULTS,
  encryptFolder,
  encryptItem,
  randomKey,
  type ItemSecret,
  type ItemSummary,
} from '@guru/vault-crypto';
import type { AppType } from '@guru/shared';
import type { Db } from '../db/database.js';
import { RoleId, type UsersTable } from '../db/tables/users.table.js';
import { insertStandingSubscription } from './subscriptions.js';

/**
 * Per-test factories for the service tier: each inserts its rows directly (no HTTP, no key
 * derivation, no hashing), so a test builds exactly the world it needs and depends on no other.
 */

export interface BuiltFirm {
  id: string;
  subdomain: string;
}

let sequence = 0;
const unique = () =>
  `${Date.now().toString(36)}${(sequence++).toString(36)}${crypto.randomBytes(2).toString('hex')}`;

export async function buildFirm(
  db: Db,
  overrides: { name?: string; subdomain?: string } = {},
): Promise<BuiltFirm> {
  const id = crypto.randomUUID();
  const subdomain = overrides.subdomain ?? `firm${unique()}`;
  await db.kysely
    .insertInto('firms')
    .values({
      id,
      name: overrides.name ?? `Firm ${subdomain}`,
      subdomain,
      logo_png: null,
      sender_email: null,
      sender_verified: 0,
      created_at: new Date().toISOString(),
    })
    .execute();
  // Valid by default: All in One, active for a year (ADR 0016).
  await insertStandingSubscription(db.kysely, id, new Date());
  return { id, subdomain };
}

export interface BuiltUser {
  id: string;
  firmId: string;
  email: string;
}

export type UserOverrides = Partial<
  Pick<
    UsersTable,
    | 'first_name'
    | 'last_name'
    | 'email'
    | 'status'
    | 'created_at'
    | 'updated_at'
    | 'last_login_at'
    | 'owner_user_id'
    | 'enable_notification'
  >
> & {
  apps?: AppType[];
};

function userRow(
  firm: Pick<BuiltFirm, 'id'>,
  roleId: number,
  scope: UsersTable['scope'],
  o: UserOverrides,
): Insertable<UsersTable> {
  const id = crypto.randomUUID();
  const name = unique();
  const email = o.email ?? `user-${name}@example.com`;
  const now = new Date().toISOString();
  return {
    id,
    firm_id: firm.id,
    role_id: roleId,
    scope,
    username: `u-${name}`,
    username_key: `u-${name}`,
    email,
    email_key: email.toLowerCase(),
    first_name: o.first_name ?? 'Test',
    last_name: o.last_name ?? name,
    phone_number: '+12025550199',
    recover_phone_number: null,
    // Rows nobody signs in as: each name gets its own random salt (ADR 0022) and no verifier.
    kdf_salt: crypto.randomBytes(16).toString('base64'),
    kdf_params: JSON.stringify(KDF_DEFAULTS),
    auth_hash: '!',
    email_kdf_salt: crypto.randomBytes(16).toString('base64'),
    email_auth_hash: '!',
    email_protected_user_key: null,
    pin_hash: null,
    totp_secret: null,
    totp_enrolled: 0,
    totp_last_step: null,
    status: o.status ?? 'active',
    pin_time_minutes: 5,
    logout_time_minutes: 15,
    protected_user_key: null,
    recovery_user_key: null,
    owner_user_id: o.owner_user_id ?? null,
    enable_notification: o.enable_notification ?? 1,
    created_at: o.created_at ?? now,
    updated_at: o.updated_at ?? now,
    last_login_at: o.last_login_at ?? null,
  };
}

const CHUNK = 500;

/** Inserts the users and their app grants in one transaction, in chunks that both databases accept. */
async function insertUsers(
  db: Db,
  firm: Pick<BuiltFirm, 'id'>,
  roleId: number,
  scope: UsersTable['scope'],
  specs: UserOverrides[],
): Promise<BuiltUser[]> {
  return buildUsers(
    db,
    firm,
    specs.map((o) => ({ ...o, roleId, scope })),
  );
}

/** Users of any role at once, each with its own role and scope (lists mixing clients and second users). */
export async function buildUsers(
  db: Db,
  firm: Pick<BuiltFirm, 'id'>,
  specs: Array<UserOverrides & { roleId: number; scope: UsersTable['scope'] }>,
): Promise<BuiltUser[]> {
  const rows = specs.map((o) => userRow(firm, o.roleId, o.scope, o));
  const now = new Date().toISOString();
  const grants = rows.flatMap((row, i) =>
    (specs[i]!.apps ?? ['passwordguru', 'documentvault']).map((app_type) => ({
      user_id: row.id,
      app_type,
      created_at: now,
    })),
  );
  await db.kysely.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += CHUNK)
      await trx
        .insertInto('users')
        .values(rows.slice(i, i + CHUNK))
        .execute();
    for (let i = 0; i < grants.length; i += CHUNK)
      await trx
        .insertInto('user_apps')
        .values(grants.slice(i, i + CHUNK))
        .execute();
  });
  return rows.map((row) => ({ id: row.id, firmId: firm.id, email: row.email }));
}

async function insertUser(
  db: Db,
  firm: BuiltFirm,
  roleId: number,
  scope: UsersTable['scope'],
  o: UserOverrides,
): Promise<BuiltUser> {
  const [user] = await insertUsers(db, firm, roleId, scope, [o]);
  return user!;
}

/** Many clients of the firm at once (for lists at scale). */
export function buildClients(db: Db, firm: BuiltFirm, specs: UserOverrides[]): Promise<BuiltUser[]> {
  return insertUsers(db, firm, RoleId.client, 'client', specs);
}

/** A client of the firm (role 3), with access to both apps unless `apps` says otherwise. */
export function buildClient(db: Db, firm: BuiltFirm, overrides: UserOverrides = {}): Promise<BuiltUser> {
  return insertUser(db, firm, RoleId.client, 'client', overrides);
}

/** A second user (role 4) of a client. */
export function buildSecondUser(
  db: Db,
  firm: BuiltFirm,
  client: BuiltUser,
  overrides: UserOverrides = {},
): Promise<BuiltUser> {
  return insertUser(db, firm, RoleId.secondUser, 'client', { ...overrides, owner_user_id: client.id });
}

/** An advisor of the firm (role 6, scope admin). */
export function buildAdvisor(db: Db, firm: BuiltFirm, overrides: UserOverrides = {}): Promise<BuiltUser> {
  return insertUser(db, firm, RoleId.advisor, 'admin', { apps: [], ...overrides });
}

/** The owner of a Password Guru vault, with the user key only the browser would hold. */
export interface BuiltVaultOwner {
  userId: string;
  firmId: string;
  key: Uint8Array;
}

export function vaultOwner(user: BuiltUser): BuiltVaultOwner {
  return { userId: user.id, firmId: user.firmId, key: randomKey() };
}

/** A folder encrypted with the owner's key exactly as the browser encrypts it. */
export async function buildFolder(
  db: Db,
  owner: BuiltVaultOwner,
  name = `Folder ${unique()}`,
): Promise<{ id: string; name: string }> {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  const data = await encryptFolder(owner.key, owner.userId, id, { name, note: '' });
  await db.kysely
    .insertInto('vault_folders')
    .values({
      id,
      owner_user_id: owner.userId,
      firm_id: owner.firmId,
      data,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { id, name };
}

/** An entry encrypted with the owner's key exactly as the browser encrypts it. */
export async function buildEntry(
  db: Db,
  owner: BuiltVaultOwner,
  options: {
    folderId?: string | null;
    summary?: Partial<ItemSummary>;
    secret?: Partial<ItemSecret>;
    updatedAt?: string;
  } = {},
): Promise<{ id: string; summary: ItemSummary; secret: ItemSecret }> {
  const id = crypto.randomUUID();
  const n = unique();
  const summary: ItemSummary = {
    name: `Entry ${n}`,
    username: `user-${n}`,
    website: 'https://example.com',
    ...options.summary,
  };
  const secret: ItemSecret = { password: `Pw!${n}`, note: '', ...options.secret };
  const sealed = await encryptItem(owner.key, owner.userId, id, summary, secret);
  const now = options.updatedAt ?? new Date().toISOString();
  await db.kysely
    .insertInto('vault_items')
    .values({
      id,
      owner_user_id: owner.userId,
      firm_id: owner.firmId,
      folder_id: options.folderId ?? null,
      summary: sealed.summary,
      secret: sealed.secret,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { id, summary, secret };
}
