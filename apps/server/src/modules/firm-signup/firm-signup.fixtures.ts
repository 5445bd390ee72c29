import { subscriptionApiPaths, type FirmSignupBody, type FirmSignupSaltsResponse } from '@guru/shared';
import type { TestClient } from '../../test/http-client.js';
import { staffLoginFields } from '../../test/new-login.js';

/**
 * What the browser sends to sign a firm up: the new firm's id and its first advisor's salts from the
 * salts step (ADR 0022), then both names' authKeys derived from the password as client sign-up does.
 */
export async function firmSignupBody(
  visitor: TestClient,
  overrides: Partial<FirmSignupBody> & { password?: string } = {},
): Promise<FirmSignupBody> {
  const { password = 'Advisor!2026', ...rest } = overrides;
  const username = rest.username ?? 'nora';
  const email = rest.email ?? 'nora@newfirm.example';
  const salts = (await visitor.post(subscriptionApiPaths.firmSignupSalts, { username, email })).json()
    .data as FirmSignupSaltsResponse;
  return {
    firmId: salts.firmId,
    firmName: 'New Wealth Partners',
    subdomain: 'newfirm',
    firstName: 'Nora',
    lastName: 'Advisor',
    email,
    username,
    ...(await staffLoginFields(password, salts)),
    pinCode: '2468',
    phoneNumber: '(201) 555-0147',
    ...rest,
  };
}
