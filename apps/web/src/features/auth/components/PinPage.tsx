import { useEffect, useState } from 'react';
import { Anchor, Group } from '@mantine/core';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { appRoutes, messages, type AppType } from '@guru/shared';
import { EntryCard } from '../../../components/EntryCard';
import { FullPageError, FullPageLoader } from '../../../components/FullPageStatus';
import { errorMessage } from '../../../lib/apiClient';
import { isUnlocked } from '../../../lib/keyStore';
import { preloadScreen } from '../../../lib/screenPreload';
import { useEndSession } from '../hooks/useEndSession';
import { useRestoreUnlock } from '../hooks/usePinUnlock';
import { useFreshSession } from '../hooks/useFreshSession';
import { PinEntryForm } from './PinEntryForm';
import { homeAfterPin, safeReturnTo } from '../sessionRouting';

/** The PIN step of the sign-in chain; also where a reloaded page asks for the PIN again. */
export function PinPage({ app }: { app: AppType }) {
  const routes = appRoutes(app);
  const fresh = useFreshSession(app);
  const returnTo = safeReturnTo(useLocation().state);

  if (fresh.status === 'loading') return <FullPageLoader />;
  if (fresh.status === 'error')
    return <FullPageError message={errorMessage(fresh.error)} onRetry={fresh.retry} />;

  const { stage, mfa, user } = fresh.session;
  if (stage === 'none') return <Navigate to={routes.login} replace />;
  if (stage === 'second_factor') {
    return <Navigate to={mfa?.method === 'sms' ? routes.verify2fa : routes.login} replace />;
  }
  if (stage === 'active' && user && isUnlocked(app)) {
    return <Navigate to={returnTo ?? homeAfterPin(app, user)} replace />;
  }
  if (stage === 'active' && user)
    return <RestoreOrPin app={app} next={returnTo ?? homeAfterPin(app, user)} />;
  return <PinForm app={app} next={returnTo ?? (user ? homeAfterPin(app, user) : routes.dashboard)} />;
}

/**
 * The server says the session is PIN-unlocked (another tab, or this one before a reload): the tab's sealed key,
 * or another tab's, reopens it without the PIN (ADR 0033); the PIN form otherwise.
 */
function RestoreOrPin({ app, next }: { app: AppType; next: string }) {
  const navigate = useNavigate();
  const restore = useRestoreUnlock(app);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void restore().then((restored) => {
      if (!live) return;
      if (restored) navigate(next, { replace: true });
      else setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [restore, navigate, next]);
  return failed ? <PinForm app={app} next={next} /> : <FullPageLoader />;
}

/** `next`: the screen the accepted PIN opens, whose code is fetched while the PIN is typed. */
function PinForm({ app, next }: { app: AppType; next: string }) {
  const navigate = useNavigate();
  const returnTo = safeReturnTo(useLocation().state);
  useEffect(() => {
    void preloadScreen(next);
  }, [next]);
  const endSession = useEndSession(app);
  // After the PIN, a tab without the vault key asks for the password: the card says so.
  const [passwordStep, setPasswordStep] = useState(false);
  return (
    <EntryCard
      title={passwordStep ? messages.vaultPasswordTitle : messages.pinTitle}
      description={passwordStep ? messages.vaultPasswordText : messages.enterPin}
    >
      <PinEntryForm
        app={app}
        onUnlocked={(user) => navigate(returnTo ?? homeAfterPin(app, user), { replace: true })}
        onSessionEnded={endSession}
        onPasswordStep={() => setPasswordStep(true)}
        passwordIntro={false}
        passwordFooter={
          <Group justify="center">
            <Anchor component={Link} to={appRoutes(app).resetPasswordEmail} size="sm">
              {messages.forgotPassword}
            </Anchor>
          </Group>
        }
        footer={
          <Group justify="center">
            <Anchor component={Link} to={appRoutes(app).resetPin} size="sm">
              {messages.forgotPin}
            </Anchor>
          </Group>
        }
      />
    </EntryCard>
  );
}
