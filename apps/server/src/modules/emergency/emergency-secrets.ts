import type { AppContext } from '../../app-context.js';

/** Keyed hashes and at-rest sealing of the module's secrets (ADR 0021); nothing here is ever logged. */

export function kitProofHash(ctx: AppContext, kitProof: string): string {
  return ctx.secrets.hmac('emergency-kit-proof', kitProof);
}

export function kitProofMatches(ctx: AppContext, kitProof: string, stored: string): boolean {
  return ctx.secrets.hmacMatches('emergency-kit-proof', kitProof, stored);
}

export function tokenHash(ctx: AppContext, purpose: 'refuse' | 'takeover', token: string): string {
  return ctx.secrets.hmac(`emergency-${purpose}-token`, token);
}

/** S, sealed with the server's at-rest key and bound to its kit. */
export function sealServerShare(ctx: AppContext, kitId: string, serverShare: string): string {
  return ctx.secrets.seal(serverShare, `emergency-share:${kitId}`);
}

export function openServerShare(ctx: AppContext, kitId: string, sealed: string): string {
  return ctx.secrets.open(sealed, `emergency-share:${kitId}`);
}
