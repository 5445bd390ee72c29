import { messages, type EmailLogin, type KdfParamsDto, type NewLoginSalts } from '@guru/shared';
import { KDF_DEFAULTS, KdfDowngradeError, assertKdfParams } from '@guru/vault-crypto';
import type { AppContext } from '../../app-context.js';
import type { UsersTable } from '../../db/tables/users.table.js';
import { hashSecret } from '../../infra/crypto/hashing.js';
import { appErrors } from '../../lib/app-error.js';
import type { FirmSummary } from '../firms/firms.repository.js';
import { classifyHost } from '../firms/tenancy.js';
import type { UserRow } from '../users/users.repository.js';

/**
 * Login names and their credentials (ADR 0022). Every (realm, name) pair has its own KDF salt, a keyed
 * HMAC of the realm and the lower-cased name: the same function for known and unknown names, so an
 * unknown name's prelogin answer is the one it gets once it exists, and no two names (a username and
 * its e-mail, or one name at two firms) share a salt. The realm is the firm, or `suite` for the
 * provider's staff, who sign in on the suite's own host only.
 */
export const SUITE_REALM = 'suite';

export function loginNameKey(name: string): string {
  return name.trim().toLowerCase();
}

/** The realm of an account's names: its firm, or the suite for the provider's staff. */
export function realmOfUser(user: Pick<UsersTable, 'firm_id'>): string {
  return user.firm_id ?? SUITE_REALM;
}

/** The salt of a login name in a realm: 16 bytes of HMAC(app secret, realm, name), base64. */
export function loginSalt(ctx: AppContext, realm: string, name: string): string {
  const mac = ctx.secrets.hmac('login-salt', `${realm}\u0000${loginNameKey(name)}`);
  return Buffer.from(mac, 'base64url').subarray(0, 16).toString('base64');
}

/** What the browser derives a new password with: the default KDF parameters and one salt per name. */
export function newLoginSalts(
  ctx: AppContext,
  realm: string,
  username: string,
  email: string,
): NewLoginSalts {
  return {
    kdf: { ...KDF_DEFAULTS },
    usernameSalt: loginSalt(ctx, realm, username),
    emailSalt: loginSalt(ctx, realm, email),
  };
}

/** The KDF floor: parameters below it would make the password cheap to guess from a leaked hash. */
export function checkKdf(kdf: KdfParamsDto): void {
  try {
    assertKdfParams(kdf);
  } catch (err) {
    if (err instanceof KdfDowngradeError) throw appErrors.validation(messages.signupKdfTooWeak);
    throw err;
  }
}

/** The suite's own host (the bare BASE_DOMAIN, no firm subdomain): the only host where the provider's staff are found. */
export function isSuiteHost(ctx: AppContext, host: string | undefined): boolean {
  return classifyHost(host, ctx.config).kind === 'suite';
}

/** The firm whose sign-in field the provider's staff share: the one served on the suite's own host. */
export function sharesNamesWithProvider(ctx: AppContext, firm: Pick<FirmSummary, 'subdomain'>): boolean {
  return ctx.config.defaultFirm !== null && firm.subdomain === ctx.config.defaultFirm;
}

/** A login name's credential: the e-mail's own, or the username's (also for an e-mail of a row made before migration 0016). */
export interface NameCredential {
  user: UserRow;
  salt: string;
  hash: string;
  protectedUserKey: string | null;
  /** Which wrapped key the session returns after the PIN: 'email' only when the e-mail's own credential signed in. */
  loginName: 'email' | null;
}

export function credentialOfName(user: UserRow, key: string): NameCredential {
  const byEmail = user.username_key !== key && user.email_key === key;
  if (byEmail && user.email_kdf_salt && user.email_auth_hash) {
    return {
      user,
      salt: user.email_kdf_salt,
      hash: user.email_auth_hash,
      protectedUserKey: user.email_protected_user_key,
      loginName: 'email',
    };
  }
  return {
    user,
    salt: user.kdf_salt,
    hash: user.auth_hash,
    protectedUserKey: user.protected_user_key,
    loginName: null,
  };
}

/** The wrapped user key a session's PIN step returns: that of the name it signed in with. */
export function protectedUserKeyOf(user: UserRow, loginName: 'email' | null): string | null {
  return loginName === 'email' && user.email_auth_hash
    ? user.email_protected_user_key
    : user.protected_user_key;
}

/** A new password as sent: the username's credential at the top level, the e-mail's in `emailLogin`. */
export interface NewLogin {
  authKey: string;
  kdfSalt: string;
  kdfParams: KdfParamsDto;
  protectedUserKey?: string | null;
  emailLogin: EmailLogin;
}

export type NewLoginColumns = Pick<
  UsersTable,
  'kdf_salt' | 'kdf_params' | 'auth_hash' | 'email_kdf_salt' | 'email_auth_hash'
> &
  Partial<Pick<UsersTable, 'protected_user_key' | 'email_protected_user_key'>>;

export interface LoginNames {
  realm: string;
  username: string;
  email: string;
  /** The account as stored now, when it exists: the salts prelogin answers for it are accepted too. */
  current?: UserRow | null;
}

function saltAccepted(sent: string, accepted: Array<string | null | undefined>): boolean {
  return accepted.some((salt) => typeof salt === 'string' && salt === sent);
}

/**
 * Checks a new password's two credentials and hashes their verifiers: the default KDF parameters, and
 * for each name its salt (loginSalt of the realm, or what prelogin answers for it now); both wrapped
 * keys, or neither. Returns the user columns to store (the wrapped keys only when sent).
 */
export async function newLoginColumns(
  ctx: AppContext,
  names: LoginNames,
  body: NewLogin,
): Promise<NewLoginColumns> {
  checkKdf(body.kdfParams);
  const defaults = KDF_DEFAULTS as KdfParamsDto;
  if (
    body.kdfParams.memoryKiB !== defaults.memoryKiB ||
    body.kdfParams.iterations !== defaults.iterations ||
    body.kdfParams.parallelism !== defaults.parallelism
  ) {
    throw appErrors.validation(messages.invalidInput);
  }
  const current = names.current ?? null;
  const usernameSalts = [loginSalt(ctx, names.realm, names.username), current?.kdf_salt];
  const emailSalts = [
    loginSalt(ctx, names.realm, names.email),
    current?.email_kdf_salt,
    current && !current.email_auth_hash ? current.kdf_salt : null,
  ];
  if (
    !saltAccepted(body.kdfSalt, usernameSalts) ||
    !saltAccepted(body.emailLogin.kdfSalt, emailSalts) ||
    body.kdfSalt === body.emailLogin.kdfSalt
  ) {
    throw appErrors.validation(messages.invalidInput);
  }
  const withKey = body.protectedUserKey != null;
  if (withKey !== (body.emailLogin.protectedUserKey !== null))
    throw appErrors.validation(messages.invalidInput);
  if (body.authKey === body.emailLogin.authKey) throw appErrors.validation(messages.invalidInput);
  const [authHash, emailAuthHash] = await Promise.all([
    hashSecret(body.authKey),
    hashSecret(body.emailLogin.authKey),
  ]);
  return {
    kdf_salt: body.kdfSalt,
    kdf_params: JSON.stringify({ ...KDF_DEFAULTS }),
    auth_hash: authHash,
    email_kdf_salt: body.emailLogin.kdfSalt,
    email_auth_hash: emailAuthHash,
    ...(withKey
      ? {
          protected_user_key: body.protectedUserKey!,
          email_protected_user_key: body.emailLogin.protectedUserKey,
        }
      : {}),
  };
}
