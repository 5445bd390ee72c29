import type { AppType, CurrentUser } from '@guru/shared';
import type { FirmSummary } from '../firms/firms.repository.js';
import type { UserRow } from './users.repository.js';

/** The signed-in user as the browser sees it: no hashes, no keys, no secrets. */
export function presentCurrentUser(
  user: UserRow,
  firm: FirmSummary,
  apps: AppType[],
  baseDomain: string,
): CurrentUser {
  return {
    id: user.id,
    roleId: user.role_id,
    scope: user.scope,
    currentLoggedAdmin: user.scope === 'provider',
    username: user.username,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    phoneNumber: user.phone_number,
    companyName: firm.name,
    companyDomain: `${firm.subdomain}.${baseDomain}`,
    firmId: firm.id,
    pinTimeInMinute: user.pin_time_minutes,
    logoutTimeInMinute: user.logout_time_minutes,
    validateOTPCode: user.scope === 'client' ? 'sms' : 'totp',
    apps,
  };
}
