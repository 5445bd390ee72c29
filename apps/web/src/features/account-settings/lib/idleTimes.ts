import { accountSettingsLimits as l, accountSettingsMessages as m, formatMessage } from '@guru/shared';

/** What is wrong with the idle times typed (the server checks the same), or null. */
export function idleTimesProblem(pin: number | string, logout: number | string): string | null {
  const pinMinutes = Number(pin);
  const logoutMinutes = Number(logout);
  if (pin === '' || !Number.isInteger(pinMinutes) || pinMinutes < l.pinIdleMinMinutes || pinMinutes > l.pinIdleMaxMinutes) {
    return formatMessage(m.settingsPinIdleRange, { min: l.pinIdleMinMinutes, max: l.pinIdleMaxMinutes });
  }
  if (logout === '' || !Number.isInteger(logoutMinutes) || logoutMinutes < l.logoutIdleMinMinutes || logoutMinutes > l.logoutIdleMaxMinutes) {
    return formatMessage(m.settingsLogoutIdleRange, { min: l.logoutIdleMinMinutes, max: l.logoutIdleMaxMinutes });
  }
  if (pinMinutes >= logoutMinutes) return m.settingsIdleOrder;
  return null;
}
