/**
 * Browser mirror of the server's idle timers (docs/ARCHITECTURE.md, "Sign-in chain"): user activity sends a
 * heartbeat at most once per interval; after `pinIdleMs` without activity the screen locks,
 * after `logoutIdleMs` the session is ended. While locked, activity does not count: only the
 * PIN reopens the screen, and the logout timer keeps running from the last real activity.
 *
 * Tabs of the same app share one server session, so activity in any of them counts for all
 * (`shared`): a tab left in the background neither locks nor signs out the tab in use.
 */
/**
 * Work the user started that runs without input (an upload's progress): dispatched on the window by
 * `markUserActive`, it counts as activity like a key press, so a long upload never locks the screen.
 */
export const appActivityEvent = 'guru:activity';

export const activityEvents = [
  'mousemove',
  'keydown',
  'click',
  'touchstart',
  'wheel',
  'scroll',
  appActivityEvent,
] as const;

/** Records activity that is not an input event (for example an upload's progress). */
export function markUserActive(
  target: EventTarget | undefined = typeof window === 'undefined' ? undefined : window,
): void {
  target?.dispatchEvent(new Event(appActivityEvent));
}

/** The last activity time seen by any tab of the app. */
export interface SharedActivity {
  read(): number;
  write(at: number): void;
}

/** Activity shared through localStorage (only a timestamp: nothing secret). */
export function localStorageActivity(key: string): SharedActivity {
  return {
    read() {
      try {
        const value = Number(window.localStorage.getItem(key));
        return Number.isFinite(value) ? value : 0;
      } catch {
        return 0;
      }
    },
    write(at) {
      try {
        window.localStorage.setItem(key, String(at));
      } catch {
        // Storage full or blocked: this tab still counts its own activity.
      }
    },
  };
}

/** How often a tab publishes its activity to the others. */
const sharedWriteEveryMs = 1_000;

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
  shared?: SharedActivity;
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
  const target: EventTarget | undefined =
    options.target ?? (typeof window === 'undefined' ? undefined : window);
  const checkEveryMs = options.checkEveryMs ?? 1_000;

  const shared = options.shared;

  let lastActivity = now();
  let lastHeartbeat = now();
  let lastShared = 0;
  let locked = false;
  let ended = false;
  let timer: ReturnType<typeof setInterval> | null = null;

  const share = (at: number): void => {
    if (!shared || at - lastShared < sharedWriteEveryMs) return;
    lastShared = at;
    shared.write(at);
  };

  const onActivity = (): void => {
    if (locked || ended) return;
    const at = now();
    lastActivity = at;
    share(at);
    if (at - lastHeartbeat >= options.heartbeatIntervalMs) {
      lastHeartbeat = at;
      options.onHeartbeat();
    }
  };

  const check = (): void => {
    if (ended) return;
    // Another tab's activity keeps the session (and, while not locked, this screen) alive.
    const idleFor = now() - Math.max(lastActivity, shared?.read() ?? 0);
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
    share(lastActivity);
    // Capture: scroll events of inner elements do not bubble up to the window.
    activityEvents.forEach((name) =>
      target?.addEventListener(name, onActivity, { passive: true, capture: true }),
    );
    timer = setInterval(check, checkEveryMs);
  }

  function stop(): void {
    activityEvents.forEach((name) => target?.removeEventListener(name, onActivity, { capture: true }));
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
      share(lastActivity);
    },
    isLocked: () => locked,
  };
}
