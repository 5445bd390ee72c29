import type { FastifyRequest } from 'fastify';
import {
  API_PREFIX,
  dataEnvelope,
  documentsApiPaths,
  shareDocumentBody,
  shareUsersQuery,
  shareUsersResponse,
  unshareBody,
} from '@guru/shared';
import type { AppContext } from '../../../app-context.js';
import { accessScope, type CallerAccessor } from '../../../http/access-scope.js';
import type { ModuleRoutes } from '../../../http/module-routes.js';
import { firmOrigin } from '../../../lib/firm-origin.js';
import { actorOf } from '../documents-activity.js';
import { SharingService, type ShareCaller } from './sharing.service.js';

/**
 * Sharing a file or folder of a client's shared area by e-mail (the "Share File/Folder" modal):
 * GET /docVaults/getShareUsers, POST /docVaults/shareDocument, DELETE or POST
 * /docVaults/unshareDocument. Signed-in documents users reach them; the service lets advisors only.
 */
export function sharingRoutes(ctx: AppContext): ModuleRoutes {
  const sharing = new SharingService(ctx);
  const recipients = { 200: dataEnvelope(shareUsersResponse) };

  const documentsUsers = accessScope(
    { access: 'documentsUser' },
    (r, caller: CallerAccessor<'documentsUser'>) => {
      const sharer = (req: FastifyRequest): ShareCaller => {
        const c = caller(req);
        return { user: c.user, actor: actorOf(c.session.user), ip: req.ip };
      };

      r.get(
        documentsApiPaths.shareUsers,
        { schema: { querystring: shareUsersQuery, response: recipients } },
        async (req) => ({
          data: await sharing.recipients(caller(req).user, req.query),
        }),
      );

      r.post(
        documentsApiPaths.share,
        { schema: { body: shareDocumentBody, response: recipients } },
        async (req) => {
          const firm = req.firm();
          return {
            data: await sharing.share(sharer(req), firm, firmOrigin(ctx.config, req, firm), req.body),
          };
        },
      );

      for (const method of ['DELETE', 'POST'] as const) {
        r.route({
          method,
          url: documentsApiPaths.unshare,
          schema: { body: unshareBody, response: recipients },
          handler: async (req) => ({ data: await sharing.unshare(sharer(req), req.body) }),
        });
      }
    },
  );

  return { [API_PREFIX]: documentsUsers };
}
