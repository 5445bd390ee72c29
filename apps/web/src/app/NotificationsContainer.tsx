import { Notifications } from '@mantine/notifications';

/** Mantine's notifications container, in its own chunk (LazyNotifications loads it with the first notification). */
export function NotificationsContainer() {
  return <Notifications position="top-right" />;
}
