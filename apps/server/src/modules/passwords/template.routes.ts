import {
  API_PREFIX,
  AppType,
  XLSX_MIME_TYPE,
  apiPaths,
  dataEnvelope,
  importTemplateFileName,
  okSchema,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { accessScope } from '../../http/access-scope.js';
import type { ModuleRoutes } from '../../http/module-routes.js';
import { TemplateService } from './template.service.js';

/** The import template, for Password Guru's clients: downloaded, or e-mailed to the signed-in client. */
export function templateRoutes(ctx: AppContext): ModuleRoutes {
  const template = new TemplateService(ctx);

  const templateOfClient = accessScope({ access: 'appClient', app: AppType.password }, (r, caller) => {
    r.get(apiPaths.passwordsTemplate, async (_req, reply) => {
      const file = await template.file();
      return reply
        .type(XLSX_MIME_TYPE)
        .header('content-disposition', `attachment; filename="${importTemplateFileName}"`)
        .send(Buffer.from(file));
    });

    r.post(
      apiPaths.passwordsSendTemplate,
      { schema: { response: { 200: dataEnvelope(okSchema) } } },
      async (req) => {
        await template.mailTo(caller(req).session.user, req.firm());
        return { data: { ok: true as const } };
      },
    );
  });

  return { [API_PREFIX]: templateOfClient };
}
