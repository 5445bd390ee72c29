import { API_PREFIX, apiPaths, dataEnvelope, okSchema, unlockAccountBody } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { accessScope } from '../../http/access-scope.js';
import type { ModuleRoutes } from '../../http/module-routes.js';
import { unlockAccount } from './account-unlock.service.js';

/** Public, rate limited: the unlock page posts the mailed link's token (ADR 0003); the token is the proof. */
export function accountUnlockRoutes(ctx: AppContext): ModuleRoutes {
  const rateLimit = { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' };
  const unlock = accessScope({ access: 'public' }, (r) => {
    r.post(
      apiPaths.unlockAccount,
      {
        config: { rateLimit },
        schema: { body: unlockAccountBody, response: { 200: dataEnvelope(okSchema) } },
      },
      async (req) => {
        await unlockAccount(ctx, req.body.token, req.ip);
        return { data: { ok: true as const } };
      },
    );
  });
  return { [API_PREFIX]: unlock };
}
