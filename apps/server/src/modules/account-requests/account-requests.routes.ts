import {
  API_PREFIX,
  accountRequestBody,
  accountRequestResponse,
  appTypes,
  dataEnvelope,
  requestUserPath,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { accessScope } from '../../http/access-scope.js';
import { scopes, type ModuleRoutes } from '../../http/module-routes.js';
import { appTypeOf } from '../../http/request-app.js';
import { AccountRequestsService } from './account-requests.service.js';

/** POST /auth/request-user (password app) and /auth/documents-guru/request-user (document vault): public, one scope per app. */
export function accountRequestsRoutes(ctx: AppContext): ModuleRoutes {
  const requests = new AccountRequestsService(ctx, ctx.repos.accountRequests);
  const rateLimit = { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' };

  const requestOf = appTypes.map((app) =>
    accessScope({ access: 'public', app }, (r) => {
      r.post(
        requestUserPath(app),
        {
          config: { rateLimit },
          schema: { body: accountRequestBody, response: { 200: dataEnvelope(accountRequestResponse) } },
        },
        async (req) => {
          await requests.request(req.firm(), appTypeOf(req), req.body);
          return { data: { status: 'success' as const } };
        },
      );
    }),
  );

  return { [API_PREFIX]: scopes(...requestOf) };
}
