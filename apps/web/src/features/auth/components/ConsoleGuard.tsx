import { Navigate, useLocation } from 'react-router';
import { AppType, appRoutes, webRoutes, type Scope, type SessionResponse } from '@guru/shared';
import { FullPageError, FullPageLoader } from '../../../components/FullPageStatus';
import { errorMessage } from '../../../lib/apiClient';
import { isUnlocked } from '../../../lib/keyStore';
import { useFreshSession, type FreshSession } from '../hooks/useFreshSession';
import { redirectForEndedSession, redirectForSession, type PinPageState } from '../sessionRouting';
import { SignedInArea } from './SignedInArea';

function usableSession(app: AppType, fresh: FreshSession): SessionResponse | null {
  if (fresh.status !== 'ready') return null;
  return redirectForSession(app, fresh.session, isUnlocked(app)) === null ? fresh.session : null;
}

/**
 * Protects the consoles (/dashboard/user for advisors, /admin for the provider). They belong to no
 * app, so the Password Guru session is checked first, then the Documents Guru one.
 */
export function ConsoleGuard({ scope }: { scope: Extract<Scope, 'admin' | 'provider'> }) {
  const location = useLocation();
  const passwordFresh = useFreshSession(AppType.password);
  const passwordSession = usableSession(AppType.password, passwordFresh);
  const documentsFresh = useFreshSession(
    AppType.documents,
    passwordFresh.status !== 'loading' && !passwordSession,
  );
  const documentsSession = usableSession(AppType.documents, documentsFresh);

  const active = passwordSession
    ? { app: AppType.password, session: passwordSession }
    : documentsSession
      ? { app: AppType.documents, session: documentsSession }
      : null;

  if (!active) {
    if (passwordFresh.status === 'loading' || documentsFresh.status === 'loading') return <FullPageLoader />;
    if (passwordFresh.status === 'error' && documentsFresh.status === 'error') {
      return <FullPageError message={errorMessage(passwordFresh.error)} onRetry={passwordFresh.retry} />;
    }
    // Neither app is usable: say why the server ended one (a suspended firm sends the advisor to /),
    // else resume the chain where one of them stands, else the Password Guru login.
    for (const [app, fresh] of [
      [AppType.password, passwordFresh],
      [AppType.documents, documentsFresh],
    ] as const) {
      if (fresh.status === 'ready' && fresh.session.ended) {
        const ended = redirectForEndedSession(app, fresh.session.ended, 'console');
        return <Navigate to={ended.to} replace state={ended.state} />;
      }
      if (fresh.status === 'ready' && fresh.session.stage !== 'none') {
        const to = redirectForSession(app, fresh.session, isUnlocked(app)) ?? appRoutes(app).login;
        const state: PinPageState = { returnTo: location.pathname };
        return <Navigate to={to} replace state={state} />;
      }
    }
    return <Navigate to={appRoutes(AppType.password).login} replace />;
  }

  const user = active.session.user;
  if (!user) return <Navigate to={appRoutes(active.app).login} replace />;
  if (user.scope !== scope) {
    const home = user.scope === 'provider' ? webRoutes.providerHome : appRoutes(active.app).dashboard;
    return <Navigate to={home} replace />;
  }
  return <SignedInArea app={active.app} user={user} />;
}
