import { z } from 'zod';
import { DEV_PREFIX, ErrorCode, dataEnvelope, devPaths, messages } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { accessScope } from '../../http/access-scope.js';
import { isLoopback } from '../../http/hardening.js';
import { pathUnder, type ModuleRoutes } from '../../http/module-routes.js';
import { AppError, appErrors } from '../../lib/app-error.js';
import { sendDueReminders } from '../document-requests/reminders.js';

const remindBody = z.object({ subdomain: z.string().min(1).max(63), at: z.iso.datetime() });
const ageBody = z.object({ subdomain: z.string().min(1).max(63), days: z.number().int().min(1).max(365) });

/**
 * Outside production (app.ts registers it only then), and only to a caller on this machine, as the
 * outbox: time for one e2e world's firm without moving the server's clock, which every other spec
 * running beside it shares (ADR 0047). `remind` runs the reminders job as of a given time for that firm
 * alone; `age` moves that firm's links for outsiders the given days into their past (their expiry
 * included), as if the days had gone by.
 */
export function devDocumentClockRoutes(ctx: AppContext): ModuleRoutes {
  const routes = accessScope({ access: 'public' }, (r) => {
    // Before the body is read or checked: a caller not on this machine learns nothing of the routes.
    r.addHook('onRequest', async (req) => {
      if (!isLoopback(req.socket.remoteAddress)) throw new AppError(ErrorCode.FORBIDDEN, messages.forbidden);
    });
    const firmOf = async (subdomain: string) => {
      const firm = await ctx.repos.firms.findBySubdomain(subdomain);
      if (!firm) throw appErrors.notFound();
      return firm;
    };

    r.post(
      pathUnder(DEV_PREFIX, devPaths.documentRequestReminders),
      { schema: { body: remindBody, response: { 200: dataEnvelope(z.object({ sent: z.number() })) } } },
      async (req) => {
        if (!isLoopback(req.socket.remoteAddress))
          throw new AppError(ErrorCode.FORBIDDEN, messages.forbidden);
        const firm = await firmOf(req.body.subdomain);
        return { data: { sent: await sendDueReminders(ctx, new Date(req.body.at), firm.id) } };
      },
    );

    r.post(
      pathUnder(DEV_PREFIX, devPaths.documentLinksAge),
      { schema: { body: ageBody, response: { 200: dataEnvelope(z.object({ aged: z.number() })) } } },
      async (req) => {
        if (!isLoopback(req.socket.remoteAddress))
          throw new AppError(ErrorCode.FORBIDDEN, messages.forbidden);
        const firm = await firmOf(req.body.subdomain);
        return {
          data: { aged: await ctx.repos.documentLinks.ageFirmLinks(firm.id, req.body.days * 86_400_000) },
        };
      },
    );
  });
  return { [DEV_PREFIX]: routes };
}
