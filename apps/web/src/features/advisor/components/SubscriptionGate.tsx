import { useEffect } from 'react';
import { Navigate, Outlet, useNavigate } from 'react-router';
import { ErrorCode, isStaffUser, webRoutes, subscriptionMessages } from '@guru/shared';
import { isApiError, onApiError } from '../../../lib/apiClient';
import { useSignedIn } from '../../auth';
import { useSubscription } from '../hooks/useSubscription';
import { closesConsole, consoleClosedState } from '../../../lib/consoleClosed';

/**
 * Around the admin-scope screens (the advisor console, and the apps' dashboards, which show an
 * advisor Client Management): when the firm's subscription is not valid, or when any call of these
 * screens answers SUBSCRIPTION_INVALID or FIRM_SUSPENDED, an advisor is sent to / with the reason,
 * shown there (seed: "Without a valid subscription the screen redirects to /"). Clients pass through.
 */
export function SubscriptionGate() {
  const { app, user } = useSignedIn();
  const isAdvisor = user.scope === 'admin';
  const navigate = useNavigate();
  // Staff do not read the subscription (billing is the advisors', ADR 0051): their calls still close the console.
  const subscription = useSubscription(isAdvisor && !isStaffUser(user));

  useEffect(() => {
    if (!isAdvisor) return undefined;
    return onApiError((error) => {
      if (closesConsole(error.code))
        void navigate(webRoutes.home, {
          replace: true,
          state: consoleClosedState(error.code, error.message, app),
        });
    });
  }, [navigate, app, isAdvisor]);

  if (subscription.data && !subscription.data.valid) {
    const state = consoleClosedState(
      ErrorCode.SUBSCRIPTION_INVALID,
      subscriptionMessages.subscriptionInvalid,
      app,
    );
    return <Navigate to={webRoutes.home} replace state={state} />;
  }
  if (isApiError(subscription.error) && closesConsole(subscription.error.code)) {
    const state = consoleClosedState(subscription.error.code, subscription.error.message, app);
    return <Navigate to={webRoutes.home} replace state={state} />;
  }
  return <Outlet />;
}
