import crypto from 'node:crypto';
import {
  ErrorCode,
  appDisplayName,
  appRoutes,
  formatMessage,
  limits,
  unlockMessages,
  type AppType,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { addMinutes } from '../../lib/clock.js';
import { randomToken } from '../../infra/crypto/secrets.js';
import type { FirmSummary } from '../firms/firms.repository.js';
import type { UserRow } from '../users/users.repository.js';
import { firmSiteOrigin } from '../../lib/public-urls.js';
import { liftLock, passwordThrottleKey, sourceThrottleKey } from '../attempts/attempts.js';

const TOKEN_PURPOSE = 'account-unlock-link';

const linkInvalid = () => new AppError(ErrorCode.LINK_INVALID, unlockMessages.linkInvalid);

/**
 * Mails the account's owner a single-use link that lifts the account-wide password lock (ADR 0003):
 * the token is in the link's fragment (never sent to a server by the browser) and kept only as a
 * keyed hash. The link's row and its mail are written in one transaction before the answer (the
 * outgoing queue delivers the mail, ADR 0028): both exist, or neither.
 */
export async function mailUnlockLink(
  ctx: AppContext,
  user: UserRow,
  firm: FirmSummary,
  appType: AppType,
): Promise<void> {
  const token = randomToken();
  const now = ctx.clock.now();
  const link = `${firmSiteOrigin(ctx.config, firm.subdomain)}${appRoutes(appType).unlockAccount}#${token}`;
  const outgoing = ctx.outgoing.batch();
  await ctx.repos.accountUnlocks.transaction(async (unlocks, trx) => {
    await unlocks.insert({
      id: crypto.randomUUID(),
      userId: user.id,
      tokenHash: ctx.secrets.hmac(TOKEN_PURPOSE, token),
      expiresAt: addMinutes(now, limits.accountUnlockHours * 60).toISOString(),
      createdAt: now.toISOString(),
    });
    await outgoing.mail(trx, {
      to: user.email,
      firmId: firm.id,
      fromName: firm.name,
      subject: unlockMessages.mailSubject,
      text: formatMessage(unlockMessages.mailText, {
        app: appDisplayName(appType),
        firm: firm.name,
        hours: limits.accountUnlockHours,
        link,
      }),
    });
  });
  await outgoing.deliver();
}

/**
 * The unlock page posts the link's token: once, within its time, it lifts the account-wide lock (the
 * escalation level stays, so a renewed attack locks longer) and the lock of the address the owner
 * unlocks from. Any other token is 410 LINK_INVALID.
 */
export async function unlockAccount(ctx: AppContext, token: string, ip: string | null): Promise<void> {
  const now = ctx.clock.now();
  const userId = await ctx.repos.accountUnlocks.use(
    ctx.secrets.hmac(TOKEN_PURPOSE, token),
    now.toISOString(),
  );
  if (!userId) throw linkInvalid();
  const account = passwordThrottleKey('', '', userId);
  await liftLock(ctx, account, now);
  await liftLock(ctx, sourceThrottleKey(account, ip), now);
}
