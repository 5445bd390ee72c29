import { useState } from 'react';
import type { AppType, PlanId } from '@guru/shared';
import { errorMessage } from '../../../lib/apiClient';
import { notifyOops } from '../../../lib/notify';
import { startCheckout } from '../api/advisorApi';

/** Pay/Renew: asks the server for a Stripe Checkout page and goes there. */
export function useCheckout(app: AppType) {
  const [busyPlan, setBusyPlan] = useState<PlanId | null>(null);
  const pay = (planId: PlanId): void => {
    setBusyPlan(planId);
    startCheckout(app, planId)
      .then((url) => window.location.assign(url))
      .catch((error: unknown) => {
        notifyOops(errorMessage(error));
        setBusyPlan(null);
      });
  };
  return { busyPlan, pay };
}
