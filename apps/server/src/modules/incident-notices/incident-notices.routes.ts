import type { FastifyRequest } from 'fastify';
import {
  BE_API_PREFIX,
  dataEnvelope,
  firmNoticeBody,
  incidentNoticeDetailSchema,
  incidentNoticeListSchema,
  incidentNoticeParams,
  incidentNoticesApiPaths as paths,
  myIncidentNoticesSchema,
  noticeAudienceSchema,
  okSchema,
  providerNoticeBody,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { accessScope } from '../../http/access-scope.js';
import { scopes, type ModuleRoutes } from '../../http/module-routes.js';
import { IncidentNoticesService } from './incident-notices.service.js';

/**
 * Incident notices (ADR 0053): the provider's to firms, an advisor's to the firm's clients, and every
 * signed-in person's own notices to read and acknowledge.
 */
export function incidentNoticesRoutes(ctx: AppContext): ModuleRoutes {
  const notices = new IncidentNoticesService(ctx);
  const detail = {
    schema: { params: incidentNoticeParams, response: { 200: dataEnvelope(incidentNoticeDetailSchema) } },
  };
  const list = { schema: { response: { 200: dataEnvelope(incidentNoticeListSchema) } } };
  const audience = { schema: { response: { 200: dataEnvelope(noticeAudienceSchema) } } };

  const providerConsole = accessScope({ access: 'provider' }, (r, caller) => {
    r.get(paths.providerNotices, list, async () => ({ data: await notices.list({ kind: 'provider' }) }));
    r.get(paths.providerAudience, audience, async () => ({ data: await notices.providerAudience() }));
    r.get(paths.providerNotice, detail, async (req) => ({
      data: await notices.detail({ kind: 'provider' }, req.params.noticeId),
    }));
    r.post(
      paths.providerNotices,
      { schema: { body: providerNoticeBody, response: { 200: dataEnvelope(incidentNoticeDetailSchema) } } },
      async (req) => ({
        data: await notices.sendToFirms({ user: caller(req).session.user, ip: req.ip }, req.body),
      }),
    );
  });

  const advisorConsole = accessScope({ access: 'advisor' }, (r, caller) => {
    const firm = (req: FastifyRequest) => ({ kind: 'firm' as const, firmId: caller(req).advisor.firmId });
    r.get(paths.firmNotices, list, async (req) => ({ data: await notices.list(firm(req)) }));
    r.get(paths.firmAudience, audience, async (req) => ({
      data: await notices.firmAudience(caller(req).advisor),
    }));
    r.get(paths.firmNotice, detail, async (req) => ({
      data: await notices.detail(firm(req), req.params.noticeId),
    }));
    r.post(
      paths.firmNotices,
      { schema: { body: firmNoticeBody, response: { 200: dataEnvelope(incidentNoticeDetailSchema) } } },
      async (req) => ({
        data: await notices.sendToClients(
          caller(req).advisor,
          { user: caller(req).session.user, ip: req.ip },
          req.body,
        ),
      }),
    );
  });

  const ownNotices = accessScope({ access: 'signedIn', stage: 'active' }, (r, caller) => {
    const reader = (req: FastifyRequest) => ({ user: caller(req).session.user, ip: req.ip });
    r.get(
      paths.mine,
      { schema: { response: { 200: dataEnvelope(myIncidentNoticesSchema) } } },
      async (req) => ({
        data: await notices.mine(reader(req)),
      }),
    );
    r.post(
      paths.acknowledge,
      { schema: { params: incidentNoticeParams, response: { 200: dataEnvelope(okSchema) } } },
      async (req) => {
        await notices.acknowledge(reader(req), req.params.noticeId);
        return { data: { ok: true as const } };
      },
    );
  });

  return { [BE_API_PREFIX]: scopes(providerConsole, advisorConsole, ownNotices) };
}
