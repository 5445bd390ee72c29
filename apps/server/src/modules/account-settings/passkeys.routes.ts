import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  API_PREFIX,
  dataEnvelope,
  firmPasskeyPolicy,
  okSchema,
  passkeyCreateBody,
  passkeyListResponse,
  passkeyOptionsResponse,
  passkeyPrfBody,
  passkeyRemoveBody,
  passkeyRenameBody,
  passkeyStartBody,
  passkeyStartResponse,
  passkeySummary,
  passkeyVerifyCodeBody,
  passkeysApiPaths as p,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { accessScope } from '../../http/access-scope.js';
import { scopes, type ModuleRoutes } from '../../http/module-routes.js';
import { relyingPartyOf } from '../passkeys/relying-party.js';
import { PasskeysSettings, type PasskeyOwner } from './passkeys-settings.service.js';
import { SettingsCodes } from './settings-codes.service.js';

const idParams = z.object({ id: z.uuid() });
const ok = { ok: true as const };

/**
 * A signed-in person's passkeys, whatever their role (ADR 0044), on the session of the app they use
 * (x-app-type); and the firm's rule, set by its advisor. Every route acts on the caller's own passkeys.
 */
export function passkeysRoutes(ctx: AppContext): ModuleRoutes {
  const settings = new PasskeysSettings(ctx, new SettingsCodes(ctx, ctx.repos.accountSettings));
  const config = { rateLimit: { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' } };

  const own = accessScope({ access: 'signedIn', stage: 'active' }, (r, caller) => {
    const owner = (req: FastifyRequest): PasskeyOwner => {
      const firm = req.firm();
      return { loaded: caller(req).session, firm, rp: relyingPartyOf(ctx, req.headers.host, firm) };
    };
    r.get(
      p.list,
      { config, schema: { response: { 200: dataEnvelope(passkeyListResponse) } } },
      async (req) => ({
        data: await settings.list(owner(req)),
      }),
    );
    r.post(
      p.start,
      { config, schema: { body: passkeyStartBody, response: { 200: dataEnvelope(passkeyStartResponse) } } },
      async (req) => ({ data: await settings.start(owner(req), req.body.pinCode) }),
    );
    r.post(
      p.verifyCode,
      { config, schema: { body: passkeyVerifyCodeBody, response: { 200: dataEnvelope(okSchema) } } },
      async (req) => {
        await settings.verifyCode(owner(req), req.body.code);
        return { data: ok };
      },
    );
    r.post(
      p.options,
      { config, schema: { response: { 200: dataEnvelope(passkeyOptionsResponse) } } },
      async (req) => ({ data: { options: await settings.options(owner(req)) } }),
    );
    r.post(
      p.list,
      { config, schema: { body: passkeyCreateBody, response: { 200: dataEnvelope(passkeySummary) } } },
      async (req) => ({ data: await settings.create(owner(req), req.body.name, req.body.response) }),
    );
    r.put(
      p.item,
      {
        config,
        schema: { params: idParams, body: passkeyRenameBody, response: { 200: dataEnvelope(okSchema) } },
      },
      async (req) => {
        await settings.rename(owner(req), req.params.id, req.body.name);
        return { data: ok };
      },
    );
    r.put(
      p.prf,
      {
        config,
        schema: { params: idParams, body: passkeyPrfBody, response: { 200: dataEnvelope(okSchema) } },
      },
      async (req) => {
        await settings.setPrfUserKey(owner(req), req.params.id, req.body.prfUserKey);
        return { data: ok };
      },
    );
    r.post(
      p.remove,
      {
        config,
        schema: { params: idParams, body: passkeyRemoveBody, response: { 200: dataEnvelope(okSchema) } },
      },
      async (req) => {
        await settings.remove(owner(req), req.params.id, req.body.pinCode);
        return { data: ok };
      },
    );
  });

  const firmRule = accessScope({ access: 'advisor' }, (r, caller) => {
    r.get(
      p.firmPolicy,
      { config, schema: { response: { 200: dataEnvelope(firmPasskeyPolicy) } } },
      async (req) => {
        const firm = await ctx.repos.firms.findById(caller(req).advisor.firmId);
        return { data: { requirePasskeys: firm?.require_passkeys === 1 } };
      },
    );
    r.put(
      p.firmPolicy,
      { config, schema: { body: firmPasskeyPolicy, response: { 200: dataEnvelope(firmPasskeyPolicy) } } },
      async (req) => {
        await ctx.repos.firms.setRequirePasskeys(caller(req).advisor.firmId, req.body.requirePasskeys);
        return { data: { requirePasskeys: req.body.requirePasskeys } };
      },
    );
  });

  return { [API_PREFIX]: scopes(own, firmRule) };
}
