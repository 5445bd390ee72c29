import { startTransition } from 'react';
import { createRoot, hydrateRoot, type HydrationOptions } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppRoot } from './AppRoot';
import { isPrerenderedPage } from './prerendered';
import { routeTree } from './router';
import { resolveLazyRoutes } from '../lib/lazyRoute';
import { registerServiceWorkerAfterLoad } from './serviceWorker';

/**
 * Starts the app in `rootElement` for the page of the address: takes over the page the build prerendered
 * there (hydration), or renders it.
 */
export async function mountApp(
  rootElement: HTMLElement,
  options: Pick<HydrationOptions, 'onRecoverableError'> & { onTakenOver?: () => void } = {},
): Promise<void> {
  // The first screen's code is loaded before the router starts, so that its first render is the screen.
  await resolveLazyRoutes(routeTree, window.location.pathname);
  const app = (
    <AppRoot onTakenOver={options.onTakenOver}>
      <RouterProvider router={createBrowserRouter(routeTree)} />
    </AppRoot>
  );
  // The first render is a transition, so that React yields to the browser every few milliseconds instead of
  // holding a slow phone's main thread for the whole page.
  startTransition(() => {
    const { onRecoverableError } = options;
    if (isPrerenderedPage(rootElement)) hydrateRoot(rootElement, app, { onRecoverableError });
    else createRoot(rootElement, { onRecoverableError }).render(app);
  });
}

/** Starts the app in #root (src/main.tsx); `onTakenOver` once its first page is shown and works. */
export function start(onTakenOver?: () => void): Promise<void> {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('Missing #root element');
  // The shell is kept for a visit without the network (ADR 0032), once the page has loaded.
  registerServiceWorkerAfterLoad();
  return mountApp(rootElement, { onTakenOver });
}
