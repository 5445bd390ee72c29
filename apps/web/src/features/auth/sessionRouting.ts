import {
  ErrorCode,
  appRoutes,
  webRoutes,
  type AppType,
  type CurrentUser,
  type SessionEnded,
  type SessionResponse,
} from '@guru/shared';
import { closesConsole, consoleClosedState } from '../../lib/consoleClosed';

/**
 * Where a guarded screen of `app` must send the browser for this session, or null when the
 * session is active and the PIN was entered in this page (the user key is in memory).
 */
export function redirectForSession(app: AppType, session: SessionResponse, unlocked: boolean): string | null {
  const routes = appRoutes(app);
  switch (session.stage) {
    case 'none':
      return routes.login;
    case 'second_factor':
      // The TOTP modal lives on the login screen, so only the SMS step has a page of its own.
      return session.mfa?.method === 'sms' ? routes.verify2fa : routes.login;
    case 'pin':
      return routes.verifyPin;
    case 'active':
      return unlocked && session.user ? null : routes.verifyPin;
  }
}

/** The home of a user once the PIN is accepted. */
export function homeAfterPin(app: AppType, user: Pick<CurrentUser, 'scope'>): string {
  return user.scope === 'provider' ? webRoutes.providerHome : appRoutes(app).dashboard;
}

/** Router state carried to the PIN page so that it can come back to the guarded screen. */
export interface PinPageState {
  returnTo?: string;
}

/** Only same-site absolute paths are followed after the PIN (never //host or a URL). */
export function safeReturnTo(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('returnTo' in state)) return null;
  const { returnTo } = state as { returnTo: unknown };
  if (typeof returnTo !== 'string' || !returnTo.startsWith('/') || returnTo.startsWith('//')) return null;
  return returnTo;
}

/**
 * Where a screen goes when the server ended its session at this very call, with the reason: a console
 * closed by the firm's subscription (suspended, not valid) sends the advisor to / (seed); anything else
 * shows the app's sign-in form with the message.
 */
export function redirectForEndedSession(
  app: AppType,
  ended: SessionEnded,
  screen: 'app' | 'console',
): { to: string; state: unknown } {
  if (screen === 'console' && closesConsole(ended.code))
    return { to: webRoutes.home, state: consoleClosedState(ended.code, ended.message, app) };
  return { to: appRoutes(app).login, state: { message: ended.message } };
}

/**
 * A refusal that ended the caller's session at the call that met it (the server deleted it with the reason):
 * the firm suspended, for anyone of it but its advisors, and an app the plan no longer covers, for a client.
 * Advisors meet both in their console too without losing the session there (SubscriptionGate sends them to /).
 * The reason is told once, so whatever call meets it, even one made in the background, must take the screen
 * to the sign-in form with it.
 */
export function endedSessionOfCaller(scope: CurrentUser['scope'], code: string): boolean {
  if (scope === 'admin' || scope === 'provider') return false;
  return code === ErrorCode.FIRM_SUSPENDED || code === ErrorCode.APP_NOT_IN_PLAN;
}
