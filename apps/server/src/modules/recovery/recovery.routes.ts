import {
  recoveryLimits,
  API_PREFIX,
  dataEnvelope,
  forgotPasswordBody,
  forgotPasswordResponse,
  recoveryApiPaths,
  resetCompleteBody,
  resetCompleteResponse,
  resetRecoveryKeyResponse,
  resetSendCodeResponse,
  resetStatusResponse,
  resetTokenBody,
  resetVerifyBody,
  resetVerifyResponse,
  secondFactorPassedResponse,
  totpRecoveryCodesResponse,
  totpRecoveryStatusResponse,
  totpFirstCodesBody,
  totpRecoverySignInBody,
  totpRegenerateBody,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { accessScope } from '../../http/access-scope.js';
import { scopes, type ModuleRoutes } from '../../http/module-routes.js';
import { firmOrigin } from '../../lib/firm-origin.js';
import { setSessionCookie } from '../auth/cookies.js';
import { PasswordResetService } from './password-reset.service.js';
import { browserProofCookies, readBrowserProof, setBrowserProof } from '../../lib/browser-proof.js';
import { TotpRecoveryCodesService } from './totp-recovery-codes.service.js';
import { firstTotpRecoveryCodes, signInWithTotpRecoveryCode } from './totp-sign-in.service.js';

/**
 * Forgotten passwords of both apps and the consoles (public: the link's token in the POST body), and
 * the authenticator recovery codes of advisors and the provider (signed in).
 */
export function recoveryRoutes(ctx: AppContext): ModuleRoutes {
  const resets = new PasswordResetService(ctx);
  const codes = new TotpRecoveryCodesService(ctx);
  const rateLimit = { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' };

  const reset = accessScope({ access: 'public' }, (r) => {
    r.post(
      recoveryApiPaths.forgotPassword,
      {
        config: { rateLimit },
        schema: { body: forgotPasswordBody, response: { 200: dataEnvelope(forgotPasswordResponse) } },
      },
      async (req) => {
        const firm = req.firm();
        await resets.request(firm, firmOrigin(ctx.config, req, firm), req.body.email, req.body.appType);
        return { data: { status: 'sent' as const } };
      },
    );
    r.post(
      recoveryApiPaths.resetStatus,
      {
        config: { rateLimit },
        schema: { body: resetTokenBody, response: { 200: dataEnvelope(resetStatusResponse) } },
      },
      async (req) => ({
        data: await resets.status(
          req.firm(),
          req.body.token,
          readBrowserProof(req, browserProofCookies.passwordReset),
        ),
      }),
    );
    r.post(
      recoveryApiPaths.resetSendCode,
      {
        config: { rateLimit },
        schema: { body: resetTokenBody, response: { 200: dataEnvelope(resetSendCodeResponse) } },
      },
      async (req) => ({ data: await resets.sendCode(req.firm(), req.body.token) }),
    );
    r.post(
      recoveryApiPaths.resetVerify,
      {
        config: { rateLimit },
        schema: { body: resetVerifyBody, response: { 200: dataEnvelope(resetVerifyResponse) } },
      },
      async (req, reply) => {
        const { salts, browserProof } = await resets.verify(
          req.firm(),
          req.body.token,
          req.body.code,
          readBrowserProof(req, browserProofCookies.passwordReset),
        );
        setBrowserProof(
          reply,
          browserProofCookies.passwordReset,
          browserProof,
          ctx.config.production,
          recoveryLimits.resetLinkValidityMinutes,
        );
        return { data: { verified: true as const, salts } };
      },
    );
    r.post(
      recoveryApiPaths.resetRecoveryKey,
      {
        config: { rateLimit },
        schema: { body: resetTokenBody, response: { 200: dataEnvelope(resetRecoveryKeyResponse) } },
      },
      async (req) => ({
        data: await resets.recoveryKey(
          req.firm(),
          req.body.token,
          readBrowserProof(req, browserProofCookies.passwordReset),
        ),
      }),
    );
    r.post(
      recoveryApiPaths.resetComplete,
      {
        config: { rateLimit },
        schema: { body: resetCompleteBody, response: { 200: dataEnvelope(resetCompleteResponse) } },
      },
      async (req) => {
        await resets.complete(req.firm(), req.body, readBrowserProof(req, browserProofCookies.passwordReset));
        return { data: { status: 'reset' as const } };
      },
    );
  });

  /** An advisor's or the provider's own codes (the session's user); a client is refused (403). */
  const ownCodes = accessScope({ access: 'signedIn', stage: 'active' }, (r, caller) => {
    r.get(
      recoveryApiPaths.totpRecoveryCodes,
      { config: { rateLimit }, schema: { response: { 200: dataEnvelope(totpRecoveryStatusResponse) } } },
      async (req) => ({ data: { remaining: await codes.remaining(caller(req).session.user) } }),
    );
    r.post(
      recoveryApiPaths.totpRecoveryCodesNew,
      {
        config: { rateLimit },
        schema: { body: totpRegenerateBody, response: { 200: dataEnvelope(totpRecoveryCodesResponse) } },
      },
      async (req) => ({ data: { codes: await codes.regenerate(caller(req).session.user, req.body.code) } }),
    );
  });

  const secondFactor = accessScope(
    { access: 'signedIn', stage: 'second_factor', app: 'input' },
    (r, caller) => {
      r.post(
        recoveryApiPaths.totpRecoverySignIn,
        {
          config: { rateLimit },
          schema: {
            body: totpRecoverySignInBody,
            response: { 200: dataEnvelope(secondFactorPassedResponse) },
          },
        },
        async (req, reply) => {
          const signedIn = caller(req);
          const token = await signInWithTotpRecoveryCode(ctx, signedIn.session, req.body.recoveryCode);
          setSessionCookie(reply, signedIn.app, token, ctx.config.production);
          return { data: { stage: 'pin' as const } };
        },
      );
    },
  );

  const afterEnrolment = accessScope({ access: 'signedIn', stage: 'pin', app: 'input' }, (r, caller) => {
    r.post(
      recoveryApiPaths.totpRecoveryCodesFirst,
      {
        config: { rateLimit },
        schema: { body: totpFirstCodesBody, response: { 200: dataEnvelope(totpRecoveryCodesResponse) } },
      },
      async (req) => ({ data: { codes: await firstTotpRecoveryCodes(ctx, caller(req).session) } }),
    );
  });

  return { [API_PREFIX]: scopes(reset, secondFactor, afterEnrolment, ownCodes) };
}
