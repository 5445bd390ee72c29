import { KDF_DEFAULTS, createVaultKeys } from '@guru/vault-crypto';
import type { AppType } from '@guru/shared';
import { deriveCached } from '../../test/test-app.js';

/** One salt for every test sign-up, so that each password is derived once per test run. */
export const SIGNUP_SALT = 'c2lnbnVwLXNhbHQtMDAwMQ==';

export interface BrowserSignup {
  body: Record<string, unknown>;
  wrapKey: Uint8Array;
  userKey: Uint8Array;
  password: string;
  pin: string;
  /** The phone as the server stores it (E.164). */
  phone: string;
}

/** What the sign-up screen sends: keys derived and made in the "browser" with vault-crypto. */
export async function browserSignup(
  v: { code: string; email: string; username: string; appType?: AppType; password?: string },
  overrides: Record<string, unknown> = {},
): Promise<BrowserSignup> {
  const password = v.password ?? 'Signup!2026';
  const { authKeyB64, wrapKey } = await deriveCached(password, SIGNUP_SALT);
  const keys = await createVaultKeys(wrapKey);
  const body = {
    firstName: 'Nina',
    lastName: 'New',
    username: v.username,
    email: v.email,
    authKey: authKeyB64,
    kdfSalt: SIGNUP_SALT,
    kdfParams: { ...KDF_DEFAULTS },
    pinCode: '2468',
    phoneNumber: '(201) 555-0147',
    recoverPhoneNumber: '',
    protectedUserKey: keys.protectedUserKey,
    recoveryUserKey: keys.recoveryUserKey,
    code: v.code,
    appType: v.appType ?? 'passwordguru',
    ...overrides,
  };
  return { body, wrapKey, userKey: keys.userKey, password, pin: '2468', phone: '+12015550147' };
}
