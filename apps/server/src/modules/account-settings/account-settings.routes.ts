import {
  API_PREFIX,
  accountSettingsApiPaths,
  accountSettingsLimits,
  accountSettingsResponse,
  appTypes,
  dataEnvelope,
  okSchema,
  photoContentTypes,
  settingsCodeSentResponse,
  settingsIdleTimesBody,
  settingsNewPasswordBody,
  settingsNewPinBody,
  settingsNewRecoveryCodeBody,
  settingsPasswordStartBody,
  settingsPasswordStartResponse,
  settingsPhoneConfirmBody,
  settingsPhoneStartBody,
  settingsPhoneStartResponse,
  settingsPinStartBody,
  settingsResendCodeBody,
  settingsVerifyCodeBody,
  settingsYourInfoBody,
  type AppType,
} from '@guru/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { accessScope, type CallerAccessor } from '../../http/access-scope.js';
import { scopes, type ModuleRoutes } from '../../http/module-routes.js';
import { AccountSettingsService, type OwnAccount } from './account-settings.service.js';
import { SettingsCodes } from './settings-codes.service.js';

const ok = { ok: true as const };

/**
 * Account settings of a signed-in client, one set of routes per app (each on that app's session):
 * every route is the caller's own account only, rate limited, validated by the shared schemas.
 */
export function accountSettingsRoutes(ctx: AppContext): ModuleRoutes {
  const repo = ctx.repos.accountSettings;
  const settings = new AccountSettingsService(ctx, repo, new SettingsCodes(ctx, repo));
  const rateLimit = { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' };
  const config = { rateLimit };

  const ofApp = (app: AppType) =>
    accessScope({ access: 'appClient', app }, (r, caller: CallerAccessor<'appClient'>) => {
      const p = accountSettingsApiPaths(app);
      const own = (req: FastifyRequest): OwnAccount => ({ loaded: caller(req).session, firm: req.firm() });

      // The photo arrives as the body itself; its bytes decide (photo-image.ts), the header only routes it here.
      r.addContentTypeParser(
        [...photoContentTypes, 'application/octet-stream'],
        { parseAs: 'buffer', bodyLimit: 2 * accountSettingsLimits.photoMaxBytes },
        (_req, body, done) => done(null, body),
      );

      r.get(
        p.settings,
        { config, schema: { response: { 200: dataEnvelope(accountSettingsResponse) } } },
        async (req) => ({ data: await settings.read(own(req)) }),
      );
      r.put(
        p.settings,
        {
          config,
          schema: { body: settingsYourInfoBody, response: { 200: dataEnvelope(accountSettingsResponse) } },
        },
        async (req) => ({
          data: await settings.saveYourInfo(own(req), req.body),
        }),
      );
      r.put(
        p.idleTimes,
        {
          config,
          schema: { body: settingsIdleTimesBody, response: { 200: dataEnvelope(accountSettingsResponse) } },
        },
        async (req) => ({
          data: await settings.saveIdleTimes(own(req), req.body),
        }),
      );

      r.put(
        p.photo,
        {
          config,
          bodyLimit: 2 * accountSettingsLimits.photoMaxBytes,
          schema: { response: { 200: dataEnvelope(accountSettingsResponse) } },
        },
        async (req) => ({
          data: await settings.savePhoto(own(req), req.body),
        }),
      );
      r.get(p.photo, { config }, async (req, reply) => {
        const photo = await settings.readPhoto(own(req));
        return reply
          .type(photo.type)
          .header('cache-control', 'private, no-cache')
          .header('x-content-type-options', 'nosniff')
          .send(photo.bytes);
      });

      r.post(
        p.phoneStart,
        {
          config,
          schema: {
            body: settingsPhoneStartBody,
            response: { 200: dataEnvelope(settingsPhoneStartResponse) },
          },
        },
        async (req) => ({
          data: await settings.startPhoneChange(own(req), req.body.phoneNumber),
        }),
      );
      r.post(
        p.phoneConfirm,
        {
          config,
          schema: {
            body: settingsPhoneConfirmBody,
            response: { 200: dataEnvelope(accountSettingsResponse) },
          },
        },
        async (req) => ({
          data: await settings.confirmPhoneChange(own(req), req.body.oldCode, req.body.newCode),
        }),
      );

      r.post(
        p.passwordStart,
        {
          config,
          schema: {
            body: settingsPasswordStartBody,
            response: { 200: dataEnvelope(settingsPasswordStartResponse) },
          },
        },
        async (req) => ({
          data: await settings.startPasswordChange(own(req), req.body.authKey),
        }),
      );
      r.post(
        p.pinStart,
        {
          config,
          schema: { body: settingsPinStartBody, response: { 200: dataEnvelope(settingsCodeSentResponse) } },
        },
        async (req) => ({
          data: await settings.startPinChange(own(req), req.body.pinCode),
        }),
      );
      r.post(
        p.verifyCode,
        { config, schema: { body: settingsVerifyCodeBody, response: { 200: dataEnvelope(okSchema) } } },
        async (req) => {
          await settings.verifyCode(own(req), req.body.step, req.body.code);
          return { data: ok };
        },
      );
      r.post(
        p.resendCode,
        {
          config,
          schema: { body: settingsResendCodeBody, response: { 200: dataEnvelope(settingsCodeSentResponse) } },
        },
        async (req) => ({
          data: await settings.resendCode(own(req), req.body.step),
        }),
      );
      r.post(
        p.password,
        { config, schema: { body: settingsNewPasswordBody, response: { 200: dataEnvelope(okSchema) } } },
        async (req) => {
          await settings.changePassword(own(req), req.body);
          return { data: ok };
        },
      );
      r.post(
        p.pin,
        { config, schema: { body: settingsNewPinBody, response: { 200: dataEnvelope(okSchema) } } },
        async (req) => {
          await settings.changePin(own(req), req.body.pinCode);
          return { data: ok };
        },
      );
      r.post(
        p.recoveryCode,
        { config, schema: { body: settingsNewRecoveryCodeBody, response: { 200: dataEnvelope(okSchema) } } },
        async (req) => {
          await settings.replaceRecoveryCode(own(req), req.body.pinCode, req.body.recoveryUserKey);
          return { data: ok };
        },
      );
    });

  return { [API_PREFIX]: scopes(...appTypes.map(ofApp)) };
}
