import { ErrorCode, type AppType, type SessionResponse } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import type { FirmSummary } from '../firms/firms.repository.js';
import { presentCurrentUser } from '../users/users.presenter.js';
import { describeSecondFactor } from './second-factor.service.js';
import { loadSession, sessionEndError } from './session.service.js';
import { passkeyRequiredFor } from '../passkeys/passkey-policy.js';

/** Where the browser stands in the sign-in chain; reading it is not activity. */
export async function sessionState(
  ctx: AppContext,
  token: string | null,
  firm: FirmSummary,
  appType: AppType,
): Promise<SessionResponse> {
  const loaded = await loadSession(ctx, token, firm, appType);
  if (!loaded) return { stage: 'none', user: null, mfa: null };
  if ('dead' in loaded) {
    // The reason goes with the answer, so that the screen can say it (a suspended firm sends an advisor to /).
    const ended = sessionEndError(loaded);
    return {
      stage: 'none',
      user: null,
      mfa: null,
      ...(ended.code === ErrorCode.UNAUTHENTICATED
        ? {}
        : { ended: { code: ended.code, message: ended.message } }),
    };
  }
  const { session, user } = loaded.live;
  if (session.stage === 'second_factor') {
    return { stage: 'second_factor', user: null, mfa: await describeSecondFactor(ctx, user, firm) };
  }
  const apps = await ctx.repos.users.appsOf(user.id);
  return {
    stage: session.pin_unlocked ? 'active' : 'pin',
    user: {
      ...presentCurrentUser(user, firm, apps, ctx.config.baseDomain),
      passkeyRequired:
        passkeyRequiredFor(user, firm) && (await ctx.repos.passkeys.countOfUser(user.id)) === 0,
    },
    mfa: null,
  };
}
