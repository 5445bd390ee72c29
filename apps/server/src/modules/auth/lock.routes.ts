import { z } from 'zod';
import { API_PREFIX, apiPaths, appTypeSchema, dataEnvelope, okSchema } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { accessScope } from '../../http/access-scope.js';
import type { ModuleRoutes } from '../../http/module-routes.js';

const appTypeBody = z.object({ appType: appTypeSchema });

/**
 * Lock now (ADR 0040): the session of the app named goes back to its PIN step, as at the idle PIN lock, so that
 * whatever shares it (the web app's tabs, the browser extension at the same address) is asked for the PIN at
 * its next call. It ends nothing and gives nothing back; a session already locked stays locked.
 */
export function lockRoutes(ctx: AppContext): ModuleRoutes {
  const signedIn = accessScope({ access: 'signedIn', stage: 'pin', app: 'input' }, (r, caller) => {
    r.post(
      apiPaths.lock,
      { schema: { body: appTypeBody, response: { 200: dataEnvelope(okSchema) } } },
      async (req) => {
        await ctx.repos.sessions.update(caller(req).session.session.id, { pin_unlocked: 0 });
        return { data: { ok: true as const } };
      },
    );
  });
  return { [API_PREFIX]: signedIn };
}
