import { API_PREFIX, AppType, apiPaths, dataEnvelope, vaultHealthConfigSchema } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { accessScope } from '../../http/access-scope.js';
import type { ModuleRoutes } from '../../http/module-routes.js';

/**
 * What the vault health page needs from the server: only where the breach ranges are asked (the check itself
 * runs in the browser and sends us nothing; ADR 0042).
 */
export function vaultHealthRoutes(ctx: AppContext): ModuleRoutes {
  const healthOfClient = accessScope({ access: 'appClient', app: AppType.password }, (r) => {
    r.get(
      apiPaths.passwordsHealthConfig,
      { schema: { response: { 200: dataEnvelope(vaultHealthConfigSchema) } } },
      async () => ({ data: { breachRangeUrl: ctx.config.breachRangeUrl } }),
    );
  });
  return { [API_PREFIX]: healthOfClient };
}
