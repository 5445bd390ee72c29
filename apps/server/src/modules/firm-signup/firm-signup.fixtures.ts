import { KDF_DEFAULTS } from '@guru/vault-crypto';
import type { FirmSignupBody } from '@guru/shared';
import { deriveCached } from '../../test/test-app.js';

/** One salt for every test advisor: the key derivation is done once per password. */
export const TEST_SALT = 'c2FsdHNhbHRzYWx0c2FsdA==';

/** What the browser sends to sign a firm up: the authKey derived from the password exactly as client sign-up does. */
export async function firmSignupBody(overrides: Partial<FirmSignupBody> & { password?: string } = {}): Promise<FirmSignupBody> {
  const { password = 'Advisor!2026', ...rest } = overrides;
  const { authKeyB64 } = await deriveCached(password, rest.kdfSalt ?? TEST_SALT);
  return {
    firmName: 'New Wealth Partners',
    subdomain: 'newfirm',
    firstName: 'Nora',
    lastName: 'Advisor',
    email: 'nora@newfirm.example',
    username: 'nora',
    authKey: authKeyB64,
    kdfSalt: TEST_SALT,
    kdfParams: { ...KDF_DEFAULTS },
    pinCode: '2468',
    phoneNumber: '(201) 555-0147',
    ...rest,
  };
}
