import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@guru/shared';
import { closesConsole, consoleClosedOf, consoleClosedState } from './consoleClosed';

describe('console closed', () => {
  it('is closed by no valid subscription and by a suspended firm only', () => {
    expect(closesConsole(ErrorCode.SUBSCRIPTION_INVALID)).toBe(true);
    expect(closesConsole(ErrorCode.FIRM_SUSPENDED)).toBe(true);
    expect(closesConsole(ErrorCode.APP_NOT_IN_PLAN)).toBe(false);
    expect(closesConsole(ErrorCode.SESSION_EXPIRED)).toBe(false);
  });

  it('reads back only a well-formed reason from the router state', () => {
    const state = consoleClosedState(ErrorCode.SUBSCRIPTION_INVALID, 'Renew it.', 'passwordguru');
    expect(consoleClosedOf(state)).toEqual({
      code: ErrorCode.SUBSCRIPTION_INVALID,
      message: 'Renew it.',
      app: 'passwordguru',
    });
    expect(consoleClosedOf(null)).toBeNull();
    expect(consoleClosedOf({ consoleClosed: { code: 'X', message: 'm', app: 'other' } })).toBeNull();
    expect(consoleClosedOf({ returnTo: '/x' })).toBeNull();
  });
});
