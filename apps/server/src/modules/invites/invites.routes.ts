import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_PREFIX,
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
import { firmOrigin } from '../../lib/firm-origin.js';
import { advisorOf, requireConsoleSession, type AdvisorScope } from '../clients/clients.policy.js';
import { InvitesRepository } from './invites.repository.js';
import { InvitesService } from './invites.service.js';
import { requestGrant } from '../../http/request-grant.js';

const p = (path: string) => `${API_PREFIX}${path}`;

/** A tiny page for the link opened from the verification e-mail (our fixed texts only). */
function page(text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Guru Suite</title></head><body><p>${text}</p></body></html>`;
}

/** The advisor's sender address, client invites, and the public invite-code check. */
export function registerInvitesRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const invites = new InvitesService(ctx, new InvitesRepository(ctx.db.kysely));
  const rateLimit = { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' };

  const grant = requestGrant<AdvisorScope>(async (req) => advisorOf(await requireConsoleSession(ctx, req)));
  const onRequest = grant.onRequest;
  const advisor = grant.of;

  r.get(
    p(clientApiPaths.senderStatus),
    { onRequest, schema: { querystring: senderStatusQuery, response: { 200: dataEnvelope(senderStatusResponse) } } },
    async (req) => ({ data: await invites.senderStatus(advisor(req), req.query.email) }),
  );

  r.post(
    p(clientApiPaths.senderSendVerify),
    { onRequest, config: { rateLimit }, schema: { body: sendVerifyBody, response: { 200: dataEnvelope(okSchema) } } },
    async (req) => {
      const firm = req.firm();
      await invites.sendSenderVerification(advisor(req), firm, firmOrigin(ctx.config, req, firm), req.body.email);
      return { data: { ok: true as const } };
    },
  );

  /** Opened from the verification e-mail: no session needed, the single-use token is the proof. */
  r.get(beClientPaths.verifySenderEmail, { config: { rateLimit }, schema: { querystring: senderVerifyQuery } }, async (req, reply) => {
    const ok = await invites.verifySender(req.firm(), req.query.token);
    return reply
      .status(ok ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page(ok ? messages.senderVerifiedPage : messages.senderVerifyLinkInvalid));
  });

  r.put(p(clientApiPaths.invite), { onRequest, schema: { body: inviteBody, response: { 200: dataEnvelope(inviteResponse) } } }, async (req) => {
    const firm = req.firm();
    return { data: await invites.inviteClient(advisor(req), firm, firmOrigin(ctx.config, req, firm), req.body) };
  });

  /** Public: the sign-up screen checks its code on load. */
  r.get(
    p(clientApiPaths.inviteCodeInfo),
    { config: { rateLimit }, schema: { querystring: inviteCodeQuery, response: { 200: dataEnvelope(inviteCodeInfoSchema) } } },
    async (req) => ({ data: await invites.codeInfo(req.firm(), req.query.code) }),
  );
}
