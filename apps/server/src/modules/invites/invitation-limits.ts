import {
  ErrorCode,
  formatMessage,
  invitationLimitMessages as m,
  invitationLimits as limits,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import type { DbHandle } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { InvitationWindowKind } from './invitation-sends.repository.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Who sends invitation e-mails: the inviting user (an advisor, or a client inviting second users) of a firm. */
export interface InvitationSender {
  firmId: string;
  userId: string;
}

interface Window {
  kind: InvitationWindowKind;
  start: number;
  end: number;
}

function windowAt(kind: InvitationWindowKind, now: number): Window {
  const length = kind === 'burst' ? limits.burstMinutes * MINUTE : DAY;
  const start = Math.floor(now / length) * length;
  return { kind, start, end: start + length };
}

/** "8 minutes", "1 hour", "5 hours": how long until the window ends, rounded up. */
export function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE));
  if (minutes < 60) return minutes === 1 ? m.waitMinute : formatMessage(m.waitMinutes, { count: minutes });
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? m.waitHour : formatMessage(m.waitHours, { count: hours });
}

/**
 * Counts `count` invitation e-mails against the sender's and the firm's limits (a burst window and a
 * UTC day, ADR 0030) inside the caller's transaction, before anything is sent: when one limit would be
 * passed, RATE_LIMITED (429) says when more can be sent, and the caller's transaction (the invites,
 * the shares, the counts already raised) rolls back. Counters are taken in one order (the user's, then
 * the firm's), so concurrent transactions wait for each other and never deadlock on them.
 */
export async function countInvitations(
  ctx: AppContext,
  trx: DbHandle,
  sender: InvitationSender,
  count: number,
): Promise<void> {
  if (count <= 0) return;
  const now = ctx.clock.now().getTime();
  const repo = ctx.repos.invitationSends.within(trx);
  const counters = [
    { countedFor: sender.userId, kind: 'burst' as const, limit: limits.perUserBurst, message: m.userLimit },
    { countedFor: sender.userId, kind: 'day' as const, limit: limits.perUserDay, message: m.userLimit },
    { countedFor: 'firm', kind: 'burst' as const, limit: limits.perFirmBurst, message: m.firmLimit },
    { countedFor: 'firm', kind: 'day' as const, limit: limits.perFirmDay, message: m.firmLimit },
  ];
  for (const c of counters) {
    const window = windowAt(c.kind, now);
    const counted = await repo.add(
      {
        firmId: sender.firmId,
        countedFor: c.countedFor,
        kind: c.kind,
        windowStart: new Date(window.start).toISOString(),
      },
      count,
      c.limit,
    );
    if (!counted)
      throw new AppError(
        ErrorCode.RATE_LIMITED,
        formatMessage(c.message, { wait: waitText(window.end - now) }),
      );
  }
  await repo.deleteOlder(sender.firmId, new Date(windowAt('day', now).start).toISOString());
}
