import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppType } from '@guru/shared';

/** One session cookie per app. */
export const sessionCookieName: Record<AppType, string> = {
  passwordguru: 'guru_pg_session',
  documentvault: 'guru_dv_session',
};

/** The session token of an app; which app a request speaks for is http/request-app.ts's appTypeOf. */
export function readSessionToken(req: FastifyRequest, app: AppType): string | null {
  return req.cookies[sessionCookieName[app]] ?? null;
}

export function setSessionCookie(reply: FastifyReply, app: AppType, token: string, secure: boolean): void {
  reply.setCookie(sessionCookieName[app], token, { httpOnly: true, sameSite: 'strict', path: '/', secure });
}

export function clearSessionCookie(reply: FastifyReply, app: AppType, secure: boolean): void {
  reply.clearCookie(sessionCookieName[app], { httpOnly: true, sameSite: 'strict', path: '/', secure });
}
