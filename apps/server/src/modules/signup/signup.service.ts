import { ErrorCode, messages, normalizePhone, type AppType, type SignupBody, type SignupResponse } from '@guru/shared';
import { KdfDowngradeError, assertKdfParams } from '@guru/vault-crypto';
import type { AppContext } from '../../app-context.js';
import { constraintViolation } from '../../db/constraint-violation.js';
import { RoleId } from '../../db/tables/users.table.js';
import type { DbHandle } from '../../db/transaction.js';
import { AppError, appErrors } from '../../lib/app-error.js';
import type { FirmSummary } from '../firms/firms.repository.js';
import type { LoadedSession } from '../auth/session.service.js';
import { createUser } from '../users/users.service.js';
import type { NewUserRow } from '../users/users.repository.js';
import { attachWaitingShares } from '../documents/sharing/share-invites.js';
import { inviteCodeHash, invalidInvite } from '../invites/invites.service.js';
import type { InviteRow } from '../invites/invites.repository.js';
import { RedeemingUsersRepository, type SignupRepository } from './signup.repository.js';

const alreadyRegistered = () => new AppError(ErrorCode.ALREADY_REGISTERED, messages.alreadyRegistered);
const usernameTaken = () => new AppError(ErrorCode.USERNAME_TAKEN, messages.usernameTaken);
const isAccount = (status: string) => status === 'active' || status === 'disabled';

/** The role an invite signs up: a second user (client_id set), a third party (a document was shared with a new e-mail), else a client. */
function inviteRole(invite: InviteRow): RoleId {
  if (invite.client_id) return RoleId.secondUser;
  return invite.third_party === 1 ? RoleId.sharedUser : RoleId.client;
}

/**
 * Sign-up with an invite code, and accepting an invite with an existing account. The server gets
 * only what the browser derived (authKey, salt, KDF parameters, wrapped vault keys): zero knowledge.
 */
export class SignupService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: SignupRepository,
  ) {}

  async signup(firm: FirmSummary, body: SignupBody): Promise<SignupResponse> {
    const invite = await this.openInvite(firm, body.code);
    if (invite.app_type !== body.appType) throw invalidInvite();
    const emailKey = body.email.toLowerCase();
    if (emailKey !== invite.email_key) throw appErrors.validation(messages.signupEmailMismatch);
    const known = await this.repo.findUserByEmail(firm.id, emailKey);
    if (known && isAccount(known.status)) throw alreadyRegistered();

    const input = this.validate(body);
    const usernameKey = body.username.trim().toLowerCase();
    // Names and e-mails share the sign-in field: the name must not be anyone's name or e-mail.
    if (await this.ctx.repos.users.findForLogin(firm.id, usernameKey)) throw usernameTaken();
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
    const attach = (trx: DbHandle, row: NewUserRow) => attachWaitingShares(trx, { id: row.id, firmId: firm.id, emailKey }).then(() => undefined);
    const users = new RedeemingUsersRepository(this.ctx.db.kysely, redeem, attach);
    let id: string;
    try {
      id = await createUser(
        { ...this.ctx, repos: { ...this.ctx.repos, users } },
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
          recoveryUserKey: body.recoveryUserKey,
          apps: [appType],
          ownerUserId: invite.client_id,
        },
      );
    } catch (err) {
      // A race lost to another sign-up: the username or the e-mail was taken meanwhile.
      if (constraintViolation(err) !== 'unique') throw err;
      throw (await this.ctx.repos.users.findForLogin(firm.id, usernameKey)) ? usernameTaken() : alreadyRegistered();
    }
    return { user: { id, username: body.username.trim(), email: invite.email, roleId, apps: [appType] } };
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
    const invite = await this.repo.findOpenInvite(firm.id, inviteCodeHash(this.ctx, code), this.ctx.clock.now().toISOString());
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
