import { appendAuditEvent, type AuditRole } from '../audit/audit.js';
import {
  ErrorCode,
  messages,
  normalizePhone,
  type AccessCodeLoginResponse,
  type AppType,
  type SignupBody,
  type SignupResponse,
  type SignupUsernameBody,
} from '@guru/shared';
import { KdfDowngradeError, assertKdfParams } from '@guru/vault-crypto';
import type { AppContext } from '../../app-context.js';
import { sharesNamesWithProvider } from '../auth/login-names.js';
import { constraintViolation } from '../../db/constraint-violation.js';
import { RoleId } from '../../db/tables/users.table.js';
import type { DbHandle } from '../../db/transaction.js';
import { AppError, appErrors } from '../../lib/app-error.js';
import type { FirmSummary } from '../firms/firms.repository.js';
import { createSession, promoteSession, type LoadedSession } from '../auth/session.service.js';
import { sha256Hex } from '../../infra/crypto/secrets.js';
import { presentCurrentUser } from '../users/users.presenter.js';
import { createUser } from '../auth/create-user.js';
import type { NewUserRow } from '../users/users.repository.js';
import { inviteCodeHash, invalidInvite } from '../invites/invites.service.js';
import type { InviteRow } from '../invites/invites.repository.js';
import type { SignupRepository } from './signup.repository.js';
import { SignupPhoneService } from './signup-phone.service.js';

/** Where the sign-up came from, for the session it opens. */
export interface SignupClient {
  ip: string | null;
  userAgent: string | null;
}

const alreadyRegistered = () => new AppError(ErrorCode.ALREADY_REGISTERED, messages.alreadyRegistered);
const usernameTaken = () => new AppError(ErrorCode.USERNAME_TAKEN, messages.usernameTaken);
const isAccount = (status: string) => status === 'active' || status === 'disabled';

/** The role an invite signs up: a second user (client_id set), a third party (a document was shared with a new e-mail), else a client. */
function inviteRole(invite: InviteRow): RoleId {
  if (invite.client_id) return RoleId.secondUser;
  return invite.third_party === 1 ? RoleId.sharedUser : RoleId.client;
}

/**
 * Sign-up with an invite code (the phone confirmed first), and accepting an invite with an existing account. The server gets
 * only what the browser derived (authKey, salt, KDF parameters, wrapped vault keys): zero knowledge.
 */
export class SignupService {
  /** The cell phone confirmed by an SMS code before the account is created. */
  readonly phone: SignupPhoneService;

  constructor(
    private readonly ctx: AppContext,
    private readonly repo: SignupRepository,
  ) {
    this.phone = new SignupPhoneService(ctx, ctx.repos.signupPhone, repo);
  }

  /** Creates the account (the phone confirmed for this invite) and opens its session: returns the cookie token too. */
  async signup(
    firm: FirmSummary,
    body: SignupBody,
    client: SignupClient = { ip: null, userAgent: null },
  ): Promise<SignupResponse & { token: string }> {
    const invite = await this.openInvite(firm, body.code);
    if (invite.app_type !== body.appType) throw invalidInvite();
    const emailKey = body.email.toLowerCase();
    if (emailKey !== invite.email_key) throw appErrors.validation(messages.signupEmailMismatch);
    const known = await this.repo.findUserByEmail(firm.id, emailKey);
    if (known && isAccount(known.status)) throw alreadyRegistered();

    const input = this.validate(body);
    await this.phone.assertConfirmed(firm, invite.id, input.phone);
    const usernameKey = body.username.trim().toLowerCase();
    // Names and e-mails share the sign-in field: the name must not be anyone's name or e-mail.
    if (
      await this.ctx.repos.users.findForLogin(firm.id, usernameKey, sharesNamesWithProvider(this.ctx, firm))
    )
      throw usernameTaken();
    if (invite.client_id) {
      const main = await this.repo.findUser(firm.id, invite.client_id);
      if (main?.status !== 'active' || main.role_id !== RoleId.client) throw invalidInvite();
    }

    const nowIso = this.ctx.clock.now().toISOString();
    const redeem = async (tx: SignupRepository) => {
      if (!(await tx.consumeInvite(firm.id, invite.id, nowIso))) throw invalidInvite();
      const existing = await tx.findUserByEmail(firm.id, emailKey);
      if (existing && isAccount(existing.status)) throw alreadyRegistered();
      // The Requested or Pending row of this e-mail gives way to the real account.
      if (existing) await tx.deleteUser(firm.id, existing.id);
    };
    const appType = invite.app_type as AppType;
    const roleId = inviteRole(invite);
    // Documents shared with this e-mail before it had an account become its shares, in the same transaction.
    const role: AuditRole =
      roleId === RoleId.client ? 'client' : roleId === RoleId.secondUser ? 'second_user' : 'third_party';
    const attach = async (trx: DbHandle, row: NewUserRow) => {
      await this.ctx.repos.sharing.within(trx).attachWaitingShares({ id: row.id, firmId: firm.id, emailKey });
      await appendAuditEvent(
        this.ctx,
        firm.id,
        {
          kind: 'invite.signed_up',
          actor: { id: row.id, role, label: invite.email },
          subject: { type: 'invite', id: invite.id },
          detail: { app: appType, ...(invite.client_id ? { clientId: invite.client_id } : {}) },
          ip: client.ip,
        },
        trx,
      );
    };
    let id: string;
    try {
      // Using the invite, the user's rows and the shares waiting for the e-mail: one transaction.
      id = await createUser(
        this.ctx,
        {
          firmId: firm.id,
          roleId,
          scope: 'client',
          username: body.username,
          email: invite.email,
          firstName: body.firstName,
          lastName: body.lastName,
          phoneNumber: input.phone,
          recoverPhoneNumber: input.recoverPhone,
          kdfSalt: body.kdfSalt,
          kdfParams: body.kdfParams,
          authKey: body.authKey,
          pin: body.pinCode,
          protectedUserKey: body.protectedUserKey,
          emailLogin: body.emailLogin,
          recoveryUserKey: body.recoveryUserKey,
          apps: [appType],
          ownerUserId: invite.client_id,
          replaces: known ?? null,
        },
        { before: (trx) => redeem(this.repo.within(trx)), after: attach },
      );
    } catch (err) {
      // A race lost to another sign-up: the username or the e-mail was taken meanwhile.
      if (constraintViolation(err) !== 'unique') throw err;
      throw (await this.ctx.repos.users.findForLogin(
        firm.id,
        usernameKey,
        sharesNamesWithProvider(this.ctx, firm),
      ))
        ? usernameTaken()
        : alreadyRegistered();
    }
    const { token, session } = await this.openSession(firm, id, appType, client);
    return {
      user: { id, username: body.username.trim(), email: invite.email, roleId, apps: [appType] },
      session,
      token,
    };
  }

  /**
   * The new account's session, active and unlocked (ADR 0019): the person has just chosen the
   * password and the PIN and confirmed the phone with a code. Opened and promoted like a sign-in's.
   */
  private async openSession(
    firm: FirmSummary,
    userId: string,
    appType: AppType,
    client: SignupClient,
  ): Promise<{ token: string; session: AccessCodeLoginResponse }> {
    const user = await this.ctx.repos.users.findById(userId);
    if (!user) throw new Error('the new account is missing');
    const first = await createSession(this.ctx, {
      user,
      firm,
      appType,
      ip: client.ip,
      userAgent: client.userAgent,
    });
    const pending = await this.ctx.repos.sessions.findById(sha256Hex(first));
    if (!pending) throw new Error('the new session is missing');
    const token = await promoteSession(this.ctx, { session: pending });
    const nowIso = this.ctx.clock.now().toISOString();
    await this.ctx.repos.sessions.update(sha256Hex(token), { pin_unlocked: 1, last_activity_at: nowIso });
    await this.ctx.repos.users.update(user.id, { last_login_at: nowIso });
    const active = await this.ctx.repos.sessions.findById(sha256Hex(token));
    if (!active?.unlock_secret) throw new Error('the new session has no unlock secret');
    const apps = await this.ctx.repos.users.appsOf(user.id);
    return {
      token,
      session: {
        user: presentCurrentUser(user, firm, apps, this.ctx.config.baseDomain),
        unlockSecret: active.unlock_secret,
        protectedUserKey: user.protected_user_key,
      },
    };
  }

  /**
   * Whether the username is free, asked by the sign-up form while it is typed: only with an open
   * invite code of this app (so it is no oracle for strangers; the route is rate-limited too).
   */
  async usernameAvailable(firm: FirmSummary, body: SignupUsernameBody): Promise<boolean> {
    const invite = await this.openInvite(firm, body.code);
    if (invite.app_type !== body.appType) throw invalidInvite();
    if (body.username.includes('@')) throw appErrors.validation(messages.usernameNoAt);
    const usernameKey = body.username.trim().toLowerCase();
    return !(await this.ctx.repos.users.findForLogin(
      firm.id,
      usernameKey,
      sharesNamesWithProvider(this.ctx, firm),
    ));
  }

  /** A signed-in person redeems an invite sent to their own e-mail: the app is added to their account. */
  async acceptInvite(loaded: LoadedSession, firm: FirmSummary, code: string): Promise<AppType[]> {
    const invite = await this.openInvite(firm, code);
    const { user } = loaded;
    const role = inviteRole(invite);
    const sameClient = invite.client_id === null || user.owner_user_id === invite.client_id;
    if (invite.email_key !== user.email_key || user.role_id !== role || !sameClient) throw invalidInvite();
    const nowIso = this.ctx.clock.now().toISOString();
    await this.repo.signupTransaction(async (tx) => {
      if (!(await tx.consumeInvite(firm.id, invite.id, nowIso))) throw invalidInvite();
      await tx.grantApp(user.id, invite.app_type as AppType, nowIso);
    });
    return this.ctx.repos.users.appsOf(user.id);
  }

  private async openInvite(firm: FirmSummary, code: string): Promise<InviteRow> {
    const invite = await this.repo.findOpenInvite(
      firm.id,
      inviteCodeHash(this.ctx, code),
      this.ctx.clock.now().toISOString(),
    );
    if (!invite) throw invalidInvite();
    return invite;
  }

  /** What zod cannot check: phone numbers, the KDF floor, the username's form. */
  private validate(body: SignupBody): { phone: string; recoverPhone: string | null } {
    if (body.username.includes('@')) throw appErrors.validation(messages.usernameNoAt);
    const phone = normalizePhone(body.phoneNumber);
    if (!phone) throw appErrors.validation(messages.phoneInvalid);
    const recoverRaw = body.recoverPhoneNumber?.trim() ?? '';
    const recoverPhone = recoverRaw === '' ? null : normalizePhone(recoverRaw);
    if (recoverRaw !== '' && !recoverPhone) throw appErrors.validation(messages.phoneInvalid);
    try {
      assertKdfParams(body.kdfParams);
    } catch (err) {
      if (err instanceof KdfDowngradeError) throw appErrors.validation(messages.signupKdfTooWeak);
      throw err;
    }
    return { phone, recoverPhone };
  }
}
