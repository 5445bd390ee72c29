import type { FastifyReply } from 'fastify';
import {
  BE_API_PREFIX,
  firmExportApiPaths as paths,
  firmExportBody,
  providerFirmExportBody,
  providerFirmExportParams,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { accessScope } from '../../http/access-scope.js';
import { scopes, type ModuleRoutes } from '../../http/module-routes.js';
import { confirmPin } from '../auth/pin.service.js';
import { attachmentDisposition } from '../documents/download-headers.js';
import { openFirmExport, type FirmExport } from './firm-export.service.js';

function sendZip(reply: FastifyReply, zip: FirmExport) {
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', attachmentDisposition(zip.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(zip.body);
}

/**
 * The firm's data as one streamed ZIP (ADR 0052): its advisor for their own firm, the provider for a firm that
 * asked, each after their PIN (wrong PINs count as everywhere: five end the session).
 */
export function firmExportRoutes(ctx: AppContext): ModuleRoutes {
  const advisorConsole = accessScope({ access: 'advisor' }, (r, caller) => {
    r.post(paths.advisor, { schema: { body: firmExportBody } }, async (req, reply) => {
      const { advisor, session } = caller(req);
      await confirmPin(ctx, session, req.body.pinCode);
      const zip = await openFirmExport(ctx, advisor.firmId, {
        user: session.user,
        ip: req.ip,
        by: 'advisor',
      });
      return sendZip(reply, zip);
    });
  });

  const providerConsole = accessScope({ access: 'provider' }, (r, caller) => {
    r.post(
      paths.provider,
      { schema: { params: providerFirmExportParams, body: providerFirmExportBody } },
      async (req, reply) => {
        const { session } = caller(req);
        await confirmPin(ctx, session, req.body.pinCode);
        const zip = await openFirmExport(ctx, req.params.firmId, {
          user: session.user,
          ip: req.ip,
          by: 'provider',
          reference: req.body.reference,
        });
        return sendZip(reply, zip);
      },
    );
  });

  return { [BE_API_PREFIX]: scopes(advisorConsole, providerConsole) };
}
