import {
  ErrorCode,
  formatMessage,
  messages,
  passkeyLimits,
  passkeysMessages as pm,
  phoneHint,
  type PasskeyList,
  type PasskeyRegistrationResponse,
  type PasskeyStartResponse,
  type PasskeySummary,
} from '@guru/shared';
import crypto from 'node:crypto';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { checkSignInCode } from '../auth/lockout.js';
import { confirmPin } from '../auth/pin.service.js';
import { checkTotp, usesTotp } from '../auth/second-factor.service.js';
import type { LoadedSession } from '../auth/session.service.js';
import type { FirmSummary } from '../firms/firms.repository.js';
import { registrationOptions, verifyRegistration } from '../passkeys/ceremonies.js';
import type { PasskeyRow } from '../passkeys/passkeys.repository.js';
import type { RelyingParty } from '../passkeys/relying-party.js';
import type { SettingsCodes } from './settings-codes.service.js';
import { appendAuditEvent, auditActorOf } from '../audit/audit.js';

/** The signed-in person at their firm's address (the relying party). */
export interface PasskeyOwner {
  loaded: LoadedSession;
  firm: FirmSummary;
  rp: RelyingParty;
}

function present(row: PasskeyRow): PasskeySummary {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    unlocksVault: row.prf_user_key !== null,
    prfSupported: row.prf_supported === 1,
  };
}

const notFound = () => new AppError(ErrorCode.NOT_FOUND, pm.passkeyNotFound);

/**
 * A person's passkeys in Account Settings (ADR 0044): added after the PIN and a fresh code (a client's
 * texted one, an advisor's authenticator code), named, listed with their last use, removed after the PIN;
 * several per person. Adding and removing are e-mailed.
 */
export class PasskeysSettings {
  constructor(
    private readonly ctx: AppContext,
    private readonly codes: SettingsCodes,
  ) {}

  async list(owner: PasskeyOwner): Promise<PasskeyList> {
    const rows = await this.ctx.repos.passkeys.listOfUser(owner.loaded.user.id);
    return { passkeys: rows.map(present) };
  }

  /** The PIN, then the fresh code: texted to a client; an advisor types their authenticator's. */
  async start(owner: PasskeyOwner, pin: string): Promise<PasskeyStartResponse> {
    await confirmPin(this.ctx, owner.loaded, pin);
    const { user } = owner.loaded;
    if (usesTotp(user)) return { method: 'totp', phoneHint: null };
    await this.codes.start(owner.loaded, owner.firm, 'passkey');
    return { method: 'sms', phoneHint: phoneHint(user.phone_number) };
  }

  async resend(owner: PasskeyOwner): Promise<PasskeyStartResponse> {
    const { user } = owner.loaded;
    if (usesTotp(user)) throw new AppError(ErrorCode.VALIDATION, messages.enterTotpCode);
    await this.codes.resend(owner.loaded, owner.firm, 'passkey');
    return { method: 'sms', phoneHint: phoneHint(user.phone_number) };
  }

  async verifyCode(owner: PasskeyOwner, code: string): Promise<void> {
    const { loaded } = owner;
    if (!usesTotp(loaded.user)) {
      await this.codes.verify(loaded, 'passkey', code);
      return;
    }
    await checkSignInCode(
      this.ctx,
      loaded,
      () => checkTotp(this.ctx, loaded.user, code),
      messages.codeInvalid,
    );
    await this.codes.putVerified(loaded, 'passkey');
  }

  /** The options of the new passkey, once the fresh code is verified (it is used by the passkey's answer). */
  async options(owner: PasskeyOwner): Promise<Record<string, unknown>> {
    if (!(await this.codes.isVerified(owner.loaded, 'passkey')))
      throw new AppError(ErrorCode.VALIDATION, pm.passkeyChallengeExpired);
    const { user, session } = owner.loaded;
    const existing = await this.ctx.repos.passkeys.listOfUser(user.id);
    if (existing.length >= passkeyLimits.perUser) throw new AppError(ErrorCode.CONFLICT, pm.passkeyLimit);
    return registrationOptions(
      this.ctx,
      { firmId: owner.firm.id, rp: owner.rp, userId: user.id, sessionId: session.id },
      {
        username: user.username,
        displayName: `${user.first_name} ${user.last_name}`.trim() || user.username,
      },
      existing,
    );
  }

  async create(
    owner: PasskeyOwner,
    name: string,
    response: PasskeyRegistrationResponse,
  ): Promise<PasskeySummary> {
    const { user, session } = owner.loaded;
    await this.codes.takeVerified(owner.loaded, 'passkey');
    if ((await this.ctx.repos.passkeys.countOfUser(user.id)) >= passkeyLimits.perUser)
      throw new AppError(ErrorCode.CONFLICT, pm.passkeyLimit);
    const credential = await verifyRegistration(
      this.ctx,
      { firmId: owner.firm.id, rp: owner.rp, userId: user.id, sessionId: session.id },
      response,
    );
    if (await this.ctx.repos.passkeys.findByCredential(owner.firm.id, credential.credentialId))
      throw new AppError(ErrorCode.CONFLICT, pm.passkeyAlreadyAdded);
    const row: PasskeyRow = {
      id: crypto.randomUUID(),
      user_id: user.id,
      firm_id: owner.firm.id,
      rp_id: owner.rp.id,
      credential_id: credential.credentialId,
      public_key: credential.publicKey,
      counter: credential.counter,
      transports: JSON.stringify(credential.transports),
      name,
      prf_supported: credential.prfSupported ? 1 : 0,
      prf_user_key: null,
      created_at: this.ctx.clock.now().toISOString(),
      last_used_at: null,
    };
    await this.ctx.repos.passkeys.insert(row);
    await this.audit(owner, 'passkey.added', row.id, name);
    await this.notify(owner, pm.passkeyAddedMailSubject, pm.passkeyAddedMailText, name);
    return present(row);
  }

  async rename(owner: PasskeyOwner, id: string, name: string): Promise<void> {
    if (!(await this.ctx.repos.passkeys.rename(owner.loaded.user.id, id, name))) throw notFound();
  }

  /** The user key wrapped under the passkey's PRF key (made in the browser): the passkey can open the vault. */
  async setPrfUserKey(owner: PasskeyOwner, id: string, prfUserKey: string): Promise<void> {
    if (!(await this.ctx.repos.passkeys.setPrfUserKey(owner.loaded.user.id, id, prfUserKey)))
      throw notFound();
  }

  /** After the PIN: the passkey and its PRF wrap go; it no longer signs in nor opens the vault. */
  async remove(owner: PasskeyOwner, id: string, pin: string): Promise<void> {
    await confirmPin(this.ctx, owner.loaded, pin);
    const removed = await this.ctx.repos.passkeys.delete(owner.loaded.user.id, id);
    if (!removed) throw notFound();
    await this.audit(owner, 'passkey.removed', id, removed.name);
    await this.notify(owner, pm.passkeyRemovedMailSubject, pm.passkeyRemovedMailText, removed.name);
  }

  /** The firm's audit trail (ADR 0048); the provider's staff have no firm's trail. */
  private async audit(
    owner: PasskeyOwner,
    kind: 'passkey.added' | 'passkey.removed',
    passkeyId: string,
    name: string,
  ): Promise<void> {
    const { user, session } = owner.loaded;
    if (user.firm_id !== owner.firm.id) return;
    await appendAuditEvent(this.ctx, owner.firm.id, {
      kind,
      actor: auditActorOf(user),
      subject: { type: 'passkey', id: passkeyId },
      detail: { name },
      ip: session.ip,
    });
  }

  private async notify(
    owner: PasskeyOwner,
    subject: string,
    template: string,
    passkey: string,
  ): Promise<void> {
    const { user } = owner.loaded;
    const text = formatMessage(template, {
      name: `${user.first_name} ${user.last_name}`.trim(),
      firm: owner.firm.name,
      username: user.username,
      passkey,
      date: this.ctx.clock.now().toISOString().slice(0, 16).replace('T', ' '),
    });
    await this.ctx.mailer.send({ to: user.email, firmId: owner.firm.id, subject, text });
  }
}
