import {
  BE_API_PREFIX,
  dataEnvelope,
  documentIdParams,
  legalHoldBody,
  legalHoldSchema,
  retentionApiPaths as paths,
  retentionSettingsBody,
  retentionSettingsSchema,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { accessScope } from '../../http/access-scope.js';
import type { ModuleRoutes } from '../../http/module-routes.js';
import { RetentionService } from './retention.service.js';

/** The firm's retention settings and a client's legal hold: the firm's advisors only (ADR 0050). */
export function retentionRoutes(ctx: AppContext): ModuleRoutes {
  const retention = new RetentionService(ctx);

  const advisorConsole = accessScope({ access: 'advisor' }, (r, caller) => {
    r.get(
      paths.settings,
      { schema: { response: { 200: dataEnvelope(retentionSettingsSchema) } } },
      async (req) => ({
        data: await retention.settings(caller(req).advisor),
      }),
    );

    r.put(
      paths.settings,
      { schema: { body: retentionSettingsBody, response: { 200: dataEnvelope(retentionSettingsSchema) } } },
      async (req) => ({ data: await retention.saveSettings(caller(req).advisor, req.body, req.ip) }),
    );

    r.get(
      paths.legalHold,
      { schema: { params: documentIdParams, response: { 200: dataEnvelope(legalHoldSchema) } } },
      async (req) => ({ data: await retention.hold(caller(req).advisor, req.params.id) }),
    );

    r.put(
      paths.legalHold,
      {
        schema: {
          params: documentIdParams,
          body: legalHoldBody,
          response: { 200: dataEnvelope(legalHoldSchema) },
        },
      },
      async (req) => ({
        data: await retention.placeHold(caller(req).advisor, req.params.id, req.body, req.ip),
      }),
    );

    r.delete(
      paths.legalHold,
      { schema: { params: documentIdParams, response: { 200: dataEnvelope(legalHoldSchema) } } },
      async (req) => ({ data: await retention.liftHold(caller(req).advisor, req.params.id, req.ip) }),
    );
  });

  return { [BE_API_PREFIX]: advisorConsole };
}
