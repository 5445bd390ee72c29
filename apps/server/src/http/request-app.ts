import type { FastifyRequest } from 'fastify';
import { AppType, appTypes } from '@guru/shared';
import { readSessionToken } from '../modules/auth/cookies.js';
import { appSourceOf } from './access-level.js';

function asAppType(value: unknown): AppType | null {
  return typeof value === 'string' && (appTypes as readonly string[]).includes(value)
    ? (value as AppType)
    : null;
}

function appTypeInInput(req: FastifyRequest): AppType | null {
  const body = req.body as { appType?: unknown } | null | undefined;
  const query = req.query as { appType?: unknown } | null | undefined;
  return asAppType(body?.appType) ?? asAppType(query?.appType);
}

/**
 * The one rule for the app a request speaks for, i.e. whose session cookie it uses:
 * 1. a route of one app (its scope declares the app: Password Guru's vault, each app's login)
 *    speaks for that app, whatever the request says;
 * 2. in the sign-in chain (its scope declares app 'input'), the `appType` of the validated body,
 *    else of the query string;
 * 3. else the x-app-type header (the web client always sends it);
 * 4. else the app whose session cookie the request holds, Password Guru's first; Password Guru
 *    when it holds none.
 * Outside the sign-in chain, an `appType` in the body or query is never the caller's app: there it
 * names the app an invite, a reset or a filter is about.
 */
export function appTypeOf(req: FastifyRequest): AppType {
  const source = req.routeOptions.config.access ? appSourceOf(req.routeOptions.config.access) : undefined;
  if (source !== undefined && source !== 'input') return source;
  const named = (source === 'input' ? appTypeInInput(req) : null) ?? asAppType(req.headers['x-app-type']);
  if (named) return named;
  if (readSessionToken(req, AppType.password)) return AppType.password;
  return readSessionToken(req, AppType.documents) ? AppType.documents : AppType.password;
}
