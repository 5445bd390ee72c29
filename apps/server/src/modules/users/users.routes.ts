import { API_PREFIX, BE_API_PREFIX, apiPaths, currentUserSchema, dataEnvelope } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { accessScope } from '../../http/access-scope.js';
import type { ModuleRoutes } from '../../http/module-routes.js';
import { currentUserOf, type SharedDocumentsCheck } from './current-user.service.js';

/** The signed-in user: any user of either app, and the advisor console's own call. */
export function usersRoutes(ctx: AppContext, hasSharedDocuments: SharedDocumentsCheck): ModuleRoutes {
  const anyUser = accessScope({ access: 'signedIn', stage: 'active' }, (r, caller) => {
    r.get(
      apiPaths.currentUser,
      { schema: { response: { 200: dataEnvelope(currentUserSchema) } } },
      async (req) => ({
        data: await currentUserOf(ctx, hasSharedDocuments, caller(req).session.user, req.firm()),
      }),
    );
  });

  /** The signed-in advisor (advisor console). */
  const advisorConsole = accessScope({ access: 'advisor', staff: 'allowed' }, (r, caller) => {
    r.get(
      '/accounts/getCurrentUserInfo',
      { schema: { response: { 200: dataEnvelope(currentUserSchema) } } },
      async (req) => ({
        data: await currentUserOf(ctx, hasSharedDocuments, caller(req).session.user, req.firm()),
      }),
    );
  });

  return { [API_PREFIX]: anyUser, [BE_API_PREFIX]: advisorConsole };
}
