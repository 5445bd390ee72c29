import {
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
import { TeamService } from './team.service.js';

/** The advisor console's Team page: the firm's advisors, invited and disabled by its advisors. */
export function teamRoutes(ctx: AppContext): ModuleRoutes {
  const team = new TeamService(ctx);

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
  });

  return { [BE_API_PREFIX]: advisorConsole };
}
