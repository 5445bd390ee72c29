import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleMonitor, markUserActive, type IdleMonitor } from './idle';

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

  it("counts markUserActive (an upload's progress) as activity: no PIN lock while it goes on", () => {
    for (let i = 0; i < 12; i += 1) {
      vi.advanceTimersByTime(minute);
      markUserActive(target);
    }
    expect(calls.pin).toBe(0);
    expect(calls.heartbeat).toBeGreaterThan(0);
    vi.advanceTimersByTime(5 * minute);
    expect(calls.pin).toBe(1);
  });

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

  it('counts scrolling and wheel turns as activity', () => {
    vi.advanceTimersByTime(4 * minute);
    target.dispatchEvent(new Event('wheel'));
    vi.advanceTimersByTime(4 * minute);
    target.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(4 * minute);
    expect(calls.pin).toBe(0);
  });
});

describe('createIdleMonitor with activity shared between tabs', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function sharedStore() {
    let value = 0;
    return { read: () => value, write: (at: number) => (value = at) };
  }

  function monitorOf(
    store: ReturnType<typeof sharedStore>,
    target: EventTarget,
    calls: { pin: number; logout: number },
  ) {
    return createIdleMonitor({
      pinIdleMs: 5 * minute,
      logoutIdleMs: 15 * minute,
      heartbeatIntervalMs: minute,
      onHeartbeat: () => undefined,
      onPinIdle: () => (calls.pin += 1),
      onLogoutIdle: () => (calls.logout += 1),
      target,
      shared: store,
    });
  }

  it('a background tab neither locks nor signs out while another tab is in use', () => {
    vi.useFakeTimers();
    const store = sharedStore();
    const activeTab = new EventTarget();
    const background = { pin: 0, logout: 0 };
    const active = monitorOf(store, activeTab, { pin: 0, logout: 0 });
    const idle = monitorOf(store, new EventTarget(), background);
    active.start();
    idle.start();
    for (let minutes = 0; minutes < 30; minutes += 1) {
      vi.advanceTimersByTime(minute);
      activeTab.dispatchEvent(new Event('keydown'));
    }
    expect(background).toEqual({ pin: 0, logout: 0 });
    active.stop();
    idle.stop();
  });

  it('a locked background tab stays locked but is not signed out while another tab is in use', () => {
    vi.useFakeTimers();
    const store = sharedStore();
    const activeTab = new EventTarget();
    const background = { pin: 0, logout: 0 };
    const idle = monitorOf(store, new EventTarget(), background);
    idle.start();
    vi.advanceTimersByTime(6 * minute);
    expect(background.pin).toBe(1);
    const active = monitorOf(store, activeTab, { pin: 0, logout: 0 });
    active.start();
    for (let minutes = 0; minutes < 30; minutes += 1) {
      vi.advanceTimersByTime(minute);
      activeTab.dispatchEvent(new Event('keydown'));
    }
    expect(idle.isLocked()).toBe(true);
    expect(background.logout).toBe(0);
    active.stop();
    idle.stop();
  });

  it('every tab signs out once no tab has been used for the logout idle time', () => {
    vi.useFakeTimers();
    const store = sharedStore();
    const first = { pin: 0, logout: 0 };
    const second = { pin: 0, logout: 0 };
    const a = monitorOf(store, new EventTarget(), first);
    const b = monitorOf(store, new EventTarget(), second);
    a.start();
    b.start();
    vi.advanceTimersByTime(15 * minute);
    expect(first.logout).toBe(1);
    expect(second.logout).toBe(1);
  });
});
