import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  ErrorCode,
  messages,
  type AccessCodeLoginResponse,
  type AppType,
  type CurrentUser,
  type SessionResponse,
} from '@guru/shared';
import { errorMessage, isApiError, isSessionErrorCode } from '../../../lib/apiClient';
import { accessCodeLogin, sessionQueryKey } from '../api/authApi';
import { tabUnlock } from '../tabUnlock';
import { VaultKeyOutcome, openVaultKeyAfterPin, openVaultKeyWithPassword, restoreUnlock } from '../vaultKey';

export type PinUnlockResult =
  | { kind: 'unlocked'; user: CurrentUser }
  /** Wrong PIN or another error that leaves the session alive: show the message, clear the boxes. */
  | { kind: 'retry'; message: string }
  /** The PIN was right but this tab holds no vault key: the password must open it (a new tab). */
  | { kind: 'needsPassword'; response: AccessCodeLoginResponse }
  /** The session is over (too many wrong PINs, expired, disabled): back to the login. */
  | { kind: 'ended'; message: string };

const sessionEndingCodes: readonly string[] = [
  ErrorCode.PIN_ATTEMPTS_EXCEEDED,
  ErrorCode.CODE_ATTEMPTS_EXCEEDED,
];

/** PIN → POST /auth/access-code-login → open the user key (docs/ARCHITECTURE.md, "Sign-in chain"). */
export function usePinUnlock(app: AppType): (pinCode: string) => Promise<PinUnlockResult> {
  const activated = useActivated(app);
  return useCallback(
    async (pinCode: string): Promise<PinUnlockResult> => {
      try {
        const response = await accessCodeLogin(app, pinCode);
        const outcome = await openVaultKeyAfterPin(app, response);
        if (outcome === VaultKeyOutcome.unavailable) return { kind: 'needsPassword', response };
        return activated(response.user);
      } catch (error) {
        return failure(error);
      }
    },
    [app, activated],
  );
}

/** After the PIN, in a tab without the vault key: the password opens the key (nothing is sent but the username). */
export function useVaultPasswordUnlock(
  app: AppType,
  response: AccessCodeLoginResponse,
): (password: string) => Promise<PinUnlockResult> {
  const activated = useActivated(app);
  return useCallback(
    async (password: string): Promise<PinUnlockResult> => {
      try {
        const opened = await openVaultKeyWithPassword(app, response, password);
        if (!opened) return { kind: 'retry', message: messages.vaultPasswordWrong };
        return activated(response.user);
      } catch (error) {
        return failure(error);
      }
    },
    [app, response, activated],
  );
}

/**
 * A reloaded or new tab of a PIN-unlocked session (ADR 0033): reopens the vault key without the PIN when this
 * tab or another holds the sealed copy and the server still gives the unlock secret. False: ask the PIN.
 */
export function useRestoreUnlock(app: AppType): () => Promise<boolean> {
  const activated = useActivated(app);
  return useCallback(async () => {
    const response = await restoreUnlock(app, (asked) => tabUnlock().askOtherTabs(asked));
    if (!response) return false;
    activated(response.user);
    return true;
  }, [app, activated]);
}

/** The session is active and unlocked: tell the session query so the guards let the user in. */
function useActivated(app: AppType): (user: CurrentUser) => PinUnlockResult {
  const queryClient = useQueryClient();
  return useCallback(
    (user: CurrentUser): PinUnlockResult => {
      const session: SessionResponse = { stage: 'active', user, mfa: null };
      queryClient.setQueryData(sessionQueryKey(app), session);
      // Tabs at the idle PIN lock may reopen with the server's unlock secret (ADR 0033).
      tabUnlock().tell({ type: 'unlocked', app });
      return { kind: 'unlocked', user };
    },
    [app, queryClient],
  );
}

function failure(error: unknown): PinUnlockResult {
  if (isApiError(error) && error.code !== ErrorCode.PIN_REQUIRED) {
    if (sessionEndingCodes.includes(error.code) || isSessionErrorCode(error.code)) {
      return { kind: 'ended', message: error.message };
    }
  }
  return { kind: 'retry', message: errorMessage(error) };
}
