import type { FastifyReply, FastifyRequest } from 'fastify';
import { recoveryLimits } from '@guru/shared';

/**
 * The browser that passed a reset's SMS or authenticator code (finding of Hardening III, ADR 0027): the
 * verify answer sets this cookie (a random proof; the reset keeps its keyed hash), and every later step of
 * that reset needs it. The same e-mailed link opened anywhere else asks for the code again.
 */
export const RESET_BROWSER_COOKIE = 'guru_reset_browser';

export function readResetBrowserProof(req: FastifyRequest): string | null {
  return req.cookies[RESET_BROWSER_COOKIE] ?? null;
}

export function setResetBrowserCookie(reply: FastifyReply, proof: string, secure: boolean): void {
  reply.setCookie(RESET_BROWSER_COOKIE, proof, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure,
    maxAge: recoveryLimits.resetLinkValidityMinutes * 60,
  });
}
