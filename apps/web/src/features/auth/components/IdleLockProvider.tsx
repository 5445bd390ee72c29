import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { limits, messages, type AppType, type CurrentUser } from '@guru/shared';
import { onApiError, onSessionError } from '../../../lib/apiClient';
import { clearTabLocked } from '../../../lib/sealedKeyStorage';
import { createIdleMonitor, localStorageActivity, type IdleMonitor } from '../../../lib/idle';
import { heartbeat, lockSession, logout } from '../api/authApi';
import { useEndSession, useLogout } from '../hooks/useEndSession';
import { tabUnlock } from '../tabUnlock';
import { useRestoreUnlock } from '../hooks/usePinUnlock';
import { endedSessionOfCaller } from '../sessionRouting';
import { lockAppSecrets } from '../vaultKey';
import { LockOverlay } from './LockOverlay';

const minuteMs = 60_000;

export interface IdleLockProviderProps {
  app: AppType;
  user: CurrentUser;
  children: ReactNode;
}

/**
 * Mirrors the server's idle timers for a signed-in screen: heartbeats while active, the PIN
 * lock overlay after `pinTimeInMinute`, sign-out after `logoutTimeInMinute`. Also reacts to
 * PIN_REQUIRED / SESSION_EXPIRED / UNAUTHENTICATED answers of any call, and to the firm refusals that end a
 * client's session (endedSessionOfCaller).
 */
export function IdleLockProvider({ app, user, children }: IdleLockProviderProps) {
  const [locked, setLocked] = useState(false);
  const monitor = useRef<IdleMonitor | null>(null);
  const endSession = useEndSession(app);
  const logOut = useLogout(app);

  const restore = useRestoreUnlock(app);

  const lockScreen = useCallback(() => {
    lockAppSecrets(app);
    monitor.current?.lock();
    setLocked(true);
  }, [app]);

  const unlockScreen = useCallback(() => {
    monitor.current?.unlock();
    setLocked(false);
  }, []);

  // The other tabs of the session (ADR 0033): one locks or signs out, all do; the PIN entered in one reopens
  // the others with their own sealed key and the server's unlock secret.
  useEffect(
    () =>
      tabUnlock().onTabEvent(app, (event) => {
        if (event.type === 'locked') lockScreen();
        else if (event.type === 'signedOut')
          endSession(event.reason === 'expired' ? messages.sessionExpired : messages.loggedOut);
        else if (monitor.current?.isLocked()) {
          // The PIN was entered in another tab: this one reopens with its own sealed key and the server's word.
          clearTabLocked(app);
          void restore().then((restored) => {
            if (restored) unlockScreen();
            else lockAppSecrets(app);
          });
        }
      }),
    [app, lockScreen, unlockScreen, endSession, restore],
  );

  useEffect(() => {
    const idle = createIdleMonitor({
      pinIdleMs: user.pinTimeInMinute * minuteMs,
      logoutIdleMs: user.logoutTimeInMinute * minuteMs,
      heartbeatIntervalMs: limits.heartbeatIntervalMs,
      shared: localStorageActivity(`guru.activity.${app}.${user.id}`),
      onHeartbeat: () => {
        heartbeat(app).catch(() => undefined);
      },
      onPinIdle: () => {
        lockScreen();
        tabUnlock().tell({ type: 'locked', app });
        // Whatever else shares the session (the browser extension) locks too; the PIN step unlocks all again.
        lockSession(app).catch(() => undefined);
      },
      onLogoutIdle: () => {
        void logout(app)
          .catch(() => undefined)
          .then(() => {
            tabUnlock().tell({ type: 'signedOut', app, reason: 'expired' });
            endSession(messages.sessionExpired);
          });
      },
    });
    monitor.current = idle;
    idle.start();
    return () => {
      idle.stop();
      monitor.current = null;
    };
  }, [app, user.id, user.pinTimeInMinute, user.logoutTimeInMinute, lockScreen, endSession]);

  useEffect(
    () =>
      onSessionError((event) => {
        if (event.app !== app) return;
        if (event.code === 'PIN_REQUIRED') lockScreen();
        else endSession(event.message);
      }),
    [app, lockScreen, endSession],
  );

  // A firm suspended (or an app gone from the plan) ends a client's session at whichever call meets it first.
  useEffect(
    () =>
      onApiError((error, calledApp) => {
        if (calledApp !== app || !endedSessionOfCaller(user.scope, error.code)) return;
        endSession(error.message);
      }),
    [app, user.scope, endSession],
  );

  return (
    <>
      {/* Unmounted while locked: decrypted data held by the page (gcTime 0 queries) is dropped with it. */}
      {locked ? null : children}
      {locked && (
        <LockOverlay
          app={app}
          onUnlocked={unlockScreen}
          onSessionEnded={endSession}
          onLogout={() => void logOut()}
        />
      )}
    </>
  );
}
