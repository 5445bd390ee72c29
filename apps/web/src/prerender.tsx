/**
 * The build's server-side entry (build/prerender.ts): renders a page to HTML with the tree the browser
 * hydrates (AppRoot around the router), for the pages of `prerenderedPaths`.
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppRoot } from './app/AppRoot';
import { routeTree } from './app/router';

export { prerenderedPaths, withPrerenderedPage } from './app/prerendered';

/** The markup of #root for the page at `path`, as its first render in a browser makes it. */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routeTree);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response)
    throw new Error(`${path} answers ${context.status}: it cannot be prerendered`);
  if (context.errors) throw new Error(`${path} fails to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <AppRoot>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppRoot>,
  );
}
