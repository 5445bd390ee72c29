import type { FastifyRequest } from 'fastify';
import {
  API_PREFIX,
  BE_API_PREFIX,
  beClientPaths,
  clientApiPaths,
  dataEnvelope,
  inviteBody,
  inviteCodeInfoSchema,
  inviteCodeQuery,
  inviteResponse,
  messages,
  okSchema,
  sendVerifyBody,
  senderStatusQuery,
  senderStatusResponse,
  senderVerifyQuery,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { accessScope } from '../../http/access-scope.js';
import { pathUnder, scopes, type ModuleRoutes } from '../../http/module-routes.js';
import { firmOrigin } from '../../lib/firm-origin.js';
import { InvitesRepository } from './invites.repository.js';
import { InvitesService } from './invites.service.js';

/** A tiny page for the link opened from the verification e-mail (our fixed texts only). */
function page(text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Guru Suite</title></head><body><p>${text}</p></body></html>`;
}

/** The advisor's sender address, client invites, and the public invite-code check. */
export function invitesRoutes(ctx: AppContext): ModuleRoutes {
  const invites = new InvitesService(ctx, new InvitesRepository(ctx.db.kysely));
  const rateLimit = { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' };

  const advisorInvites = accessScope({ access: 'advisor' }, (r, caller) => {
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
        await invites.sendSenderVerification(advisor(req), firm, firmOrigin(ctx.config, req, firm), req.body.email);
        return { data: { ok: true as const } };
      },
    );

    r.put(clientApiPaths.invite, { schema: { body: inviteBody, response: { 200: dataEnvelope(inviteResponse) } } }, async (req) => {
      const firm = req.firm();
      return { data: await invites.inviteClient(advisor(req), firm, firmOrigin(ctx.config, req, firm), req.body) };
    });
  });

  /** Public: the sign-up screen checks its code on load. */
  const inviteCodeCheck = accessScope({ access: 'public' }, (r) => {
    r.get(
      clientApiPaths.inviteCodeInfo,
      { config: { rateLimit }, schema: { querystring: inviteCodeQuery, response: { 200: dataEnvelope(inviteCodeInfoSchema) } } },
      async (req) => ({ data: await invites.codeInfo(req.firm(), req.query.code) }),
    );
  });

  /** Opened from the verification e-mail: no session needed, the single-use token is the proof. */
  const senderVerifyLink = accessScope({ access: 'public' }, (r) => {
    r.get(pathUnder(BE_API_PREFIX, beClientPaths.verifySenderEmail), { config: { rateLimit }, schema: { querystring: senderVerifyQuery } }, async (req, reply) => {
      const ok = await invites.verifySender(req.firm(), req.query.token);
      return reply
        .status(ok ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(page(ok ? messages.senderVerifiedPage : messages.senderVerifyLinkInvalid));
    });
  });

  return { [API_PREFIX]: scopes(advisorInvites, inviteCodeCheck), [BE_API_PREFIX]: senderVerifyLink };
}
