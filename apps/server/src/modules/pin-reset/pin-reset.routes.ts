import {
  API_PREFIX,
  dataEnvelope,
  forgotPinCodeBody,
  pinResetApiPaths,
  pinResetDoneResponse,
  pinResetEmailRequestBody,
  pinResetLinkSentResponse,
  pinResetStartedResponse,
  resendPinResetCodeBody,
  resendPinResetViaEmailBody,
  resetPinViaEmailBody,
  verifyPinResetCodeBody,
  verifyPinResetViaEmailBody,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { accessScope } from '../../http/access-scope.js';
import { scopes, type ModuleRoutes } from '../../http/module-routes.js';
import { firmOrigin } from '../../lib/firm-origin.js';
import { PIN_RESET_VALIDITY_MINUTES, PinResetService } from './pin-reset.service.js';
import { browserProofCookies, readBrowserProof, setBrowserProof } from '../../lib/browser-proof.js';

/**
 * Reset PIN, both apps: by phone (a session past the second factor, waiting for its PIN) and by an
 * e-mailed link (public; the page posts the link's token and e-mail). Every route is rate limited.
 */
export function pinResetRoutes(ctx: AppContext): ModuleRoutes {
  const service = new PinResetService(ctx, ctx.repos.pinReset);
  const rateLimit = { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' };
  const started = { 200: dataEnvelope(pinResetStartedResponse) };
  const done = { 200: dataEnvelope(pinResetDoneResponse) };

  const byPhone = accessScope({ access: 'signedIn', stage: 'pin', app: 'input' }, (r, caller) => {
    r.post(
      pinResetApiPaths.forgotPinCode,
      { config: { rateLimit }, schema: { body: forgotPinCodeBody, response: started } },
      async (req) => ({
        data: await service.startByPhone(caller(req).session, req.firm(), req.body.newPinCode),
      }),
    );
    r.post(
      pinResetApiPaths.verify2faCode,
      { config: { rateLimit }, schema: { body: verifyPinResetCodeBody, response: done } },
      async (req) => {
        await service.verifyByPhone(caller(req).session, req.firm(), req.body.code);
        return { data: { reset: true as const } };
      },
    );
    r.post(
      pinResetApiPaths.resendPinCode,
      { config: { rateLimit }, schema: { body: resendPinResetCodeBody, response: started } },
      async (req) => ({
        data: await service.resendByPhone(caller(req).session, req.firm()),
      }),
    );
  });

  const byEmail = accessScope({ access: 'public' }, (r) => {
    r.post(
      pinResetApiPaths.forgotPinCodeEmail,
      {
        config: { rateLimit },
        schema: { body: pinResetEmailRequestBody, response: { 200: dataEnvelope(pinResetLinkSentResponse) } },
      },
      async (req) => {
        const firm = req.firm();
        await service.requestEmailLink(
          firm,
          firmOrigin(ctx.config, req, firm),
          req.body.email,
          req.body.appType,
        );
        return { data: { sent: true as const } };
      },
    );
    r.post(
      pinResetApiPaths.resetPinCodeViaEmail,
      { config: { rateLimit }, schema: { body: resetPinViaEmailBody, response: started } },
      async (req, reply) => {
        const { started: data, browserProof } = await service.startByEmail(
          req.firm(),
          req.body,
          req.body.newPinCode,
        );
        setBrowserProof(
          reply,
          browserProofCookies.pinReset,
          browserProof,
          ctx.config.production,
          PIN_RESET_VALIDITY_MINUTES,
        );
        return { data };
      },
    );
    r.post(
      pinResetApiPaths.verifyViaEmail,
      { config: { rateLimit }, schema: { body: verifyPinResetViaEmailBody, response: done } },
      async (req) => {
        await service.verifyByEmail(
          req.firm(),
          req.body,
          req.body.code,
          readBrowserProof(req, browserProofCookies.pinReset),
        );
        return { data: { reset: true as const } };
      },
    );
    r.post(
      pinResetApiPaths.resendViaEmail,
      { config: { rateLimit }, schema: { body: resendPinResetViaEmailBody, response: started } },
      async (req) => ({
        data: await service.resendByEmail(
          req.firm(),
          req.body,
          readBrowserProof(req, browserProofCookies.pinReset),
        ),
      }),
    );
  });

  return { [API_PREFIX]: scopes(byPhone, byEmail) };
}
