import {
  AppType,
  ErrorCode,
  accessCodeLoginResponse,
  apiPaths,
  extensionMessages as m,
  firmBrandingSchema,
  loginPath,
  loginResponse,
  messages,
  okSchema,
  preloginResponse,
  secondFactorPassedResponse,
  sessionResponse,
  type AccessCodeLoginResponse,
  type MfaChallenge,
} from '@guru/shared';
import {
  deriveLoginKeys,
  importRecordKey,
  openFromSession,
  openProtectedUserKey,
  sealForSession,
} from '@guru/vault-crypto';
import { ExtensionApiError, callApi, endingCodes, lockingCodes } from '../lib/api.js';
import { firmOriginOf } from '../lib/firm-address.js';
import {
  clearSession,
  forgetFirm,
  readLocal,
  readSession,
  writeLocal,
  writeSession,
  type FirmRecord,
  type UnlockRecord,
} from './stores.js';
import { UnlockedVault } from './vault.js';

export const Stage = {
  /** No firm chosen yet. */
  firm: 'firm',
  /** The firm is known; username or e-mail and password. */
  password: 'password',
  /** The SMS or authenticator code. */
  secondFactor: 'secondFactor',
  /** The PIN, after sign-in or after a lock. */
  pin: 'pin',
  /** The PIN was right but this extension holds no sealed key (a session opened by the web app): the password once. */
  vaultPassword: 'vaultPassword',
  unlocked: 'unlocked',
} as const;
export type Stage = (typeof Stage)[keyof typeof Stage];

export interface SessionView {
  stage: Stage;
  firm: FirmRecord | null;
  mfa: MfaChallenge | null;
  fullName: string | null;
  clipboardSeconds: number | null;
}

const app = AppType.password;
const minute = 60_000;
/** Activity is written at most this often (storage writes on every keystroke would be waste). */
const ACTIVITY_WRITE_MS = 5_000;
/** How often an open vault asks the server whether its session is still unlocked. */
const SESSION_CHECK_MS = 15_000;

/**
 * The extension's sign-in chain and unlock, the web app's own (docs/ARCHITECTURE.md, "Sign-in chain";
 * apps/web features/auth vaultKey.ts) run in the service worker: the master password is derived here and
 * only authKey is sent; the wrapKey lives in memory until the PIN; the user key lives in memory as a
 * non-extractable key while unlocked, and in `storage.session` only sealed with the server's unlock secret.
 */
export class ExtensionSession {
  private wrapKey: Uint8Array | null = null;
  private mfa: MfaChallenge | null = null;
  private pendingPin: AccessCodeLoginResponse | null = null;
  private vault: UnlockedVault | null = null;
  private opening: Promise<UnlockedVault | null> | null = null;
  private lastActivityWritten = 0;
  private sessionCheckedAt = 0;

  /** Called when the vault is dropped (lock, sign-out), so that open menus and prompts can be told. */
  constructor(private readonly onLocked: () => void) {}

  async firm(): Promise<FirmRecord | null> {
    return (await readLocal()).firm ?? null;
  }

  private async requireFirm(): Promise<FirmRecord> {
    const firm = await this.firm();
    if (!firm) throw new ExtensionApiError(400, ErrorCode.VALIDATION, m.firmAddressInvalid);
    return firm;
  }

  async view(): Promise<SessionView> {
    const [local, session] = await Promise.all([readLocal(), readSession()]);
    const firm = local.firm ?? null;
    const clipboardSeconds = local.clipboardSeconds ?? null;
    const base = { firm, mfa: this.mfa, clipboardSeconds, fullName: session.unlock?.fullName ?? null };
    if (!firm) return { ...base, stage: Stage.firm };
    if (this.pendingPin) return { ...base, stage: Stage.vaultPassword };
    if (this.mfa) return { ...base, stage: Stage.secondFactor };
    if (this.wrapKey) return { ...base, stage: Stage.pin };
    // The popup opened: the server is asked at once whether the session is still unlocked.
    const vault = await this.unlockedVault(true);
    if (vault) return { ...base, stage: Stage.unlocked };
    if (session.unlock) return { ...base, stage: Stage.pin };
    return { ...base, stage: await this.serverStage(firm) };
  }

  /** What the server says of a session this extension did not sign in (the web app's, at the same address). */
  private async serverStage(firm: FirmRecord): Promise<Stage> {
    try {
      const session = await callApi(firm.origin, apiPaths.session, {
        query: { appType: app },
        schema: sessionResponse,
      });
      if (session.stage === 'second_factor' && session.mfa) {
        this.mfa = session.mfa;
        return Stage.secondFactor;
      }
      if (session.stage === 'pin' || session.stage === 'active') return Stage.pin;
    } catch {
      // Unreachable: sign in again.
    }
    return Stage.password;
  }

  async chooseFirm(address: string): Promise<void> {
    const origin = firmOriginOf(address);
    if (!origin) throw new ExtensionApiError(400, ErrorCode.VALIDATION, m.firmAddressInvalid);
    let branding;
    try {
      branding = await callApi(origin, apiPaths.firmBranding, { schema: firmBrandingSchema });
    } catch (error) {
      if (error instanceof ExtensionApiError && error.status === 0) throw error;
      throw new ExtensionApiError(404, ErrorCode.UNKNOWN_FIRM, m.firmUnknown);
    }
    await writeLocal({ firm: { origin, name: branding.name, logoUrl: branding.logoUrl } });
  }

  async changeFirm(): Promise<void> {
    await this.signOut();
    await forgetFirm();
  }

  async signIn(username: string, password: string): Promise<void> {
    const firm = await this.requireFirm();
    const { kdf, salt } = await callApi(firm.origin, apiPaths.prelogin, {
      body: { username },
      schema: preloginResponse,
    });
    const keys = await deriveLoginKeys(password, salt, kdf);
    try {
      const response = await callApi(firm.origin, loginPath(app), {
        body: { username, authKey: keys.authKeyB64, appType: app },
        schema: loginResponse,
      });
      this.dropWrapKey();
      this.wrapKey = keys.wrapKey;
      this.mfa = response.mfa;
    } catch (error) {
      keys.wrapKey.fill(0);
      throw error;
    }
  }

  async verifyCode(code: string): Promise<void> {
    const firm = await this.requireFirm();
    if (this.mfa?.method === 'totp') {
      await callApi(firm.origin, apiPaths.verifyBarCode, {
        body: { verifyCode: code, appType: app },
        schema: secondFactorPassedResponse,
      });
    } else {
      await callApi(firm.origin, apiPaths.verifyCode, {
        body: { code, appType: app },
        schema: secondFactorPassedResponse,
      });
    }
    this.mfa = null;
  }

  /**
   * The PIN (after sign-in, after a lock): the server checks it (counting the tries) and answers the unlock
   * secret and the wrapped user key, as to the web app's PIN step.
   */
  async unlock(pin: string): Promise<void> {
    const firm = await this.requireFirm();
    const response = await callApi(firm.origin, apiPaths.accessCodeLogin, {
      body: { pinCode: pin, appType: app },
      schema: accessCodeLoginResponse,
    });
    await this.openWith(firm, response);
  }

  private async openWith(firm: FirmRecord, response: AccessCodeLoginResponse): Promise<void> {
    if (response.user.scope !== 'client' || !response.protectedUserKey) {
      this.dropWrapKey();
      throw new ExtensionApiError(403, ErrorCode.FORBIDDEN, m.clientsOnly);
    }
    const wrapKey = this.wrapKey;
    this.wrapKey = null;
    let userKey: Uint8Array | null = null;
    try {
      if (wrapKey) userKey = await openProtectedUserKey(wrapKey, response.protectedUserKey);
      else {
        const sealed = (await readSession()).unlock?.sealed;
        if (sealed) userKey = await openFromSession(response.unlockSecret, sealed).catch(() => null);
      }
    } finally {
      wrapKey?.fill(0);
    }
    if (!userKey) {
      this.pendingPin = response;
      return;
    }
    await this.keep(firm, response, userKey);
  }

  /** The password once, for a session whose key this extension never held (ADR 0033's VaultPasswordForm). */
  async openWithPassword(password: string): Promise<void> {
    const firm = await this.requireFirm();
    const response = this.pendingPin;
    if (!response?.protectedUserKey)
      throw new ExtensionApiError(400, ErrorCode.VALIDATION, messages.invalidInput);
    const name = response.loginName === 'email' ? response.user.email : response.user.username;
    const { kdf, salt } = await callApi(firm.origin, apiPaths.prelogin, {
      body: { username: name },
      schema: preloginResponse,
    });
    const { wrapKey } = await deriveLoginKeys(password, salt, kdf);
    let userKey: Uint8Array;
    try {
      userKey = await openProtectedUserKey(wrapKey, response.protectedUserKey);
    } catch {
      throw new ExtensionApiError(400, ErrorCode.VALIDATION, messages.passwordLabel);
    } finally {
      wrapKey.fill(0);
    }
    this.pendingPin = null;
    await this.keep(firm, response, userKey);
  }

  private async keep(
    firm: FirmRecord,
    response: AccessCodeLoginResponse,
    userKey: Uint8Array,
  ): Promise<void> {
    try {
      const record: UnlockRecord = {
        userId: response.user.id,
        sealed: await sealForSession(response.unlockSecret, userKey),
        fullName: `${response.user.firstName} ${response.user.lastName}`.trim(),
        pinIdleMinutes: response.user.pinTimeInMinute,
        logoutIdleMinutes: response.user.logoutTimeInMinute,
        locked: false,
      };
      const key = await importRecordKey(userKey);
      await writeSession({ unlock: record, lastActivity: Date.now() });
      this.pendingPin = null;
      this.vault = null;
      this.sessionCheckedAt = Date.now();
      this.opening = UnlockedVault.open({ firmOrigin: firm.origin, userId: record.userId, key }).then(
        (vault) => (this.vault = vault),
      );
      await this.opening;
    } finally {
      userKey.fill(0);
    }
  }

  /**
   * The unlocked vault, reopened after a service-worker restart from the sealed key and the server's unlock
   * secret (ADR 0033's reload); null when locked, idle past the PIN idle time, or signed out.
   */
  async unlockedVault(checkServer = false): Promise<UnlockedVault | null> {
    const unlock = await this.checkIdle();
    if (!unlock) return null;
    if (this.vault) return (await this.lockedElsewhere(checkServer)) ? null : this.vault;
    this.opening ??= this.reopen(unlock).finally(() => (this.opening = null));
    return this.opening;
  }

  /**
   * Whether the session was locked or ended by something sharing it (the web app's idle lock, its Log out):
   * asked of the server at most every SESSION_CHECK_MS (`GET /auth/session`, which is not activity).
   */
  private async lockedElsewhere(force = false): Promise<boolean> {
    const now = Date.now();
    // The popup opening always asks: a lock made elsewhere a moment ago must show at once.
    if (!force && now - this.sessionCheckedAt < SESSION_CHECK_MS) return false;
    this.sessionCheckedAt = now;
    const firm = await this.firm();
    if (!firm) return false;
    let stage: string;
    try {
      stage = (
        await callApi(firm.origin, apiPaths.session, { query: { appType: app }, schema: sessionResponse })
      ).stage;
    } catch {
      // Unreachable: the next call that needs the server will tell.
      return false;
    }
    if (stage === 'active') return false;
    if (stage === 'pin') await this.lock();
    else await this.forgetSession();
    return true;
  }

  /**
   * The idle timers (the user's PIN and logout idle times, from the last use of the extension): past the first
   * the key is dropped, past the second the session is signed out. Answers the unlock record while it is open.
   */
  async checkIdle(): Promise<UnlockRecord | null> {
    const session = await readSession();
    const unlock = session.unlock;
    if (!unlock || unlock.locked) {
      this.vault = null;
      return null;
    }
    const idle = Date.now() - (session.lastActivity ?? 0);
    if (idle > unlock.logoutIdleMinutes * minute) {
      await this.signOut();
      return null;
    }
    if (idle > unlock.pinIdleMinutes * minute) {
      await this.lock(true);
      return null;
    }
    return unlock;
  }

  private async reopen(unlock: UnlockRecord): Promise<UnlockedVault | null> {
    const firm = await this.firm();
    if (!firm) return null;
    try {
      const response = await callApi(firm.origin, apiPaths.unlockSecret, {
        body: { appType: app },
        schema: accessCodeLoginResponse,
      });
      const userKey = await openFromSession(response.unlockSecret, unlock.sealed);
      const key = await importRecordKey(userKey);
      userKey.fill(0);
      this.vault = await UnlockedVault.open({ firmOrigin: firm.origin, userId: unlock.userId, key });
      this.sessionCheckedAt = Date.now();
      return this.vault;
    } catch (error) {
      await this.handleRefusal(error);
      return null;
    }
  }

  /** A refusal that locks (PIN_REQUIRED) or ends the session (expired, signed out elsewhere) does so here too. */
  async handleRefusal(error: unknown): Promise<void> {
    if (!(error instanceof ExtensionApiError)) return;
    if (lockingCodes.has(error.code)) await this.lock();
    else if (endingCodes.has(error.code)) await this.forgetSession();
  }

  /** A person used the extension (popup, inline menu): the idle timers start again. */
  async touch(): Promise<void> {
    const now = Date.now();
    if (now - this.lastActivityWritten < ACTIVITY_WRITE_MS) return;
    this.lastActivityWritten = now;
    await writeSession({ lastActivity: now });
  }

  /**
   * Drops the key. `tellServer` (Lock, the idle PIN lock) also sends the session back to its PIN step at the
   * server (`POST /auth/lock`), so the web app's tabs at the same address lock too; a lock that the server
   * announced (PIN_REQUIRED) needs no call.
   */
  async lock(tellServer = false): Promise<void> {
    this.vault = null;
    this.dropWrapKey();
    const unlock = (await readSession()).unlock;
    if (unlock && !unlock.locked) await writeSession({ unlock: { ...unlock, locked: true } });
    this.onLocked();
    const firm = tellServer ? await this.firm() : null;
    if (firm && unlock) {
      await callApi(firm.origin, apiPaths.lock, { body: { appType: app }, schema: okSchema }).catch(
        () => null,
      );
    }
  }

  async signOut(): Promise<void> {
    const firm = await this.firm();
    if (firm) {
      await callApi(firm.origin, apiPaths.logout, { body: { appType: app }, schema: okSchema }).catch(
        () => null,
      );
    }
    await this.forgetSession();
  }

  private async forgetSession(): Promise<void> {
    this.vault = null;
    this.mfa = null;
    this.pendingPin = null;
    this.dropWrapKey();
    await clearSession();
    this.onLocked();
  }

  private dropWrapKey(): void {
    this.wrapKey?.fill(0);
    this.wrapKey = null;
  }
}
