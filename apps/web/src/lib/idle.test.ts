import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleMonitor, type IdleMonitor } from './idle';

const minute = 60_000;

describe('createIdleMonitor', () => {
  let target: EventTarget;
  let monitor: IdleMonitor | null = null;
  const calls = { heartbeat: 0, pin: 0, logout: 0 };

  beforeEach(() => {
    vi.useFakeTimers();
    target = new EventTarget();
    calls.heartbeat = 0;
    calls.pin = 0;
    calls.logout = 0;
    monitor = createIdleMonitor({
      pinIdleMs: 5 * minute,
      logoutIdleMs: 15 * minute,
      heartbeatIntervalMs: minute,
      onHeartbeat: () => (calls.heartbeat += 1),
      onPinIdle: () => (calls.pin += 1),
      onLogoutIdle: () => (calls.logout += 1),
      target,
    });
    monitor.start();
  });

  afterEach(() => {
    monitor?.stop();
    vi.useRealTimers();
  });

  const act = () => target.dispatchEvent(new Event('mousemove'));

  it('sends at most one heartbeat per interval while the user is active', () => {
    act();
    expect(calls.heartbeat).toBe(0);
    vi.advanceTimersByTime(30_000);
    act();
    expect(calls.heartbeat).toBe(0);
    vi.advanceTimersByTime(30_000);
    act();
    act();
    expect(calls.heartbeat).toBe(1);
  });

  it('locks after the PIN idle time and ignores activity while locked', () => {
    vi.advanceTimersByTime(5 * minute);
    expect(calls.pin).toBe(1);
    expect(monitor?.isLocked()).toBe(true);
    act();
    vi.advanceTimersByTime(2 * minute);
    act();
    expect(calls.heartbeat).toBe(0);
    expect(calls.pin).toBe(1);
  });

  it('logs out after the logout idle time even while locked', () => {
    vi.advanceTimersByTime(15 * minute);
    expect(calls.pin).toBe(1);
    expect(calls.logout).toBe(1);
    vi.advanceTimersByTime(15 * minute);
    expect(calls.logout).toBe(1);
  });

  it('counts activity again after unlock', () => {
    vi.advanceTimersByTime(6 * minute);
    monitor?.unlock();
    vi.advanceTimersByTime(4 * minute);
    act();
    vi.advanceTimersByTime(4 * minute);
    expect(calls.pin).toBe(1);
    expect(calls.logout).toBe(0);
  });
});
