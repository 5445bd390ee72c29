import { Navigate, useLocation } from 'react-router';
import { appRoutes, type AppType } from '@guru/shared';
import { FullPageError, FullPageLoader } from '../../../components/FullPageStatus';
import { errorMessage, isApiError, isSessionErrorCode } from '../../../lib/apiClient';
import { isUnlocked } from '../../../lib/keyStore';
import type { LoginPageState } from '../hooks/useEndSession';
import { useFreshSession } from '../hooks/useFreshSession';
import { redirectForEndedSession, redirectForSession, type PinPageState } from '../sessionRouting';
import { SignedInArea } from './SignedInArea';

/** Protects the screens of one app: the session must be active and the PIN entered in this page. */
export function AppSessionGuard({ app }: { app: AppType }) {
  const fresh = useFreshSession(app);
  const location = useLocation();

  if (fresh.status === 'loading') return <FullPageLoader />;
  if (fresh.status === 'error') {
    if (isApiError(fresh.error) && isSessionErrorCode(fresh.error.code)) {
      const state: LoginPageState = { message: fresh.error.message };
      return <Navigate to={appRoutes(app).login} replace state={state} />;
    }
    return <FullPageError message={errorMessage(fresh.error)} onRetry={fresh.retry} />;
  }

  const { session } = fresh;
  if (session.ended) {
    const ended = redirectForEndedSession(app, session.ended, 'app');
    return <Navigate to={ended.to} replace state={ended.state} />;
  }
  const redirect = redirectForSession(app, session, isUnlocked(app));
  if (redirect !== null || !session.user) {
    const state: PinPageState = { returnTo: location.pathname + location.search };
    return <Navigate to={redirect ?? appRoutes(app).login} replace state={state} />;
  }
  return <SignedInArea app={app} user={session.user} />;
}
