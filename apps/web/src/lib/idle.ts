/**
 * Browser mirror of the server's idle timers (DESIGN.md section 7): user activity sends a
 * heartbeat at most once per interval; after `pinIdleMs` without activity the screen locks,
 * after `logoutIdleMs` the session is ended. While locked, activity does not count: only the
 * PIN reopens the screen, and the logout timer keeps running from the last real activity.
 */
export const activityEvents = ['mousemove', 'keydown', 'click', 'touchstart'] as const;

export interface IdleMonitorOptions {
  /** 0 or less turns the PIN lock off. */
  pinIdleMs: number;
  /** 0 or less turns the idle logout off. */
  logoutIdleMs: number;
  heartbeatIntervalMs: number;
  onHeartbeat: () => void;
  onPinIdle: () => void;
  onLogoutIdle: () => void;
  target?: EventTarget;
  now?: () => number;
  checkEveryMs?: number;
}

export interface IdleMonitor {
  start(): void;
  stop(): void;
  /** Lock now (for example when the server answered PIN_REQUIRED). */
  lock(): void;
  /** The PIN was accepted: activity counts again from now. */
  unlock(): void;
  isLocked(): boolean;
}

export function createIdleMonitor(options: IdleMonitorOptions): IdleMonitor {
  const now = options.now ?? (() => Date.now());
  const target: EventTarget | undefined = options.target ?? (typeof window === 'undefined' ? undefined : window);
  const checkEveryMs = options.checkEveryMs ?? 1_000;

  let lastActivity = now();
  let lastHeartbeat = now();
  let locked = false;
  let ended = false;
  let timer: ReturnType<typeof setInterval> | null = null;

  const onActivity = (): void => {
    if (locked || ended) return;
    const at = now();
    lastActivity = at;
    if (at - lastHeartbeat >= options.heartbeatIntervalMs) {
      lastHeartbeat = at;
      options.onHeartbeat();
    }
  };

  const check = (): void => {
    if (ended) return;
    const idleFor = now() - lastActivity;
    if (options.logoutIdleMs > 0 && idleFor >= options.logoutIdleMs) {
      ended = true;
      stop();
      options.onLogoutIdle();
      return;
    }
    if (!locked && options.pinIdleMs > 0 && idleFor >= options.pinIdleMs) {
      locked = true;
      options.onPinIdle();
    }
  };

  function start(): void {
    if (timer !== null) return;
    ended = false;
    lastActivity = now();
    lastHeartbeat = now();
    activityEvents.forEach((name) => target?.addEventListener(name, onActivity, { passive: true }));
    timer = setInterval(check, checkEveryMs);
  }

  function stop(): void {
    activityEvents.forEach((name) => target?.removeEventListener(name, onActivity));
    if (timer !== null) clearInterval(timer);
    timer = null;
  }

  return {
    start,
    stop,
    lock() {
      locked = true;
    },
    unlock() {
      locked = false;
      lastActivity = now();
      lastHeartbeat = now();
    },
    isLocked: () => locked,
  };
}
