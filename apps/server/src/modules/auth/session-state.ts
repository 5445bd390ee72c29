import type { AppType, SessionResponse } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import type { FirmSummary } from '../firms/firms.repository.js';
import { presentCurrentUser } from '../users/users.presenter.js';
import { describeSecondFactor } from './second-factor.service.js';
import { loadSession } from './session.service.js';

/** Where the browser stands in the sign-in chain; reading it is not activity. */
export async function sessionState(
  ctx: AppContext,
  token: string | null,
  firm: FirmSummary,
  appType: AppType,
): Promise<SessionResponse> {
  const loaded = await loadSession(ctx, token, firm, appType);
  if (!loaded || 'dead' in loaded) return { stage: 'none', user: null, mfa: null };
  const { session, user } = loaded.live;
  if (session.stage === 'second_factor') {
    return { stage: 'second_factor', user: null, mfa: await describeSecondFactor(ctx, user, firm) };
  }
  const apps = await ctx.repos.users.appsOf(user.id);
  return {
    stage: session.pin_unlocked ? 'active' : 'pin',
    user: presentCurrentUser(user, firm, apps, ctx.config.baseDomain),
    mfa: null,
  };
}
