import {
  deriveCredentialsForNames,
  newLoginFields,
  type KdfParams,
  type NameCredential,
  type NameSalts,
} from '@guru/vault-crypto';
import { phoneOf } from '../../../lib/phone';
import type { AccountValues } from './accountValidation';

/** What an advisor or provider account sends instead of its password (firm-signup schema's derived login). */
export interface DerivedLogin {
  authKey: string;
  kdfSalt: string;
  kdfParams: KdfParams;
  emailLogin: NameCredential;
  pinCode: string;
}

/**
 * Zero knowledge as at the clients' sign-up (ADR 0005, 0022): for each login name, authKey from Argon2id of
 * the password with that name's salt (given by the server's step before); the password never leaves the
 * browser. Advisors and the provider have no vault, so no keys are wrapped and the wrapKeys are wiped.
 */
export async function deriveLogin(
  values: Pick<AccountValues, 'password' | 'pinCode'>,
  salts: NameSalts,
): Promise<DerivedLogin> {
  const { authKey, kdfSalt, kdfParams, emailLogin } = newLoginFields(
    await deriveCredentialsForNames(values.password, salts, null),
  );
  return { authKey, kdfSalt, kdfParams, emailLogin, pinCode: values.pinCode };
}

/** The phone as sent: E.164 when it parses, else as typed (the server refuses it with its message). */
export function phoneToSend(values: Pick<AccountValues, 'phoneCountry' | 'phoneNumber'>): string {
  return phoneOf(values.phoneCountry, values.phoneNumber) ?? values.phoneNumber.trim();
}
