import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { appRoutes, messages, type AppType } from '@guru/shared';
import { isApiError, isSessionErrorCode } from '../../../lib/apiClient';
import { notifyOops } from '../../../lib/notify';
import { logout, sessionQueryKey } from '../api/authApi';
import { tabUnlock } from '../tabUnlock';
import { clearAppSecrets } from '../vaultKey';

export interface LoginPageState {
  /** A notice shown above the sign-in form (session expired, signed out, …). */
  message?: string;
  /** Fills in the username (after sign-up, or when an invite added this app). */
  username?: string;
}

/** Forget the app's secrets and go to its login with a notice. */
export function useEndSession(app: AppType): (message: string) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (message: string) => {
      clearAppSecrets(app);
      queryClient.removeQueries({ queryKey: sessionQueryKey(app) });
      const state: LoginPageState = { message };
      navigate(appRoutes(app).login, { replace: true, state });
    },
    [app, navigate, queryClient],
  );
}

/**
 * The Log out button: end the server session, then forget everything locally. When the server
 * could not be reached the user stays on the screen and is told so: saying "signed out" while
 * the session is still alive would be a lie.
 */
export function useLogout(app: AppType): () => Promise<void> {
  const endSession = useEndSession(app);
  return useCallback(async () => {
    try {
      await logout(app);
    } catch (error) {
      // A session the server had already ended is as good as signed out.
      if (!(isApiError(error) && isSessionErrorCode(error.code))) {
        notifyOops(messages.logoutFailed);
        return;
      }
    }
    // The other tabs of the session sign out with this one (ADR 0033).
    tabUnlock().tell({ type: 'signedOut', app, reason: 'loggedOut' });
    endSession(messages.loggedOut);
  }, [app, endSession]);
}
