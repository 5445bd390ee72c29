import { describe, expect, it } from 'vitest';
import {
  AppType,
  ErrorCode,
  appRoutes,
  webRoutes,
  type CurrentUser,
  type SessionResponse,
} from '@guru/shared';
import {
  endedSessionOfCaller,
  homeAfterPin,
  redirectForEndedSession,
  redirectForSession,
  safeReturnTo,
} from './sessionRouting';

const user: CurrentUser = {
  id: 'u1',
  roleId: 3,
  scope: 'client',
  currentLoggedAdmin: false,
  username: 'client',
  email: 'client@example.com',
  firstName: 'Cleo',
  lastName: 'Client',
  phoneNumber: '+15555550100',
  companyName: 'Demo Wealth Partners',
  companyDomain: 'demo',
  firmId: 'f1',
  pinTimeInMinute: 5,
  logoutTimeInMinute: 15,
  validateOTPCode: 'sms',
  apps: ['passwordguru', 'documentvault'],
};

function session(partial: Partial<SessionResponse>): SessionResponse {
  return { stage: 'none', user: null, mfa: null, ...partial };
}

describe('redirectForSession', () => {
  it('sends a browser without a session to the login', () => {
    expect(redirectForSession('passwordguru', session({}), false)).toBe('/password-management/login');
  });

  it('sends the SMS step to the 2FA screen and the TOTP step to the login', () => {
    const sms = session({ stage: 'second_factor', mfa: { method: 'sms', phoneHint: '•••0100' } });
    const totp = session({ stage: 'second_factor', mfa: { method: 'totp', enrolment: null } });
    expect(redirectForSession('documentvault', sms, false)).toBe('/documents-guru/verify-2fa');
    expect(redirectForSession('documentvault', totp, false)).toBe('/documents-guru/login');
  });

  it('asks for the PIN at the pin stage and after a reload of an active session', () => {
    expect(redirectForSession('passwordguru', session({ stage: 'pin', user }), false)).toBe(
      '/password-management/verify-pin-code',
    );
    expect(redirectForSession('passwordguru', session({ stage: 'active', user }), false)).toBe(
      '/password-management/verify-pin-code',
    );
  });

  it('lets an unlocked active session through', () => {
    expect(redirectForSession('passwordguru', session({ stage: 'active', user }), true)).toBeNull();
  });
});

describe('homeAfterPin', () => {
  it('sends the provider to /admin and everyone else to the app dashboard', () => {
    expect(homeAfterPin('passwordguru', { scope: 'provider' })).toBe('/admin');
    expect(homeAfterPin('documentvault', { scope: 'admin' })).toBe('/documents-guru/dashboard');
    expect(homeAfterPin('passwordguru', { scope: 'client' })).toBe('/password-management/dashboard');
  });
});

describe('safeReturnTo', () => {
  it('accepts same-site paths only', () => {
    expect(safeReturnTo({ returnTo: '/dashboard/user' })).toBe('/dashboard/user');
    expect(safeReturnTo({ returnTo: '//evil.example/x' })).toBeNull();
    expect(safeReturnTo({ returnTo: 'https://evil.example' })).toBeNull();
    expect(safeReturnTo(null)).toBeNull();
    expect(safeReturnTo({ returnTo: 3 })).toBeNull();
  });
});

describe('redirectForEndedSession', () => {
  const suspended = { code: ErrorCode.FIRM_SUSPENDED, message: 'Suspended.' };
  it('sends a console closed by the subscription to / with the reason', () => {
    expect(redirectForEndedSession(AppType.password, suspended, 'console')).toEqual({
      to: webRoutes.home,
      state: {
        consoleClosed: { code: ErrorCode.FIRM_SUSPENDED, message: 'Suspended.', app: AppType.password },
      },
    });
  });
  it("shows any other ending, and every app screen's, on the app's sign-in form", () => {
    expect(redirectForEndedSession(AppType.documents, suspended, 'app')).toEqual({
      to: appRoutes(AppType.documents).login,
      state: { message: 'Suspended.' },
    });
    expect(
      redirectForEndedSession(
        AppType.password,
        { code: ErrorCode.ACCOUNT_DISABLED, message: 'Disabled.' },
        'console',
      ),
    ).toEqual({
      to: appRoutes(AppType.password).login,
      state: { message: 'Disabled.' },
    });
  });
});

describe('endedSessionOfCaller', () => {
  it('a suspended firm ends the session of a client at any call; an app gone from the plan too', () => {
    expect(endedSessionOfCaller('client', ErrorCode.FIRM_SUSPENDED)).toBe(true);
    expect(endedSessionOfCaller('client', ErrorCode.APP_NOT_IN_PLAN)).toBe(true);
  });

  it("advisors and the provider's staff keep their session on those answers (their console says why), and other refusals end nothing", () => {
    expect(endedSessionOfCaller('admin', ErrorCode.FIRM_SUSPENDED)).toBe(false);
    expect(endedSessionOfCaller('admin', ErrorCode.APP_NOT_IN_PLAN)).toBe(false);
    expect(endedSessionOfCaller('provider', ErrorCode.FIRM_SUSPENDED)).toBe(false);
    expect(endedSessionOfCaller('client', ErrorCode.FORBIDDEN)).toBe(false);
    expect(endedSessionOfCaller('client', ErrorCode.SUBSCRIPTION_INVALID)).toBe(false);
  });
});
