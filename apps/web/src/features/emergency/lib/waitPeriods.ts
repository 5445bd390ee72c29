import {
  EMERGENCY_DEFAULT_WAIT_DAYS,
  emergencyMessages as m,
  emergencyWaitDays,
  formatMessage,
} from '@guru/shared';

export function formatWaitPeriod(days: number): string {
  return days === 1 ? m.waitOneDay : formatMessage(m.waitDays, { days });
}

/** The choices of the waiting period's select (values as strings), default 7 days. */
export const waitPeriodOptions = emergencyWaitDays.map((days) => ({
  value: String(days),
  label: formatWaitPeriod(days),
}));
export const defaultWaitPeriod = String(EMERGENCY_DEFAULT_WAIT_DAYS);
