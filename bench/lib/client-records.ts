import crypto from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import { KDF_DEFAULTS } from '@guru/vault-crypto';
import type { Database } from '../../apps/server/src/db/schema.js';
import type { InvitesTable } from '../../apps/server/src/db/tables/clients.table.js';
import {
  RoleId,
  type UserAppsTable,
  type UsersTable,
  type UserStatus,
} from '../../apps/server/src/db/tables/users.table.js';

/**
 * Synthetic clients (role 3) of a firm, written straight into the database in batches inside one
 * transaction: no key derivation, no argon2 (none of them ever signs in). Deterministic for a seed.
 */

const firstNames = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'John',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Elizabeth',
  'William',
  'Barbara',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Charles',
  'Karen',
  'Christopher',
  'Lisa',
  'Daniel',
  'Nancy',
  'Matthew',
  'Betty',
  'Anthony',
  'Sandra',
  'Mark',
  'Margaret',
  'Alexander',
  'Ashley',
  'Steven',
  'Kimberly',
  'Andrew',
  'Emily',
  'Joshua',
  'Donna',
  'Kenneth',
  'Michelle',
  'Zoë',
  'José',
  'Chloé',
  'Björn',
  'Aiden',
  'Priya',
  'Wei',
  'Fatima',
  'Mateo',
  'Olivia',
] as const;
const lastNames = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
  'Hall',
  'Rivera',
  'Campbell',
  'Mitchell',
  'Carter',
  'Roberts',
  'Sanders',
  'Alexander',
  "O'Brien",
  'Van der Berg',
  'Müller',
  'Kowalski',
  'Okafor',
  'Yamamoto',
  'Singh',
  'Chen',
] as const;
const domains = [
  'gmail.test',
  'yahoo.test',
  'outlook.test',
  'icloud.test',
  'northwind.example',
  'contoso.example',
  'fabrikam.example',
  'proton.test',
] as const;

/** A small, seedable generator (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;

function ascii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

export interface ClientMix {
  /** Shares of the clients by status (the rest are active). */
  disabled: number;
  pending: number;
  requested: number;
  /** Share of active or disabled clients who never signed in. */
  neverSignedIn: number;
  /** Share of active or disabled clients who came through an invite (the list shows its advisor). */
  invited: number;
}

export const defaultClientMix: ClientMix = {
  disabled: 0.06,
  pending: 0.05,
  requested: 0.03,
  neverSignedIn: 0.15,
  invited: 0.6,
};

export interface InsertedClients {
  total: number;
  byStatus: Record<UserStatus, number>;
  invites: number;
}

/**
 * Inserts `count` clients into the firm: names from common first and last names (some accented,
 * some with an apostrophe or a space), e-mails `first.last<n>@<domain>`, created over the three
 * years before `now`, last sign-in after that (none for a share of them, and never for requested
 * and pending rows). Invited clients get an invite row by one of `advisorIds`; pending ones get an
 * open invite, as the server's invite flow leaves them.
 */
export async function insertClients(
  db: Kysely<Database>,
  opts: {
    firmId: string;
    count: number;
    advisorIds: string[];
    now?: Date;
    seed?: number;
    mix?: ClientMix;
    batchSize?: number;
  },
): Promise<InsertedClients> {
  const rnd = random(opts.seed ?? 20_260_101);
  const mix = opts.mix ?? defaultClientMix;
  const now = (opts.now ?? new Date()).getTime();
  const span = 3 * 365 * 24 * 3_600_000;
  const batchSize = opts.batchSize ?? 500;
  const kdfParams = JSON.stringify(KDF_DEFAULTS);
  const byStatus: Record<UserStatus, number> = { active: 0, disabled: 0, pending: 0, requested: 0 };
  const users: Insertable<UsersTable>[] = [];
  const apps: Insertable<UserAppsTable>[] = [];
  const invites: Insertable<InvitesTable>[] = [];

  for (let i = 0; i < opts.count; i += 1) {
    const id = crypto.randomUUID();
    const first = pick(rnd, firstNames);
    const last = pick(rnd, lastNames);
    const domain = pick(rnd, domains);
    const email = `${ascii(first)}.${ascii(last)}${i}@${domain}`;
    const roll = rnd();
    const status: UserStatus =
      roll < mix.disabled
        ? 'disabled'
        : roll < mix.disabled + mix.pending
          ? 'pending'
          : roll < mix.disabled + mix.pending + mix.requested
            ? 'requested'
            : 'active';
    byStatus[status] += 1;
    const created = now - Math.floor(rnd() * span);
    const createdAt = new Date(created).toISOString();
    const account = status === 'active' || status === 'disabled';
    const lastLoginAt =
      account && rnd() >= mix.neverSignedIn
        ? new Date(created + Math.floor(rnd() * (now - created))).toISOString()
        : null;
    const username = account ? `${ascii(first)}${ascii(last)}${i}` : `~${id}`;
    users.push({
      id,
      firm_id: opts.firmId,
      role_id: RoleId.client,
      scope: 'client',
      username,
      username_key: username.toLowerCase(),
      email,
      email_key: email.toLowerCase(),
      first_name: first,
      last_name: last,
      phone_number: `+1202555${String(i % 10_000).padStart(4, '0')}`,
      recover_phone_number: null,
      kdf_salt: crypto.randomBytes(16).toString('base64'),
      kdf_params: kdfParams,
      auth_hash: '!',
      pin_hash: null,
      totp_secret: null,
      totp_enrolled: 0,
      totp_last_step: null,
      status,
      pin_time_minutes: 5,
      logout_time_minutes: 15,
      protected_user_key: null,
      recovery_user_key: null,
      owner_user_id: null,
      enable_notification: rnd() < 0.8 ? 1 : 0,
      created_at: createdAt,
      updated_at: createdAt,
      last_login_at: lastLoginAt,
    });
    if (account) {
      apps.push({ user_id: id, app_type: 'passwordguru', created_at: createdAt });
      if (rnd() < 0.5) apps.push({ user_id: id, app_type: 'documentvault', created_at: createdAt });
    }
    const invited = status === 'pending' || (account && rnd() < mix.invited);
    if (invited && opts.advisorIds.length > 0) {
      const sent = created - Math.floor(rnd() * 7 * 24 * 3_600_000);
      invites.push({
        id: crypto.randomUUID(),
        firm_id: opts.firmId,
        email,
        email_key: email.toLowerCase(),
        phone: '',
        app_type: 'passwordguru',
        code_hash: crypto.randomBytes(32).toString('base64url'),
        invited_by: pick(rnd, opts.advisorIds),
        client_id: null,
        expires_at: new Date(sent + 7 * 24 * 3_600_000).toISOString(),
        used_at: status === 'pending' ? null : createdAt,
        created_at: new Date(sent).toISOString(),
      });
    }
  }

  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < users.length; i += batchSize)
      await trx
        .insertInto('users')
        .values(users.slice(i, i + batchSize))
        .execute();
    for (let i = 0; i < apps.length; i += batchSize * 2)
      await trx
        .insertInto('user_apps')
        .values(apps.slice(i, i + batchSize * 2))
        .execute();
    for (let i = 0; i < invites.length; i += batchSize)
      await trx
        .insertInto('invites')
        .values(invites.slice(i, i + batchSize))
        .execute();
  });
  return { total: users.length, byStatus, invites: invites.length };
}
