import {
  ErrorCode,
  messages,
  normalizePhone,
  type AppType,
  type EmailLogin,
  type KdfParamsDto,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { constraintViolation } from '../../db/constraint-violation.js';
import { RoleId, type UserStatus } from '../../db/tables/users.table.js';
import { AppError, appErrors } from '../../lib/app-error.js';
import type { UserInsertHooks } from '../users/users.repository.js';
import { createUser } from '../auth/create-user.js';

/** What the browser derived from the chosen password (as at client sign-up) and the PIN. */
export interface DerivedLogin {
  authKey: string;
  kdfSalt: string;
  kdfParams: KdfParamsDto;
  /** The e-mail's own credential (ADR 0022). */
  emailLogin: EmailLogin;
  pinCode: string;
}

/** A username is a name, not an e-mail; a mobile phone number as everywhere (validators/phone). */
export function checkAdvisorFields(username: string, phoneNumber: string): { phone: string } {
  if (username.includes('@')) throw appErrors.validation(messages.usernameNoAt);
  const phone = normalizePhone(phoneNumber);
  if (!phone) throw appErrors.validation(messages.phoneInvalid);
  return { phone };
}

export const usernameTaken = () => new AppError(ErrorCode.USERNAME_TAKEN, messages.usernameTaken);

/**
 * Names and e-mails share the sign-in field: a new advisor's username or e-mail must not be anyone's
 * name or e-mail at the firm, nor the provider's staff's at the firm served on the suite's own host
 * (`withProvider`, ADR 0022), the only host where the provider signs in.
 */
export async function assertLoginNamesFree(
  ctx: AppContext,
  firmId: string,
  withProvider: boolean,
  username: string,
  email: string,
  emailTaken: () => AppError,
): Promise<void> {
  if (await ctx.repos.users.findForLogin(firmId, username.trim().toLowerCase(), withProvider))
    throw usernameTaken();
  if (await ctx.repos.users.findForLogin(firmId, email.trim().toLowerCase(), withProvider))
    throw emailTaken();
}

export interface NewAdvisor extends DerivedLogin {
  firmId: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  apps: AppType[];
  /** Staff (role 7, ADR 0051) instead of an advisor; an advisor by default. */
  role?: 'advisor' | 'staff';
}

/**
 * Creates an advisor (role 6, scope admin; no vault keys), or staff (role 7, `a.role`), with `status`, in ONE transaction with
 * `before` (what the account needs first: its firm, or using the invite) and `after` (what names it:
 * a confirmation link). createUser hashes first, so no hashing holds the transaction. A lost race on
 * the username or e-mail answers USERNAME_TAKEN or `emailTaken`.
 */
export async function insertAdvisor(
  ctx: AppContext,
  a: NewAdvisor,
  status: UserStatus,
  hooks: UserInsertHooks & { emailTaken: () => AppError },
): Promise<string> {
  try {
    return await createUser(
      ctx,
      {
        firmId: a.firmId,
        roleId: a.role === 'staff' ? RoleId.staff : RoleId.advisor,
        scope: 'admin',
        username: a.username,
        email: a.email,
        firstName: a.firstName,
        lastName: a.lastName,
        phoneNumber: a.phone,
        kdfSalt: a.kdfSalt,
        kdfParams: a.kdfParams,
        authKey: a.authKey,
        pin: a.pinCode,
        protectedUserKey: null,
        emailLogin: a.emailLogin,
        recoveryUserKey: null,
        apps: a.apps,
        status,
      },
      { before: hooks.before, after: hooks.after },
    );
  } catch (err) {
    if (constraintViolation(err) !== 'unique') throw err;
    if (await ctx.repos.users.findForLogin(a.firmId, a.username.trim().toLowerCase(), false))
      throw usernameTaken();
    throw hooks.emailTaken();
  }
}
