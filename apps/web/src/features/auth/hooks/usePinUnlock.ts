import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorCode, messages, type AppType, type CurrentUser, type SessionResponse } from '@guru/shared';
import { errorMessage, isApiError, isSessionErrorCode } from '../../../lib/apiClient';
import { accessCodeLogin, logout, sessionQueryKey } from '../api/authApi';
import { VaultKeyOutcome, openVaultKeyAfterPin } from '../vaultKey';

export type PinUnlockResult =
  | { kind: 'unlocked'; user: CurrentUser }
  /** Wrong PIN or another error that leaves the session alive: show the message, clear the boxes. */
  | { kind: 'retry'; message: string }
  /** The session is over (too many wrong PINs, expired, vault key lost): back to the login. */
  | { kind: 'ended'; message: string };

const sessionEndingCodes: readonly string[] = [ErrorCode.PIN_ATTEMPTS_EXCEEDED, ErrorCode.CODE_ATTEMPTS_EXCEEDED];

/** PIN → POST /auth/access-code-login → open the user key (DESIGN.md section 7). */
export function usePinUnlock(app: AppType): (pinCode: string) => Promise<PinUnlockResult> {
  const queryClient = useQueryClient();
  return useCallback(
    async (pinCode: string): Promise<PinUnlockResult> => {
      try {
        const response = await accessCodeLogin(app, pinCode);
        const outcome = await openVaultKeyAfterPin(app, response);
        if (outcome === VaultKeyOutcome.unavailable) {
          await logout(app).catch(() => undefined);
          return { kind: 'ended', message: messages.vaultKeyUnavailable };
        }
        const session: SessionResponse = { stage: 'active', user: response.user, mfa: null };
        queryClient.setQueryData(sessionQueryKey(app), session);
        return { kind: 'unlocked', user: response.user };
      } catch (error) {
        if (isApiError(error) && error.code !== ErrorCode.PIN_REQUIRED) {
          if (sessionEndingCodes.includes(error.code) || isSessionErrorCode(error.code)) {
            return { kind: 'ended', message: error.message };
          }
        }
        return { kind: 'retry', message: errorMessage(error) };
      }
    },
    [app, queryClient],
  );
}
