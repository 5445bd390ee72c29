import type { AuditEventKind } from '@guru/shared';
import { appendAuditEvent, auditActorOf } from '../audit/audit.js';
import { Readable } from 'node:stream';
import {
  ErrorCode,
  accountSettingsLimits,
  accountSettingsMessages as m,
  formatMessage,
  messages,
  normalizePhone,
  phoneHint,
  type AccountSettings,
  type AppType,
  type SettingsIdleTimesBody,
  type NewLoginSalts,
  type SettingsNewPasswordBody,
  type SettingsYourInfoBody,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { AppError, appErrors } from '../../lib/app-error.js';
import { hashSecret, verifySecret } from '../../infra/crypto/hashing.js';
import { BlobNotFoundError } from '../../infra/storage/storage-errors.js';
import { loginKey } from '../auth/login.service.js';
import { openPasswordLock } from '../auth/password-lockout.js';
import { newLoginColumns, newLoginSalts, realmOfUser } from '../auth/login-names.js';
import { confirmPin } from '../auth/pin.service.js';
import type { LoadedSession } from '../auth/session.service.js';
import { clientObjectPrefix } from '../documents/documents-storage.js';
import type { FirmSummary } from '../firms/firms.repository.js';
import type { UserRow } from '../users/users.repository.js';
import type { AccountSettingsRepository } from './account-settings.repository.js';
import { photoInfoOf, type PhotoType } from './photo-image.js';
import type { SettingsCodes } from './settings-codes.service.js';

/** The caller's own account, as the access scope found it (appClient: a client of the session's firm). */
export interface OwnAccount {
  loaded: LoadedSession;
  firm: FirmSummary;
}

/**
 * The photo sits under the user's own prefix of the encrypted file store, so that deleting the client
 * (or the firm) removes it with their documents (ADR 0020).
 */
export function photoObjectKey(firmId: string, userId: string): string {
  return `${clientObjectPrefix(firmId, userId)}/account-photo`;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Account settings of a signed-in client: every rule works on the caller's own row only. */
export class AccountSettingsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: AccountSettingsRepository,
    private readonly codes: SettingsCodes,
  ) {}

  private nowIso(): string {
    return this.ctx.clock.now().toISOString();
  }

  /** The row as it is now (the session's copy may predate a change made in this request chain). */
  private async fresh(own: OwnAccount): Promise<UserRow> {
    const user = await this.ctx.repos.users.findById(own.loaded.user.id);
    if (!user || user.firm_id !== own.firm.id) throw appErrors.unauthenticated();
    return user;
  }

  private async notify(
    user: UserRow,
    firm: FirmSummary,
    subject: string,
    template: string,
    extra: Record<string, string> = {},
  ): Promise<void> {
    const text = formatMessage(template, {
      name: `${user.first_name} ${user.last_name}`.trim(),
      firm: firm.name,
      username: user.username,
      date: this.nowIso().slice(0, 16).replace('T', ' '),
      ...extra,
    });
    await this.ctx.mailer.send({ to: user.email, firmId: firm.id, subject, text });
  }

  async read(own: OwnAccount): Promise<AccountSettings> {
    const user = await this.fresh(own);
    return {
      firstName: user.first_name,
      lastName: user.last_name,
      username: user.username,
      email: user.email,
      phoneNumber: user.phone_number,
      recoverPhoneNumber: user.recover_phone_number,
      enableNotification: user.enable_notification === 1,
      pinTimeInMinute: user.pin_time_minutes,
      logoutTimeInMinute: user.logout_time_minutes,
      photoVersion: user.photo_updated_at ? String(new Date(user.photo_updated_at).getTime()) : null,
      protectedUserKey: user.protected_user_key,
    };
  }

  /** "Your Info": names, the e-mail toggle, the optional alternate phone (mobile only, not the cell phone). */
  async saveYourInfo(own: OwnAccount, body: SettingsYourInfoBody): Promise<AccountSettings> {
    const user = await this.fresh(own);
    const raw = body.recoverPhoneNumber?.trim() ?? '';
    const alternate = raw === '' ? null : normalizePhone(raw);
    if (raw !== '' && !alternate) throw appErrors.validation(messages.phoneInvalid);
    if (alternate && alternate === user.phone_number)
      throw appErrors.validation(m.settingsAlternatePhoneSameAsCell);
    await this.repo.updateOwn(
      user.id,
      own.firm.id,
      {
        first_name: body.firstName,
        last_name: body.lastName,
        enable_notification: body.enableNotification ? 1 : 0,
        recover_phone_number: alternate,
      },
      this.nowIso(),
    );
    return this.read(own);
  }

  /** Idle PIN lock and logout within the recommended ranges (the schema), the logout after the lock; the running session uses them at once. */
  async saveIdleTimes(own: OwnAccount, body: SettingsIdleTimesBody): Promise<AccountSettings> {
    if (body.pinTimeInMinute >= body.logoutTimeInMinute) throw appErrors.validation(m.settingsIdleOrder);
    await this.repo.updateOwn(
      own.loaded.user.id,
      own.firm.id,
      { pin_time_minutes: body.pinTimeInMinute, logout_time_minutes: body.logoutTimeInMinute },
      this.nowIso(),
    );
    return this.read(own);
  }

  /** A png or jpeg told by its bytes, at most 5 MB and 200 × 200 pixels (the browser resizes it first). */
  async savePhoto(own: OwnAccount, body: unknown): Promise<AccountSettings> {
    if (!Buffer.isBuffer(body) || body.length === 0)
      throw new AppError(ErrorCode.UNSUPPORTED_FILE_TYPE, m.settingsPhotoWrongType);
    if (body.length > accountSettingsLimits.photoMaxBytes)
      throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, m.settingsPhotoTooLarge);
    const info = photoInfoOf(body);
    if (!info) throw new AppError(ErrorCode.UNSUPPORTED_FILE_TYPE, m.settingsPhotoWrongType);
    const max = accountSettingsLimits.photoSizePx;
    if (info.width > max || info.height > max) throw appErrors.validation(m.settingsPhotoTooWide);
    const user = own.loaded.user;
    await this.ctx.files.put(photoObjectKey(own.firm.id, user.id), Readable.from([body]));
    await this.repo.updateOwn(user.id, own.firm.id, { photo_updated_at: this.nowIso() }, this.nowIso());
    return this.read(own);
  }

  /** The caller's photo and its type (told by its bytes again); NOT_FOUND without one. */
  async readPhoto(own: OwnAccount): Promise<{ type: PhotoType; bytes: Buffer }> {
    const user = await this.fresh(own);
    if (!user.photo_updated_at) throw appErrors.notFound();
    let bytes: Buffer;
    try {
      bytes = await readAll(await this.ctx.files.get(photoObjectKey(own.firm.id, user.id)));
    } catch (err) {
      if (err instanceof BlobNotFoundError) throw appErrors.notFound();
      throw err;
    }
    const info = photoInfoOf(bytes);
    if (!info) throw appErrors.notFound();
    return { type: info.type, bytes };
  }

  /** Codes to the current cell phone (and the alternate phone) and to the new number. */
  async startPhoneChange(
    own: OwnAccount,
    phoneNumber: string,
  ): Promise<{ phoneHint: string; alternateHint: string | null }> {
    const user = await this.fresh(own);
    const phone = normalizePhone(phoneNumber);
    if (!phone) throw appErrors.validation(messages.phoneInvalid);
    if (phone === user.phone_number) throw appErrors.validation(m.settingsPhoneUnchanged);
    await this.codes.start({ ...own.loaded, user }, own.firm, 'phone', phone);
    const alternate =
      user.recover_phone_number && user.recover_phone_number !== user.phone_number
        ? user.recover_phone_number
        : null;
    return {
      phoneHint: phoneHint(user.phone_number),
      alternateHint: alternate ? phoneHint(alternate) : null,
    };
  }

  /** Both codes right: the new number becomes the cell phone; the user is told by e-mail. */
  async confirmPhoneChange(own: OwnAccount, oldCode: string, newCode: string): Promise<AccountSettings> {
    const newPhone = await this.codes.takePhoneChange(own.loaded, oldCode, newCode);
    const user = await this.fresh(own);
    await this.repo.updateOwn(
      user.id,
      own.firm.id,
      {
        phone_number: newPhone,
        ...(user.recover_phone_number === newPhone ? { recover_phone_number: null } : {}),
      },
      this.nowIso(),
    );
    await this.audit(own, 'account.phone_changed');
    await this.notify(user, own.firm, m.settingsPhoneMailSubject, m.settingsPhoneMailText, {
      last4: newPhone.slice(-4),
    });
    return this.read(own);
  }

  /**
   * Step 1 of a master password change: the current password (its authKey), counted like a sign-in's
   * (5 wrong lock the account and end this session). Then the SMS code is sent; the wrapped user key is
   * returned so that the browser can open it with the current password's wrapKey, with the salts the new
   * password is derived with (one per login name, ADR 0022).
   */
  async startPasswordChange(
    own: OwnAccount,
    authKey: string,
  ): Promise<{ phoneHint: string; protectedUserKey: string | null; salts: NewLoginSalts }> {
    const user = await this.fresh(own);
    const endThisSession = () => this.ctx.repos.sessions.delete(own.loaded.session.id);
    // Counted as a sign-in's password step (ADR 0003): per account and address, and per account with the
    // mailed unlock link at the account-wide ceiling. A lock ends this session.
    const attempt = {
      firm: own.firm,
      name: loginKey(user.username),
      user,
      appType: own.loaded.session.app_type as AppType,
      ip: own.loaded.session.ip,
    };
    const lock = await openPasswordLock(this.ctx, attempt).catch(async (error: unknown) => {
      await endThisSession();
      throw error;
    });
    if (!(await verifySecret(user.auth_hash, authKey))) {
      const error = await lock.failed();
      if (error.code !== ErrorCode.ACCOUNT_LOCKED)
        throw new AppError(ErrorCode.INVALID_CREDENTIALS, m.settingsPasswordWrong);
      await endThisSession();
      throw error;
    }
    await lock.succeeded();
    await this.codes.start({ ...own.loaded, user }, own.firm, 'password');
    return {
      phoneHint: phoneHint(user.phone_number),
      protectedUserKey: user.protected_user_key,
      salts: newLoginSalts(this.ctx, realmOfUser(user), user.username, user.email),
    };
  }

  /**
   * Step 1 of a PIN change (and the check before a new recovery code): the current PIN, counted like the
   * PIN step's (ADR 0027): 5 wrong end the session, and wrong PINs count toward the account's PIN lock.
   */
  private async checkPin(own: OwnAccount, pin: string): Promise<UserRow> {
    await confirmPin(this.ctx, own.loaded, pin);
    return this.fresh(own);
  }

  async startPinChange(own: OwnAccount, pin: string): Promise<{ phoneHint: string }> {
    const user = await this.checkPin(own, pin);
    await this.codes.start({ ...own.loaded, user }, own.firm, 'pin');
    return { phoneHint: phoneHint(user.phone_number) };
  }

  async verifyCode(own: OwnAccount, step: 'password' | 'pin', code: string): Promise<void> {
    await this.codes.verify(own.loaded, step, code);
  }

  async resendCode(own: OwnAccount, step: 'password' | 'pin'): Promise<{ phoneHint: string }> {
    const user = await this.fresh(own);
    await this.codes.resend({ ...own.loaded, user }, own.firm, step);
    return { phoneHint: phoneHint(user.phone_number) };
  }

  /**
   * The new master password, made in the browser (rekeyUserKey): a new salt, verifier input and wrapped
   * user key. Every other session of the user ends; this one goes on (its sealed key still opens).
   */
  async changePassword(own: OwnAccount, body: SettingsNewPasswordBody): Promise<void> {
    const user = await this.fresh(own);
    if (user.protected_user_key && !body.protectedUserKey) throw appErrors.validation(messages.invalidInput);
    // The KDF floor, the names' salts and both credentials (ADR 0022), checked before the code is used.
    const login = await newLoginColumns(
      this.ctx,
      { realm: realmOfUser(user), username: user.username, email: user.email, current: user },
      body,
    );
    await this.codes.takeVerified(own.loaded, 'password');
    await this.repo.replaceLogin(user.id, own.firm.id, own.loaded.session.id, login, this.nowIso());
    await this.audit(own, 'account.password_changed');
    await this.notify(user, own.firm, m.settingsPasswordMailSubject, m.settingsPasswordMailText);
  }

  async changePin(own: OwnAccount, pin: string): Promise<void> {
    const user = await this.fresh(own);
    await this.codes.takeVerified(own.loaded, 'pin');
    await this.repo.updateOwn(user.id, own.firm.id, { pin_hash: await hashSecret(pin) }, this.nowIso());
    await this.audit(own, 'account.pin_changed');
    await this.notify(user, own.firm, m.settingsPinMailSubject, m.settingsPinMailText);
  }

  /** A new Emergency Kit after the PIN: the old recoveryUserKey is replaced at once (the old code opens nothing). */
  async replaceRecoveryCode(own: OwnAccount, pin: string, recoveryUserKey: string): Promise<void> {
    const user = await this.checkPin(own, pin);
    if (!user.protected_user_key) throw appErrors.validation(m.settingsRecoveryNoVault);
    await this.repo.updateOwn(user.id, own.firm.id, { recovery_user_key: recoveryUserKey }, this.nowIso());
    await this.audit(own, 'account.recovery_code_renewed');
    await this.notify(user, own.firm, m.settingsRecoveryMailSubject, m.settingsRecoveryMailText);
  }

  /** The change in the firm's trail (ADR 0048): who, which app, from where; never the new secret or number. */
  private async audit(own: OwnAccount, kind: AuditEventKind): Promise<void> {
    await appendAuditEvent(this.ctx, own.firm.id, {
      kind,
      actor: auditActorOf(own.loaded.user),
      subject: { type: 'user', id: own.loaded.user.id },
      detail: { app: own.loaded.session.app_type },
      ip: own.loaded.session.ip,
    });
  }
}
