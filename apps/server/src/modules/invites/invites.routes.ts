import type { FastifyRequest } from 'fastify';
import {
  API_PREFIX,
  BE_API_PREFIX,
  ErrorCode,
  beClientPaths,
  clientApiPaths,
  dataEnvelope,
  inviteBody,
  inviteCodeInfoSchema,
  inviteCodeBody,
  inviteResponse,
  messages,
  okSchema,
  sendVerifyBody,
  senderStatusQuery,
  senderStatusResponse,
  senderVerifyBody,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { accessScope } from '../../http/access-scope.js';
import { pathUnder, scopes, type ModuleRoutes } from '../../http/module-routes.js';
import { AppError } from '../../lib/app-error.js';
import { firmOrigin } from '../../lib/firm-origin.js';
import { InvitesService } from './invites.service.js';

/** The advisor's sender address, client invites, and the public invite-code check. */
export function invitesRoutes(ctx: AppContext): ModuleRoutes {
  const invites = new InvitesService(ctx, ctx.repos.invites);
  const rateLimit = { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' };

  const advisorInvites = accessScope({ access: 'advisor', staff: 'allowed' }, (r, caller) => {
    const advisor = (req: FastifyRequest) => caller(req).advisor;

    r.get(
      clientApiPaths.senderStatus,
      { schema: { querystring: senderStatusQuery, response: { 200: dataEnvelope(senderStatusResponse) } } },
      async (req) => ({ data: await invites.senderStatus(advisor(req), req.query.email) }),
    );

    r.post(
      clientApiPaths.senderSendVerify,
      { config: { rateLimit }, schema: { body: sendVerifyBody, response: { 200: dataEnvelope(okSchema) } } },
      async (req) => {
        const firm = req.firm();
        await invites.sendSenderVerification(
          advisor(req),
          firm,
          firmOrigin(ctx.config, req, firm),
          req.body.email,
        );
        return { data: { ok: true as const } };
      },
    );

    r.put(
      clientApiPaths.invite,
      { schema: { body: inviteBody, response: { 200: dataEnvelope(inviteResponse) } } },
      async (req) => {
        const firm = req.firm();
        return {
          data: await invites.inviteClient(advisor(req), firm, firmOrigin(ctx.config, req, firm), req.body),
        };
      },
    );
  });

  /** Public: the sign-up screen checks its code on load, posting it (a POST where the seed has a GET, so the code stays out of URLs). */
  const inviteCodeCheck = accessScope({ access: 'public' }, (r) => {
    r.post(
      clientApiPaths.inviteCodeInfo,
      {
        config: { rateLimit },
        schema: { body: inviteCodeBody, response: { 200: dataEnvelope(inviteCodeInfoSchema) } },
      },
      async (req) => ({ data: await invites.codeInfo(req.firm(), req.body.code) }),
    );
  });

  /**
   * The page opened from the verification e-mail (webRoutes.verifySenderEmail) posts the token: no
   * session needed, the single-use token is the proof. There is no GET: a token never travels in a URL we call.
   */
  const senderVerifyLink = accessScope({ access: 'public' }, (r) => {
    const path = pathUnder(BE_API_PREFIX, beClientPaths.verifySenderEmail);
    r.post(
      path,
      {
        config: { rateLimit },
        schema: { body: senderVerifyBody, response: { 200: dataEnvelope(okSchema) } },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        if (!(await invites.verifySender(req.firm(), req.body.token)))
          throw new AppError(ErrorCode.NOT_FOUND, messages.senderVerifyLinkInvalid);
        return { data: { ok: true as const } };
      },
    );
  });

  return { [API_PREFIX]: scopes(advisorInvites, inviteCodeCheck), [BE_API_PREFIX]: senderVerifyLink };
}
