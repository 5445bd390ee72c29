import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  API_PREFIX,
  dataEnvelope,
  documentInboxList,
  documentInboxQuery,
  documentRequestCreateBody,
  documentRequestFulfilBody,
  documentRequestItemParams,
  documentRequestList,
  documentRequestParams,
  documentRequestSchema,
  documentRequestTemplateBody,
  documentRequestTemplateSchema,
  documentRequestsApiPaths as paths,
  documentRequestsQuery,
  okSchema,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { accessScope, type CallerAccessor } from '../../http/access-scope.js';
import type { ModuleRoutes } from '../../http/module-routes.js';
import { actorOf } from '../documents/documents-activity.js';
import { DocumentRequestsService, type RequestsCaller } from './document-requests.service.js';

/**
 * Document requests, their templates and the advisor's inbox under /pass-api/api/v1/docVaults (ADR 0047).
 * One access level, a signed-in documents user, as the vault's; the service refuses who may not (an
 * advisor-only call from a client: 403; another client's or firm's request: 404).
 */
export function documentRequestsRoutes(ctx: AppContext): ModuleRoutes {
  const service = new DocumentRequestsService(ctx);

  const routes = accessScope({ access: 'documentsUser' }, (r, caller: CallerAccessor<'documentsUser'>) => {
    const user = (req: FastifyRequest) => caller(req).user;
    const requester = (req: FastifyRequest): RequestsCaller => ({
      user: caller(req).user,
      actor: actorOf(caller(req).session.user),
      ip: req.ip ?? null,
    });

    r.get(
      paths.requests,
      {
        schema: { querystring: documentRequestsQuery, response: { 200: dataEnvelope(documentRequestList) } },
      },
      async (req) => ({ data: await service.list(user(req), req.query) }),
    );

    r.post(
      paths.requests,
      { schema: { body: documentRequestCreateBody, response: { 200: dataEnvelope(documentRequestSchema) } } },
      async (req) => ({ data: await service.create(requester(req), req.body) }),
    );

    r.get(
      paths.request,
      { schema: { params: documentRequestParams, response: { 200: dataEnvelope(documentRequestSchema) } } },
      async (req) => ({ data: await service.get(user(req), req.params.id) }),
    );

    r.post(
      paths.cancelRequest,
      { schema: { params: documentRequestParams, response: { 200: dataEnvelope(documentRequestSchema) } } },
      async (req) => ({ data: await service.cancel(requester(req), req.params.id) }),
    );

    r.post(
      paths.fulfilItem,
      {
        schema: {
          params: documentRequestItemParams,
          body: documentRequestFulfilBody,
          response: { 200: dataEnvelope(documentRequestSchema) },
        },
      },
      async (req) => ({
        data: await service.fulfil(requester(req), req.params.id, req.params.itemId, req.body.documentId),
      }),
    );

    r.get(
      paths.templates,
      { schema: { response: { 200: dataEnvelope(z.array(documentRequestTemplateSchema)) } } },
      async (req) => ({ data: await service.templates(user(req)) }),
    );

    r.post(
      paths.templates,
      {
        schema: {
          body: documentRequestTemplateBody,
          response: { 200: dataEnvelope(documentRequestTemplateSchema) },
        },
      },
      async (req) => ({ data: await service.addTemplate(user(req), req.body.name) }),
    );

    r.delete(
      paths.template,
      { schema: { params: documentRequestParams, response: { 200: dataEnvelope(okSchema) } } },
      async (req) => {
        await service.deleteTemplate(user(req), req.params.id);
        return { data: { ok: true as const } };
      },
    );

    r.get(
      paths.inbox,
      { schema: { querystring: documentInboxQuery, response: { 200: dataEnvelope(documentInboxList) } } },
      async (req) => ({ data: await service.inbox(user(req), req.query) }),
    );
  });

  return { [API_PREFIX]: routes };
}
