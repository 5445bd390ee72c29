import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose values say nothing of anyone (paging, order, which app or area, a status): the
 * only values a log line carries. Every other parameter is logged by its name alone: search terms, file
 * names, client and document ids, e-mail addresses, codes and tokens never reach a log.
 */
const LOGGED_QUERY_VALUES = new Set([
  'offset',
  'limit',
  'page',
  'size',
  'sort',
  'orderBy',
  'status',
  'appType',
  'type',
  'isFilterShareFA',
  'isOnlyFilterSharing',
]);

/** A logged value is short and plain (a number, a word, a sort key): anything else is logged by name. */
const PLAIN_VALUE = /^-?[A-Za-z0-9_.]{1,32}$/;

/** What the log says of a path no route answers (a page of the web app, an unknown address): never the path itself. */
export const UNMATCHED_ROUTE = '[no route]';

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/**
 * The URL as it may be logged: the route's template (`/be/api/users/:id`, never the id), then the query's
 * parameter names, with the value only of those in the allow-list.
 */
export function loggableUrl(routeTemplate: string | undefined, url: string): string {
  const path = routeTemplate ?? UNMATCHED_ROUTE;
  const q = url.indexOf('?');
  if (q < 0) return path;
  const hash = url.indexOf('#', q);
  const query = url.slice(q + 1, hash < 0 ? undefined : hash);
  const parameters = query
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = decoded(eq < 0 ? pair : pair.slice(0, eq));
      if (name === null || !/^[A-Za-z][A-Za-z0-9_.[\]-]{0,39}$/.test(name)) return '[parameter]';
      if (eq < 0) return name;
      const value = decoded(pair.slice(eq + 1));
      return LOGGED_QUERY_VALUES.has(name) && value !== null && PLAIN_VALUE.test(value)
        ? `${name}=${value}`
        : `${name}=[redacted]`;
    });
  return parameters.length > 0 ? `${path}?${parameters.join('&')}` : path;
}

/** What the request log says of a request: the route and allowed query values, the host and the address; no cookie, no header. */
export function logSafeRequest(req: FastifyRequest): Record<string, unknown> {
  return {
    method: req.method,
    url: loggableUrl(req.routeOptions.url, req.url),
    host: req.headers.host,
    remoteAddress: req.ip,
  };
}
