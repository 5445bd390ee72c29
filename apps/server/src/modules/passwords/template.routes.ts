import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PREFIX, XLSX_MIME_TYPE, apiPaths, dataEnvelope, importTemplateFileName, messages, okSchema } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { readSessionToken } from '../auth/cookies.js';
import { requireSession } from '../auth/session.service.js';
import { buildImportTemplate } from './import-template.js';
import { passwordsOwnerOf } from './passwords.policy.js';

/** The import template: downloaded, or e-mailed to the signed-in client. */
export function registerTemplateRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const client = async (req: FastifyRequest) => {
    const loaded = await requireSession(ctx, readSessionToken(req, 'passwordguru'), req.firm(), 'passwordguru', 'active');
    passwordsOwnerOf(loaded);
    return loaded.user;
  };

  r.get(`${API_PREFIX}${apiPaths.passwordsTemplate}`, async (req, reply) => {
    await client(req);
    const file = await buildImportTemplate();
    return reply
      .type(XLSX_MIME_TYPE)
      .header('content-disposition', `attachment; filename="${importTemplateFileName}"`)
      .send(Buffer.from(file));
  });

  r.post(`${API_PREFIX}${apiPaths.passwordsSendTemplate}`, { schema: { response: { 200: dataEnvelope(okSchema) } } }, async (req) => {
    const user = await client(req);
    const firm = req.firm();
    await ctx.mailer.send({
      to: user.email,
      firmId: firm.id,
      fromName: firm.name,
      subject: messages.templateMailSubject,
      text: messages.templateMailText,
      attachments: [{ filename: importTemplateFileName, content: await buildImportTemplate(), contentType: XLSX_MIME_TYPE }],
    });
    return { data: { ok: true as const } };
  });
}
