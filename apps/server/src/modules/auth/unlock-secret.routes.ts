import { z } from 'zod';
import { API_PREFIX, accessCodeLoginResponse, apiPaths, appTypeSchema, dataEnvelope } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { accessScope } from '../../http/access-scope.js';
import type { ModuleRoutes } from '../../http/module-routes.js';
import { currentUnlock } from './pin.service.js';

const appTypeBody = z.object({ appType: appTypeSchema });

/**
 * Tabs of one unlocked session share the unlock (ADR 0033): a reloaded tab, or a new one holding another
 * tab's sealed key, gets the session's unlock secret again without the PIN. Only while the session is
 * PIN-unlocked: at the idle PIN lock the scope answers PIN_REQUIRED and the PIN is asked again.
 */
export function unlockSecretRoutes(ctx: AppContext): ModuleRoutes {
  const rateLimit = { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' };
  const unlocked = accessScope({ access: 'signedIn', stage: 'active', app: 'input' }, (r, caller) => {
    r.post(
      apiPaths.unlockSecret,
      {
        schema: { body: appTypeBody, response: { 200: dataEnvelope(accessCodeLoginResponse) } },
        config: { rateLimit },
      },
      async (req) => ({
        data: await currentUnlock(ctx, caller(req).session, req.firm()),
      }),
    );
  });
  return { [API_PREFIX]: unlocked };
}
