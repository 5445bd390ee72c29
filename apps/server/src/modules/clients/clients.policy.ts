import type { FastifyRequest } from 'fastify';
import { appTypes, type AppType } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { RoleId } from '../../db/tables/users.table.js';
import { appErrors } from '../../lib/app-error.js';
import { readSessionToken } from '../auth/cookies.js';
import { requireSession, type LoadedSession } from '../auth/session.service.js';

/**
 * The app whose session a console call uses: the x-app-type header (the web client always sends
 * it), else whichever session cookie the browser holds. Never the body: there `appType` names the
 * app an invite or a filter is about, not the caller's session.
 */
export function sessionAppOf(req: FastifyRequest): AppType {
  const header = req.headers['x-app-type'];
  if (typeof header === 'string' && (appTypes as readonly string[]).includes(header)) return header as AppType;
  return readSessionToken(req, 'passwordguru') ? 'passwordguru' : 'documentvault';
}

/** A fully signed-in session (password, second factor, PIN) of either app. */
export function requireConsoleSession(ctx: AppContext, req: FastifyRequest): Promise<LoadedSession> {
  const app = sessionAppOf(req);
  return requireSession(ctx, readSessionToken(req, app), req.firm(), app, 'active');
}

/** An advisor acting on the clients of their own firm: every client query is scoped by firmId. */
export interface AdvisorScope {
  firmId: string;
  advisorId: string;
}

export function isAdvisor(loaded: LoadedSession): boolean {
  const { user, session } = loaded;
  return user.scope === 'admin' && user.role_id === RoleId.advisor && user.firm_id === session.firm_id;
}

/** Client Management is for advisors (scope admin) of the session's firm only. */
export function advisorOf(loaded: LoadedSession): AdvisorScope {
  if (!isAdvisor(loaded)) throw appErrors.forbidden();
  return { firmId: loaded.session.firm_id, advisorId: loaded.user.id };
}

/** The provider's staff: they may list a firm's clients, masked, and nothing else here. */
export function assertProvider(loaded: LoadedSession): void {
  if (loaded.user.scope !== 'provider') throw appErrors.forbidden();
}
