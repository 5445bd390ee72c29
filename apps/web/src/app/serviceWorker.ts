import { webAppPaths } from '@guru/shared';

/**
 * Registers the service worker that keeps the app's shell for a visit without the network (ADR 0032), once
 * the page has loaded: its install fetches the shell beside the page, never before it. Built apps only.
 */
export function registerServiceWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    void navigator.serviceWorker.register(webAppPaths.serviceWorker).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
