import { accountSettingsLimits as l, accountSettingsMessages as m, formatMessage } from '@guru/shared';

/** What is wrong with each idle time typed (the server checks the same), shown at its field; nothing is corrected silently. */
export function idleTimesProblems(
  pin: number | string,
  logout: number | string,
): { pin: string | null; logout: string | null } {
  const pinMinutes = Number(pin);
  const logoutMinutes = Number(logout);
  const pinWrong =
    pin === '' ||
    !Number.isInteger(pinMinutes) ||
    pinMinutes < l.pinIdleMinMinutes ||
    pinMinutes > l.pinIdleMaxMinutes;
  const logoutWrong =
    logout === '' ||
    !Number.isInteger(logoutMinutes) ||
    logoutMinutes < l.logoutIdleMinMinutes ||
    logoutMinutes > l.logoutIdleMaxMinutes;
  return {
    pin: pinWrong
      ? formatMessage(m.settingsPinIdleRange, { min: l.pinIdleMinMinutes, max: l.pinIdleMaxMinutes })
      : null,
    logout: logoutWrong
      ? formatMessage(m.settingsLogoutIdleRange, { min: l.logoutIdleMinMinutes, max: l.logoutIdleMaxMinutes })
      : !pinWrong && pinMinutes >= logoutMinutes
        ? m.settingsIdleOrder
        : null,
  };
}

/** The first problem of the idle times typed, or null. */
export function idleTimesProblem(pin: number | string, logout: number | string): string | null {
  const problems = idleTimesProblems(pin, logout);
  return problems.pin ?? problems.logout;
}
