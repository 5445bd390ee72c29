import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessCodeBody,
  accessCodeLoginResponse,
  apiPaths,
  appTypeQuery,
  appTypeSchema,
  dataEnvelope,
  loginBody,
  loginPath,
  loginResponse,
  messages,
  okSchema,
  preloginBody,
  preloginResponse,
  resend2faBody,
  resend2faResponse,
  sessionResponse,
  verifyBarCodeBody,
  verifyCodeBody,
  type AppType,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { appTypeOfRequest, clearSessionCookie, readSessionToken, setSessionCookie } from './cookies.js';
import { login, prelogin } from './login.service.js';
import { endSession, requireSession, type RequiredStage } from './session.service.js';
import { resendLoginCode, verifySecondFactor } from './second-factor.service.js';
import { confirmPin, unlockWithPin } from './pin.service.js';
import { sessionState } from './session-state.js';

const stageResponse = z.object({ stage: z.literal('pin') });
const appTypeBody = z.object({ appType: appTypeSchema });

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' };
  const secure = ctx.config.production;
  const guard = (req: FastifyRequest, appType: AppType, stage: RequiredStage) =>
    requireSession(ctx, readSessionToken(req, appType), req.firm(), appType, stage);

  r.post(apiPaths.prelogin, { schema: { body: preloginBody, response: { 200: dataEnvelope(preloginResponse) } }, config: { rateLimit } }, async (req) => ({
    data: await prelogin(ctx, req.firm(), req.body.username),
  }));

  for (const appType of ['passwordguru', 'documentvault'] as const) {
    r.post(
      loginPath(appType),
      { schema: { body: loginBody, response: { 200: dataEnvelope(loginResponse) } }, config: { rateLimit } },
      async (req, reply) => {
        const { token, response } = await login(ctx, {
          firm: req.firm(),
          appType,
          username: req.body.username,
          authKey: req.body.authKey,
          ip: req.ip,
          userAgent: req.headers['user-agent'] ?? null,
        });
        setSessionCookie(reply, appType, token, secure);
        return { data: response };
      },
    );
  }

  const verify = async (req: FastifyRequest, reply: FastifyReply, appType: AppType, code: string) => {
    const loaded = await guard(req, appType, 'second_factor');
    const token = await verifySecondFactor(ctx, loaded, code);
    setSessionCookie(reply, appType, token, secure);
    return { data: { stage: 'pin' as const } };
  };
  r.post(apiPaths.verifyCode, { schema: { body: verifyCodeBody, response: { 200: dataEnvelope(stageResponse) } }, config: { rateLimit } }, (req, reply) =>
    verify(req, reply, req.body.appType, req.body.code),
  );
  r.post(apiPaths.verifyBarCode, { schema: { body: verifyBarCodeBody, response: { 200: dataEnvelope(stageResponse) } }, config: { rateLimit } }, (req, reply) =>
    verify(req, reply, req.body.appType, req.body.verifyCode),
  );

  r.post(apiPaths.resend2fa, { schema: { body: resend2faBody, response: { 200: dataEnvelope(resend2faResponse) } }, config: { rateLimit } }, async (req) => {
    const loaded = await guard(req, req.body.appType, 'second_factor');
    await resendLoginCode(ctx, loaded, req.firm());
    return { data: { sent: true as const, message: messages.codeSent } };
  });

  r.post(apiPaths.accessCodeLogin, { schema: { body: accessCodeBody, response: { 200: dataEnvelope(accessCodeLoginResponse) } }, config: { rateLimit } }, async (req) => {
    const loaded = await guard(req, req.body.appType, 'pin');
    return { data: await unlockWithPin(ctx, loaded, req.firm(), req.body.pinCode) };
  });

  r.post(apiPaths.accessCode, { schema: { body: accessCodeBody, response: { 200: dataEnvelope(okSchema) } }, config: { rateLimit } }, async (req) => {
    const loaded = await guard(req, req.body.appType, 'active');
    await confirmPin(ctx, loaded, req.body.pinCode);
    return { data: { ok: true as const } };
  });

  r.get(apiPaths.session, { schema: { querystring: appTypeQuery, response: { 200: dataEnvelope(sessionResponse) } } }, async (req) => ({
    data: await sessionState(ctx, readSessionToken(req, req.query.appType), req.firm(), req.query.appType),
  }));

  r.post(apiPaths.heartbeat, { schema: { body: appTypeBody, response: { 200: dataEnvelope(okSchema) } } }, async (req) => {
    await guard(req, req.body.appType, 'active');
    return { data: { ok: true as const } };
  });

  r.post(apiPaths.logout, { schema: { body: appTypeBody.partial(), response: { 200: dataEnvelope(okSchema) } } }, async (req, reply) => {
    const appType = appTypeOfRequest(req);
    await endSession(ctx, readSessionToken(req, appType));
    clearSessionCookie(reply, appType, secure);
    return { data: { ok: true as const } };
  });
}
