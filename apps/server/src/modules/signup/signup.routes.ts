import {
  API_PREFIX,
  acceptInviteBody,
  acceptInviteResponse,
  clientApiPaths,
  dataEnvelope,
  pinResetApiPaths,
  signupBody,
  signupPhoneCodeBody,
  signupPhoneCodeResponse,
  signupPhoneVerifyBody,
  signupPhoneVerifyResponse,
  signupResponse,
  signupUsernameBody,
  signupUsernameResponse,
  type AppType,
} from '@guru/shared';
import { setSessionCookie } from '../auth/cookies.js';
import type { AppContext } from '../../app-context.js';
import { accessScope } from '../../http/access-scope.js';
import { scopes, type ModuleRoutes } from '../../http/module-routes.js';
import { SignupService } from './signup.service.js';

/**
 * Sign-up with an invite code: the cell phone is confirmed by an SMS code first, then the account
 * is created and its session opened (ADR 0019, which replaces ADR 0005's sign-in after sign-up);
 * and accepting an invite when signed in.
 */
export function signupRoutes(ctx: AppContext): ModuleRoutes {
  const signup = new SignupService(ctx, ctx.repos.signup);
  const rateLimit = { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' };

  const signupWithCode = accessScope({ access: 'public' }, (r) => {
    r.post(
      clientApiPaths.signup,
      {
        config: { rateLimit },
        schema: { body: signupBody, response: { 200: dataEnvelope(signupResponse) } },
      },
      async (req, reply) => {
        const { token, ...data } = await signup.signup(req.firm(), req.body, {
          ip: req.ip,
          userAgent: req.headers['user-agent'] ?? null,
        });
        setSessionCookie(reply, req.body.appType as AppType, token, ctx.config.production);
        return { data };
      },
    );
    r.post(
      clientApiPaths.signupUsernameAvailable,
      {
        config: { rateLimit },
        schema: { body: signupUsernameBody, response: { 200: dataEnvelope(signupUsernameResponse) } },
      },
      async (req) => ({ data: { available: await signup.usernameAvailable(req.firm(), req.body) } }),
    );
    r.post(
      pinResetApiPaths.signupPhoneCode,
      {
        config: { rateLimit },
        schema: { body: signupPhoneCodeBody, response: { 200: dataEnvelope(signupPhoneCodeResponse) } },
      },
      async (req) => ({ data: await signup.phone.sendCode(req.firm(), req.body) }),
    );
    r.post(
      pinResetApiPaths.signupPhoneVerify,
      {
        config: { rateLimit },
        schema: { body: signupPhoneVerifyBody, response: { 200: dataEnvelope(signupPhoneVerifyResponse) } },
      },
      async (req) => {
        await signup.phone.verify(req.firm(), req.body);
        return { data: { confirmed: true as const } };
      },
    );
  });

  const acceptInvite = accessScope({ access: 'signedIn', stage: 'active' }, (r, caller) => {
    r.post(
      clientApiPaths.acceptInvite,
      {
        config: { rateLimit },
        schema: { body: acceptInviteBody, response: { 200: dataEnvelope(acceptInviteResponse) } },
      },
      async (req) => ({
        data: { apps: await signup.acceptInvite(caller(req).session, req.firm(), req.body.code) },
      }),
    );
  });

  return { [API_PREFIX]: scopes(signupWithCode, acceptInvite) };
}
