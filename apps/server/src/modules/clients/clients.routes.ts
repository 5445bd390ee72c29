import type { FastifyRequest } from 'fastify';
import {
  API_PREFIX,
  BE_API_PREFIX,
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
import { accessScope } from '../../http/access-scope.js';
import { pathUnder, type ModuleRoutes } from '../../http/module-routes.js';
import { firmOrigin } from '../../lib/firm-origin.js';
import { ClientsService } from './clients.service.js';
import { assertPasskeyRuleMet } from '../passkeys/passkey-policy.js';

/** Advisor Client Management, and the provider's masked view of a firm's clients. */
export function clientsRoutes(ctx: AppContext): ModuleRoutes {
  const clients = new ClientsService(ctx, ctx.repos.clients);

  const clientManagement = accessScope({ access: 'advisor', staff: 'allowed' }, (r, caller) => {
    const advisor = (req: FastifyRequest) => caller(req).advisor;
    // The firm's "require passkeys" rule (ADR 0044): no client data before the advisor adds a passkey.
    r.addHook('preHandler', async (req) => {
      await assertPasskeyRuleMet(ctx, caller(req).session.user, req.firm());
    });

    r.get(
      clientApiPaths.clientList,
      { schema: { querystring: clientListQuery, response: { 200: dataEnvelope(clientListSchema) } } },
      async (req) => ({
        data: await clients.list(advisor(req), req.query),
      }),
    );

    r.get(clientApiPaths.clientExport, { schema: { querystring: clientExportQuery } }, async (req, reply) => {
      const file = await clients.export(advisor(req), req.query);
      return reply
        .type(XLSX_MIME_TYPE)
        .header('content-disposition', `attachment; filename="${exportFileName(ctx.clock.now())}"`)
        .send(Buffer.from(file));
    });

    r.put(
      clientApiPaths.clientsDisabled,
      { schema: { body: clientsDisabledBody, response: { 200: dataEnvelope(clientsUpdatedResponse) } } },
      async (req) => ({
        data: { updated: await clients.setDisabledMany(advisor(req), req.body.ids, req.body.isDisabled) },
      }),
    );

    r.put(
      clientApiPaths.clientDisabled,
      {
        schema: {
          params: clientIdParams,
          body: clientDisabledBody,
          response: { 200: dataEnvelope(clientRowSchema) },
        },
      },
      async (req) => ({ data: await clients.setDisabled(advisor(req), req.params.id, req.body.isDisabled) }),
    );

    r.delete(
      clientApiPaths.client,
      { schema: { params: clientIdParams, response: { 200: dataEnvelope(okSchema) } } },
      async (req) => {
        await clients.delete(advisor(req), req.params.id, req.ip);
        return { data: { ok: true as const } };
      },
    );

    r.post(
      clientApiPaths.clientResetPassword,
      {
        schema: {
          params: clientIdParams,
          body: clientResetPasswordBody,
          response: { 200: dataEnvelope(okSchema) },
        },
      },
      async (req) => {
        const firm = req.firm();
        await clients.sendPasswordReset(
          advisor(req),
          firm,
          firmOrigin(ctx.config, req, firm),
          req.params.id,
          req.body.appType,
        );
        return { data: { ok: true as const } };
      },
    );

    r.put(
      clientApiPaths.clientNotification,
      { schema: { body: clientNotificationBody, response: { 200: dataEnvelope(clientRowSchema) } } },
      async (req) => ({
        data: await clients.setNotification(advisor(req), req.body.userId, req.body.enableNotification),
      }),
    );
  });

  // The provider: a firm's clients with names and e-mails masked.
  const providerView = accessScope({ access: 'provider' }, (r) => {
    r.get(
      pathUnder(BE_API_PREFIX, beClientPaths.providerFirmClients),
      {
        schema: {
          params: firmIdParams,
          querystring: providerClientListQuery,
          response: { 200: dataEnvelope(clientListSchema) },
        },
      },
      async (req) => ({ data: await clients.listMasked(req.params.firmId, req.query) }),
    );
  });

  return { [API_PREFIX]: clientManagement, [BE_API_PREFIX]: providerView };
}
