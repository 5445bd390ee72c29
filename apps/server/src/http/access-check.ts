import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import { advisorOf, assertProvider, clientOf, documentsUserOf } from '../modules/auth/access.policy.js';
import { readSessionToken } from '../modules/auth/cookies.js';
import { requireSession, type RequiredStage } from '../modules/auth/session.service.js';
import type { AccessLevel, Caller } from './access-level.js';
import { appTypeOf } from './request-app.js';
import { requireConsoleOpen } from '../modules/subscriptions/firm-access.js';
import { AppType } from '@guru/shared';

/**
 * The session of the request's app at a stage. The firm of the host comes first (UNKNOWN_FIRM, 404),
 * then the session (401, or the code of the step still missing), as every signed-in route always did.
 */
async function sessionAt(ctx: AppContext, req: FastifyRequest, stage: RequiredStage) {
  const app = appTypeOf(req);
  const firm = req.firm();
  const session = await requireSession(ctx, readSessionToken(req, app), firm, app, stage);
  return { app, session };
}

/** Checks a request against the access level of its scope; refuses with 401/403 (or the session's code). */
export async function checkAccess(ctx: AppContext, req: FastifyRequest, level: AccessLevel): Promise<Caller> {
  switch (level.access) {
    case 'public':
      return { access: 'public' };
    case 'signedIn':
      return { access: 'signedIn', ...(await sessionAt(ctx, req, level.stage)) };
    case 'appClient': {
      const signedIn = await sessionAt(ctx, req, 'active');
      return { access: 'appClient', ...signedIn, client: clientOf(signedIn.session) };
    }
    case 'advisor': {
      const signedIn = await sessionAt(ctx, req, 'active');
      const advisor = advisorOf(signedIn.session, level.staff === 'allowed');
      // The firm's subscription as read with the session (the advisor's own firm).
      if (level.subscription !== 'notRequired') requireConsoleOpen(signedIn.session.subscription);
      return { access: 'advisor', ...signedIn, advisor };
    }
    case 'documentsUser': {
      const signedIn = await sessionAt(ctx, req, 'active');
      const user = documentsUserOf(signedIn.session, signedIn.app);
      // An advisor opens a client's documents from the console: a valid subscription that covers Documents Guru.
      if (user.kind === 'advisor') requireConsoleOpen(signedIn.session.subscription, AppType.documents);
      return { access: 'documentsUser', ...signedIn, user };
    }
    case 'provider': {
      const signedIn = await sessionAt(ctx, req, 'active');
      assertProvider(signedIn.session);
      return { access: 'provider', ...signedIn };
    }
  }
}
