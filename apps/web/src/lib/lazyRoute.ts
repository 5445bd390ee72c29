import type { ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/**
 * A route whose screen is loaded when it is first visited (route-level code splitting): the module is
 * fetched, then one of its components rendered. The first page carries only what it shows.
 */
export function lazyRoute<M>(
  load: () => Promise<M>,
  render: (module: M) => ReactNode,
): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ element: render(await load()) }) };
}

/** Loads the code of every lazy route that `path` matches in `routes` (what preloadScreen asks for). */
export async function loadRoutesCode(routes: RouteObject[], path: string): Promise<void> {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.all(
    matches.map(({ route }) => (typeof route.lazy === 'function' ? route.lazy() : undefined)),
  );
}

/**
 * Loads the screens that `path` opens and puts them in place of their `lazy` loaders, before a router is
 * made of `routes`: the router then starts with its first screen ready, which a page prerendered at build
 * time needs to be hydrated. A loader that fails is left in place (the router tries it again and shows
 * its error page).
 */
export async function resolveLazyRoutes(routes: RouteObject[], path: string): Promise<void> {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const load = route.lazy;
      if (typeof load !== 'function') return;
      try {
        const resolved = await load();
        Object.assign(route, resolved);
        delete route.lazy;
      } catch {
        // The router loads it again when it starts.
      }
    }),
  );
}
