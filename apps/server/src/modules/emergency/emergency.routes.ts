import {
  API_PREFIX,
  appTypes,
  dataEnvelope,
  emergencyApiPaths,
  emergencyClientApiPaths,
  emergencyContactResponse,
  emergencyContactView,
  emergencyKitBody,
  emergencyRefuseBody,
  emergencyReleaseResponse,
  emergencyRequestResponse,
  emergencyTakeoverBody,
  emergencyTakeoverResponse,
  emergencyVerifyBody,
  okSchema,
  saveEmergencyContactBody,
  type AppType,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { accessScope } from '../../http/access-scope.js';
import { scopes, type ModuleRoutes } from '../../http/module-routes.js';
import { firmOrigin } from '../../lib/firm-origin.js';
import { EmergencyAccessService } from './emergency-access.service.js';
import { EmergencyContactService } from './emergency-contact.service.js';

/**
 * Emergency contact and emergency access (ADR 0021). The client's calls: one set per app, for a fully
 * signed-in client of the host's firm (advisors, the provider and other users are refused). The
 * contact's calls and the refuse link are public, scoped by the host's firm, rate limited, and carry
 * their kit proof or token in the POST body only.
 */
export function emergencyRoutes(ctx: AppContext): ModuleRoutes {
  const repo = ctx.repos.emergency;
  const contacts = new EmergencyContactService(ctx, repo);
  const access = new EmergencyAccessService(ctx, repo);
  const rateLimit = { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' };
  const ok = { data: { ok: true as const } };

  const clientScope = (app: AppType) =>
    accessScope({ access: 'appClient', app }, (r, caller) => {
      const paths = emergencyClientApiPaths(app);
      r.get(
        paths.contact,
        { config: { rateLimit }, schema: { response: { 200: dataEnvelope(emergencyContactResponse) } } },
        async (req) => ({
          data: await contacts.get(caller(req).client),
        }),
      );
      r.post(
        paths.contact,
        {
          config: { rateLimit },
          schema: { body: saveEmergencyContactBody, response: { 200: dataEnvelope(emergencyContactView) } },
        },
        async (req) => ({ data: await contacts.save(caller(req).client, req.firm(), app, req.body) }),
      );
      r.post(
        paths.contactRemove,
        { config: { rateLimit }, schema: { response: { 200: dataEnvelope(okSchema) } } },
        async (req) => {
          await contacts.remove(caller(req).client, req.firm());
          return ok;
        },
      );
      r.post(
        paths.refuse,
        { config: { rateLimit }, schema: { response: { 200: dataEnvelope(okSchema) } } },
        async (req) => {
          await contacts.refuseOwn(caller(req).client, req.firm());
          return ok;
        },
      );
    });

  const contactScope = accessScope({ access: 'public' }, (r) => {
    r.post(
      emergencyApiPaths.request,
      {
        config: { rateLimit },
        schema: { body: emergencyKitBody, response: { 200: dataEnvelope(emergencyRequestResponse) } },
      },
      async (req) => {
        const firm = req.firm();
        return { data: await access.request(firm, firmOrigin(ctx.config, req, firm), req.body) };
      },
    );
    r.post(
      emergencyApiPaths.verify,
      {
        config: { rateLimit },
        schema: { body: emergencyVerifyBody, response: { 200: dataEnvelope(emergencyReleaseResponse) } },
      },
      async (req) => ({ data: await access.verify(req.firm(), req.body) }),
    );
    r.post(
      emergencyApiPaths.takeover,
      {
        config: { rateLimit },
        schema: { body: emergencyTakeoverBody, response: { 200: dataEnvelope(emergencyTakeoverResponse) } },
      },
      async (req) => ({ data: await access.takeover(req.firm(), req.body) }),
    );
    r.post(
      emergencyApiPaths.refuse,
      {
        config: { rateLimit },
        schema: { body: emergencyRefuseBody, response: { 200: dataEnvelope(okSchema) } },
      },
      async (req) => {
        await access.refuse(req.firm(), req.body.token);
        return ok;
      },
    );
  });

  return { [API_PREFIX]: scopes(...appTypes.map(clientScope), contactScope) };
}
