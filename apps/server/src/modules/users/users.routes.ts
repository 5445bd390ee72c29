import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, API_PREFIX, currentUserSchema, dataEnvelope } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { appErrors } from '../../lib/app-error.js';
import { appTypeOfRequest, readSessionToken } from '../auth/cookies.js';
import { requireSession } from '../auth/session.service.js';
import { presentCurrentUser } from './users.presenter.js';

export function registerUsersRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const current = async (req: Parameters<typeof appTypeOfRequest>[0]) => {
    const appType = appTypeOfRequest(req);
    const { user } = await requireSession(ctx, readSessionToken(req, appType), req.firm(), appType, 'active');
    return { user, data: presentCurrentUser(user, req.firm(), await ctx.repos.users.appsOf(user.id), ctx.config.baseDomain) };
  };

  r.get(`${API_PREFIX}${apiPaths.currentUser}`, { schema: { response: { 200: dataEnvelope(currentUserSchema) } } }, async (req) => ({
    data: (await current(req)).data,
  }));

  /** The signed-in advisor (advisor console). */
  r.get('/be/api/accounts/getCurrentUserInfo', { schema: { response: { 200: dataEnvelope(currentUserSchema) } } }, async (req) => {
    const { user, data } = await current(req);
    if (user.scope !== 'admin') throw appErrors.forbidden();
    return { data };
  });
}
