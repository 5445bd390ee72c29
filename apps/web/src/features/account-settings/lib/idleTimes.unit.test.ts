import { describe, expect, it } from 'vitest';
import { accountSettingsMessages as m } from '@guru/shared';
import { idleTimesProblem } from './idleTimes';

describe('idleTimesProblem', () => {
  it('accepts the recommended ranges', () => {
    expect(idleTimesProblem(5, 10 + 5)).toBeNull();
    expect(idleTimesProblem(10, 30)).toBeNull();
  });

  it('refuses values outside them, fractions, empty fields and a logout before the lock', () => {
    expect(idleTimesProblem(4, 15)).toBe('The PIN lock time must be between 5 and 10 minutes.');
    expect(idleTimesProblem(11, 15)).toContain('PIN lock');
    expect(idleTimesProblem(5.5, 15)).toContain('PIN lock');
    expect(idleTimesProblem('', 15)).toContain('PIN lock');
    expect(idleTimesProblem(5, 31)).toBe('The logout time must be between 10 and 30 minutes.');
    expect(idleTimesProblem(5, 9)).toContain('logout');
    expect(idleTimesProblem(10, 10)).toBe(m.settingsIdleOrder);
  });
});
