import { useSyncExternalStore } from 'react';
import { messages } from '@guru/shared';
import classes from './OfflineNotice.module.css';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;
/** The prerendered page (and its hydration) assume the network: the notice appears after, if it must. */
const onlineOnServer = () => true;

/** Says plainly that the device is offline (ADR 0032: the shell paints, nothing else works without the network). */
export function OfflineNotice() {
  const online = useSyncExternalStore(subscribe, isOnline, onlineOnServer);
  if (online) return null;
  return (
    <div role="alert" className={classes.notice} data-testid="offline-notice">
      {messages.offlineNotice}
    </div>
  );
}
