import { type AppType, type SignupBody } from '@guru/shared';
import { KDF_DEFAULTS, createVaultKeys, deriveLoginKeys, randomSaltB64 } from '@guru/vault-crypto';
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
 * Zero-knowledge sign-up (ADR 0005): a fresh salt, authKey and wrapKey from Argon2id of the master
 * password, a new user key wrapped under wrapKey and under a new recovery code. The password, the
 * user key and the recovery code never leave the browser.
 */
export async function prepareSignup(values: SignupValues, code: string, app: AppType): Promise<PreparedSignup> {
  const kdfSalt = randomSaltB64();
  const kdfParams = { ...KDF_DEFAULTS };
  const { authKeyB64, wrapKey } = await deriveLoginKeys(values.password, kdfSalt, kdfParams);
  const { userKey, protectedUserKey, recoveryCode, recoveryUserKey } = await createVaultKeys(wrapKey);
  userKey.fill(0);
  const recoverPhone = phoneOf(values.recoverPhoneCountry, values.recoverPhoneNumber);
  const body: SignupBody = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    username: values.username.trim(),
    email: values.email.trim(),
    authKey: authKeyB64,
    kdfSalt,
    kdfParams,
    pinCode: values.pinCode,
    phoneNumber: phoneOf(values.phoneCountry, values.phoneNumber) ?? values.phoneNumber.trim(),
    recoverPhoneNumber: recoverPhone,
    protectedUserKey,
    recoveryUserKey,
    code,
    appType: app,
  };
  return { body, recoveryCode, authKeyB64, wrapKey };
}
