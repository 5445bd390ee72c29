import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PREFIX,
  clientApiPaths,
  dataEnvelope,
  deleteSecondUserBody,
  disableSecondUserBody,
  inviteSecondUserBody,
  inviteSecondUserResponse,
  okSchema,
  secondUserSchema,
  secondUsersQuery,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { firmOrigin } from '../../lib/firm-origin.js';
import type { LoadedSession } from '../auth/session.service.js';
import { requireConsoleSession } from '../clients/clients.policy.js';
import { InvitesRepository } from './invites.repository.js';
import { SecondUsersService } from './second-users.service.js';
import { requestGrant } from '../../http/request-grant.js';

const p = (path: string) => `${API_PREFIX}${path}`;

/** Manage Users: a client's second users, for the firm's advisor and for the client themself. */
export function registerSecondUsersRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secondUsers = new SecondUsersService(ctx, new InvitesRepository(ctx.db.kysely));

  const grant = requestGrant<LoadedSession>((req) => requireConsoleSession(ctx, req));
  const onRequest = grant.onRequest;
  const session = grant.of;

  r.get(
    p(clientApiPaths.secondUsers),
    { onRequest, schema: { querystring: secondUsersQuery, response: { 200: dataEnvelope(z.array(secondUserSchema)) } } },
    async (req) => ({ data: await secondUsers.list(session(req), req.firm(), req.query.mainUserId) }),
  );

  r.post(
    p(clientApiPaths.inviteSecondUser),
    { onRequest, schema: { body: inviteSecondUserBody, response: { 200: dataEnvelope(inviteSecondUserResponse) } } },
    async (req) => {
      const firm = req.firm();
      return { data: { invited: await secondUsers.invite(session(req), firm, firmOrigin(ctx.config, req, firm), req.body) } };
    },
  );

  r.post(p(clientApiPaths.deleteSecondUser), { onRequest, schema: { body: deleteSecondUserBody, response: { 200: dataEnvelope(okSchema) } } }, async (req) => {
    await secondUsers.remove(session(req), req.firm(), req.body.clientId, req.body.userId);
    return { data: { ok: true as const } };
  });

  r.post(
    p(clientApiPaths.disableSecondUser),
    { onRequest, schema: { body: disableSecondUserBody, response: { 200: dataEnvelope(secondUserSchema) } } },
    async (req) => ({ data: await secondUsers.setDisabled(session(req), req.firm(), req.body.clientId, req.body.userId, req.body.isDisabled) }),
  );
}
