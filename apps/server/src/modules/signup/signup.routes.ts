import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PREFIX, acceptInviteBody, acceptInviteResponse, clientApiPaths, dataEnvelope, signupBody, signupResponse } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import type { LoadedSession } from '../auth/session.service.js';
import { requireConsoleSession } from '../clients/clients.policy.js';
import { SignupRepository } from './signup.repository.js';
import { SignupService } from './signup.service.js';
import { requestGrant } from '../../http/request-grant.js';

const p = (path: string) => `${API_PREFIX}${path}`;

/** Sign-up with an invite code (no session is opened: see ADR 0005), and accepting an invite when signed in. */
export function registerSignupRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signup = new SignupService(ctx, new SignupRepository(ctx.db.kysely));
  const rateLimit = { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' };

  r.post(p(clientApiPaths.signup), { config: { rateLimit }, schema: { body: signupBody, response: { 200: dataEnvelope(signupResponse) } } }, async (req) => ({
    data: await signup.signup(req.firm(), req.body),
  }));

  const grant = requestGrant<LoadedSession>((req) => requireConsoleSession(ctx, req));
  const onRequest = grant.onRequest;
  r.post(
    p(clientApiPaths.acceptInvite),
    { onRequest, config: { rateLimit }, schema: { body: acceptInviteBody, response: { 200: dataEnvelope(acceptInviteResponse) } } },
    async (req) => {
      return { data: { apps: await signup.acceptInvite(grant.of(req), req.firm(), req.body.code) } };
    },
  );
}
