import { BE_API_PREFIX, beApiPaths, dataEnvelope } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { accessScope } from '../../http/access-scope.js';
import { pathUnder, type ModuleRoutes } from '../../http/module-routes.js';
import { providerFirmList } from './provider.presenter.js';
import { ProviderService } from './provider.service.js';

/** The provider's console: the advisor firms. */
export function providerRoutes(ctx: AppContext): ModuleRoutes {
  const provider = new ProviderService(ctx);

  const firms = accessScope({ access: 'provider' }, (r) => {
    r.get(pathUnder(BE_API_PREFIX, beApiPaths.adminFirms), { schema: { response: { 200: dataEnvelope(providerFirmList) } } }, async () => ({
      data: await provider.listFirms(),
    }));
  });

  return { [BE_API_PREFIX]: firms };
}
