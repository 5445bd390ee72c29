import { KDF_DEFAULTS, deriveLoginKeys, randomSaltB64, type KdfParams } from '@guru/vault-crypto';
import { phoneOf } from '../../../lib/phone';
import type { AccountValues } from './accountValidation';

/** What an advisor or provider account sends instead of its password (firm-signup schema's derived login). */
export interface DerivedLogin {
  authKey: string;
  kdfSalt: string;
  kdfParams: KdfParams;
  pinCode: string;
}

/**
 * Zero knowledge as at the clients' sign-up (ADR 0005): a fresh salt, authKey from Argon2id of the
 * password; the password itself never leaves the browser. Advisors have no vault, so no vault keys
 * are made, and the wrapKey is wiped at once.
 */
export async function deriveLogin(values: Pick<AccountValues, 'password' | 'pinCode'>): Promise<DerivedLogin> {
  const kdfSalt = randomSaltB64();
  const kdfParams = { ...KDF_DEFAULTS };
  const { authKeyB64, wrapKey } = await deriveLoginKeys(values.password, kdfSalt, kdfParams);
  wrapKey.fill(0);
  return { authKey: authKeyB64, kdfSalt, kdfParams, pinCode: values.pinCode };
}

/** The phone as sent: E.164 when it parses, else as typed (the server refuses it with its message). */
export function phoneToSend(values: Pick<AccountValues, 'phoneCountry' | 'phoneNumber'>): string {
  return phoneOf(values.phoneCountry, values.phoneNumber) ?? values.phoneNumber.trim();
}
