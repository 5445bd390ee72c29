import { Suspense, lazy, useEffect, useState } from 'react';
import { notificationsStore } from '@mantine/notifications';

// The container (with its transitions) is loaded with the first notification, not with the first page.
const NotificationsContainer = lazy(() => import('./NotificationsContainer').then((m) => ({ default: m.NotificationsContainer })));

function hasNotifications(): boolean {
  const state = notificationsStore.getState();
  return state.notifications.length > 0 || state.queue.length > 0;
}

/** Mantine's notifications container, mounted once something is to be shown (it then shows what waits in the store). */
export function LazyNotifications() {
  const [wanted, setWanted] = useState(hasNotifications);
  useEffect(() => {
    if (wanted) return undefined;
    return notificationsStore.subscribe(() => {
      if (hasNotifications()) setWanted(true);
    });
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  );
}
