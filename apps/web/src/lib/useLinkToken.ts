import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';

/**
 * The `?token=` of a page opened from an e-mailed link, and the one call that uses it up: made once
 * per page (never retried, never refetched, one request even when React mounts twice), so a
 * single-use token is not spent by a second request that would then answer "invalid".
 */
export function useLinkToken<T>(key: string, spend: (token: string) => Promise<T>) {
  const token = useSearchParams()[0].get('token') ?? '';
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
