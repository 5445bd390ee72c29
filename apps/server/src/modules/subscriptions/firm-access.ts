import { ErrorCode, appDisplayName, formatMessage, subscriptionMessages, type AppType } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { RoleId } from '../../db/tables/users.table.js';
import { AppError } from '../../lib/app-error.js';
import type { UserRow } from '../users/users.repository.js';
import type { SubscriptionRow } from './subscriptions.repository.js';
import {
  appsOpenToClients,
  consoleOpen,
  isSuspended,
  type CurrentSubscription,
} from './subscription-rules.js';

/**
 * What a firm's subscription opens, as the access checks ask it (ADR 0016): the sign-in and the
 * session load path (suspension, apps of the plan) and the advisor's routes (a valid subscription).
 * The firm's newest subscription: on every signed-in call it is read with the session (one query,
 * sessions.repository's findWithUser) and checked here as it was read; elsewhere, one indexed query.
 */

export async function firmSubscription(ctx: AppContext, firmId: string): Promise<CurrentSubscription | null> {
  const row = await ctx.repos.subscriptions.current(firmId);
  return row ? { status: row.status, plan_id: row.plan_id } : null;
}

/**
 * Why a firm is suspended, when the subscription's row is at hand: the lifecycle suspends at the end of the grace
 * period (suspended_at at or after grace_ends_at); the provider at any other time (ProviderFirms' Suspend).
 */
export type SuspensionReason = 'provider' | 'notRenewed';

export function suspensionReason(
  row: Pick<SubscriptionRow, 'suspended_at' | 'grace_ends_at'>,
): SuspensionReason {
  if (!row.suspended_at || !row.grace_ends_at) return 'provider';
  return new Date(row.suspended_at).getTime() >= new Date(row.grace_ends_at).getTime()
    ? 'notRenewed'
    : 'provider';
}

/** The suspension told to whom it concerns: an advisor asks the provider (with the reason when known), anyone else their advisor. */
export function firmSuspended(
  scope: UserRow['scope'] = 'admin',
  reason: SuspensionReason | null = null,
): AppError {
  if (scope !== 'admin') return new AppError(ErrorCode.FIRM_SUSPENDED, subscriptionMessages.firmSuspended);
  const message =
    reason === 'provider'
      ? subscriptionMessages.firmSuspendedByProviderAdvisor
      : reason === 'notRenewed'
        ? subscriptionMessages.firmSuspendedNotRenewedAdvisor
        : subscriptionMessages.firmSuspendedAdvisor;
  return new AppError(ErrorCode.FIRM_SUSPENDED, message);
}
export const appNotInPlan = (app: AppType) =>
  new AppError(
    ErrorCode.APP_NOT_IN_PLAN,
    formatMessage(subscriptionMessages.appNotInPlan, { app: appDisplayName(app) }),
  );
export const subscriptionInvalid = () =>
  new AppError(ErrorCode.SUBSCRIPTION_INVALID, subscriptionMessages.subscriptionInvalid);
export const emailNotConfirmed = () =>
  new AppError(ErrorCode.EMAIL_NOT_CONFIRMED, subscriptionMessages.emailNotConfirmed);

/**
 * Why a user of a firm may not be signed in to an app now, or null: their firm is suspended (nobody
 * of it), or the app is not in the plan (clients, second users and third parties; advisors reach
 * their console to renew). The provider's staff belong to no firm. Checked at sign-in and on every
 * request's session load, so a suspension ends existing sessions at their next call.
 */
export async function firmRefusal(ctx: AppContext, user: UserRow, app: AppType): Promise<AppError | null> {
  if (user.firm_id === null || user.scope === 'provider') return null;
  const row = await ctx.repos.subscriptions.current(user.firm_id);
  if (row && isSuspended(row)) return firmSuspended(user.scope, suspensionReason(row));
  return refusalUnder(user, app, row ? { status: row.status, plan_id: row.plan_id } : null);
}

/**
 * firmRefusal with the firm's current subscription already read (with the session, on every call: its status and
 * plan only, so a suspension's reason is not told there).
 */
export function refusalUnder(
  user: UserRow,
  app: AppType,
  current: CurrentSubscription | null,
): AppError | null {
  if (user.firm_id === null || user.scope === 'provider') return null;
  if (isSuspended(current)) return firmSuspended(user.scope);
  if (user.scope === 'client' && !appsOpenToClients(current).includes(app)) return appNotInPlan(app);
  return null;
}

/** Before the password is accepted as a sign-in: an advisor whose firm sign-up is not confirmed yet is told so. */
export function pendingConfirmation(user: UserRow): AppError | null {
  return user.status === 'pending' && user.role_id === RoleId.advisor ? emailNotConfirmed() : null;
}

/**
 * The advisor console needs a valid subscription (SUBSCRIPTION_INVALID, 402: the web app sends the
 * advisor to / with the message); opening a client's space of an app needs that app in the plan too.
 * `current` is the firm's subscription as read with the session.
 */
export function requireConsoleOpen(current: CurrentSubscription | null, app?: AppType): void {
  if (isSuspended(current)) throw firmSuspended();
  if (!consoleOpen(current)) throw subscriptionInvalid();
  if (app && !appsOpenToClients(current).includes(app)) throw appNotInPlan(app);
}

/** An advisor inviting a client to an app: the firm's plan must cover it (a client could not sign in to it). */
export async function requireAppInPlanForInvite(
  ctx: AppContext,
  firmId: string,
  app: AppType,
): Promise<void> {
  if (appsOpenToClients(await firmSubscription(ctx, firmId)).includes(app)) return;
  throw new AppError(
    ErrorCode.APP_NOT_IN_PLAN,
    formatMessage(subscriptionMessages.inviteAppNotInPlan, { app: appDisplayName(app) }),
  );
}
