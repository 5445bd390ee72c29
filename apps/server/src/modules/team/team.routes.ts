import {
  accessRemoveParams,
  accessReviewSchema,
  BE_API_PREFIX,
  dataEnvelope,
  okSchema,
  teamApiPaths,
  teamInviteBody,
  teamMemberDisabledBody,
  teamMemberParams,
  teamSchema,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { accessScope } from '../../http/access-scope.js';
import type { ModuleRoutes } from '../../http/module-routes.js';
import { AccessReviewService } from './access-review.service.js';
import { TeamService } from './team.service.js';

/**
 * The advisor console's Team page (the firm's advisors and staff, invited and disabled by its advisors) and the
 * access review (ADR 0051). Advisors only: the scope refuses staff (403).
 */
export function teamRoutes(ctx: AppContext): ModuleRoutes {
  const team = new TeamService(ctx);
  const review = new AccessReviewService(ctx);

  const advisorConsole = accessScope({ access: 'advisor' }, (r, caller) => {
    r.get(teamApiPaths.team, { schema: { response: { 200: dataEnvelope(teamSchema) } } }, async (req) => ({
      data: await team.list(caller(req).advisor),
    }));

    r.post(
      teamApiPaths.invite,
      { schema: { body: teamInviteBody, response: { 200: dataEnvelope(okSchema) } } },
      async (req) => {
        await team.invite(caller(req).advisor, req.body, req.ip);
        return { data: { ok: true as const } };
      },
    );

    r.put(
      teamApiPaths.memberDisabled,
      {
        schema: {
          params: teamMemberParams,
          body: teamMemberDisabledBody,
          response: { 200: dataEnvelope(okSchema) },
        },
      },
      async (req) => {
        await team.setDisabled(caller(req).advisor, req.params.userId, req.body.isDisabled, req.ip);
        return { data: { ok: true as const } };
      },
    );

    r.get(
      teamApiPaths.accessReview,
      { schema: { response: { 200: dataEnvelope(accessReviewSchema) } } },
      async (req) => ({ data: await review.list(caller(req).advisor) }),
    );

    r.delete(
      teamApiPaths.accessRemove,
      { schema: { params: accessRemoveParams, response: { 200: dataEnvelope(okSchema) } } },
      async (req) => {
        await review.remove(caller(req).advisor, req.params.kind, req.params.id, req.ip);
        return { data: { ok: true as const } };
      },
    );
  });

  return { [BE_API_PREFIX]: advisorConsole };
}
