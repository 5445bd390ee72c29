import { useQuery } from '@tanstack/react-query';
import { useSignedIn } from '../../auth';
import { subscriptionQuery } from '../api/advisorApi';

/** The signed-in advisor's firm subscription (not asked when `enabled` is false: another role). */
export function useSubscription(enabled = true) {
  const { app } = useSignedIn();
  return useQuery({ ...subscriptionQuery(app), enabled });
}
