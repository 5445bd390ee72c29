import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { appErrors } from '../../lib/app-error.js';
import { appTypeOfRequest, readSessionToken } from '../auth/cookies.js';
import { requireSession } from '../auth/session.service.js';

const firmRow = z.object({ id: z.string(), name: z.string(), subdomain: z.string(), createdAt: z.string(), clientCount: z.number() });
const firmList = z.object({ results: z.array(firmRow), total: z.number() });

export function registerProviderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/be/api/admin/firms', { schema: { response: { 200: dataEnvelope(firmList) } } }, async (req) => {
    const appType = appTypeOfRequest(req);
    const { user } = await requireSession(ctx, readSessionToken(req, appType), req.firm(), appType, 'active');
    if (user.scope !== 'provider') throw appErrors.forbidden();
    const rows = await ctx.repos.firms.listWithClientCounts();
    const results = rows.map((f) => ({
      id: f.id,
      name: f.name,
      subdomain: f.subdomain,
      createdAt: f.created_at,
      clientCount: Number(f.client_count),
    }));
    return { data: { results, total: results.length } };
  });
}
