import { useCallback } from 'react';
import { ErrorCode, messages, type AppType } from '@guru/shared';
import { errorMessage, isApiError, isSessionErrorCode } from '../../../lib/apiClient';
import { notifyOops } from '../../../lib/notify';
import { useEndSession } from './useEndSession';

export const PinOutcome = {
  /** Wrong PIN: the toast is shown, the boxes are cleared, the modal stays. */
  wrong: 'wrong',
  /** The session is over (too many wrong PINs, expired): the app already went to the login. */
  ended: 'ended',
  /** Another failure: the toast is shown and the modal stays. */
  failed: 'failed',
} as const;
export type PinOutcome = (typeof PinOutcome)[keyof typeof PinOutcome];

/**
 * What a failed PIN-confirmed call means, in either app (the specification's error catalogue:
 * "Please enter a valid PIN code", title Oops!).
 */
export function usePinErrorHandler(app: AppType): (error: unknown) => PinOutcome {
  const endSession = useEndSession(app);
  return useCallback(
    (error: unknown): PinOutcome => {
      if (
        isApiError(error, ErrorCode.PIN_WRONG) ||
        (isApiError(error, ErrorCode.VALIDATION) && error.message === messages.pinWrong)
      ) {
        notifyOops(messages.pinInvalidToast);
        return PinOutcome.wrong;
      }
      if (isApiError(error, ErrorCode.PIN_ATTEMPTS_EXCEEDED)) {
        endSession(error.message);
        return PinOutcome.ended;
      }
      // PIN_REQUIRED / SESSION_EXPIRED / UNAUTHENTICATED: the idle-lock provider reacts already.
      if (isApiError(error) && isSessionErrorCode(error.code)) return PinOutcome.ended;
      notifyOops(errorMessage(error));
      return PinOutcome.failed;
    },
    [endSession],
  );
}
