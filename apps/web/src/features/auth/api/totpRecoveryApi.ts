import {
  recoveryApiPaths,
  secondFactorPassedResponse,
  totpRecoveryCodesResponse,
  type AppType,
  type SecondFactorPassedResponse,
} from '@guru/shared';
import { apiRequest } from '../../../lib/apiClient';

/** The authenticator step's "Use a recovery code" (advisors, the provider); the session moves on like after a TOTP code. */
export function signInWithRecoveryCode(
  app: AppType,
  recoveryCode: string,
): Promise<SecondFactorPassedResponse> {
  return apiRequest(recoveryApiPaths.totpRecoverySignIn, {
    app,
    body: { recoveryCode, appType: app },
    schema: secondFactorPassedResponse,
  });
}

/** The first set of authenticator recovery codes, right after enrolment (made once). */
export function fetchFirstRecoveryCodes(app: AppType): Promise<{ codes: string[] }> {
  return apiRequest(recoveryApiPaths.totpRecoveryCodesFirst, {
    app,
    body: { appType: app },
    schema: totpRecoveryCodesResponse,
  });
}
