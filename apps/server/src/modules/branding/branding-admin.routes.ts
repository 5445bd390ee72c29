import {
  BE_API_PREFIX,
  brandingBody,
  brandingSettings,
  dataEnvelope,
  logoContentTypes,
  subscriptionApiPaths as p,
  subscriptionLimits,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { accessScope } from '../../http/access-scope.js';
import { pathUnder, type ModuleRoutes } from '../../http/module-routes.js';
import { BrandingAdminService } from './branding-admin.service.js';

const at = (path: string) => pathUnder(BE_API_PREFIX, path);

/** The advisor console's branding page (a valid subscription needed, as every console page). */
export function brandingAdminRoutes(ctx: AppContext): ModuleRoutes {
  const branding = new BrandingAdminService(ctx);

  const advisor = accessScope({ access: 'advisor' }, (r, caller) => {
    // The logo arrives as the body itself; its bytes are checked (logo-image.ts), the header only routes it here.
    r.addContentTypeParser(
      [...logoContentTypes, 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: 2 * subscriptionLimits.logoMaxBytes },
      (_req, body, done) => done(null, body),
    );
    r.get(at(p.branding), { schema: { response: { 200: dataEnvelope(brandingSettings) } } }, async (req) => ({
      data: await branding.settings(caller(req).advisor.firmId),
    }));
    r.put(
      at(p.branding),
      { schema: { body: brandingBody, response: { 200: dataEnvelope(brandingSettings) } } },
      async (req) => ({
        data: await branding.rename(caller(req).advisor.firmId, req.body.companyName),
      }),
    );
    r.put(
      at(p.brandingLogo),
      {
        bodyLimit: 2 * subscriptionLimits.logoMaxBytes,
        schema: { response: { 200: dataEnvelope(brandingSettings) } },
      },
      async (req) => ({
        data: await branding.setLogo(
          caller(req).advisor.firmId,
          Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
        ),
      }),
    );
    r.delete(
      at(p.brandingLogo),
      { schema: { response: { 200: dataEnvelope(brandingSettings) } } },
      async (req) => ({
        data: await branding.removeLogo(caller(req).advisor.firmId),
      }),
    );
  });

  return { [BE_API_PREFIX]: advisor };
}
