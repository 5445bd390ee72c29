import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths, companyAvatarPath, dataEnvelope, firmBrandingSchema } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { appErrors } from '../../lib/app-error.js';
import { generateDefaultLogo } from './default-logo.js';
import { brandingOwnerId } from './branding.service.js';

const avatarParams = z.object({ file: z.string().regex(/^[A-Za-z0-9-]{1,64}\.png$/, 'expected {userId}.png') });

export function registerBrandingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`/pass-api/api/v1${apiPaths.firmBranding}`, { schema: { response: { 200: dataEnvelope(firmBrandingSchema) } } }, async (req) => {
    const firm = req.firm();
    const ownerId = await brandingOwnerId(ctx, firm.id);
    return { data: { firmId: firm.id, name: firm.name, subdomain: firm.subdomain, logoUrl: companyAvatarPath(ownerId) } };
  });

  /** Public logo of the firm a user belongs to (or of a firm, by its id). */
  r.get('/be/api/public/getUserCompanyAvatar/:file', { schema: { params: avatarParams } }, async (req, reply) => {
    const id = req.params.file.slice(0, -'.png'.length);
    const user = await ctx.repos.users.findById(id);
    const firm = await ctx.repos.firms.findById(user?.firm_id ?? id);
    if (!firm) throw appErrors.notFound();
    const logo = (await ctx.repos.firms.logoOfFirm(firm.id)) ?? generateDefaultLogo(firm.name);
    return reply
      .type('image/png')
      .header('cache-control', 'public, max-age=300')
      .send(Buffer.from(logo));
  });
}
