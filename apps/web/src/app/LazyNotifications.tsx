import { Suspense, lazy, useSyncExternalStore } from 'react';
import { notificationsStore } from '@mantine/notifications';
import { runWhenIdle } from '../lib/whenIdle';

// The container (with its transitions) is not part of the first page: it mounts with the first notification,
// or ahead on a signed-in screen once the browser is idle (mountNotificationsWhenIdle), so that a screen's
// first confirmation does not wait for its code.
const loadContainer = () => import('./NotificationsContainer');
const NotificationsContainer = lazy(() =>
  loadContainer().then((m) => ({ default: m.NotificationsContainer })),
);

let mountedAhead = false;
const aheadListeners = new Set<() => void>();

function hasNotifications(): boolean {
  const state = notificationsStore.getState();
  return state.notifications.length > 0 || state.queue.length > 0;
}

function wanted(): boolean {
  return mountedAhead || hasNotifications();
}

function subscribe(listener: () => void): () => void {
  aheadListeners.add(listener);
  const unsubscribe = notificationsStore.subscribe(listener);
  return () => {
    aheadListeners.delete(listener);
    unsubscribe();
  };
}

/** Loads and mounts the container while the browser is idle (signed-in screens); returns the cancel. */
export function mountNotificationsWhenIdle(): () => void {
  const mount = () => {
    void loadContainer().then(
      () => {
        mountedAhead = true;
        for (const listener of aheadListeners) listener();
      },
      () => undefined,
    );
  };
  return runWhenIdle(mount, 3_000);
}

/** Mantine's notifications container, mounted once something is to be shown (it then shows what waits in the store). */
export function LazyNotifications() {
  const shown = useSyncExternalStore(subscribe, wanted, () => false);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  );
}
