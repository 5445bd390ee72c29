import {
  BE_API_PREFIX,
  advisorInviteAcceptBody,
  advisorInviteInfo,
  advisorInviteSaltsBody,
  dataEnvelope,
  firmSignupBody,
  firmSignupConfirmResponse,
  firmSignupResponse,
  firmSignupSaltsBody,
  firmSignupSaltsResponse,
  newLoginSaltsSchema,
  providerSetupBody,
  providerSetupInfo,
  signInUrlResponse,
  subdomainAvailability,
  subdomainQuery,
  subscriptionApiPaths as p,
  tokenBody,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { accessScope } from '../../http/access-scope.js';
import { pathUnder, type ModuleRoutes } from '../../http/module-routes.js';
import { AdvisorInviteService } from './advisor-invite.service.js';
import { FirmSignupService } from './firm-signup.service.js';
import { completeProviderSetup, providerSetupInfo as setupInfo } from './provider-setup.service.js';

const at = (path: string) => pathUnder(BE_API_PREFIX, path);

/**
 * Public onboarding (ADR 0016), all rate limited per IP and none of it using the request's firm:
 * an advisor firm signs up and confirms its e-mail, an advisor invited by the provider sets up their
 * account, the first provider admin sets a password.
 */
export function firmSignupRoutes(ctx: AppContext): ModuleRoutes {
  const signup = new FirmSignupService(ctx);
  const invites = new AdvisorInviteService(ctx);
  const rateLimit = { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' };

  const onboarding = accessScope({ access: 'public' }, (r) => {
    r.get(
      at(p.subdomainAvailability),
      {
        config: { rateLimit },
        schema: { querystring: subdomainQuery, response: { 200: dataEnvelope(subdomainAvailability) } },
      },
      async (req) => ({
        data: await signup.availability(req.query.subdomain),
      }),
    );
    r.post(
      at(p.firmSignupSalts),
      {
        config: { rateLimit },
        schema: { body: firmSignupSaltsBody, response: { 200: dataEnvelope(firmSignupSaltsResponse) } },
      },
      async (req) => ({
        data: signup.salts(req.body.username, req.body.email),
      }),
    );
    r.post(
      at(p.firmSignup),
      {
        config: { rateLimit },
        schema: { body: firmSignupBody, response: { 200: dataEnvelope(firmSignupResponse) } },
      },
      async (req) => ({
        data: await signup.signup(req.body),
      }),
    );
    r.post(
      at(p.confirmFirmSignup),
      {
        config: { rateLimit },
        schema: { body: tokenBody, response: { 200: dataEnvelope(firmSignupConfirmResponse) } },
      },
      async (req) => ({
        data: await signup.confirm(req.body.token),
      }),
    );
    // The link's token is posted in the body, never sent in a URL (the page keeps it out of the address bar too).
    r.post(
      at(p.advisorInviteInfo),
      {
        config: { rateLimit },
        schema: { body: tokenBody, response: { 200: dataEnvelope(advisorInviteInfo) } },
      },
      async (req) => ({
        data: await invites.info(req.body.token),
      }),
    );
    r.post(
      at(p.advisorInviteSalts),
      {
        config: { rateLimit },
        schema: { body: advisorInviteSaltsBody, response: { 200: dataEnvelope(newLoginSaltsSchema) } },
      },
      async (req) => ({
        data: await invites.salts(req.body.token, req.body.username),
      }),
    );
    r.post(
      at(p.advisorInvite),
      {
        config: { rateLimit },
        schema: { body: advisorInviteAcceptBody, response: { 200: dataEnvelope(signInUrlResponse) } },
      },
      async (req) => ({
        data: await invites.accept(req.body),
      }),
    );
    r.post(
      at(p.providerSetupInfo),
      {
        config: { rateLimit },
        schema: { body: tokenBody, response: { 200: dataEnvelope(providerSetupInfo) } },
      },
      async (req) => ({
        data: await setupInfo(ctx, req.body.token),
      }),
    );
    r.post(
      at(p.providerSetup),
      {
        config: { rateLimit },
        schema: { body: providerSetupBody, response: { 200: dataEnvelope(signInUrlResponse) } },
      },
      async (req) => ({
        data: await completeProviderSetup(ctx, req.body),
      }),
    );
  });

  return { [BE_API_PREFIX]: onboarding };
}
