import { KDF_DEFAULTS, deriveLoginKeys, type KdfParams } from './kdf.js';
import { protectUserKey } from './user-key.js';

/** The salts a new password is derived with, one per login name (ADR 0022), as the server hands them out. */
export interface NameSalts {
  kdf: KdfParams;
  usernameSalt: string;
  emailSalt: string;
}

/** One login name's keys: authKey goes to the server, wrapKey never leaves the browser. */
export interface NameKeys {
  kdfSalt: string;
  authKey: string;
  wrapKey: Uint8Array;
}

/** One login name's credential as sent: its salt, its authKey and the user key wrapped under its wrapKey. */
export interface NameCredential {
  kdfSalt: string;
  authKey: string;
  protectedUserKey: string | null;
}

export interface CredentialsForNames {
  kdfParams: KdfParams;
  username: NameCredential;
  email: NameCredential;
}

/**
 * Both names' keys from one password: two Argon2id derivations, each with its name's salt, so the
 * username and the e-mail have unrelated salts and verifiers. The caller wipes the wrap keys.
 */
export async function deriveKeysForNames(
  password: string,
  salts: NameSalts,
  opts?: { minimum?: KdfParams },
): Promise<{ kdfParams: KdfParams; username: NameKeys; email: NameKeys }> {
  const kdfParams = { ...salts.kdf };
  const username = await deriveLoginKeys(password, salts.usernameSalt, kdfParams, {
    minimum: opts?.minimum ?? KDF_DEFAULTS,
  });
  const email = await deriveLoginKeys(password, salts.emailSalt, kdfParams, {
    minimum: opts?.minimum ?? KDF_DEFAULTS,
  });
  return {
    kdfParams,
    username: { kdfSalt: salts.usernameSalt, authKey: username.authKeyB64, wrapKey: username.wrapKey },
    email: { kdfSalt: salts.emailSalt, authKey: email.authKeyB64, wrapKey: email.wrapKey },
  };
}

/**
 * The credentials of a new password for both login names, with `userKey` (when the account has a
 * vault) wrapped under each name's wrapKey. Used wherever a password is set: sign-up, a reset, a
 * change, an emergency takeover, the set-up of an advisor or of the provider.
 */
export async function deriveCredentialsForNames(
  password: string,
  salts: NameSalts,
  userKey: Uint8Array | null,
  opts?: { minimum?: KdfParams },
): Promise<CredentialsForNames> {
  const keys = await deriveKeysForNames(password, salts, opts);
  try {
    return {
      kdfParams: keys.kdfParams,
      username: await credentialOf(keys.username, userKey),
      email: await credentialOf(keys.email, userKey),
    };
  } finally {
    keys.username.wrapKey.fill(0);
    keys.email.wrapKey.fill(0);
  }
}

/** A name's credential from its keys: the user key (if any) wrapped under the name's wrapKey. */
export async function credentialOf(keys: NameKeys, userKey: Uint8Array | null): Promise<NameCredential> {
  return {
    kdfSalt: keys.kdfSalt,
    authKey: keys.authKey,
    protectedUserKey: userKey ? await protectUserKey(keys.wrapKey, userKey) : null,
  };
}

/**
 * The wire fields of a new password: the username's credential at the top level (`authKey`,
 * `kdfSalt`, `kdfParams`, `protectedUserKey`) and the e-mail's in `emailLogin`.
 */
export function newLoginFields(creds: CredentialsForNames): {
  authKey: string;
  kdfSalt: string;
  kdfParams: KdfParams;
  protectedUserKey: string | null;
  emailLogin: NameCredential;
} {
  return {
    authKey: creds.username.authKey,
    kdfSalt: creds.username.kdfSalt,
    kdfParams: { ...creds.kdfParams },
    protectedUserKey: creds.username.protectedUserKey,
    emailLogin: { ...creds.email },
  };
}
