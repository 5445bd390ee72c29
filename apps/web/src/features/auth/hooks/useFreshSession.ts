import { useQuery } from '@tanstack/react-query';
import type { AppType, SessionResponse } from '@guru/shared';
import { sessionQueryOptions } from '../api/authApi';

export type FreshSession =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'ready'; session: SessionResponse };

/**
 * The app session as the server sees it now. Cached answers are never trusted for routing
 * decisions: a screen waits for the answer fetched after it mounted.
 */
export function useFreshSession(app: AppType, enabled = true): FreshSession {
  const query = useQuery({ ...sessionQueryOptions(app), refetchOnMount: 'always', enabled });
  if (query.isError) return { status: 'error', error: query.error, retry: () => void query.refetch() };
  if (!query.isFetchedAfterMount || query.data === undefined) return { status: 'loading' };
  return { status: 'ready', session: query.data };
}
