import crypto from 'node:crypto';
import type { Insertable } from 'kysely';
import { limits } from '@guru/shared';
import { KDF_DEFAULTS } from '@guru/vault-crypto';
import type { AppContext } from '../../app-context.js';
import type { UsersTable, UserStatus } from '../../db/tables/users.table.js';
import { dummySecretHash } from '../../infra/crypto/hashing.js';
import type { FirmSummary } from '../firms/firms.repository.js';
import { loginSalt } from '../auth/login-names.js';

export interface PlaceholderSpec {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  status: Extract<UserStatus, 'requested' | 'pending'>;
  roleId: number;
  ownerUserId: string | null;
}

/**
 * A user row for someone who has asked for an account (requested) or been invited (pending) but
 * has no credentials yet. It cannot sign in: its status is not active, its username is random,
 * and its auth hashes are the server's dummy hash, whose preimage is not even a valid authKey. Its
 * names' salts are those prelogin already gave for them (loginSalt of the firm, ADR 0022), so
 * prelogin's answer does not change when the row appears. Sign-up replaces the row with a real account.
 *
 * Build it before opening a transaction: it reads the users table.
 */
export async function placeholderUserRow(
  ctx: AppContext,
  firm: FirmSummary,
  spec: PlaceholderSpec,
): Promise<Insertable<UsersTable>> {
  const id = crypto.randomUUID();
  const email = spec.email.trim();
  const emailKey = email.toLowerCase();
  const dummy = await dummySecretHash();
  const now = ctx.clock.now().toISOString();
  return {
    id,
    firm_id: firm.id,
    role_id: spec.roleId,
    scope: 'client',
    username: `~${id}`,
    username_key: `~${id}`,
    email,
    email_key: emailKey,
    first_name: spec.firstName.trim(),
    last_name: spec.lastName.trim(),
    phone_number: spec.phone,
    recover_phone_number: null,
    kdf_salt: loginSalt(ctx, firm.id, `~${id}`),
    kdf_params: JSON.stringify(KDF_DEFAULTS),
    auth_hash: dummy,
    email_kdf_salt: loginSalt(ctx, firm.id, emailKey),
    email_auth_hash: dummy,
    email_protected_user_key: null,
    pin_hash: null,
    totp_secret: null,
    totp_enrolled: 0,
    totp_last_step: null,
    status: spec.status,
    pin_time_minutes: limits.defaultPinIdleMinutes,
    logout_time_minutes: limits.defaultLogoutIdleMinutes,
    protected_user_key: null,
    recovery_user_key: null,
    owner_user_id: spec.ownerUserId,
    enable_notification: 1,
    created_at: now,
    updated_at: now,
    last_login_at: null,
  };
}
