import type { FastifyRequest } from 'fastify';
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
import { accessScope } from '../../http/access-scope.js';
import type { ModuleRoutes } from '../../http/module-routes.js';
import { firmOrigin } from '../../lib/firm-origin.js';
import { SecondUsersService } from './second-users.service.js';

/**
 * Manage Users: a client's second users, for the firm's advisor and for the client themself. Any
 * fully signed-in user may call; the service decides what each may see and do.
 */
export function secondUsersRoutes(ctx: AppContext): ModuleRoutes {
  const secondUsers = new SecondUsersService(ctx, ctx.repos.invites);

  const manageUsers = accessScope({ access: 'signedIn', stage: 'active' }, (r, caller) => {
    const session = (req: FastifyRequest) => caller(req).session;

    r.get(
      clientApiPaths.secondUsers,
      {
        schema: { querystring: secondUsersQuery, response: { 200: dataEnvelope(z.array(secondUserSchema)) } },
      },
      async (req) => ({ data: await secondUsers.list(session(req), req.firm(), req.query.mainUserId) }),
    );

    r.post(
      clientApiPaths.inviteSecondUser,
      { schema: { body: inviteSecondUserBody, response: { 200: dataEnvelope(inviteSecondUserResponse) } } },
      async (req) => {
        const firm = req.firm();
        return {
          data: {
            invited: await secondUsers.invite(
              session(req),
              firm,
              firmOrigin(ctx.config, req, firm),
              req.body,
            ),
          },
        };
      },
    );

    r.post(
      clientApiPaths.deleteSecondUser,
      { schema: { body: deleteSecondUserBody, response: { 200: dataEnvelope(okSchema) } } },
      async (req) => {
        await secondUsers.remove(session(req), req.firm(), req.body.clientId, req.body.userId);
        return { data: { ok: true as const } };
      },
    );

    r.post(
      clientApiPaths.disableSecondUser,
      { schema: { body: disableSecondUserBody, response: { 200: dataEnvelope(secondUserSchema) } } },
      async (req) => ({
        data: await secondUsers.setDisabled(
          session(req),
          req.firm(),
          req.body.clientId,
          req.body.userId,
          req.body.isDisabled,
        ),
      }),
    );
  });

  return { [API_PREFIX]: manageUsers };
}
