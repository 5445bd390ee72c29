import { API_PREFIX, acceptInviteBody, acceptInviteResponse, clientApiPaths, dataEnvelope, signupBody, signupResponse } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { accessScope } from '../../http/access-scope.js';
import { scopes, type ModuleRoutes } from '../../http/module-routes.js';
import { SignupRepository } from './signup.repository.js';
import { SignupService } from './signup.service.js';

/** Sign-up with an invite code (no session is opened: see ADR 0005), and accepting an invite when signed in. */
export function signupRoutes(ctx: AppContext): ModuleRoutes {
  const signup = new SignupService(ctx, new SignupRepository(ctx.db.kysely));
  const rateLimit = { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' };

  const signupWithCode = accessScope({ access: 'public' }, (r) => {
    r.post(clientApiPaths.signup, { config: { rateLimit }, schema: { body: signupBody, response: { 200: dataEnvelope(signupResponse) } } }, async (req) => ({
      data: await signup.signup(req.firm(), req.body),
    }));
  });

  const acceptInvite = accessScope({ access: 'signedIn', stage: 'active' }, (r, caller) => {
    r.post(
      clientApiPaths.acceptInvite,
      { config: { rateLimit }, schema: { body: acceptInviteBody, response: { 200: dataEnvelope(acceptInviteResponse) } } },
      async (req) => ({ data: { apps: await signup.acceptInvite(caller(req).session, req.firm(), req.body.code) } }),
    );
  });

  return { [API_PREFIX]: scopes(signupWithCode, acceptInvite) };
}
