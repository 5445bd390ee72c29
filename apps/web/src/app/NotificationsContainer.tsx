import { Notifications } from '@mantine/notifications';

/**
 * Mantine's notifications container, in its own chunk (LazyNotifications loads it with the first notification).
 * Bottom right: toasts never cover the header's user menu and Log out.
 */
export function NotificationsContainer() {
  return <Notifications position="bottom-right" />;
}
