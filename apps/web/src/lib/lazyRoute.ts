import type { ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/**
 * A route whose screen is loaded when it is first visited (route-level code splitting): the module is
 * fetched, then one of its components rendered. The first page carries only what it shows.
 */
export function lazyRoute<M>(load: () => Promise<M>, render: (module: M) => ReactNode): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ element: render(await load()) }) };
}

/** Loads the code of every lazy route that `path` matches in `routes` (what preloadScreen asks for). */
export async function loadRoutesCode(routes: RouteObject[], path: string): Promise<void> {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.all(matches.map(({ route }) => (typeof route.lazy === 'function' ? route.lazy() : undefined)));
}
