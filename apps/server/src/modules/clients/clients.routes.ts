import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_PREFIX,
  XLSX_MIME_TYPE,
  beClientPaths,
  clientApiPaths,
  clientDisabledBody,
  clientExportQuery,
  clientIdParams,
  clientListQuery,
  clientListSchema,
  clientNotificationBody,
  clientResetPasswordBody,
  clientRowSchema,
  clientsDisabledBody,
  clientsUpdatedResponse,
  dataEnvelope,
  exportFileName,
  firmIdParams,
  okSchema,
  providerClientListQuery,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { firmOrigin } from '../../lib/firm-origin.js';
import { advisorOf, assertProvider, requireConsoleSession, type AdvisorScope } from './clients.policy.js';
import { ClientsRepository } from './clients.repository.js';
import { ClientsService } from './clients.service.js';
import { requestGrant } from '../../http/request-grant.js';

const p = (path: string) => `${API_PREFIX}${path}`;

/** Advisor Client Management, and the provider's masked view of a firm's clients. */
export function registerClientsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const clients = new ClientsService(ctx, new ClientsRepository(ctx.db.kysely));

  // Session and policy run on onRequest, before any body is read.
  const grant = requestGrant<AdvisorScope>(async (req) => advisorOf(await requireConsoleSession(ctx, req)));
  const onRequest = grant.onRequest;
  const advisor = grant.of;

  r.get(p(clientApiPaths.clientList), { onRequest, schema: { querystring: clientListQuery, response: { 200: dataEnvelope(clientListSchema) } } }, async (req) => ({
    data: await clients.list(advisor(req), req.query),
  }));

  r.get(p(clientApiPaths.clientExport), { onRequest, schema: { querystring: clientExportQuery } }, async (req, reply) => {
    const file = await clients.export(advisor(req), req.query);
    return reply
      .type(XLSX_MIME_TYPE)
      .header('content-disposition', `attachment; filename="${exportFileName(ctx.clock.now())}"`)
      .send(Buffer.from(file));
  });

  r.put(
    p(clientApiPaths.clientsDisabled),
    { onRequest, schema: { body: clientsDisabledBody, response: { 200: dataEnvelope(clientsUpdatedResponse) } } },
    async (req) => ({ data: { updated: await clients.setDisabledMany(advisor(req), req.body.ids, req.body.isDisabled) } }),
  );

  r.put(
    p(clientApiPaths.clientDisabled),
    { onRequest, schema: { params: clientIdParams, body: clientDisabledBody, response: { 200: dataEnvelope(clientRowSchema) } } },
    async (req) => ({ data: await clients.setDisabled(advisor(req), req.params.id, req.body.isDisabled) }),
  );

  r.delete(p(clientApiPaths.client), { onRequest, schema: { params: clientIdParams, response: { 200: dataEnvelope(okSchema) } } }, async (req) => {
    await clients.delete(advisor(req), req.params.id);
    return { data: { ok: true as const } };
  });

  r.post(
    p(clientApiPaths.clientResetPassword),
    { onRequest, schema: { params: clientIdParams, body: clientResetPasswordBody, response: { 200: dataEnvelope(okSchema) } } },
    async (req) => {
      const firm = req.firm();
      await clients.sendPasswordReset(advisor(req), firm, firmOrigin(ctx.config, req, firm), req.params.id, req.body.appType);
      return { data: { ok: true as const } };
    },
  );

  r.put(
    p(clientApiPaths.clientNotification),
    { onRequest, schema: { body: clientNotificationBody, response: { 200: dataEnvelope(clientRowSchema) } } },
    async (req) => ({ data: await clients.setNotification(advisor(req), req.body.userId, req.body.enableNotification) }),
  );

  // The provider: a firm's clients with names and e-mails masked.
  const providerOnly = async (req: FastifyRequest) => {
    assertProvider(await requireConsoleSession(ctx, req));
  };
  r.get(
    beClientPaths.providerFirmClients,
    { onRequest: providerOnly, schema: { params: firmIdParams, querystring: providerClientListQuery, response: { 200: dataEnvelope(clientListSchema) } } },
    async (req) => ({ data: await clients.listMasked(req.params.firmId, req.query) }),
  );
}
