import crypto from 'node:crypto';
import { limits, type AppType, type EmailLogin } from '@guru/shared';
import type { KdfParams } from '@guru/vault-crypto';
import type { AppContext } from '../../app-context.js';
import { hashSecret } from '../../infra/crypto/hashing.js';
import type { UserStatus, UsersTable } from '../../db/tables/users.table.js';
import { newLoginColumns, realmOfUser } from './login-names.js';
import type { UserInsertHooks, UserRow } from '../users/users.repository.js';

export interface NewUser {
  firmId: string | null;
  roleId: number;
  scope: UsersTable['scope'];
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  recoverPhoneNumber?: string | null;
  kdfSalt: string;
  kdfParams: KdfParams;
  /** base64 authKey derived in the browser; only its argon2id hash is stored. */
  authKey: string;
  pin: string;
  protectedUserKey: string | null;
  /** The e-mail's own credential (ADR 0022), derived with the e-mail's salt. */
  emailLogin: EmailLogin;
  recoveryUserKey: string | null;
  apps: AppType[];
  ownerUserId?: string | null;
  /** The row this account replaces (an invitee's placeholder): the salts prelogin answered for it are accepted. */
  replaces?: UserRow | null;
  /** Active unless said (a firm's first advisor stays pending until the e-mail is confirmed). */
  status?: UserStatus;
}

/**
 * Creates a user with their app access in one transaction, with what `hooks` add to it (before and after
 * the row); both login names' credentials are checked (ADR 0022). Hashing is done first, so none holds
 * the transaction.
 */
export async function createUser(
  ctx: AppContext,
  input: NewUser,
  hooks: UserInsertHooks = {},
): Promise<string> {
  const id = crypto.randomUUID();
  const now = ctx.clock.now().toISOString();
  const login = await newLoginColumns(
    ctx,
    {
      realm: realmOfUser({ firm_id: input.firmId }),
      username: input.username,
      email: input.email,
      current: input.replaces ?? null,
    },
    input,
  );
  await ctx.repos.users.insert(
    {
      id,
      firm_id: input.firmId,
      role_id: input.roleId,
      scope: input.scope,
      username: input.username.trim(),
      username_key: input.username.trim().toLowerCase(),
      email: input.email.trim(),
      email_key: input.email.trim().toLowerCase(),
      first_name: input.firstName.trim(),
      last_name: input.lastName.trim(),
      phone_number: input.phoneNumber,
      recover_phone_number: input.recoverPhoneNumber ?? null,
      ...login,
      pin_hash: await hashSecret(input.pin),
      totp_secret: null,
      totp_enrolled: 0,
      totp_last_step: null,
      status: input.status ?? 'active',
      pin_time_minutes: limits.defaultPinIdleMinutes,
      logout_time_minutes: limits.defaultLogoutIdleMinutes,
      protected_user_key: input.protectedUserKey,
      email_protected_user_key: input.emailLogin.protectedUserKey,
      recovery_user_key: input.recoveryUserKey,
      owner_user_id: input.ownerUserId ?? null,
      enable_notification: 1,
      created_at: now,
      updated_at: now,
      last_login_at: null,
    },
    input.apps,
    now,
    hooks,
  );
  return id;
}
