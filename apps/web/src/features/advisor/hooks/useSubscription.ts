import { useQuery } from '@tanstack/react-query';
import { useSignedIn } from '../../auth';
import { subscriptionQuery } from '../api/advisorApi';

/** The signed-in advisor's firm subscription. */
export function useSubscription() {
  const { app } = useSignedIn();
  return useQuery(subscriptionQuery(app));
}
