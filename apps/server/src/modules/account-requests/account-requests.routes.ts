import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PREFIX, accountRequestBody, accountRequestResponse, appTypes, dataEnvelope, requestUserPath } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { AccountRequestsRepository } from './account-requests.repository.js';
import { AccountRequestsService } from './account-requests.service.js';

/** POST /auth/request-user (password app) and /auth/documents-guru/request-user (document vault). */
export function registerAccountRequestsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const requests = new AccountRequestsService(ctx, new AccountRequestsRepository(ctx.db.kysely));
  const rateLimit = { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' };

  for (const appType of appTypes) {
    r.post(
      `${API_PREFIX}${requestUserPath(appType)}`,
      { config: { rateLimit }, schema: { body: accountRequestBody, response: { 200: dataEnvelope(accountRequestResponse) } } },
      async (req) => {
        await requests.request(req.firm(), appType, req.body);
        return { data: { status: 'success' as const } };
      },
    );
  }
}
