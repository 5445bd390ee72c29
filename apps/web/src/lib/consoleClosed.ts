import { ErrorCode, type AppType } from '@guru/shared';

/** The answers that close the advisor console: no valid subscription, or the firm suspended. */
export const consoleClosingCodes: readonly string[] = [
  ErrorCode.SUBSCRIPTION_INVALID,
  ErrorCode.FIRM_SUSPENDED,
];

export function closesConsole(code: string): boolean {
  return consoleClosingCodes.includes(code);
}

/** Router state of `/` after the console sent the advisor there: why, and the session's app. */
export interface ConsoleClosedState {
  consoleClosed: { code: string; message: string; app: AppType };
}

export function consoleClosedState(code: string, message: string, app: AppType): ConsoleClosedState {
  return { consoleClosed: { code, message, app } };
}

/** The reason carried to `/`, or null for any other state. */
export function consoleClosedOf(state: unknown): ConsoleClosedState['consoleClosed'] | null {
  if (typeof state !== 'object' || state === null || !('consoleClosed' in state)) return null;
  const value = (state as { consoleClosed: unknown }).consoleClosed;
  if (typeof value !== 'object' || value === null) return null;
  const { code, message, app } = value as Record<string, unknown>;
  if (
    typeof code !== 'string' ||
    typeof message !== 'string' ||
    (app !== 'passwordguru' && app !== 'documentvault')
  )
    return null;
  return { code, message, app };
}
