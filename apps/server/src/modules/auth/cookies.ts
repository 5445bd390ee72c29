import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppType } from '@guru/shared';
import { appTypes } from '@guru/shared';

/** One session cookie per app. */
export const sessionCookieName: Record<AppType, string> = {
  passwordguru: 'guru_pg_session',
  documentvault: 'guru_dv_session',
};

/** The app a request speaks for: appType in the body or query, else the x-app-type header. */
export function appTypeOfRequest(req: FastifyRequest): AppType {
  const fromBody = (req.body as { appType?: unknown } | undefined)?.appType;
  const fromQuery = (req.query as { appType?: unknown } | undefined)?.appType;
  const fromHeader = req.headers['x-app-type'];
  for (const candidate of [fromBody, fromQuery, fromHeader]) {
    if (typeof candidate === 'string' && (appTypes as readonly string[]).includes(candidate)) return candidate as AppType;
  }
  return 'passwordguru';
}

export function readSessionToken(req: FastifyRequest, app: AppType): string | null {
  return req.cookies[sessionCookieName[app]] ?? null;
}

export function setSessionCookie(reply: FastifyReply, app: AppType, token: string, secure: boolean): void {
  reply.setCookie(sessionCookieName[app], token, { httpOnly: true, sameSite: 'strict', path: '/', secure });
}

export function clearSessionCookie(reply: FastifyReply, app: AppType, secure: boolean): void {
  reply.clearCookie(sessionCookieName[app], { httpOnly: true, sameSite: 'strict', path: '/', secure });
}
