import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppType } from '@guru/shared';
import { RoleId, type UserStatus } from '../../db/tables/users.table.js';
import { buildUsers } from '../../test/factories.js';
import { TestClient } from '../../test/http-client.js';
import { passwordStep, totpCode } from '../../test/sign-in.js';
import type { TestUser } from '../../test/test-app.js';

/** A client row for list tests: no credentials (nobody signs in with it). */
export interface ClientSpec {
  first: string;
  last: string;
  email?: string;
  status?: UserStatus;
  createdAt?: string;
  lastLoginAt?: string | null;
  roleId?: number;
  ownerUserId?: string | null;
  apps?: AppType[];
}

/** Inserts client rows directly (fast: no key derivation, no hashing). Returns their ids. */
export async function insertClients(
  app: FastifyInstance,
  firmId: string,
  specs: ClientSpec[],
): Promise<string[]> {
  const now = app.guru.clock.now().toISOString();
  const users = await buildUsers(
    app.guru.db,
    { id: firmId },
    specs.map((s) => ({
      roleId: s.roleId ?? RoleId.client,
      scope: 'client' as const,
      first_name: s.first,
      last_name: s.last,
      email:
        s.email ??
        `${s.first}.${s.last}.${crypto.randomBytes(4).toString('hex')}@example.com`
          .toLowerCase()
          .replace(/[^a-z0-9.@_%-]/g, ''),
      status: s.status ?? 'active',
      created_at: s.createdAt ?? now,
      updated_at: now,
      last_login_at: s.lastLoginAt ?? null,
      owner_user_id: s.ownerUserId ?? null,
      apps: s.apps ?? [],
    })),
  );
  return users.map((u) => u.id);
}

/**
 * Password, TOTP, PIN for an advisor or the provider at a given host. The fake clock moves on by
 * one TOTP step first, so that signing the same person in twice never replays a code.
 */
export async function signInStaff(
  app: FastifyInstance,
  user: TestUser,
  host = 'localhost',
  appType: AppType = 'passwordguru',
): Promise<TestClient> {
  const clock = app.guru.clock as { advanceSeconds?: (s: number) => void };
  clock.advanceSeconds?.(30);
  const client = new TestClient(app, host);
  const login = await passwordStep(client, user, appType);
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  let secret = login.json().data?.mfa?.enrolment?.secret as string | undefined;
  if (!secret) {
    const row = await app.guru.repos.users.findById(user.id);
    if (!row?.totp_secret) throw new Error(`no TOTP secret for ${user.username}`);
    secret = app.guru.secrets.open(row.totp_secret, `totp-secret:${user.id}`);
  }
  const code = await totpCode(secret, Math.floor(app.guru.clock.now().getTime() / 1000));
  const verified = await client.post('/auth/passwordapp/verifyBarCodePassword', {
    verifyCode: code,
    appType,
  });
  if (verified.statusCode !== 200) throw new Error(`TOTP failed: ${verified.body}`);
  const pin = await client.post('/auth/access-code-login', { pinCode: user.pin, appType });
  if (pin.statusCode !== 200) throw new Error(`pin failed: ${pin.body}`);
  return client;
}

/** JSON with the x-app-type header a browser sends. */
export const asApp = (appType: AppType = 'passwordguru') => ({ 'x-app-type': appType });

/** An account request of a (Requested or Pending) person for an app, stored directly. */
export async function insertAccountRequest(
  app: FastifyInstance,
  firmId: string,
  userId: string,
  appType: AppType,
): Promise<void> {
  await app.guru.db.kysely
    .insertInto('account_requests')
    .values({
      user_id: userId,
      firm_id: firmId,
      app_type: appType,
      relationship: 'I am a client',
      created_at: app.guru.clock.now().toISOString(),
    })
    .execute();
}

/** An invite row (its code unknown: nobody signs up with it), stored directly. */
export async function insertInviteRow(
  app: FastifyInstance,
  v: {
    firmId: string;
    email: string;
    appType: AppType;
    phone?: string;
    usedAt?: string | null;
    clientId?: string | null;
  },
): Promise<void> {
  const now = app.guru.clock.now();
  await app.guru.db.kysely
    .insertInto('invites')
    .values({
      id: crypto.randomUUID(),
      firm_id: v.firmId,
      email: v.email,
      email_key: v.email.toLowerCase(),
      phone: v.phone ?? '',
      app_type: v.appType,
      code_hash: crypto.randomBytes(16).toString('hex'),
      invited_by: null,
      client_id: v.clientId ?? null,
      expires_at: new Date(now.getTime() + 86_400_000).toISOString(),
      used_at: v.usedAt ?? null,
      created_at: now.toISOString(),
    })
    .execute();
}
