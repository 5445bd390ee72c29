import { apiPaths, preloginResponse, type AppType, type SignupBody } from '@guru/shared';
import { createVaultKeys, credentialOf, deriveKeysForNames, type NameSalts } from '@guru/vault-crypto';
import { apiRequest } from '../../../lib/apiClient';
import { phoneOf } from '../../../lib/phone';
import type { SignupValues } from './signupValidation';

/** What sign-up sends, and what the browser keeps in memory for the sign-in that follows. */
export interface PreparedSignup {
  body: SignupBody;
  /** Shown once, in the Emergency Kit. */
  recoveryCode: string;
  /** For the sign-in right after sign-up: the same proof the login form would derive. */
  authKeyB64: string;
  wrapKey: Uint8Array;
}

/**
 * The salts of the new account's two names at this firm (ADR 0022): prelogin answers for a name the salt
 * it keeps once the account exists (the e-mail's is already the invite's).
 */
export async function signupSalts(app: AppType, username: string, email: string): Promise<NameSalts> {
  const ask = (name: string) =>
    apiRequest(apiPaths.prelogin, { app, body: { username: name }, schema: preloginResponse });
  const [byUsername, byEmail] = await Promise.all([ask(username.trim()), ask(email.trim())]);
  return { kdf: byUsername.kdf, usernameSalt: byUsername.salt, emailSalt: byEmail.salt };
}

/**
 * Zero-knowledge sign-up (ADR 0005, 0022): for each login name, authKey and wrapKey from Argon2id of the
 * master password with that name's salt; a new user key wrapped under both wrapKeys and under a new
 * recovery code. The password, the user key and the recovery code never leave the browser.
 */
export async function prepareSignup(
  values: SignupValues,
  code: string,
  app: AppType,
  salts: NameSalts,
): Promise<PreparedSignup> {
  const keys = await deriveKeysForNames(values.password, salts);
  const { userKey, protectedUserKey, recoveryCode, recoveryUserKey } = await createVaultKeys(
    keys.username.wrapKey,
  );
  const emailLogin = await credentialOf(keys.email, userKey);
  userKey.fill(0);
  keys.email.wrapKey.fill(0);
  const recoverPhone = phoneOf(values.recoverPhoneCountry, values.recoverPhoneNumber);
  const body: SignupBody = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    username: values.username.trim(),
    email: values.email.trim(),
    authKey: keys.username.authKey,
    kdfSalt: keys.username.kdfSalt,
    kdfParams: keys.kdfParams,
    emailLogin,
    pinCode: values.pinCode,
    phoneNumber: phoneOf(values.phoneCountry, values.phoneNumber) ?? values.phoneNumber.trim(),
    recoverPhoneNumber: recoverPhone,
    protectedUserKey,
    recoveryUserKey,
    code,
    appType: app,
  };
  return { body, recoveryCode, authKeyB64: keys.username.authKey, wrapKey: keys.username.wrapKey };
}
