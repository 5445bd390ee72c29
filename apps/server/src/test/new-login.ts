import { protectUserKey } from '@guru/vault-crypto';
import type { EmailLogin, KdfParamsDto, NewLoginSalts } from '@guru/shared';
import { deriveCached } from './test-app.js';

/** A new password's wire fields (ADR 0022), derived as the browser does with each name's salt; derivations are cached per process. */
export interface NewLoginFields {
  authKey: string;
  kdfSalt: string;
  kdfParams: KdfParamsDto;
  protectedUserKey: string | null;
  emailLogin: EmailLogin;
}

export async function newLoginFields(
  password: string,
  salts: NewLoginSalts,
  userKey: Uint8Array | null = null,
): Promise<NewLoginFields> {
  const byUsername = await deriveCached(password, salts.usernameSalt);
  const byEmail = await deriveCached(password, salts.emailSalt);
  return {
    authKey: byUsername.authKeyB64,
    kdfSalt: salts.usernameSalt,
    kdfParams: { ...salts.kdf },
    protectedUserKey: userKey ? await protectUserKey(byUsername.wrapKey, userKey) : null,
    emailLogin: {
      kdfSalt: salts.emailSalt,
      authKey: byEmail.authKeyB64,
      protectedUserKey: userKey ? await protectUserKey(byEmail.wrapKey, userKey) : null,
    },
  };
}

/** The same fields without wrapped keys (advisors and the provider have no vault). */
export async function staffLoginFields(
  password: string,
  salts: NewLoginSalts,
): Promise<Omit<NewLoginFields, 'protectedUserKey'>> {
  const { protectedUserKey: _none, ...rest } = await newLoginFields(password, salts, null);
  return rest;
}
