import {
  BE_API_PREFIX,
  XLSX_MIME_TYPE,
  contactMessageBody,
  contactMessageResponse,
  dataEnvelope,
  newsletterSignupBody,
  newsletterSignupResponse,
  newsletterUnsubscribeBody,
  newsletterUnsubscribeResponse,
  siteApiPaths,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { accessScope } from '../../http/access-scope.js';
import { pathUnder, scopes, type ModuleRoutes } from '../../http/module-routes.js';
import { ContactService } from './contact.service.js';
import { buildNewsletterExport, newsletterExportFileName } from './newsletter.export.js';
import { NewsletterService } from './newsletter.service.js';

const under = (path: string) => pathUnder(BE_API_PREFIX, path);

/** The public site's forms (the beta newsletter, its unsubscribe, the contact form) and the provider's newsletter export. */
export function siteRoutes(ctx: AppContext): ModuleRoutes {
  const newsletter = new NewsletterService(ctx, ctx.repos.newsletter);
  const contact = new ContactService(ctx, ctx.repos.contact);
  const rateLimit = { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' };

  const forms = accessScope({ access: 'public' }, (r) => {
    r.post(
      under(siteApiPaths.newsletterSignup),
      {
        config: { rateLimit },
        schema: { body: newsletterSignupBody, response: { 200: dataEnvelope(newsletterSignupResponse) } },
      },
      async (req) => {
        await newsletter.subscribe(req.body);
        return { data: { status: 'subscribed' as const } };
      },
    );
    r.post(
      under(siteApiPaths.newsletterUnsubscribe),
      {
        config: { rateLimit },
        schema: {
          body: newsletterUnsubscribeBody,
          response: { 200: dataEnvelope(newsletterUnsubscribeResponse) },
        },
      },
      async (req) => {
        await newsletter.unsubscribe(req.body.token);
        return { data: { status: 'unsubscribed' as const } };
      },
    );
    r.post(
      under(siteApiPaths.contact),
      {
        config: { rateLimit },
        schema: { body: contactMessageBody, response: { 200: dataEnvelope(contactMessageResponse) } },
      },
      async (req) => {
        await contact.send(req.body);
        return { data: { status: 'received' as const } };
      },
    );
  });

  const providerExport = accessScope({ access: 'provider' }, (r) => {
    r.get(under(siteApiPaths.newsletterExport), async (_req, reply) => {
      const file = await buildNewsletterExport(await ctx.repos.newsletter.current());
      return reply
        .type(XLSX_MIME_TYPE)
        .header('content-disposition', `attachment; filename="${newsletterExportFileName(ctx.clock.now())}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(file));
    });
  });

  return { [BE_API_PREFIX]: scopes(forms, providerExport) };
}
