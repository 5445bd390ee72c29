import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import {
  BE_API_PREFIX,
  auditApiPaths,
  auditExportQuery,
  auditListQuery,
  auditListSchema,
  auditVerifySchema,
  dataEnvelope,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { accessScope } from '../../http/access-scope.js';
import type { ModuleRoutes } from '../../http/module-routes.js';
import { auditActorOf } from './audit.js';
import { auditExportFileName, exportAuditTrail, listAuditTrail, verifyLiveTrail } from './audit.service.js';

/** The firm's audit trail in the advisor console: the list and its filters, the export, the live check. */
export function auditRoutes(ctx: AppContext): ModuleRoutes {
  const advisorConsole = accessScope({ access: 'advisor' }, (r, caller) => {
    const firmId = (req: FastifyRequest) => caller(req).advisor.firmId;

    r.get(
      auditApiPaths.list,
      { schema: { querystring: auditListQuery, response: { 200: dataEnvelope(auditListSchema) } } },
      async (req) => ({ data: await listAuditTrail(ctx, firmId(req), req.query) }),
    );

    r.get(auditApiPaths.export, { schema: { querystring: auditExportQuery } }, async (req, reply) => {
      const format = req.query.format;
      const chunks = exportAuditTrail(
        ctx,
        firmId(req),
        req.query,
        auditActorOf(caller(req).session.user),
        req.ip,
      );
      // The first chunk (after the export's own record) before the headers: a failure is still a clean error.
      const first = await chunks.next();
      async function* rest(): AsyncGenerator<string> {
        if (!first.done) yield first.value;
        yield* chunks;
      }
      return reply
        .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${auditExportFileName(ctx.clock.now(), format)}"`,
        )
        .header('cache-control', 'no-store')
        .send(Readable.from(rest(), { objectMode: false }));
    });

    r.get(
      auditApiPaths.verify,
      { schema: { response: { 200: dataEnvelope(auditVerifySchema) } } },
      async (req) => ({ data: await verifyLiveTrail(ctx, firmId(req)) }),
    );
  });

  return { [BE_API_PREFIX]: advisorConsole };
}
