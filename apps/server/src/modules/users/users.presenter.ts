import { ClientStatus, type AppType, type CurrentUser } from '@guru/shared';
import type { UserStatus } from '../../db/tables/users.table.js';
import type { FirmSummary } from '../firms/firms.repository.js';
import type { UserRow } from './users.repository.js';

/** An account's status as the consoles show it (Client Management, second users, account requests). */
export const statusLabel: Record<UserStatus, ClientStatus> = {
  active: ClientStatus.active,
  disabled: ClientStatus.disabled,
  requested: ClientStatus.requested,
  pending: ClientStatus.pending,
};

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
