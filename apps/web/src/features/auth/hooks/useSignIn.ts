import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { messages, type AppType, type LoginResponse } from '@guru/shared';
import { KdfDowngradeError, deriveLoginKeys } from '@guru/vault-crypto';
import { ApiError } from '../../../lib/apiClient';
import { holdWrapKey } from '../../../lib/keyStore';
import { login, prelogin, sessionQueryKey } from '../api/signInApi';

/**
 * Zero-knowledge sign-in (docs/ARCHITECTURE.md, "Sign-in chain"): fetch the KDF parameters, derive authKey and
 * wrapKey in the browser, send only authKey. The wrapKey stays in memory for the PIN step.
 */
export function useSignIn(app: AppType): (username: string, password: string) => Promise<LoginResponse> {
  const queryClient = useQueryClient();
  return useCallback(
    async (username: string, password: string) => {
      const { kdf, salt } = await prelogin(app, username);
      let keys: Awaited<ReturnType<typeof deriveLoginKeys>>;
      try {
        keys = await deriveLoginKeys(password, salt, kdf);
      } catch (error) {
        if (error instanceof KdfDowngradeError) throw new ApiError(0, 'KDF_DOWNGRADE', messages.kdfDowngrade);
        throw error;
      }
      try {
        const response = await login(app, username, keys.authKeyB64);
        holdWrapKey(app, keys.wrapKey);
        queryClient.removeQueries({ queryKey: sessionQueryKey(app) });
        return response;
      } catch (error) {
        keys.wrapKey.fill(0);
        throw error;
      }
    },
    [app, queryClient],
  );
}
