import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { appRoutes, messages, type AppType } from '@guru/shared';
import { holdWrapKey } from '../../../lib/keyStore';
import { login, sessionQueryKey, type LoginPageState } from '../../auth';
import type { CreatedAccount } from './useSignupForm';

/**
 * OK of the success modal (ADR 0008): sign-up opens no session (ADR 0005), so the browser signs in
 * with the keys it just derived (no retyping) and the dashboard's guard leads through the SMS
 * code and the PIN. If that fails, the login form opens with the username filled in.
 */
export function useSignInAfterSignup(app: AppType): (account: CreatedAccount) => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async ({ user, prepared }: CreatedAccount) => {
      const routes = appRoutes(app);
      try {
        await login(app, user.username, prepared.authKeyB64);
        holdWrapKey(app, prepared.wrapKey);
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
