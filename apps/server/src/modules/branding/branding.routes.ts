import { z } from 'zod';
import {
  API_PREFIX,
  BE_API_PREFIX,
  apiPaths,
  companyAvatarPath,
  dataEnvelope,
  firmBrandingSchema,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { accessScope } from '../../http/access-scope.js';
import type { ModuleRoutes } from '../../http/module-routes.js';
import { appErrors } from '../../lib/app-error.js';
import { generateDefaultLogo } from './default-logo.js';
import { brandingOwnerId } from './branding.service.js';
import { logoEtag } from './branding-admin.service.js';
import { logoTypeOf } from './logo-image.js';

const avatarParams = z.object({
  file: z.string().regex(/^[A-Za-z0-9-]{1,64}\.png$/, 'expected {userId}.png'),
});

/** The firm's name and logo: public, shown before anyone signs in. */
export function brandingRoutes(ctx: AppContext): ModuleRoutes {
  const firmBranding = accessScope({ access: 'public' }, (r) => {
    r.get(
      apiPaths.firmBranding,
      { schema: { response: { 200: dataEnvelope(firmBrandingSchema) } } },
      async (req) => {
        const firm = req.firm();
        const ownerId = await brandingOwnerId(ctx, firm.id);
        return {
          data: {
            firmId: firm.id,
            name: firm.name,
            subdomain: firm.subdomain,
            logoUrl: companyAvatarPath(ownerId),
          },
        };
      },
    );
  });

  /** Public logo of the firm a user belongs to (or of a firm, by its id). */
  const companyAvatar = accessScope({ access: 'public' }, (r) => {
    r.get('/public/getUserCompanyAvatar/:file', { schema: { params: avatarParams } }, async (req, reply) => {
      const id = req.params.file.slice(0, -'.png'.length);
      const user = await ctx.repos.users.findById(id);
      const firm = await ctx.repos.firms.findById(user?.firm_id ?? id);
      if (!firm) throw appErrors.notFound();
      const logo = (await ctx.repos.firms.logoOfFirm(firm.id)) ?? generateDefaultLogo(firm.name);
      // Revalidated on every use, so a new logo (or company name) shows at once; its type told by its bytes.
      const etag = logoEtag(logo);
      void reply
        .header('cache-control', 'no-cache')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff');
      if (req.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(logoTypeOf(logo) ?? 'image/png').send(Buffer.from(logo));
    });
  });

  return { [API_PREFIX]: firmBranding, [BE_API_PREFIX]: companyAvatar };
}
