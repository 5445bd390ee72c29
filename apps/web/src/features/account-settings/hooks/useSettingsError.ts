import { useCallback } from 'react';
import { ErrorCode, type AppType } from '@guru/shared';
import { errorMessage, isApiError } from '../../../lib/apiClient';
import { useEndSession } from '../../auth';

/** Codes after which the server has ended the session (5 wrong PINs or codes, the account locked). */
const endingCodes: readonly string[] = [
  ErrorCode.PIN_ATTEMPTS_EXCEEDED,
  ErrorCode.CODE_ATTEMPTS_EXCEEDED,
  ErrorCode.ACCOUNT_LOCKED,
];

/**
 * The text to show for a failed settings call, or null when the session is over: then the app goes to
 * the login at once with the server's message (the other session errors are handled by the guard).
 */
export function useSettingsError(app: AppType): (error: unknown) => string | null {
  const endSession = useEndSession(app);
  return useCallback(
    (error: unknown) => {
      if (isApiError(error) && endingCodes.includes(error.code)) {
        endSession(error.message);
        return null;
      }
      return errorMessage(error);
    },
    [endSession],
  );
}
