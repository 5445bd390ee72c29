import { useQuery } from '@tanstack/react-query';
import { useAddressToken } from './addressToken';

/**
 * The `?token=` of a page opened from an e-mailed link (moved out of the address bar on load, kept in
 * memory: useAddressToken), and the one call that uses it up: made once
 * per page (never retried, never refetched, one request even when React mounts twice), so a
 * single-use token is not spent by a second request that would then answer "invalid".
 */
export function useLinkToken<T>(key: string, spend: (token: string) => Promise<T>) {
  const token = useAddressToken('token');
  const result = useQuery({
    queryKey: ['link-token', key, token],
    // Wrapped: a call that answers nothing (undefined) is a success too.
    queryFn: async () => ({ value: await spend(token) }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  return { token, ...result, value: result.data?.value };
}
