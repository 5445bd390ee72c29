import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { appRoutes, messages, type AppType } from '@guru/shared';
import { holdWrapKey } from '../../../lib/keyStore';
import { openVaultKeyAfterPin, sessionQueryKey, type LoginPageState } from '../../auth';
import type { CreatedAccount } from './useSignupForm';

/**
 * OK of the success modal goes straight to the app's dashboard (seed; ADR 0019): the sign-up opened
 * an active, unlocked session, and the browser still holds the wrapKey it derived, so the user key
 * is opened and sealed with the session's unlock secret exactly as after a correct PIN. If that
 * fails, the login form opens with the username filled in.
 */
export function useSignInAfterSignup(app: AppType): (account: CreatedAccount) => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async ({ user, session, prepared }: CreatedAccount) => {
      const routes = appRoutes(app);
      try {
        holdWrapKey(app, prepared.wrapKey);
        await openVaultKeyAfterPin(app, session);
        queryClient.removeQueries({ queryKey: sessionQueryKey(app) });
        navigate(routes.dashboard, { replace: true });
      } catch {
        prepared.wrapKey.fill(0);
        const state: LoginPageState = { message: messages.signupSignInNotice, username: user.username };
        navigate(routes.login, { replace: true, state });
      }
    },
    [app, navigate, queryClient],
  );
}
