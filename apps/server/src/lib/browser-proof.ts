import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A step of an e-mailed link bound to the browser that took it (Hardening III, ADR 0027): the answer to
 * that step sets an httpOnly, SameSite=Strict cookie with a random proof, the flow keeps its keyed hash,
 * and the next steps need the same proof. The same link opened in another browser starts that step again.
 */
export const browserProofCookies = {
  /** A password reset: set by the answer to its SMS or authenticator code. */
  passwordReset: 'guru_reset_browser',
  /** A PIN reset by e-mailed link: set by the answer that takes the new PIN (its code confirms that PIN only there). */
  pinReset: 'guru_pin_reset_browser',
} as const;
export type BrowserProofCookie = (typeof browserProofCookies)[keyof typeof browserProofCookies];

export function readBrowserProof(req: FastifyRequest, cookie: BrowserProofCookie): string | null {
  return req.cookies[cookie] ?? null;
}

export function setBrowserProof(
  reply: FastifyReply,
  cookie: BrowserProofCookie,
  proof: string,
  secure: boolean,
  maxAgeMinutes: number,
): void {
  reply.setCookie(cookie, proof, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure,
    maxAge: maxAgeMinutes * 60,
  });
}
