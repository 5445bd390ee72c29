import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  API_PREFIX,
  accessCodeBody,
  accessCodeLoginResponse,
  apiPaths,
  appTypeQuery,
  appTypeSchema,
  appTypes,
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
  secondFactorPassedResponse,
  sessionResponse,
  verifyBarCodeBody,
  verifyCodeBody,
  passkeyOptionsResponse,
  passkeySecondFactorBody,
  passkeySignInBody,
  passkeySignInResponse,
  passkeyStepBody,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import type { CallerOf } from '../../http/access-level.js';
import { accessScope } from '../../http/access-scope.js';
import { scopes, type ModuleRoutes } from '../../http/module-routes.js';
import { appTypeOf } from '../../http/request-app.js';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './cookies.js';
import { login, prelogin } from './login.service.js';
import { isSuiteHost } from './login-names.js';
import { signOut } from './session.service.js';
import { resendLoginCode, verifySecondFactor } from './second-factor.service.js';
import { confirmPin, unlockWithPin } from './pin.service.js';
import { sessionState } from './session-state.js';
import { relyingPartyOf } from '../passkeys/relying-party.js';
import {
  secondFactorOptions,
  signInOptions,
  signInWithPasskey,
  verifyPasskeySecondFactor,
} from './passkey-sign-in.service.js';
import type { FirmSummary } from '../firms/firms.repository.js';

const appTypeBody = z.object({ appType: appTypeSchema });

/**
 * The sign-in chain: password (public, one route per app), second factor, PIN. Its steps name
 * their app in the body (`appType`), so their stage is checked once the body is validated.
 */
export function authRoutes(ctx: AppContext): ModuleRoutes {
  const rateLimit = { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' };
  const secure = ctx.config.production;

  const passwordStep = accessScope({ access: 'public' }, (r) => {
    r.post(
      apiPaths.prelogin,
      {
        schema: { body: preloginBody, response: { 200: dataEnvelope(preloginResponse) } },
        config: { rateLimit },
      },
      async (req) => ({
        data: await prelogin(
          ctx,
          { firm: req.firm(), suiteHost: isSuiteHost(ctx, req.headers.host) },
          req.body.username,
        ),
      }),
    );
  });

  const loginOf = appTypes.map((app) =>
    accessScope({ access: 'public', app }, (r) => {
      r.post(
        loginPath(app),
        {
          schema: { body: loginBody, response: { 200: dataEnvelope(loginResponse) } },
          config: { rateLimit },
        },
        async (req, reply) => {
          const appType = appTypeOf(req);
          const { token, response } = await login(ctx, {
            firm: req.firm(),
            suiteHost: isSuiteHost(ctx, req.headers.host),
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
    }),
  );

  /** The passkey alone (ADR 0044): its options, then its answer opens a session at the PIN step. */
  const passkeySignIn = accessScope({ access: 'public', app: 'input' }, (r) => {
    r.post(
      apiPaths.passkeySignInOptions,
      {
        schema: { body: passkeyStepBody, response: { 200: dataEnvelope(passkeyOptionsResponse) } },
        config: { rateLimit },
      },
      async (req) => {
        const firm = req.firm();
        return {
          data: { options: await signInOptions(ctx, firm, relyingPartyOf(ctx, req.headers.host, firm)) },
        };
      },
    );
    r.post(
      apiPaths.passkeySignIn,
      {
        schema: { body: passkeySignInBody, response: { 200: dataEnvelope(passkeySignInResponse) } },
        config: { rateLimit },
      },
      async (req, reply) => {
        const appType = appTypeOf(req);
        const firm = req.firm();
        const { token, response } = await signInWithPasskey(ctx, {
          firm,
          rp: relyingPartyOf(ctx, req.headers.host, firm),
          appType,
          response: req.body.response,
          ip: req.ip,
          userAgent: req.headers['user-agent'] ?? null,
        });
        setSessionCookie(reply, appType, token, secure);
        return { data: response };
      },
    );
  });

  const sessionOfNamedApp = accessScope({ access: 'public', app: 'input' }, (r) => {
    r.get(
      apiPaths.session,
      { schema: { querystring: appTypeQuery, response: { 200: dataEnvelope(sessionResponse) } } },
      async (req) => {
        const app = appTypeOf(req);
        return { data: await sessionState(ctx, readSessionToken(req, app), req.firm(), app) };
      },
    );

    r.post(
      apiPaths.logout,
      { schema: { body: appTypeBody.partial(), response: { 200: dataEnvelope(okSchema) } } },
      async (req, reply) => {
        const app = appTypeOf(req);
        await signOut(ctx, readSessionToken(req, app));
        clearSessionCookie(reply, app, secure);
        return { data: { ok: true as const } };
      },
    );
  });

  const secondFactor = accessScope(
    { access: 'signedIn', stage: 'second_factor', app: 'input' },
    (r, caller) => {
      const verify = async (
        signedIn: CallerOf<'signedIn'>,
        firm: FirmSummary,
        reply: FastifyReply,
        code: string,
      ) => {
        const token = await verifySecondFactor(ctx, signedIn.session, firm, code);
        setSessionCookie(reply, signedIn.app, token, secure);
        return { data: { stage: 'pin' as const } };
      };
      r.post(
        apiPaths.verifyCode,
        {
          schema: { body: verifyCodeBody, response: { 200: dataEnvelope(secondFactorPassedResponse) } },
          config: { rateLimit },
        },
        (req, reply) => verify(caller(req), req.firm(), reply, req.body.code),
      );
      r.post(
        apiPaths.verifyBarCode,
        {
          schema: { body: verifyBarCodeBody, response: { 200: dataEnvelope(secondFactorPassedResponse) } },
          config: { rateLimit },
        },
        (req, reply) => verify(caller(req), req.firm(), reply, req.body.verifyCode),
      );

      r.post(
        apiPaths.passkeySecondFactorOptions,
        {
          schema: { body: passkeyStepBody, response: { 200: dataEnvelope(passkeyOptionsResponse) } },
          config: { rateLimit },
        },
        async (req) => {
          const firm = req.firm();
          const rp = relyingPartyOf(ctx, req.headers.host, firm);
          return { data: { options: await secondFactorOptions(ctx, caller(req).session, firm, rp) } };
        },
      );
      r.post(
        apiPaths.passkeySecondFactor,
        {
          schema: {
            body: passkeySecondFactorBody,
            response: { 200: dataEnvelope(secondFactorPassedResponse) },
          },
          config: { rateLimit },
        },
        async (req, reply) => {
          const signedIn = caller(req);
          const firm = req.firm();
          const rp = relyingPartyOf(ctx, req.headers.host, firm);
          const token = await verifyPasskeySecondFactor(ctx, signedIn.session, firm, rp, req.body.response);
          setSessionCookie(reply, signedIn.app, token, secure);
          return { data: { stage: 'pin' as const } };
        },
      );

      r.post(
        apiPaths.resend2fa,
        {
          schema: { body: resend2faBody, response: { 200: dataEnvelope(resend2faResponse) } },
          config: { rateLimit },
        },
        async (req) => {
          await resendLoginCode(ctx, caller(req).session, req.firm());
          return { data: { sent: true as const, message: messages.codeSent } };
        },
      );
    },
  );

  const pinStep = accessScope({ access: 'signedIn', stage: 'pin', app: 'input' }, (r, caller) => {
    r.post(
      apiPaths.accessCodeLogin,
      {
        schema: { body: accessCodeBody, response: { 200: dataEnvelope(accessCodeLoginResponse) } },
        config: { rateLimit },
      },
      async (req) => ({
        data: await unlockWithPin(ctx, caller(req).session, req.firm(), req.body.pinCode),
      }),
    );
  });

  const signedIn = accessScope({ access: 'signedIn', stage: 'active', app: 'input' }, (r, caller) => {
    r.post(
      apiPaths.accessCode,
      { schema: { body: accessCodeBody, response: { 200: dataEnvelope(okSchema) } }, config: { rateLimit } },
      async (req) => {
        await confirmPin(ctx, caller(req).session, req.body.pinCode);
        return { data: { ok: true as const } };
      },
    );

    /** The scope's check is the heartbeat: it refuses a locked or ended session, and records activity. */
    r.post(
      apiPaths.heartbeat,
      { schema: { body: appTypeBody, response: { 200: dataEnvelope(okSchema) } } },
      async () => ({ data: { ok: true as const } }),
    );
  });

  return {
    [API_PREFIX]: scopes(
      passwordStep,
      ...loginOf,
      passkeySignIn,
      sessionOfNamedApp,
      secondFactor,
      pinStep,
      signedIn,
    ),
  };
}
